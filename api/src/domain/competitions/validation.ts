/** What the server checks on a competition before it stores it (per-field messages, DRF shape). */
import type { Db } from '../../db/types.js';
import type { Row } from '../../resources/index.js';

export const DATE_FIELDS = ['qualification_open', 'qualification_closed', 'open', 'closed', 'archive_on'] as const;

function ms(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  const t = v instanceof Date ? v.getTime() : Date.parse(String(v));
  return Number.isNaN(t) ? null : t;
}

/** Field errors of a merged competition (dates in order, voltage range, budgets). */
export function competitionErrors(c: Row): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  let previous: { field: string; t: number } | null = null;
  for (const field of DATE_FIELDS) {
    const t = ms(c[field]);
    if (t === null) continue;
    if (previous && t < previous.t) add(field, `Must not be before ${previous.field.replace(/_/g, ' ')}.`);
    previous = { field, t };
  }
  const min = c.min_connection_voltage;
  const max = c.max_connection_voltage;
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    add('max_connection_voltage', 'Must be at least the minimum connection voltage.');
  }
  const bmin = c.minimum_budget;
  const bmax = c.maximum_budget;
  if (typeof bmin === 'number' && typeof bmax === 'number' && bmin > bmax) add('maximum_budget', 'Must be at least the minimum budget.');
  return errors;
}

export async function referenceTaken(db: Db, operatorId: number, reference: unknown, exceptId: number | null, errors: Record<string, string[]>): Promise<void> {
  if (typeof reference !== 'string') return;
  const r = await db.query('SELECT 1 FROM competitions WHERE operator_id = $1 AND lower(reference) = lower($2) AND id <> $3', [operatorId, reference, exceptId ?? 0]);
  if (r.rows.length) (errors.reference ??= []).push('You already have a competition with this reference.');
}
