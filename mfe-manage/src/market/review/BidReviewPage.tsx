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
  const { competition, summary, bids } = data;
  const figures = useReviewResults(data);
  const { status, confirmed, rows, windows } = figures;
  const decidable = rights.manageBids && canDecide(status, confirmed);

  const [selection, setSelection] = useState<Set<number>>(() => new Set());
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [autoOpen, setAutoOpen] = useState(false);
  const [mcaOpen, setMcaOpen] = useState(false);

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
      const decided = await decideBids(competition.id, ids, approved);
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
        values: { name: competition.name },
      }),
      confirmLabel: i18n._({ id: 'manage.review.close.confirm', message: 'Close bidding' }),
      cancelLabel: i18n._({ id: 'manage.review.close.cancel', message: 'Keep bidding open' }),
      tone: 'danger',
    });
    if (!ok) return;
    setBusy(true);
    setActionError(null);
    try {
      const closed = await closeBidding(competition.id);
      update({ competition: { ...competition, status: closed.status, closed: closed.closed }, summary: summary ? { ...summary, status: closed.status } : summary });
      toast({ kind: 'success', title: i18n._({ id: 'manage.review.close.done', message: 'Bidding closed' }) });
    } catch (error) {
      failed(error, i18n._({ id: 'manage.review.close.failed', message: 'Bidding could not be closed. Please try again.' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="review-page" aria-labelledby="review-title">
      <ReviewHead
        titleId="review-title"
        title={<Trans id="manage.review.page.title" message="Bids: {name}" values={{ name: competition.name }} />}
        competition={competition}
        status={status}
      >
        {rights.manageCompetitions && status === 'open' && !confirmed ? (
          <button type="button" className="fx-button" disabled={busy} onClick={() => void closeNow()}>
            <Trans id="manage.review.close.button" message="Close bidding now" />
          </button>
        ) : null}
        {rights.manageCompetitions && canConfirm(status, confirmed) ? (
          <Link className="fx-button fx-button--primary" to={reviewPaths.confirm(competition.id)}>
            <Trans id="manage.review.confirmResults" message="Confirm results" />
          </Link>
        ) : null}
        <Link className="fx-button" to={paths.operatorCompetition(competition.id)}>
          <Trans id="manage.review.competitionPage" message="Competition details" />
        </Link>
        <Link className="fx-button" to={reviewPaths.summaries}>
          <Trans id="manage.review.allSummaries" message="All bid summaries" />
        </Link>
      </ReviewHead>

      {confirmed ? (
        <ResultsConfirmedNotice />
      ) : status === 'open' ? (
        <p className="review-page__notice">
          <Trans
            id="manage.review.openNotice"
            message="Bidding is open: flex providers can still submit and amend bids, and an amended bid loses its decision. Day-ahead markets close bidding before market clearing."
          />
        </p>
      ) : null}
      {!confirmed && !rights.manageBids ? (
        <p className="review-page__notice">
          <Trans id="manage.review.readOnly" message="You can see these bids; deciding them needs the permission to manage bids. Ask an administrator of your organisation." />
        </p>
      ) : null}

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
          <div className="review-toolbar" role="group" aria-label={i18n._({ id: 'manage.review.decideGroup', message: 'Decide bids' })}>
            <span className="review-toolbar__count" aria-live="polite">
              <Trans id="manage.review.selected" message="{count} selected" values={{ count: selection.size }} />
            </span>
            <button type="button" className="fx-button fx-button--primary" disabled={busy || selection.size === 0} onClick={() => void decide(true)}>
              <Trans id="manage.review.approve" message="Approve selected" />
            </button>
            <button type="button" className="fx-button" disabled={busy || selection.size === 0} onClick={() => void decide(false)}>
              <Trans id="manage.review.reject" message="Reject selected" />
            </button>
            <span className="review-toolbar__gap" />
            <button type="button" className="fx-button" disabled={busy || bids.length === 0} onClick={() => setAutoOpen(true)}>
              <Trans id="manage.review.auto.button" message="Auto-decisioning" />
            </button>
            <button type="button" className="fx-button" disabled={busy || bids.length === 0} onClick={() => setMcaOpen(true)}>
              <Trans id="manage.review.mca.button" message="Run market clearing" />
            </button>
          </div>
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
