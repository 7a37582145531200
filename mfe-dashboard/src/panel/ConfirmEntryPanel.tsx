import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { requestConfirmation, userErrorMessage, type Toast } from 'shared-session';
import { Modal, SelectionChecklist, type ChecklistItem } from 'shared-ui';
import type { DashboardApi } from '../data/api';
import type { CompetitionEntry } from 'shared-session';

export interface SelectableAsset {
  id: number;
  label: string;
  description?: string;
  /** Ineligible assets are shown but cannot be ticked. */
  available: boolean;
  reason?: string;
  planned?: boolean;
}

export interface ConfirmEntryPanelProps {
  competitionId: number;
  assets: readonly SelectableAsset[];
  api: Pick<DashboardApi, 'entry' | 'confirmEntry' | 'withdrawEntry'>;
  toast: (t: Toast) => void;
  /** The entry the activation flow already fetched, if any (saves one request). */
  initialEntry?: CompetitionEntry | null;
}

const isWithdrawn = (e: CompetitionEntry | null): boolean =>
  !e || e.withdrawn === true || e.status === 'withdrawn' || e.flex_assets.length === 0;

/**
 * The provider's entry in the competition: the one the activation flow fetched, else read from the
 * API; `reload` reads it again and resets the selection to its assets (none once withdrawn).
 */
function useEntry(api: ConfirmEntryPanelProps['api'], competitionId: number, initialEntry: CompetitionEntry | null | undefined) {
  const [entry, setEntry] = useState<CompetitionEntry | null>(initialEntry ?? null);
  const [loaded, setLoaded] = useState(initialEntry !== undefined);
  const [selected, setSelected] = useState<number[]>(initialEntry?.flex_assets ?? []);

  const reload = useCallback(async () => {
    const e = await api.entry(competitionId);
    setEntry(e);
    setSelected(isWithdrawn(e) ? [] : (e?.flex_assets ?? []));
    setLoaded(true);
  }, [api, competitionId]);

  useEffect(() => {
    if (initialEntry !== undefined) return;
    reload().catch((e: unknown) => {
      console.error('[dashboard] entry failed to load', e);
      setLoaded(true);
    });
  }, [reload, initialEntry]);
  return { entry, loaded, selected, setSelected, reload };
}

/** The entry's state in words: loading, entered with how many assets, or not entered. */
function entryState(i18n: I18n, loaded: boolean, entry: CompetitionEntry | null): string {
  if (!loaded) return i18n._({ id: 'dashboard.entry.loading', message: 'Loading entry…' });
  if (isWithdrawn(entry)) return i18n._({ id: 'dashboard.entry.notEntered', message: 'Not entered' });
  return i18n._({
    id: 'dashboard.entry.entered',
    message: '{n, plural, one {Entered with # asset} other {Entered with # assets}}',
    values: { n: entry?.flex_assets.length ?? 0 },
  });
}

/**
 * Confirm-entry panel (spec §2.3): Withdraw and Confirm entry buttons and an "n selected" count;
 * "Select assets" opens the asset selection modal. The entry is always re-read from the API
 * after a change, so what is shown survives a reload.
 */
