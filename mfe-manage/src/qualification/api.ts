/**
 * The provider's asset qualification calls, on the typed client: qualification counts per
 * competition, the assets' qualifications and data gaps, completing an asset (PATCH flex/assets/),
 * and confirming or withdrawing entry (workflows §7, §8, §9).
 */
import { api, chunk, type FlexAssetPatch } from 'shared-session';

/** Competitions per bulk confirmation request under additional_interfaces (workflows §9). */
export const CONFIRM_BATCH = 50;
/** Rows per page when reading whole lists (platform §9: default pagination 1000). */
export const PAGE_SIZE = 1000;
/** The statuses in which a provider may confirm entry or withdraw. */
export const ENTRY_OPEN = ['qualifying', 'open'] as const;
/** Competitions whose qualification the screens show: every status but incomplete and archived. */
export const LIVE_STATUSES = ['pending', 'qualifying', 'qualified', 'open', 'closed'] as const;

/** Qualification counts per competition (a provider's own assets, with its entry). */
export function qualificationSummaries(statuses: readonly string[] = LIVE_STATUSES) {
  return api.all('/flex/qualificationsummary/', { query: { status: statuses.join(',') }, pageSize: PAGE_SIZE });
}

/** The provider's qualifications in the live competitions, or in one. */
export function qualifications(competition: number | null) {
  return api.all('/flex/qualifications/', {
    query: { competition_status: LIVE_STATUSES.join(','), competition: competition === null ? undefined : String(competition) },
    pageSize: PAGE_SIZE,
  });
}

/** The provider's assets failing qualification for missing data. */
export function assetDataGaps() {
  return api.all('/flex/assetdatagaps/', { pageSize: PAGE_SIZE });
}

/** How many assets have data to complete (limit 0: the total only). */
export async function assetDataGapCount(): Promise<number> {
  return (await api.page('/flex/assetdatagaps/', { query: { limit: 0 } })).total ?? 0;
}

export function voltages() {
  return api.all('/flex/voltages/');
}

/** Completes an asset's data; the server re-runs its qualification. */
export function completeAsset(id: number, body: FlexAssetPatch) {
  return api.patch('/flex/assets/{id}/', { path: { id }, body });
}

/** Withdraws the provider's entry from a competition (an empty asset list). */
export function withdrawEntry(competition: number) {
  return api.post('/flex/competitionentries/', { body: { competition, flex_assets: [] } });
}

/** One bulk confirmation request: confirmed only when the server answers 201 Created (workflows §7). */
export async function confirmBatch(competitionIds: readonly number[]): Promise<void> {
  await api.created('/flex/competitionconfirmations/bulk_confirm/', { body: { competition_ids: [...competitionIds] } });
}

export interface ConfirmOutcome {
  confirmed: number[];
  /** Bulk mode: the batch that failed and the error (later batches are not sent). */
  batchFailure: { ids: number[]; error: unknown } | null;
  /** One-by-one mode: each competition that failed. */
  failures: Array<{ id: number; error: unknown }>;
}

/**
 * Confirms entry in the competitions: in batches of 50 when `bulk` (the additional_interfaces
 * flag), stopping at the first failed batch; otherwise one competition per request, each failure
 * kept. The caller shows the failure toasts of workflows §8 and refreshes the list.
 */
export async function confirmEntries(competitionIds: readonly number[], bulk: boolean, send = confirmBatch): Promise<ConfirmOutcome> {
  const outcome: ConfirmOutcome = { confirmed: [], batchFailure: null, failures: [] };
  if (bulk) {
    for (const batch of chunk([...competitionIds], CONFIRM_BATCH)) {
      try {
        await send(batch);
        outcome.confirmed.push(...batch);
      } catch (error) {
        outcome.batchFailure = { ids: batch, error };
        break;
      }
    }
    return outcome;
  }
  for (const id of competitionIds) {
    try {
      await send([id]);
      outcome.confirmed.push(id);
    } catch (error) {
      outcome.failures.push({ id, error });
    }
  }
  return outcome;
}
