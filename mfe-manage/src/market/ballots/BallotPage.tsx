import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus, errorMessage, orgTypeOf, paths, toast, type Ballot, type Bid, type BiddingRules } from 'shared-session';
import { EmptyState, formatCapacity, formatDateTime, NotFoundPage, useBusValue, useSession, LoadState, useLoad } from 'shared-ui';
import { providerCompetition, type ProviderCompetition } from '../../common/competitions';
import { COMPETITION_PAGE_LOAD, Facts } from '../../competitions/detail/parts';
import { parseId } from '../../common/routeId';
import { ballot as fetchBallot, ballotBids, biddingRules } from './api';
import { BidForm } from './BidForm';
import { windowsOf } from './model';
import { ResultsView } from './ResultsView';
import { StackingModal } from './StackingModal';
import '../../competitions/detail/competitions.css';
import './ballots.css';

/** `/flexprovider/competitions/{id}/ballots/{ballotId}`: one bid per service window of the ballot. */
export default function BallotPage() {
  const session = useSession();
  const params = useParams();
  const competitionId = parseId(params.competitionId);
  const ballotId = parseId(params.ballotId);
  if (orgTypeOf(session?.claims) !== 'flexprovider' || competitionId === null || ballotId === null) return <NotFoundPage />;
  return <BallotScreen key={`${competitionId}/${ballotId}`} competitionId={competitionId} ballotId={ballotId} />;
}

interface Loaded {
  competition: ProviderCompetition;
  rules: BiddingRules;
  ballot: Ballot;
  bids: Bid[];
}

async function load(competitionId: number, ballotId: number): Promise<Loaded> {
  const [competition, rules, ballot, bids] = await Promise.all([providerCompetition(competitionId), biddingRules(competitionId), fetchBallot(ballotId), ballotBids(ballotId)]);
  return { competition, rules, ballot, bids };
}

function BallotScreen({ competitionId, ballotId }: { competitionId: number; ballotId: number }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const { result, update } = useLoad(
    () => load(competitionId, ballotId),
    i18n._({ id: 'manage.ballots.ballotFailed', message: 'The ballot could not be loaded.' }),
    [competitionId, ballotId],
  );
  const [stackingOpen, setStackingOpen] = useState(false);

  /** After a submission or a withdrawal: the ballot and its bids as the server now has them. */
  const reload = useCallback(async () => {
    try {
      const [ballot, bids] = await Promise.all([fetchBallot(ballotId), ballotBids(ballotId)]);
      update((value) => ({ ...value, ballot, bids }));
    } catch (error) {
      // The change went through; only the refresh failed: say so and keep the page.
      toast({
        kind: 'error',
        title: i18n._({ id: 'manage.ballots.reloadFailed', message: 'Your bids could not be reloaded' }),
        text: errorMessage(error, i18n._({ id: 'manage.ballots.reloadFailedText', message: 'Reload the page to see them as they are now.' })),
      });
    }
  }, [ballotId, i18n, update]);

  const competition = result.state === 'ready' ? result.value.competition : null;
  const windows = useMemo(() => (competition ? windowsOf(competition) : []), [competition]);

  if (result.state !== 'ready') return <LoadState result={result} {...COMPETITION_PAGE_LOAD} />;
  const { rules, ballot, bids } = result.value;
  const c = result.value.competition;
  if (ballot.competition !== c.id || !ballot.is_active) return <NotFoundPage />;
  const closes = formatDateTime(c.closed, region);

  return (
    <section className="competitions-page" aria-labelledby="ballot-title">
      <div className="competitions-page__head">
        <div>
          <h1 id="ballot-title">
            <Trans id="manage.ballots.ballotTitle" message="Your bids in {name}" values={{ name: c.name }} />
          </h1>
          <p className="competitions-page__subtitle">
            {rules.open ? (
              closes ? (
                <Trans id="manage.ballots.openUntil" message="Bidding is open until {date}: you can amend and re-submit your bids until then." values={{ date: closes }} />
              ) : (
                <Trans id="manage.ballots.open" message="Bidding is open: you can amend and re-submit your bids." />
              )
            ) : (
              <Trans id="manage.ballots.closed" message="Bidding has closed: your bids can no longer be changed." />
            )}
          </p>
        </div>
        <div className="competitions-page__actions">
          <button type="button" className="fx-button" onClick={() => setStackingOpen(true)}>
            <Trans id="manage.ballots.checkStacking" message="Check stacking" />
          </button>
          <Link className="fx-button" to={paths.providerCompetition(c.id)}>
            <Trans id="manage.ballots.backToCompetition" message="Back to the competition" />
          </Link>
        </div>
      </div>

      <Facts
        items={[
          [<Trans key="a" id="manage.ballots.fact.assets" message="Assets" />, ballot.asset_refs.join(', ')],
          [<Trans key="m" id="manage.ballots.fact.maxCapacity" message="Together they can deliver" />, formatCapacity(ballot.max_capacity, rules.unit, region)],
          [<Trans key="c" id="manage.ballots.fact.created" message="Created" />, formatDateTime(ballot.created, region)],
        ]}
      />

      {windows.length === 0 ? (
        <EmptyState
          title={<Trans id="manage.ballots.noWindows" message="This competition has no service windows to bid in" />}
          description={<Trans id="manage.ballots.noWindowsText" message="Ask the grid operator (see the competition's contact) when its service windows will be published." />}
        />
      ) : rules.open ? (
        <BidForm competition={c} windows={windows} rules={rules} ballot={ballot} bids={bids} onChanged={reload} />
      ) : (
        <ResultsView competition={c} windows={windows} rules={rules} bids={bids} />
      )}

      <StackingModal ballotId={ballot.id} open={stackingOpen} onClose={() => setStackingOpen(false)} />
    </section>
  );
}