export function ConfirmEntryPanel({ competitionId, assets, api, toast, initialEntry }: ConfirmEntryPanelProps) {
  const { i18n } = useLingui();
  const { entry, loaded, selected, setSelected, reload } = useEntry(api, competitionId, initialEntry);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>, success: Toast, failureTitle: string) {
    setBusy(true);
    try {
      await action();
      toast(success);
      await reload();
    } catch (e) {
      // In the user's words: fields by their label, never their raw names.
      const labels = {
        flex_assets: i18n._({ id: 'dashboard.entry.field.assets', message: 'Assets' }),
        competition: i18n._({ id: 'dashboard.entry.field.competition', message: 'Competition' }),
      };
      toast({ kind: 'error', title: failureTitle, text: userErrorMessage(e, i18n._({ id: 'dashboard.entry.tryAgain', message: 'Please try again.' }), labels) });
    } finally {
      setBusy(false);
    }
  }

  /** Withdrawing takes the assets out of the competition: the user confirms it first. */
  async function withdraw() {
    const confirmed = await requestConfirmation({
      id: `withdraw-entry-${competitionId}`,
      title: i18n._({ id: 'dashboard.entry.withdrawTitle', message: 'Withdraw this entry?' }),
      body: i18n._({
        id: 'dashboard.entry.withdrawBody',
        message: 'Your assets will no longer be entered in this competition. You can confirm entry again while it is open.',
      }),
      confirmLabel: i18n._({ id: 'dashboard.entry.withdrawConfirm', message: 'Withdraw entry' }),
      cancelLabel: i18n._({ id: 'dashboard.entry.withdrawCancel', message: 'Keep entry' }),
      tone: 'danger',
    });
    if (!confirmed) return;
    await run(
      () => api.withdrawEntry(competitionId),
      { kind: 'success', title: i18n._({ id: 'dashboard.entry.withdrawn', message: 'Entry withdrawn' }) },
      i18n._({ id: 'dashboard.entry.withdrawFailed', message: 'Withdrawal failed' }),
    );
  }

  const entered = !isWithdrawn(entry);
  const items: ChecklistItem[] = assets.map((a) => ({
    // A planned asset's id is a planned-asset id: keep it apart from flex asset ids (it is never selectable).
    id: a.planned ? `planned-${a.id}` : a.id,
    label: a.label,
    description: a.description,
    available: a.available,
    unavailableReason: a.reason,
  }));

  return (
    <section className="dash-entry" aria-labelledby={`dash-entry-${competitionId}`}>
      <h2 id={`dash-entry-${competitionId}`}>{i18n._({ id: 'dashboard.entry.title', message: 'Competition entry' })}</h2>
      <p className="dash-entry__state" role="status">
        {entryState(i18n, loaded, entry)}
      </p>
      <p className="dash-entry__count">
        {i18n._({ id: 'dashboard.entry.selected', message: '{n} selected', values: { n: selected.length } })}
      </p>
      <div className="dash-entry__buttons">
        <button type="button" className="fx-button fx-button--secondary" onClick={() => setPicking(true)} disabled={busy || assets.length === 0}>
          {i18n._({ id: 'dashboard.entry.selectAssets', message: 'Select assets' })}
        </button>
        <button
          type="button"
          className="fx-button fx-button--secondary"
          disabled={busy || !entered}
          onClick={() => void withdraw()}
        >
          {i18n._({ id: 'dashboard.entry.withdraw', message: 'Withdraw' })}
        </button>
        <button
          type="button"
          className="fx-button fx-button--primary"
          disabled={busy || selected.length === 0}
          onClick={() =>
            void run(
              () => api.confirmEntry(competitionId, selected),
              {
                kind: 'success',
                title: i18n._({ id: 'dashboard.entry.confirmed', message: 'Entry confirmed' }),
                text: i18n._({
                  id: 'dashboard.entry.confirmedText',
                  message: '{n, plural, one {# asset entered} other {# assets entered}}',
                  values: { n: selected.length },
                }),
              },
              i18n._({ id: 'dashboard.entry.confirmFailed', message: 'Entry confirmation failed' }),
            )
          }
        >
          {i18n._({ id: 'dashboard.entry.confirm', message: 'Confirm entry' })}
        </button>
      </div>
      <Modal open={picking} onClose={() => setPicking(false)} title={i18n._({ id: 'dashboard.entry.selectTitle', message: 'Select assets' })}>
        <SelectionChecklist
          items={items}
          selected={selected}
          legend={i18n._({ id: 'dashboard.entry.selectLegend', message: 'Qualifying assets' })}
          hideLegend
          onCancel={() => setPicking(false)}
          onConfirm={(ids) => {
            setSelected(ids.filter((id): id is number => typeof id === 'number'));
            setPicking(false);
          }}
        />
      </Modal>
    </section>
  );
}
