import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { bus, type Bid, type BidVersion } from 'shared-session';
import { DataTable, formatCapacity, formatDateTime, Modal, useBusValue, type DataTableColumn, type PowerUnit, useLoad } from 'shared-ui';
import { bidHistory } from './api';
import { bidName, priceLines } from './format';
import '../../competitions/detail/competitions.css';

type Named = Pick<Bid, 'id' | 'window_name' | 'competition_name'>;

export interface BidHistoryModalProps {
  /** The bid whose versions are shown; null: the modal is closed. */
  bid: Named | null;
  /** The currency of the bid's prices and the unit of its capacity. */
  currency: string;
  unit: PowerUnit;
  onClose: () => void;
}

/** Every version of one of the provider's bids, newest first (GET bids/bids/{id}/history/). */
export function BidHistoryModal({ bid, currency, unit, onClose }: BidHistoryModalProps) {
  const { i18n } = useLingui();
  return (
    <Modal
      open={bid !== null}
      onClose={onClose}
      size="large"
      title={bid ? <Trans id="manage.bids.history.title" message="Versions of your bid for {bid}" values={{ bid: bidName(i18n, bid) }} /> : null}
    >
      {bid ? <Versions key={bid.id} bid={bid} currency={currency} unit={unit} /> : null}
    </Modal>
  );
}

function Versions({ bid, currency, unit }: { bid: Named; currency: string; unit: PowerUnit }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const { result } = useLoad(() => bidHistory(bid.id), i18n._({ id: 'manage.bids.history.failed', message: 'The versions of this bid could not be loaded.' }), [bid.id]);

  const columns = useMemo((): DataTableColumn<BidVersion>[] => {
    return [
      { key: 'version', header: i18n._({ id: 'manage.bids.history.version', message: 'Version' }), isRowHeader: true, align: 'end', sortable: true },
      {
        key: 'capacity',
        header: i18n._({ id: 'manage.bids.col.capacity', message: 'Capacity' }),
        align: 'end',
        value: (v) => formatCapacity(v.capacity, unit, region) ?? '',
      },
      { key: 'max_runtime', header: i18n._({ id: 'manage.bids.col.maxRuntime', message: 'Max runtime' }) },
      { key: 'prices', header: i18n._({ id: 'manage.bids.col.prices', message: 'Prices' }), value: (v) => priceLines(i18n, { ...v, currency, unit }, region).join('; ') },
      { key: 'created', header: i18n._({ id: 'manage.bids.history.created', message: 'Submitted' }), value: (v) => formatDateTime(v.created, region) ?? '' },
      { key: 'created_by_name', header: i18n._({ id: 'manage.bids.history.by', message: 'By' }), value: (v) => v.created_by_name ?? '' },
    ];
  }, [i18n, region, currency, unit]);

  if (result.state === 'loading') {
    return (
      <p role="status">
        <Trans id="manage.bids.history.loading" message="Loading the versions…" />
      </p>
    );
  }
  if (result.state === 'failed') {
    return (
      <p role="alert" className="competitions-page__error">
        {result.message}
      </p>
    );
  }
  return (
    <DataTable
      caption={<Trans id="manage.bids.history.caption" message="Every version, newest first" />}
      columns={columns}
      rows={result.value}
      getRowKey={(v) => v.version}
      empty={<Trans id="manage.bids.history.empty" message="No versions were recorded for this bid." />}
      pageSize={20}
      exportFilename={`bid-${bid.id}-versions`}
    />
  );
}
