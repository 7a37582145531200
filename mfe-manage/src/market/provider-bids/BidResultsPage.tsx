import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { bus } from 'shared-session';
import { useBusValue, type DataTableColumn } from 'shared-ui';
import { BidHistoryModal } from '../shared/BidHistoryModal';
import { bidName } from '../shared/format';
import type { BidRow } from './api';
import { NoBidsYet } from './BidsListPage';
import { BidsScreen } from './BidsScreen';
import { BidsTable } from './BidsTable';
import { bidColumns } from './columns';
import { BIDS_PATHS } from './paths';

/**
 * Bid results (/manage/flexprovider/bids/history): each bid's outcome with its reason, the price
 * paid and when it was decided once the results are confirmed, and every version of the bid.
 */
export function BidResultsPage() {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const [shown, setShown] = useState<BidRow | null>(null);

  const columns = useMemo(() => {
    const c = bidColumns(i18n, region);
    const versions: DataTableColumn<BidRow> = {
      key: 'versions',
      header: i18n._({ id: 'manage.bids.col.versions', message: 'Versions' }),
      exportable: false,
      render: (b) => (
        <button
          type="button"
          className="fx-link-button"
          aria-label={i18n._({ id: 'manage.bids.versions.label', message: 'Versions ({count}): {bid}', values: { count: b.version, bid: bidName(i18n, b) } })}
          onClick={() => setShown(b)}
        >
          <Trans id="manage.bids.versions" message="Versions ({count})" values={{ count: b.version }} />
        </button>
      ),
    };
    return [c.competition, c.window, c.assets, c.capacity, c.prices, c.outcome, c.reason, c.paidPrice, c.decided, c.status, versions, c.ballot];
  }, [i18n, region]);

  return (
    <BidsScreen
      path={BIDS_PATHS.history}
      title={<Trans id="manage.bids.results.title" message="Bid results" />}
      intro={
        <Trans
          id="manage.bids.results.intro"
          message="The outcome of each of your bids. A bid stays pending until the operator confirms the competition's results; then it shows whether it was accepted, why, and the price paid. Confirmed results are final."
        />
      }
    >
      <BidsTable
        caption={<Trans id="manage.bids.results.caption" message="Your bids and their outcomes" />}
        columns={columns}
        filters={{ outcome: true, scope: true }}
        exportFilename="bid-results"
        empty={<NoBidsYet title={<Trans id="manage.bids.results.empty.title" message="No bid results yet" />} />}
      />
      <BidHistoryModal bid={shown} currency={shown?.currency ?? 'GBP'} unit={shown?.unit ?? 'MW'} onClose={() => setShown(null)} />
    </BidsScreen>
  );
}
