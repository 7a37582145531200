import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { bus, errorMessage, type Bid, type BiddingRules, type BidVersion } from 'shared-session';
import { DataTable, Modal, useBusValue, type DataTableColumn } from 'shared-ui';
import { formatCapacity, formatDateTime, formatMoney } from '../../competitions/data';
import { rateLabel } from '../shared/labels';
import { bidHistory } from './api';

type State = { state: 'loading' } | { state: 'ready'; versions: BidVersion[] } | { state: 'failed'; message: string };

/** Every version of one bid, newest first (`GET bids/bids/{id}/history/`). */
export function HistoryModal({ bid, rules, onClose }: { bid: Bid | null; rules: BiddingRules; onClose: () => void }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const [result, setResult] = useState<State>({ state: 'loading' });
  const bidId = bid?.id ?? null;

  useEffect(() => {
    if (bidId === null) return;
    let current = true;
    setResult({ state: 'loading' });
    bidHistory(bidId).then(
      (versions) => current && setResult({ state: 'ready', versions }),
      (error: unknown) =>
        current && setResult({ state: 'failed', message: errorMessage(error, i18n._({ id: 'manage.ballots.history.failed', message: 'The history could not be loaded.' })) }),
    );
    return () => {
      current = false;
    };
  }, [bidId, i18n]);

  const columns = useMemo<DataTableColumn<BidVersion>[]>(
    () => [
      { key: 'version', header: i18n._({ id: 'manage.ballots.history.version', message: 'Version' }), isRowHeader: true, sortable: true },
      {
        key: 'capacity',
        header: i18n._({ id: 'manage.ballots.field.capacity', message: 'Capacity' }),
        render: (v) => formatCapacity(v.capacity, rules.unit, region.locale) ?? '—',
      },
      { key: 'max_runtime', header: i18n._({ id: 'manage.ballots.field.maxRuntime', message: 'Max runtime' }) },
      ...rules.rate_fields.map<DataTableColumn<BidVersion>>((field) => ({
        key: field,
        header: rateLabel(i18n, field),
        render: (v) => formatMoney(v[field], rules.currency, region.locale) ?? '—',
      })),
      {
        key: 'created',
        header: i18n._({ id: 'manage.ballots.history.submitted', message: 'Submitted' }),
        sortable: true,
        render: (v) => formatDateTime(v.created, region) ?? '—',
      },
      { key: 'created_by_name', header: i18n._({ id: 'manage.ballots.history.by', message: 'By' }) },
    ],
    [i18n, rules, region],
  );

  return (
    <Modal
      open={bid !== null}
      onClose={onClose}
      size="large"
      title={<Trans id="manage.ballots.history.title" message="History of your bid for {window}" values={{ window: bid?.window_name ?? '' }} />}
    >
      {result.state === 'loading' ? (
        <p role="status">
          <Trans id="manage.ballots.history.loading" message="Loading the history…" />
        </p>
      ) : result.state === 'failed' ? (
        <p className="competitions-page__error" role="alert">
          {result.message}
        </p>
      ) : (
        <DataTable
          caption={<Trans id="manage.ballots.history.caption" message="Every version, newest first" />}
          columns={columns}
          rows={result.versions}
          getRowKey={(v) => v.version}
          empty={<Trans id="manage.ballots.history.empty" message="No versions recorded." />}
          exportFilename={`bid-${bid?.id ?? ''}-history`}
        />
      )}
    </Modal>
  );
}
