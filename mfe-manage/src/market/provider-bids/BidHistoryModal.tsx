import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { bus, errorMessage, type BidVersion } from 'shared-session';
import { DataTable, Modal, useBusValue, type DataTableColumn } from 'shared-ui';
import { formatCapacity, formatDateTime } from '../../competitions/data';
import { bidHistory, type BidRow } from './api';
import { bidName } from './columns';
import { priceLines } from './format';

type State = { state: 'loading' } | { state: 'ready'; versions: BidVersion[] } | { state: 'failed'; message: string };

/** Every version of one bid, newest first (GET bids/bids/{id}/history/). */
export function BidHistoryModal({ bid, onClose }: { bid: BidRow | null; onClose: () => void }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const [result, setResult] = useState<State>({ state: 'loading' });
  const id = bid?.id ?? null;

  useEffect(() => {
    if (id === null) return undefined;
    let current = true;
    setResult({ state: 'loading' });
    bidHistory(id).then(
      (versions) => current && setResult({ state: 'ready', versions }),
      (failure: unknown) =>
        current && setResult({ state: 'failed', message: errorMessage(failure, i18n._({ id: 'manage.bids.history.failed', message: 'The versions of this bid could not be loaded.' })) }),
    );
    return () => {
      current = false;
    };
  }, [id, i18n]);

  const columns = useMemo((): DataTableColumn<BidVersion>[] => {
    const locale = region.locale;
    const priced = (v: BidVersion) => ({ ...v, currency: bid?.currency ?? 'GBP', unit: bid?.unit ?? 'MW' });
    return [
      { key: 'version', header: i18n._({ id: 'manage.bids.history.version', message: 'Version' }), isRowHeader: true, align: 'end', sortable: true },
      {
        key: 'capacity',
        header: i18n._({ id: 'manage.bids.col.capacity', message: 'Capacity' }),
        align: 'end',
        value: (v) => formatCapacity(v.capacity, bid?.unit ?? 'MW', locale) ?? '',
      },
      { key: 'max_runtime', header: i18n._({ id: 'manage.bids.col.maxRuntime', message: 'Max runtime' }) },
      { key: 'prices', header: i18n._({ id: 'manage.bids.col.prices', message: 'Prices' }), value: (v) => priceLines(i18n, priced(v), locale).join('; ') },
      { key: 'created', header: i18n._({ id: 'manage.bids.history.created', message: 'Submitted' }), value: (v) => formatDateTime(v.created, region) ?? '' },
      { key: 'created_by_name', header: i18n._({ id: 'manage.bids.history.by', message: 'By' }), value: (v) => v.created_by_name ?? '' },
    ];
  }, [i18n, region, bid]);

  return (
    <Modal
      open={bid !== null}
      onClose={onClose}
      size="large"
      title={bid ? <Trans id="manage.bids.history.title" message="Versions of your bid for {bid}" values={{ bid: bidName(i18n, bid) }} /> : null}
    >
      {result.state === 'loading' ? (
        <p role="status">
          <Trans id="manage.bids.history.loading" message="Loading the versions…" />
        </p>
      ) : result.state === 'failed' ? (
        <p role="alert" className="provider-bids__error">
          {result.message}
        </p>
      ) : (
        <DataTable
          caption={<Trans id="manage.bids.history.caption" message="Every version, newest first" />}
          columns={columns}
          rows={result.versions}
          getRowKey={(v) => v.version}
          empty={<Trans id="manage.bids.history.empty" message="No versions were recorded for this bid." />}
          pageSize={20}
          exportFilename={bid ? `bid-${bid.id}-versions` : 'bid-versions'}
        />
      )}
    </Modal>
  );
}
