import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { hasPermissions, orgTypeOf, PERMISSIONS } from 'shared-session';
import { NotFoundPage, useSession, type LoadStateProps } from 'shared-ui';
import { retryLoad } from '../../competitions/detail/parts';
import { activityStatusText } from '../shared/labels';

export interface OperatorRights {
  /** Approve, reject, auto-decide, run market clearing. */
  manageBids: boolean;
  /** Close bidding, confirm results. */
  manageCompetitions: boolean;
}

/** The signed-in operator's rights on the review screens; null for anyone who is not an operator. */
export function useOperatorRights(): OperatorRights | null {
  const claims = useSession()?.claims;
  if (orgTypeOf(claims) !== 'systemoperator' || claims?.role.id === null || claims?.role.id === undefined) return null;
  return {
    manageBids: hasPermissions(claims, [PERMISSIONS.manageBids]),
    manageCompetitions: hasPermissions(claims, [PERMISSIONS.manageCompetitions]),
  };
}

/** Renders `children(rights)` for an operator, the not-found page for anyone else. */
export function OperatorOnly({ children }: { children: (rights: OperatorRights) => ReactNode }) {
  const rights = useOperatorRights();
  return rights ? <>{children(rights)}</> : <NotFoundPage />;
}

/** How a review page shows its load: under its title, a loading line, or the failure with a retry. */
export function reviewPageLoad(title: ReactNode, onRetry: () => void) {
  return {
    page: { title, className: 'review-page' },
    loading: <Trans id="manage.review.loading" message="Loading…" />,
    retry: retryLoad(onRetry),
    failureClassName: 'competitions-page__error',
  } satisfies Omit<LoadStateProps, 'result'>;
}

/** A message from the server about an action (e.g. a 409 conflict), shown until dismissed. */
export function ActionError({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <div className="review-page__error" role="alert">
      <p>{message}</p>
      <button type="button" className="fx-button" onClick={onDismiss}>
        <Trans id="manage.review.dismiss" message="Dismiss" />
      </button>
    </div>
  );
}

/** The head of a competition's review page: its title, reference and status, and the page's actions. */
export function ReviewHead({ titleId, title, competition, status, children }: { titleId: string; title: ReactNode; competition: { reference: string }; status: string; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <div className="review-page__head">
      <div>
        <h1 id={titleId}>{title}</h1>
        <p className="review-page__subtitle">
          <Trans id="manage.review.page.subtitle" message="{reference} · {status}" values={{ reference: competition.reference, status: activityStatusText(i18n, status) }} />
        </p>
      </div>
      <div className="review-actions">{children}</div>
    </div>
  );
}

/** Said on both review pages once the competition's results are confirmed. */
export function ResultsConfirmedNotice() {
  return (
    <p className="review-page__notice review-page__notice--final" role="status">
      <Trans
        id="manage.review.resultsConfirmedNotice"
        message="Results confirmed: they are final, and the flex providers have been e-mailed their accepted and rejected bids. Nothing here can change any more."
      />
    </p>
  );
}
