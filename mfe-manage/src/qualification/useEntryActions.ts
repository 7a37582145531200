/**
 * The two actions of the confirm-entry panel. Confirming enters every qualifying asset: under
 * additional_interfaces in batches of 50, otherwise one competition at a time. Withdrawing asks
 * first, then withdraws each chosen entry. Either way the outcome is toasted (workflows §8), the
 * competitions that failed stay selected and the list is read again.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { errorMessage, requestConfirmation, toast } from 'shared-session';
import { useFlags } from 'shared-ui';
import { confirmEntries, withdrawEntry } from './api';

/** Confirmation in batches of 50 (workflows §7, §9) is one of the additional interfaces. */
const BULK_CONFIRM_FLAG = 'additional_interfaces';

export function useEntryActions({
  toConfirm,
  toWithdraw,
  setSelection,
  reload,
}: {
  /** The chosen competitions the provider can enter. */
  toConfirm: readonly number[];
  /** The chosen competitions the provider has entered. */
  toWithdraw: readonly number[];
  setSelection: (selection: Set<number>) => void;
  reload: () => void;
}) {
  const { i18n } = useLingui();
  const flags = useFlags();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const outcome = await confirmEntries(toConfirm, flags.has(BULK_CONFIRM_FLAG));
      if (outcome.confirmed.length) {
        toast({
          kind: 'success',
          title: i18n._({ id: 'manage.qualification.confirm.done', message: '{n, plural, one {Entry confirmed in # competition} other {Entry confirmed in # competitions}}', values: { n: outcome.confirmed.length } }),
        });
      }
      if (outcome.batchFailure) {
        toast({
          kind: 'error',
          title: i18n._({ id: 'manage.qualification.confirm.bulkFailed', message: 'Entry confirmation failed' }),
          text: i18n._({
            id: 'manage.qualification.confirm.bulkFailedText',
            message: 'Some competitions could not be confirmed: {reason} The list shows where each entry now stands.',
            values: { reason: errorMessage(outcome.batchFailure.error, i18n._({ id: 'manage.qualification.confirm.tryAgain', message: 'Please try again.' })) },
          }),
        });
      }
      // One toast per competition that failed on its own (workflows §8, single confirmation).
      outcome.failures.forEach(() =>
        toast({
          kind: 'error',
          title: i18n._({ id: 'manage.qualification.confirm.oneFailed', message: 'Competition confirmation failed' }),
          text: i18n._({ id: 'manage.qualification.confirm.oneFailedText', message: 'Sorry, there was a problem confirming this competition. Please try again.' }),
        }),
      );
      setSelection(new Set(outcome.batchFailure ? outcome.batchFailure.ids : outcome.failures.map((f) => f.id)));
    } finally {
      setBusy(false);
      reload();
    }
  }

  async function withdraw() {
    const ok = await requestConfirmation({
      id: 'withdraw-entries',
      title: i18n._({ id: 'manage.qualification.withdraw.title', message: 'Withdraw your entry?' }),
      body: i18n._({
        id: 'manage.qualification.withdraw.body',
        message: '{n, plural, one {Your assets will no longer be entered in # competition.} other {Your assets will no longer be entered in # competitions.}} You can confirm entry again while they are open.',
        values: { n: toWithdraw.length },
      }),
      confirmLabel: i18n._({ id: 'manage.qualification.withdraw.confirm', message: 'Withdraw entry' }),
      cancelLabel: i18n._({ id: 'manage.qualification.withdraw.cancel', message: 'Keep entry' }),
      tone: 'danger',
    });
    if (!ok) return;
    setBusy(true);
    const failed: number[] = [];
    let lastError: unknown = null;
    for (const id of toWithdraw) {
      try {
        await withdrawEntry(id);
      } catch (error) {
        failed.push(id);
        lastError = error;
      }
    }
    if (failed.length < toWithdraw.length) {
      toast({
        kind: 'success',
        title: i18n._({ id: 'manage.qualification.withdraw.done', message: '{n, plural, one {Entry withdrawn from # competition} other {Entry withdrawn from # competitions}}', values: { n: toWithdraw.length - failed.length } }),
      });
    }
    if (failed.length) {
      toast({
        kind: 'error',
        title: i18n._({ id: 'manage.qualification.withdraw.failed', message: 'Withdrawal failed' }),
        text: errorMessage(lastError, i18n._({ id: 'manage.qualification.confirm.tryAgain', message: 'Please try again.' })),
      });
    }
    setSelection(new Set(failed));
    setBusy(false);
    reload();
  }

  return { busy, confirm, withdraw };
}
