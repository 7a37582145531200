import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { Toast } from 'shared-session';
import { DataTable, LoadFailure, Modal, formatCapacity, formatInteger, powerUnitOf, useLoad, type DataTableColumn, type FormatRegion } from 'shared-ui';
import type { DashboardApi } from '../data/api';
import type { ResultsSummary } from '../data/views';

export interface ConfirmResultsProps {
  competitionIds: readonly number[];
  api: Pick<DashboardApi, 'bulkConfirm' | 'resultsSummaries'>;
  toast: (t: Toast) => void;
  region: FormatRegion;
  /** Called after the attempt, success or not (the closed competitions are re-read). */
  onDone: () => void;
}

/** The results of the competitions, read each time the modal opens; `retry` reads them again. */
function useResultsSummaries(api: ConfirmResultsProps['api'], competitionIds: readonly number[], open: boolean) {
  const key = competitionIds.join(',');
  const { result, reload } = useLoad(() => api.resultsSummaries(key.split(',').map(Number)).catch(logged), '', [key, api], { enabled: open });
  return { load: result, retry: reload };
}

/** Logs why the results could not be read (the modal says only that they could not), and fails on. */
function logged(error: unknown): never {
  console.error('[dashboard] results summaries failed to load', error);
  throw error;
}

/** The results table's columns: competition, bids accepted (of all), rejected, accepted capacity, undecided. */
function resultsColumns(i18n: I18n, region: FormatRegion): DataTableColumn<ResultsSummary>[] {
  return [
    { key: 'competition_name', header: i18n._({ id: 'dashboard.results.competition', message: 'Competition' }), isRowHeader: true, sortable: true },
    {
      key: 'accepted',
      header: i18n._({ id: 'dashboard.results.accepted', message: 'Bids accepted' }),
      align: 'end',
      sortable: true,
      render: (r) => i18n._({ id: 'dashboard.results.acceptedOf', message: '{accepted} of {bids}', values: { accepted: formatInteger(r.accepted, region), bids: formatInteger(r.bids, region) } }),
    },
    { key: 'rejected', header: i18n._({ id: 'dashboard.results.rejected', message: 'Bids rejected' }), align: 'end', sortable: true, render: (r) => formatInteger(r.rejected, region) },
    {
      key: 'accepted_capacity',
      header: i18n._({ id: 'dashboard.results.capacity', message: 'Accepted capacity' }),
      align: 'end',
      sortable: true,
      render: (r) => formatCapacity(r.accepted_capacity, powerUnitOf(r.power_type), region),
    },
    { key: 'pending', header: i18n._({ id: 'dashboard.results.pending', message: 'Undecided bids' }), align: 'end', sortable: true, render: (r) => formatInteger(r.pending, region) },
  ];
}

/** The toast of a failed confirmation: of one competition, or of several (some may have gone through). */
function confirmFailedToast(i18n: I18n, single: boolean): Toast {
  if (single) {
    return {
      kind: 'error',
      title: i18n._({ id: 'dashboard.results.failedOne', message: 'Competition confirmation failed' }),
      text: i18n._({ id: 'dashboard.results.failedOneText', message: 'Sorry, there was a problem confirming this competition. Please try again.' }),
    };
  }
  return {
    kind: 'error',
    title: i18n._({ id: 'dashboard.results.failedBulk', message: 'Confirmation failed' }),
    text: i18n._({ id: 'dashboard.results.failedBulkText', message: 'Some competitions could not be confirmed. The list shows the ones still waiting.' }),
  };
}

/**
 * Operators confirm the results of closed competitions (spec §7.6, workflows §2): the modal first
 * names each competition with its results (bids accepted and rejected, accepted capacity, bids
 * still undecided); only then can "these results are final" be ticked and the results confirmed.
 * The call goes in batches of 50.
 */
export function ConfirmResults({ competitionIds, api, toast, region, onDone }: ConfirmResultsProps) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [ack, setAck] = useState(false);
  const [busy, setBusy] = useState(false);
  const { load, retry } = useResultsSummaries(api, competitionIds, open);
  const columns = useMemo(() => resultsColumns(i18n, region), [i18n, region]);

  const n = competitionIds.length;
  if (n === 0) return null;
  const single = n === 1;
  const rows = load.state === 'ready' ? load.value : [];
  const undecided = rows.filter((r) => r.pending > 0);
  const ready = load.state === 'ready' && rows.length === n && undecided.length === 0;

  function close() {
    setOpen(false);
    setAck(false);
  }

  async function confirm() {
    setBusy(true);
    try {
      await api.bulkConfirm([...competitionIds]);
      toast({
        kind: 'success',
        title: i18n._({ id: 'dashboard.results.confirmed', message: '{n, plural, one {Results confirmed} other {Results of # competitions confirmed}}', values: { n } }),
      });
    } catch (e) {
      console.error('[dashboard] results confirmation failed', e);
      toast(confirmFailedToast(i18n, single));
    } finally {
      setBusy(false);
      close();
      onDone();
    }
  }

  const label = single
    ? i18n._({ id: 'dashboard.results.confirmOne', message: 'Confirm results' })
    : i18n._({ id: 'dashboard.results.confirmMany', message: 'Confirm results of {n} closed competitions', values: { n } });
  return (
    <>
      <button type="button" className="fx-button fx-button--secondary dash-results-button" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Modal
        open={open}
        onClose={close}
        title={label}
        footer={
          <>
            <button type="button" className="fx-button fx-button--secondary" onClick={close}>
              {i18n._({ id: 'dashboard.results.cancel', message: 'Cancel' })}
            </button>
            <button type="button" className="fx-button fx-button--primary" disabled={!ack || !ready || busy} onClick={() => void confirm()}>
              {i18n._({ id: 'dashboard.results.confirm', message: 'Confirm' })}
            </button>
          </>
        }
      >
        <p>
          {i18n._({
            id: 'dashboard.results.intro',
            message: '{n, plural, one {These are the results you are about to confirm:} other {These are the results of the # competitions you are about to confirm:}}',
            values: { n },
          })}
        </p>
        {load.state === 'failed' ? (
          <LoadFailure
            message={i18n._({ id: 'dashboard.results.loadFailed', message: 'The results could not be loaded, so they cannot be confirmed yet.' })}
            retry={{ label: i18n._({ id: 'dashboard.results.retry', message: 'Try again' }), onRetry: retry }}
          />
        ) : (
          <DataTable
            caption={i18n._({ id: 'dashboard.results.caption', message: 'Results to confirm' })}
            hideCaption
            columns={columns}
            rows={rows}
            getRowKey={(r) => r.competition}
            loading={load.state === 'loading'}
            exportFilename="results-to-confirm"
          />
        )}
        {undecided.length > 0 && (
          <p className="dash-notice" role="alert">
            {i18n._({
              id: 'dashboard.results.undecided',
              message: 'Decide every bid before confirming: {names} still {count, plural, one {has a bid} other {have bids}} without a decision.',
              values: { names: undecided.map((r) => r.competition_name).join(', '), count: undecided.length },
            })}
          </p>
        )}
        <p>
          {i18n._({
            id: 'dashboard.results.explain',
            message: 'Once confirmed, results are final and providers are notified by email within a day.',
          })}
        </p>
        <label className="dash-check">
          <input type="checkbox" checked={ack} disabled={!ready} onChange={(e) => setAck(e.target.checked)} />
          {i18n._({ id: 'dashboard.results.ack', message: 'I understand these results are final' })}
        </label>
      </Modal>
    </>
  );
}
