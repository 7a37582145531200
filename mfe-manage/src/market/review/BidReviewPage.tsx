import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus, paths, requestConfirmation, toast } from 'shared-session';
import { useBusValue } from 'shared-ui';
import { McaModal } from '../mca';
import { closeBidding, decideBids } from './api';
import { AutoDecideModal } from './AutoDecideModal';
import { BidsTable } from './BidsTable';
import { SummariesScreen } from './BidSummariesPage';
import { canConfirm, canDecide, competitionParam } from './model';
import { ActionError, OperatorOnly, ResultsConfirmedNotice, ReviewHead, type OperatorRights } from './parts';
import { ResultsSection } from './ResultsSection';
import { reviewPaths } from './routes';
import { reportFailure } from './useAction';
import { useReviewResults } from './useReview';
import { WithReview, type LoadedReview } from './WithReview';
import './review.css';

/**
 * The operator's bid review (`/manage/systemoperator/bids/view` and `/decision`, `?competition=ID`;
 * workflows §2, §4, §7; platform §2.4): the competition's bids per window with the working
 * decisions; approve or reject a selection, auto-decide, run market clearing, close bidding.
 * Without a competition it lists the competitions to choose from.
 */
export function BidReviewPage() {
  const [params] = useSearchParams();
  const id = competitionParam(params);
  return (
    <OperatorOnly>
      {(rights) =>
        id === null ? (
          <SummariesScreen
            rights={rights}
            title={<Trans id="manage.review.choose.title" message="Review bids" />}
            intro={<Trans id="manage.review.choose.intro" message="Choose a competition to see its bids and decide them." />}
          />
        ) : (
          <WithReview key={id} id={id} title={<Trans id="manage.review.page.loadingTitle" message="Review bids" />}>
            {(review) => <ReviewScreen {...review} rights={rights} />}
          </WithReview>
        )
      }
    </OperatorOnly>
  );
}

export default BidReviewPage;

function ReviewScreen({ data, rights, reload, reloadDecisions, update }: LoadedReview & { rights: OperatorRights }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const { competition, bids } = data;
  const figures = useReviewResults(data);
  const { status, confirmed, rows, windows } = figures;
  const decidable = rights.manageBids && canDecide(status, confirmed);

  const [selection, setSelection] = useState<Set<number>>(() => new Set());
  const { busy, actionError, setActionError, conflict, refreshDecisions, decide, closeNow } = useReviewActions({ data, selection, setSelection, reload, reloadDecisions, update });
  const [autoOpen, setAutoOpen] = useState(false);
  const [mcaOpen, setMcaOpen] = useState(false);

  return (
    <section className="review-page" aria-labelledby="review-title">
      <ReviewHead
        titleId="review-title"
        title={<Trans id="manage.review.page.title" message="Bids: {name}" values={{ name: competition.name }} />}
        competition={competition}
        status={status}
      >
        <ReviewHeadActions
          competitionId={competition.id}
          canClose={rights.manageCompetitions && status === 'open' && !confirmed}
          canConfirm={rights.manageCompetitions && canConfirm(status, confirmed)}
          busy={busy}
          onClose={() => void closeNow()}
        />
      </ReviewHead>

      <ReviewNotices confirmed={confirmed} open={status === 'open'} readOnly={!rights.manageBids} />

      <ActionError message={actionError} onDismiss={() => setActionError(null)} />

      <ResultsSection
        id="review-windows"
        title={<Trans id="manage.review.windows.title" message="Results per window" />}
        figures={figures}
        region={region}
      />

      <section className="review-section" aria-labelledby="review-bids">
        <h2 id="review-bids">
          <Trans id="manage.review.bids.title" message="Bids" />
        </h2>
        {decidable ? (
          <DecideToolbar
            selected={selection.size}
            busy={busy}
            hasBids={bids.length > 0}
            onDecide={(approved) => void decide(approved)}
            onAutoDecide={() => setAutoOpen(true)}
            onMarketClearing={() => setMcaOpen(true)}
          />
        ) : null}
        <BidsTable
          competition={competition}
          rows={rows}
          windows={windows}
          region={region}
          selection={decidable ? selection : undefined}
          onSelectionChange={decidable ? setSelection : undefined}
        />
      </section>

      {decidable ? (
        <>
          <AutoDecideModal
            open={autoOpen}
            competition={competition}
            bids={bids.length}
            decided={rows.filter((r) => r.decision !== null).length}
            locale={region.locale}
            onClose={() => setAutoOpen(false)}
            onConflict={(message) => {
              setAutoOpen(false);
              conflict(message);
            }}
            onDone={(result) => {
              setAutoOpen(false);
              setSelection(new Set());
              toast({
                kind: 'success',
                title: i18n._({ id: 'manage.review.auto.done', message: 'Auto-decisioning done' }),
                text: i18n._({
                  id: 'manage.review.auto.doneText',
                  message: '{accepted} accepted, {rejected} rejected.',
                  values: { accepted: result.accepted, rejected: result.rejected },
                }),
              });
              void refreshDecisions();
            }}
          />
          <McaModal
            competition={competition}
            open={mcaOpen}
            onClose={() => setMcaOpen(false)}
            onConfirmed={(confirmed) => {
              setMcaOpen(false);
              setSelection(new Set());
              toast({
                kind: 'success',
                title: i18n._({ id: 'manage.review.mca.done', message: 'Market clearing decisions saved' }),
                text: i18n._({
                  id: 'manage.review.mca.doneText',
                  message: '{decided, plural, one {# bid} other {# bids}} decided; {unchanged, plural, one {# bid keeps its earlier decision} other {# bids keep their earlier decisions}}.',
                  values: { decided: confirmed.result.decided, unchanged: confirmed.result.unchanged },
                }),
              });
              void refreshDecisions();
            }}
          />
        </>
      ) : null}
    </section>
  );
}

