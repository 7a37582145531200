/**
 * A refused submission's errors on the ballot form: the API's 400 answer (its field-error shape,
 * `{bids: [{}, {capacity: […]}]}` with one entry per offer) put back on the form rows the offers
 * came from, and every other message kept for the form as a whole.
 */
import type { ApiFieldError, ApiFieldErrors } from 'shared-session';

export interface MappedSubmitErrors {
  /** Per form row: field → message, and `service_window` for the row's own problems. */
  bids: Array<Record<string, string> | undefined>;
  /** Messages with no row. */
  general: string[];
}

function messages(value: ApiFieldError | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((v: string | ApiFieldErrors) => messages(v));
  return Object.values(value).flatMap(messages);
}

/** The per-offer errors put back on the rows the offers came from (`rowIndexes[offer]`); the rest are general. */
export function mapSubmitErrors(body: ApiFieldErrors, rowIndexes: readonly number[], rowCount: number): MappedSubmitErrors {
  const bids: MappedSubmitErrors['bids'] = Array.from({ length: rowCount }, () => undefined);
  const general: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (key !== 'bids' || !Array.isArray(value)) {
      general.push(...messages(value));
      continue;
    }
    value.forEach((entry: string | ApiFieldErrors, offerIndex) => {
      const row = rowIndexes[offerIndex];
      const fields = typeof entry === 'object' ? Object.entries(entry) : [];
      if (row === undefined) {
        general.push(...fields.flatMap(([, v]) => messages(v)));
        return;
      }
      for (const [field, v] of fields) {
        const joined = messages(v).join(' ');
        if (joined) (bids[row] ??= {})[field] = joined;
      }
    });
  }
  return { bids, general };
}
