import type { ReactNode } from 'react';
import { Trans } from '@lingui/react';
import { hasPermissions, orgTypeOf, PERMISSIONS } from 'shared-session';
import { NotFoundPage, useSession } from 'shared-ui';

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

/** A page's loading state, or its failure with the server's message and a retry. */
export function LoadState({ title, state, message, onRetry }: { title: ReactNode; state: 'loading' | 'failed'; message?: string; onRetry?: () => void }) {
  return (
    <section className="review-page" aria-busy={state === 'loading'}>
      <h1>{title}</h1>
      {state === 'loading' ? (
        <p role="status">
          <Trans id="manage.review.loading" message="Loading…" />
        </p>
      ) : (
        <div className="review-page__error" role="alert">
          <p>{message}</p>
          {onRetry ? (
            <button type="button" className="fx-button" onClick={onRetry}>
              <Trans id="manage.review.retry" message="Try again" />
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
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