/** The review's links and buttons: close bidding and confirm results (when they apply), the competition's page, all bid summaries. */
function ReviewHeadActions({
  competitionId,
  canClose,
  canConfirm: confirmable,
  busy,
  onClose,
}: {
  competitionId: LoadedReview['data']['competition']['id'];
  canClose: boolean;
  canConfirm: boolean;
  busy: boolean;
  onClose: () => void;
}) {
  return (
    <>
      {canClose ? (
        <button type="button" className="fx-button" disabled={busy} onClick={onClose}>
          <Trans id="manage.review.close.button" message="Close bidding now" />
        </button>
      ) : null}
      {confirmable ? (
        <Link className="fx-button fx-button--primary" to={reviewPaths.confirm(competitionId)}>
          <Trans id="manage.review.confirmResults" message="Confirm results" />
        </Link>
      ) : null}
      <Link className="fx-button" to={paths.operatorCompetition(competitionId)}>
        <Trans id="manage.review.competitionPage" message="Competition details" />
      </Link>
      <Link className="fx-button" to={reviewPaths.summaries}>
        <Trans id="manage.review.allSummaries" message="All bid summaries" />
      </Link>
    </>
  );
}

interface ReviewActionsOptions extends Pick<LoadedReview, 'data' | 'reload' | 'reloadDecisions' | 'update'> {
  selection: ReadonlySet<number>;
  setSelection: (selection: Set<number>) => void;
}

/**
 * The review's actions on the server: approve or reject the selected bids, close bidding, reload
 * the decisions; with their busy state and the error shown above the bids. A conflict (the
 * competition changed state) shows why and reloads the review.
 */
