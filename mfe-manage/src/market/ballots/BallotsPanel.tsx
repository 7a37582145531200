import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { paths, type Ballot, type BiddingRules } from 'shared-session';
import { useFlags, useLoad } from 'shared-ui';
import { competitionEntries, providerAssetSummary, type ProviderAssetSummary } from '../../common/competitions';
import { biddingRules, competitionBallots } from './api';
import { BallotList } from './BallotList';
import { canBid } from './model';
import { canBidNow, NewBallotModal } from './NewBallotModal';
import { NoBallots } from './NoBallots';

/** The platform flag under which bidding follows entry (api market/entry.ts). */
export const ENTRY_CONFIRMATION_FLAG = 'entry_confirmation';
import './ballots.css';

export interface BallotsPanelProps {
  competition: { id: number; reference?: string | null };
  /** The provider's assets in the area when the page has them already (else they are fetched). */
  assets?: readonly ProviderAssetSummary[];
  /** Show a link to the ballots page (on the competition page). */
  linkToList?: boolean;
}

interface Loaded {
  rules: BiddingRules;
  ballots: Ballot[];
  assets: readonly ProviderAssetSummary[];
  /** The assets of the provider's confirmed entry. */
  entered: ReadonlySet<number>;
}

async function load(id: number, knownAssets: readonly ProviderAssetSummary[] | undefined): Promise<Loaded> {
  const [rules, ballots, assets, entries] = await Promise.all([biddingRules(id), competitionBallots(id), knownAssets ?? providerAssetSummary(id), competitionEntries(id)]);
  const entry = entries[0];
  return { rules, ballots, assets, entered: new Set(entry && entry.status === 'confirmed' ? entry.flex_assets : []) };
}

/**
 * The provider's ballots in one competition: the list, the way to start a ballot from an asset
 * selection while bidding is open, and empty states that say what to do. `?new=1` opens the
 * selection at once (the bid-submitted modal's "Add another bid").
 */
export function BallotsPanel({ competition, assets: knownAssets, linkToList = false }: BallotsPanelProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [selecting, setSelecting] = useState(search.get('new') === '1');
  const entryRequired = useFlags().has(ENTRY_CONFIRMATION_FLAG);
  const id = competition.id;
  const { result, update } = useLoad(
    () => load(id, knownAssets),
    i18n._({ id: 'manage.ballots.loadFailed', message: 'Your ballots could not be loaded.' }),
    [id, knownAssets],
  );

  const onDeleted = useCallback((ballotId: number) => update((value) => ({ ...value, ballots: value.ballots.filter((b) => b.id !== ballotId) })), [update]);

  function closeSelection() {
    setSelecting(false);
    if (search.has('new')) {
      const next = new URLSearchParams(search);
      next.delete('new');
      setSearch(next, { replace: true });
    }
  }

  if (result.state === 'loading') {
    return (
      <p role="status">
        <Trans id="manage.ballots.loading" message="Loading your ballots…" />
      </p>
    );
  }
  if (result.state === 'failed') {
    return (
      <p className="competitions-page__error" role="alert">
        {result.message}
      </p>
    );
  }

  const { rules, ballots, assets } = result.value;
  // Bidding follows entry under the flag: only entered assets can bid.
  const entered = entryRequired ? result.value.entered : null;
  const qualifying = assets.filter(canBid).length;
  const biddable = assets.filter((a) => canBidNow(a, entered)).length;
  const canCreate = rules.open && biddable > 0;
  const createButton = (
    <button type="button" className="fx-button fx-button--primary" onClick={() => setSelecting(true)}>
      <Trans id="manage.ballots.create" message="Create a ballot" />
    </button>
  );

  return (
    <div className="ballots-panel">
      {ballots.length > 0 && (canCreate || linkToList) ? (
        <div className="ballots-panel__actions">
          {canCreate ? createButton : null}
          {linkToList ? (
            <Link to={paths.providerBallots(id)}>
              <Trans id="manage.ballots.toList" message="All your ballots in this competition" />
            </Link>
          ) : null}
        </div>
      ) : null}
      {ballots.length > 0 ? <BallotList competition={competition} ballots={ballots} open={rules.open} onDeleted={onDeleted} /> : (
        <NoBallots competitionId={id} biddingOpen={rules.open} biddable={biddable} qualifying={qualifying} createButton={createButton} />
      )}
      <NewBallotModal
        competitionId={id}
        open={selecting && canCreate}
        assets={assets}
        ballots={ballots}
        entered={entered}
        onClose={closeSelection}
        onCreated={(ballot) => navigate(paths.providerBallot(id, ballot.id))}
      />
    </div>
  );
}
