/** A placeholder builder while a report is written: an empty answer that says there is no data. */
import type { ReportBuilder } from '../filters.js';

export const notBuilt: ReportBuilder = async () => ({
  currency: 'GBP',
  empty: 'no_data',
  figures: [],
  chart: { kind: 'bars', x: { key: 'label', kind: 'text' }, series: [], points: [] },
  tables: [{ key: 'main', columns: [], rows: [] }],
});
