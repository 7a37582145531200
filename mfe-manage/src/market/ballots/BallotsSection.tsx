import { Trans } from '@lingui/react';
import type { ProviderAssetSummary } from '../../common/competitions';
import { BallotsPanel } from './BallotsPanel';

/** Statuses in which a provider may have ballots: bidding open, closed (results) or archived. */
const BIDDING_STATUSES = new Set(['open', 'closed', 'archived']);

/** The "Ballots" section of the provider's competition page; nothing before bidding opens. */
export function BallotsSection({ competition, assets }: { competition: { id: number; reference?: string | null; status: string }; assets?: readonly ProviderAssetSummary[] }) {
  if (!BIDDING_STATUSES.has(competition.status)) return null;
  return (
    <section className="competition-section" aria-labelledby="competition-ballots">
      <h2 id="competition-ballots">
        <Trans id="manage.ballots.section" message="Ballots" />
      </h2>
      <BallotsPanel competition={competition} assets={assets} linkToList />
    </section>
  );
}
