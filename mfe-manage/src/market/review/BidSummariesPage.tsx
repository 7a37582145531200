import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { bus } from 'shared-session';
import { EmptyState, LoadState, useBusValue } from 'shared-ui';
import { OperatorOnly, reviewPageLoad, type OperatorRights } from './parts';
import { SummariesTable, SummaryWindowsTable } from './SummaryTables';
import { useSummaries } from './useSummaries';
import './review.css';

const OPEN_AND_CLOSED = ['open', 'closed'];
const COMPETITIONS_PATH = '/manage/systemoperator/competitions';

/**
 * The operator's competition bid summaries (`/manage/systemoperator/bids`, workflows §2, §3
 * "Bidding", §7): per competition its status, providers, bids, capacity and decisions, per window
 * the capacity required against offered and accepted; View bids and Confirm results.
 */
export function BidSummariesPage() {
  return (
    <OperatorOnly>
      {(rights) => (
        <SummariesScreen
          rights={rights}
          title={<Trans id="manage.review.summaries.title" message="Bids" />}
          intro={
            <Trans
              id="manage.review.summaries.intro"
              message="Your competitions taking bids or closed for bidding. Open one to review its bids and decide them; once bidding has closed and every bid is decided, confirm its results."
            />
          }
        />
      )}
    </OperatorOnly>
  );
}

export default BidSummariesPage;

/** The summaries with a title and an introduction (also the bid review's choice of competition). */
export function SummariesScreen({ rights, title, intro }: { rights: OperatorRights; title: ReactNode; intro: ReactNode }) {
  const region = useBusValue(bus.region$);
  const { load, retry } = useSummaries(OPEN_AND_CLOSED);
  if (load.state !== 'ready') return <LoadState result={load} {...reviewPageLoad(title, retry)} />;
  const { summaries, units } = load.value;
  return (
    <section className="review-page" aria-labelledby="review-summaries-title">
      <h1 id="review-summaries-title">{title}</h1>
      <p className="review-page__intro">{intro}</p>
      {summaries.length === 0 ? (
        <EmptyState
          title={<Trans id="manage.review.summaries.empty.title" message="No competitions are taking bids" />}
          description={
            <Trans
              id="manage.review.summaries.empty.text"
              message="Bids appear here once one of your competitions opens for bidding, and stay until its results are confirmed and it is archived. Check the bidding dates of your competitions, or create one."
            />
          }
          action={
            <Link className="fx-button fx-button--primary" to={COMPETITIONS_PATH}>
              <Trans id="manage.review.summaries.empty.link" message="Go to your competitions" />
            </Link>
          }
        />
      ) : (
        <>
          <SummariesTable
            summaries={summaries}
            units={units}
            region={region}
            canConfirmResults={rights.manageCompetitions}
            caption={<Trans id="manage.review.summaries.caption" message="Competition bid summaries" />}
          />
          <SummaryWindowsTable summaries={summaries} units={units} region={region} />
        </>
      )}
    </section>
  );
}
