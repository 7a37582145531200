/**
 * The difference between two versions of a competition's month: per provider each invoice line
 * (and net, VAT, gross) before and after, and each event whose ratio, delivered energy or money
 * changed, appeared or went. A provider sees only its own lines and events.
 */
import type { Db } from '../../../db/types.js';
import { badRequest } from '../../../errors.js';
import { Dec, text } from '../decimal.js';
import { LINE_KINDS, type Statement } from '../schemas.js';
import { statementsOfReport, type Viewer } from './reports.js';
import type { ReportDiff, ReportRow } from './schemas.js';

type Figures = { performance_ratio: string | null; delivered_mwh: string | null; utilisation: string; penalty: string };
type Line = ReportDiff['lines'][number];
type Kind = Line['kind'];

async function eventFigures(db: Db, viewer: Viewer, reportId: number): Promise<Map<string, Figures & { provider: number }>> {
  const r = await db.query<Figures & { id: string; provider: number }>(
    `SELECT event_id AS id, provider_id AS provider, performance_ratio::text AS performance_ratio, delivered_mwh::text AS delivered_mwh,
            utilisation::text AS utilisation, penalty::text AS penalty
       FROM settlement_report_events WHERE report_id = $2 AND ($3::boolean = false OR provider_id = $1)`,
    [viewer.orgId, reportId, viewer.provider],
  );
  return new Map(r.rows.map(({ id, ...f }) => [id, f]));
}

/** Amounts by kind of one statement (lines, then net, VAT and gross). */
function amounts(s: Statement | undefined): Map<Kind, string> {
  const out = new Map<Kind, string>();
  if (!s) return out;
  for (const l of s.lines) out.set(l.kind, l.amount);
  out.set('net', s.net);
  out.set('vat', s.vat);
  out.set('gross', s.gross);
  return out;
}

const same = (a: string | null, b: string | null) => (a === null || b === null ? a === b : new Dec(a).equals(new Dec(b)));
const sameFigures = (a: Figures, b: Figures) =>
  same(a.performance_ratio, b.performance_ratio) && same(a.delivered_mwh, b.delivered_mwh) && same(a.utilisation, b.utilisation) && same(a.penalty, b.penalty);

function lineChange(before: string | null, after: string | null): Line['change'] {
  if (before === null) return 'added';
  if (after === null) return 'removed';
  return same(before, after) ? 'unchanged' : 'changed';
}

/**
 * The version `against` (default: the one before — for a provider, the last one published before)
 * of the same competition and month, checked; null when there is none to compare with.
 */
export async function againstOf(db: Db, viewer: Viewer, report: ReportRow, against: number | undefined, mayRead: (id: number) => Promise<ReportRow>): Promise<ReportRow | null> {
  if (against !== undefined) {
    const other = await mayRead(against);
    if (other.competition !== report.competition || other.month !== report.month) throw badRequest({ against: ['Compare with a version of the same competition and month.'] });
    return other;
  }
  const r = await db.query<{ id: number }>(
    `SELECT id FROM settlement_reports WHERE competition_id = $1 AND month = $2 AND version < $3 AND ($4::boolean = false OR published_at IS NOT NULL)
      ORDER BY version DESC LIMIT 1`,
    [report.competition, report.month, report.version, viewer.provider],
  );
  const id = r.rows[0]?.id;
  return id === undefined ? null : mayRead(id).catch(() => null);
}

export async function reportDiff(db: Db, viewer: Viewer, report: ReportRow, against: ReportRow | null): Promise<ReportDiff> {
  const after = await statementsOfReport(db, viewer, report.id);
  const before = against ? await statementsOfReport(db, viewer, against.id) : [];
  const names = new Map([...before, ...after].map((s) => [s.provider, s.provider_name]));
  const providers = [...names.keys()].sort((a, b) => a - b);
  const lines: Line[] = [];
  for (const provider of providers) {
    const a = amounts(after.find((s) => s.provider === provider)?.statement);
    const b = amounts(before.find((s) => s.provider === provider)?.statement);
    for (const kind of [...LINE_KINDS, 'net', 'vat', 'gross'] as const) {
      const x = b.get(kind) ?? null;
      const y = a.get(kind) ?? null;
      if (x === null && y === null) continue;
      lines.push({ provider, provider_name: names.get(provider) ?? '', kind, before: x, after: y, difference: text(new Dec(y ?? 0).minus(x ?? 0)), change: lineChange(x, y) });
    }
  }
  const now = await eventFigures(db, viewer, report.id);
  const then = against ? await eventFigures(db, viewer, against.id) : new Map<string, Figures & { provider: number }>();
  const events: ReportDiff['events'] = [];
  for (const id of [...new Set([...then.keys(), ...now.keys()])].sort()) {
    const x = then.get(id);
    const y = now.get(id);
    const strip = (f: (Figures & { provider: number }) | undefined): Figures | null =>
      f ? { performance_ratio: f.performance_ratio, delivered_mwh: f.delivered_mwh, utilisation: f.utilisation, penalty: f.penalty } : null;
    const change = !x ? 'added' : !y ? 'removed' : sameFigures(x, y) ? 'unchanged' : 'changed';
    if (change === 'unchanged') continue;
    events.push({ id, provider: (y ?? x)!.provider, change, before: strip(x), after: strip(y) });
  }
  return { report: report.id, version: report.version, against: against ? { report: against.id, version: against.version } : null, lines, events };
}
