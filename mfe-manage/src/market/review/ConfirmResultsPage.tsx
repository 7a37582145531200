import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { bus, toast, type BidSummary, type Region } from 'shared-session';
import { DataTable, EmptyState, LoadState, useBusValue, type DataTableColumn } from 'shared-ui';
import { bidColumns } from './BidsTable';
import { ConfirmResultsModal } from './ConfirmResultsModal';
import { canConfirm, competitionParam, stateOf } from './model';
import { ActionError, OperatorOnly, reviewPageLoad, ResultsConfirmedNotice, ReviewHead, type OperatorRights } from './parts';
import { ResultsSection } from './ResultsSection';
import { reviewPaths } from './routes';
import { countColumn } from './SummaryTables';
import { useReviewResults, type ReviewData } from './useReview';
import { useSummaries } from './useSummaries';
import { WithReview } from './WithReview';
import './review.css';

const CLOSED = ['closed'];

/**
 * Confirm competition results (`/manage/systemoperator/bids/confirm?competition=ID`, workflows §2,
 * §4; platform §2.4): the closed competition's results per window and its accepted bids, then the
 * confirmation modal. Without a competition: the closed competitions awaiting confirmation.
 */
export function ConfirmResultsPage() {
  const [params] = useSearchParams();
  const id = competitionParam(params);
  return (
    <OperatorOnly>
      {(rights) =>
        id === null ? (
          <AwaitingConfirmation />
        ) : (
          <WithReview key={id} id={id} title={<Trans id="manage.review.awaiting.title" message="Confirm competition results" />}>
            {(review) => <ConfirmScreen data={review.data} rights={rights} reload={review.reload} />}
          </WithReview>
        )
      }
    </OperatorOnly>
  );
}

export default ConfirmResultsPage;

function awaitingColumns(i18n: I18n, region: Region): DataTableColumn<BidSummary>[] {
  const int = (key: Parameters<typeof countColumn>[0], header: string) => countColumn(key, header, region);
  return [
    { key: 'competition_name', header: i18n._({ id: 'manage.review.col.competition', message: 'Competition' }), sortable: true, isRowHeader: true },
    { key: 'reference', header: i18n._({ id: 'manage.review.col.reference', message: 'Reference' }), sortable: true },
    int('bids', i18n._({ id: 'manage.review.col.bids', message: 'Bids' })),
    int('accepted', i18n._({ id: 'manage.review.col.accepted', message: 'Accepted' })),
    int('rejected', i18n._({ id: 'manage.review.col.rejected', message: 'Rejected' })),
    int('pending', i18n._({ id: 'manage.review.col.pending', message: 'Pending' })),
    {
      key: 'actions',
      header: i18n._({ id: 'manage.review.col.actions', message: 'Actions' }),
      exportable: false,
      render: (s) => (
        <Link
          className="fx-button fx-button--primary"
          to={reviewPaths.confirm(s.competition)}
          aria-label={i18n._({ id: 'manage.review.awaiting.openOf', message: 'Review and confirm the results of {name}', values: { name: s.competition_name } })}
        >
          <Trans id="manage.review.awaiting.open" message="Review and confirm" />
        </Link>
      ),
    },
  ];
}

/** The closed competitions whose results are not confirmed yet. */
function AwaitingConfirmation() {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const { load, retry } = useSummaries(CLOSED);
  const columns = useMemo(() => awaitingColumns(i18n, region), [i18n, region]);
  const title = <Trans id="manage.review.awaiting.title" message="Confirm competition results" />;
  if (load.state !== 'ready') return <LoadState result={load} {...reviewPageLoad(title, retry)} />;
  const waiting = load.value.summaries.filter((s) => !s.results_confirmed);
  return (
    <section className="review-page" aria-labelledby="review-awaiting-title">
      <h1 id="review-awaiting-title">{title}</h1>
      <p className="review-page__intro">
        <Trans
          id="manage.review.awaiting.intro"
          message="Competitions whose bidding has closed and whose results are not confirmed yet. Once confirmed, results are final and the flex providers are e-mailed."
        />
      </p>
      {waiting.length === 0 ? (
        <EmptyState
          title={<Trans id="manage.review.awaiting.empty.title" message="No results are waiting for confirmation" />}
          description={
            <Trans
              id="manage.review.awaiting.empty.text"
              message="A competition appears here once its bidding closes, until you confirm its results. To close bidding early, open the competition’s bids."
            />
          }
          action={
            <Link className="fx-button fx-button--primary" to={reviewPaths.summaries}>
              <Trans id="manage.review.awaiting.empty.link" message="See your competitions’ bids" />
            </Link>
          }
        />
      ) : (
        <DataTable
          caption={<Trans id="manage.review.awaiting.caption" message="Closed competitions awaiting confirmation" />}
          columns={columns}
          rows={waiting}
          getRowKey={(s) => s.competition}
          searchable
          exportFilename="awaiting-confirmation"
        />
      )}
    </section>
  );
}

