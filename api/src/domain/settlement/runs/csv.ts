/**
 * A report as CSV: one `line` row per invoice line of each statement the caller may see, one
 * `event` row per event (its inputs summarised: baseline method, days used, adjustment) and one
 * `period` row per period of each event (baseline, metered, instructed, delivered, shortfall).
 * Figures are written exactly as stored (decimal text); instants in UTC.
 */
import type { Db } from '../../../db/types.js';
import { writeCsv } from '../../../platform/files/content.js';
import { eventsOfReport, statementsOfReport, type Viewer } from './reports.js';
import type { ReportRow } from './schemas.js';

export const REPORT_CSV_HEADER = [
  'record',
  'competition',
  'month',
  'version',
  'status',
  'currency',
  'provider',
  'event',
  'asset',
  'start',
  'end',
  'direction',
  'instructed_mw',
  'has_baseline_data',
  'has_actual_data',
  'baseline_method',
  'baseline_days',
  'adjustment_mw',
  'period_start',
  'baseline_mw',
  'metered_mw',
  'instructed_period_mw',
  'delivered_mw',
  'shortfall_mw',
  'performance_ratio',
  'delivered_mwh',
  'utilisation_paid',
  'line',
  'quantity',
  'unit',
  'rate',
  'factor',
  'amount',
] as const;

type Cells = Partial<Record<(typeof REPORT_CSV_HEADER)[number], string>>;

const PAGE = 500;

export async function reportCsv(db: Db, viewer: Viewer, report: ReportRow): Promise<string> {
  const head = (c: Cells): string[] => {
    const all: Cells = { competition: report.competition_reference, month: report.month, version: String(report.version), status: report.status, currency: report.currency, ...c };
    return REPORT_CSV_HEADER.map((h) => all[h] ?? '');
  };
  const rows: string[][] = [];
  for (const s of await statementsOfReport(db, viewer, report.id)) {
    for (const l of s.statement.lines) rows.push(head({ record: 'line', provider: s.provider_name, line: l.kind, quantity: l.quantity, unit: l.unit, rate: l.rate, factor: l.factor, amount: l.amount }));
    for (const [kind, amount] of [['net', s.net], ['vat', s.vat], ['gross', s.gross]] as const) rows.push(head({ record: 'line', provider: s.provider_name, line: kind, amount }));
  }
  for (let offset = 0; ; offset += PAGE) {
    const { rows: events } = await eventsOfReport(db, viewer, report.id, {}, { limit: PAGE, offset });
    for (const e of events) {
      const common: Cells = { provider: e.provider_name, event: e.id, asset: e.asset_ref ?? String(e.asset), start: e.start, end: e.end, direction: e.direction };
      const b = e.inputs.baseline;
      rows.push(
        head({
          ...common,
          record: 'event',
          instructed_mw: e.instructed_mw,
          has_baseline_data: String(e.has_baseline_data),
          has_actual_data: String(e.has_actual_data),
          baseline_method: b.method,
          baseline_days: b.days_used.map((d) => d.date).join(' '),
          adjustment_mw: b.adjustment?.mw ?? '',
          performance_ratio: e.performance_ratio ?? '',
          delivered_mwh: e.delivered_mwh ?? '',
          utilisation_paid: String(e.utilisation_paid),
          amount: e.utilisation,
        }),
      );
      for (const p of e.periods) {
        rows.push(head({ ...common, record: 'period', period_start: p.start, baseline_mw: p.baseline, metered_mw: p.metered, instructed_period_mw: p.instructed, delivered_mw: p.delivered, shortfall_mw: p.shortfall }));
      }
    }
    if (events.length < PAGE) break;
  }
  return writeCsv(REPORT_CSV_HEADER, rows);
}
