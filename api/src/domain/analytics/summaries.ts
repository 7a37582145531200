/**
 * Summary tables the reports read instead of scanning raw rows, and their refresh (a queue job).
 * None yet: every report reads the records directly. A report that needs one adds its refresh here.
 */
import type { Db } from '../../db/types.js';

export async function refreshSummaries(_db: Db): Promise<void> {
  // Nothing to refresh while every report reads its records directly.
}