function ConfirmScreen({ data, rights, reload }: { data: ReviewData; rights: OperatorRights; reload: () => void }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const { competition } = data;
  const figures = useReviewResults(data);
  const { status, confirmed, rows, counts } = figures;
  const [open, setOpen] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const accepted = useMemo(() => rows.filter((r) => stateOf(r) === 'accepted'), [rows]);
  const columns = useMemo(() => bidColumns(i18n, competition, region).filter((c) => c.key !== 'decision' && c.key !== 'reason'), [i18n, competition, region]);
  const confirmable = rights.manageCompetitions && canConfirm(status, confirmed);

  return (
    <section className="review-page" aria-labelledby="confirm-title">
      <ReviewHead
        titleId="confirm-title"
        title={<Trans id="manage.review.confirm.title" message="Results: {name}" values={{ name: competition.name }} />}
        competition={competition}
        status={status}
      >
        {confirmable ? (
          <button type="button" className="fx-button fx-button--primary" disabled={counts.pending > 0} onClick={() => setOpen(true)}>
            <Trans id="manage.review.confirm.open" message="Confirm competition results" />
          </button>
        ) : null}
        <Link className="fx-button" to={reviewPaths.view(competition.id)}>
          <Trans id="manage.review.confirm.toBids" message="Review the bids" />
        </Link>
      </ReviewHead>

      {confirmed ? (
        <ResultsConfirmedNotice />
      ) : status !== 'closed' ? (
        <p className="review-page__notice">
          <Trans id="manage.review.confirm.notClosed" message="Bidding has not closed yet, so these results are not final. Results can be confirmed once bidding has closed." />
        </p>
      ) : counts.pending > 0 ? (
        <p className="review-page__notice review-page__notice--warning">
          <Trans
            id="manage.review.confirm.pending"
            message="{pending, plural, one {# bid has} other {# bids have}} no decision yet. Decide every bid — by hand, by auto-decisioning or by market clearing — before confirming."
            values={{ pending: counts.pending }}
          />{' '}
          <Link to={reviewPaths.decision(competition.id)}>
            <Trans id="manage.review.confirm.decideLink" message="Decide the bids" />
          </Link>
        </p>
      ) : null}
      <ActionError message={actionError} onDismiss={() => setActionError(null)} />
      {!confirmed && status === 'closed' && !rights.manageCompetitions ? (
        <p className="review-page__notice">
          <Trans id="manage.review.confirm.noRight" message="Confirming results needs the permission to manage competitions. Ask an administrator of your organisation." />
        </p>
      ) : null}

      <ResultsSection
        id="confirm-summary"
        title={<Trans id="manage.review.confirm.summary" message="Results summary" />}
        figures={figures}
        region={region}
      />

      <section className="review-section" aria-labelledby="confirm-accepted">
        <h2 id="confirm-accepted">
          <Trans id="manage.review.confirm.acceptedTitle" message="Accepted bids" />
        </h2>
        <DataTable
          caption={<Trans id="manage.review.confirm.acceptedCaption" message="Accepted bids of {name}" values={{ name: competition.name }} />}
          hideCaption
          columns={columns}
          rows={accepted}
          getRowKey={(r) => r.bid.id}
          defaultSort={{ key: 'window', direction: 'ascending' }}
          searchable
          exportFilename="accepted-bids"
          empty={<Trans id="manage.review.confirm.noneAccepted" message="No bid is accepted." />}
        />
      </section>

      {confirmable ? (
        <ConfirmResultsModal
          open={open}
          competition={competition}
          accepted={counts.accepted}
          rejected={counts.rejected}
          onClose={() => setOpen(false)}
          onConflict={(message) => {
            setOpen(false);
            setActionError(message);
            reload();
          }}
          onConfirmed={(result) => {
            setOpen(false);
            toast({
              kind: 'success',
              title: i18n._({ id: 'manage.review.confirm.done', message: 'Results confirmed' }),
              text: i18n._({
                id: 'manage.review.confirm.emails',
                message:
                  '{emails, plural, =0 {No flex provider had bids to e-mail.} one {# flex provider is being e-mailed its results.} other {# flex providers are being e-mailed their results.}}',
                values: { emails: result.emails },
              }),
            });
            reload();
          }}
        />
      ) : null}
    </section>
  );
}