function useReviewActions({ data, selection, setSelection, reload, reloadDecisions, update }: ReviewActionsOptions) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  /** A conflict means the competition changed state (closed, confirmed…): show why and reload it. */
  function conflict(message: string) {
    setActionError(message);
    setSelection(new Set());
    reload();
  }

  /** Shows the server's message (reloading on a conflict). */
  const failed = (error: unknown, fallback: string) => reportFailure(error, fallback, conflict, setActionError);

  async function refreshDecisions() {
    try {
      await reloadDecisions();
    } catch (error) {
      failed(error, i18n._({ id: 'manage.review.refreshFailed', message: 'The decisions were saved, but could not be loaded again. Reload the page to see them.' }));
    }
  }

  async function decide(approved: boolean) {
    const ids = [...selection];
    if (ids.length === 0) return;
    setBusy(true);
    setActionError(null);
    try {
      const decided = await decideBids(data.competition.id, ids, approved);
      setSelection(new Set());
      toast({
        kind: 'success',
        title: approved
          ? i18n._({ id: 'manage.review.approved', message: '{count, plural, one {# bid approved} other {# bids approved}}', values: { count: decided } })
          : i18n._({ id: 'manage.review.rejected', message: '{count, plural, one {# bid rejected} other {# bids rejected}}', values: { count: decided } }),
      });
      await refreshDecisions();
    } catch (error) {
      failed(error, i18n._({ id: 'manage.review.decideFailed', message: 'The decisions could not be saved. Please try again.' }));
    } finally {
      setBusy(false);
    }
  }

  async function closeNow() {
    const ok = await requestConfirmation({
      id: 'review-close-bidding',
      title: i18n._({ id: 'manage.review.close.title', message: 'Close bidding now?' }),
      body: i18n._({
        id: 'manage.review.close.body',
        message: 'Flex providers can no longer submit, amend or withdraw bids in “{name}”. Bidding cannot be opened again.',
        values: { name: data.competition.name },
      }),
      confirmLabel: i18n._({ id: 'manage.review.close.confirm', message: 'Close bidding' }),
      cancelLabel: i18n._({ id: 'manage.review.close.cancel', message: 'Keep bidding open' }),
      tone: 'danger',
    });
    if (!ok) return;
    setBusy(true);
    setActionError(null);
    try {
      const closed = await closeBidding(data.competition.id);
      const { competition, summary } = data;
      update({ competition: { ...competition, status: closed.status, closed: closed.closed }, summary: summary ? { ...summary, status: closed.status } : summary });
      toast({ kind: 'success', title: i18n._({ id: 'manage.review.close.done', message: 'Bidding closed' }) });
    } catch (error) {
      failed(error, i18n._({ id: 'manage.review.close.failed', message: 'Bidding could not be closed. Please try again.' }));
    } finally {
      setBusy(false);
    }
  }

  return { busy, actionError, setActionError, conflict, refreshDecisions, decide, closeNow };
}

/** Whether bidding is still open (bids may change) or the results are confirmed, and that deciding needs a permission the user lacks. */
function ReviewNotices({ confirmed, open, readOnly }: { confirmed: boolean; open: boolean; readOnly: boolean }) {
  return (
    <>
      {confirmed ? (
        <ResultsConfirmedNotice />
      ) : open ? (
        <p className="review-page__notice">
          <Trans
            id="manage.review.openNotice"
            message="Bidding is open: flex providers can still submit and amend bids, and an amended bid loses its decision. Day-ahead markets close bidding before market clearing."
          />
        </p>
      ) : null}
      {!confirmed && readOnly ? (
        <p className="review-page__notice">
          <Trans id="manage.review.readOnly" message="You can see these bids; deciding them needs the permission to manage bids. Ask an administrator of your organisation." />
        </p>
      ) : null}
    </>
  );
}

/** The deciding toolbar: how many bids are selected, approve or reject them, auto-decisioning and market clearing. */
function DecideToolbar({
  selected,
  busy,
  hasBids,
  onDecide,
  onAutoDecide,
  onMarketClearing,
}: {
  selected: number;
  busy: boolean;
  hasBids: boolean;
  onDecide: (approved: boolean) => void;
  onAutoDecide: () => void;
  onMarketClearing: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="review-toolbar" role="group" aria-label={i18n._({ id: 'manage.review.decideGroup', message: 'Decide bids' })}>
      <span className="review-toolbar__count" aria-live="polite">
        <Trans id="manage.review.selected" message="{count} selected" values={{ count: selected }} />
      </span>
      <button type="button" className="fx-button fx-button--primary" disabled={busy || selected === 0} onClick={() => onDecide(true)}>
        <Trans id="manage.review.approve" message="Approve selected" />
      </button>
      <button type="button" className="fx-button" disabled={busy || selected === 0} onClick={() => onDecide(false)}>
        <Trans id="manage.review.reject" message="Reject selected" />
      </button>
      <span className="review-toolbar__gap" />
      <button type="button" className="fx-button" disabled={busy || !hasBids} onClick={onAutoDecide}>
        <Trans id="manage.review.auto.button" message="Auto-decisioning" />
      </button>
      <button type="button" className="fx-button" disabled={busy || !hasBids} onClick={onMarketClearing}>
        <Trans id="manage.review.mca.button" message="Run market clearing" />
      </button>
    </div>
  );
}
