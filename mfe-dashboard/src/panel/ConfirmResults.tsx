import { useState } from 'react';
import { useLingui } from '@lingui/react';
import type { Toast } from 'shared-session';
import { Modal } from 'shared-ui';
import type { DashboardApi } from '../data/api';

export interface ConfirmResultsProps {
  competitionIds: readonly number[];
  api: Pick<DashboardApi, 'bulkConfirm'>;
  toast: (t: Toast) => void;
  /** Called after the attempt, success or not (the closed competitions are re-read). */
  onDone: () => void;
}

/**
 * Operators confirm the results of closed competitions (spec §7.6, workflows §2): an
 * acknowledgement that results are final must be ticked first; the call goes in batches of 50.
 */
export function ConfirmResults({ competitionIds, api, toast, onDone }: ConfirmResultsProps) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [ack, setAck] = useState(false);
  const [busy, setBusy] = useState(false);
  const n = competitionIds.length;
  if (n === 0) return null;
  const single = n === 1;

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
      toast(
        single
          ? {
              kind: 'error',
              title: i18n._({ id: 'dashboard.results.failedOne', message: 'Competition confirmation failed' }),
              text: i18n._({ id: 'dashboard.results.failedOneText', message: 'Sorry, there was a problem confirming this competition. Please try again.' }),
            }
          : {
              kind: 'error',
              title: i18n._({ id: 'dashboard.results.failedBulk', message: 'Confirmation failed' }),
              text: i18n._({ id: 'dashboard.results.failedBulkText', message: 'Some competitions could not be confirmed. The list shows the ones still waiting.' }),
            },
      );
    } finally {
      setBusy(false);
      setOpen(false);
      setAck(false);
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
        onClose={() => setOpen(false)}
        title={label}
        footer={
          <>
            <button type="button" className="fx-button fx-button--secondary" onClick={() => setOpen(false)}>
              {i18n._({ id: 'dashboard.results.cancel', message: 'Cancel' })}
            </button>
            <button type="button" className="fx-button fx-button--primary" disabled={!ack || busy} onClick={() => void confirm()}>
              {i18n._({ id: 'dashboard.results.confirm', message: 'Confirm' })}
            </button>
          </>
        }
      >
        <p>
          {i18n._({
            id: 'dashboard.results.explain',
            message: 'Once confirmed, results are final and providers are notified by email within a day.',
          })}
        </p>
        <label className="dash-check">
          <input type="checkbox" checked={ack} onChange={(e) => setAck(e.target.checked)} />
          {i18n._({ id: 'dashboard.results.ack', message: 'I understand these results are final' })}
        </label>
      </Modal>
    </>
  );
}
