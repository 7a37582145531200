/**
 * A settlement run: settles every event of a competition's month with the calculation core and
 * writes the result as the next report version (every event with its inputs and per-period
 * figures, one statement per provider). Events are loaded and settled in chunks, the run's
 * progress written after each; the report, its events and statements and the run's `done` commit
 * in one transaction, so a run that fails or is retried never leaves half a report.
 */
import type { Db } from '../../../db/types.js';
import { Dec, sum, text } from '../decimal.js';
import { settleEvent, type EventContext, type SettlementEventInput } from '../event.js';
import { loadEventContexts } from '../meter/inputs.js';
import { settlementEventsOf, type SettlementEventRow } from '../meter/events.js';
import { monthStatement, roundMoney } from '../money.js';
import type { EventSettlement, Statement } from '../schemas.js';
import { settlementSettingsOf, type SettlementSettings } from '../settings.js';
import { settlementTermsOf, statementInputOf, type ProviderTerms } from '../terms.js';
import type { ReportEventInputs } from './schemas.js';

/** Events loaded and settled together (one bulk load of their readings per chunk). */
export const RUN_CHUNK = 1000;
/** Events settled between two yields to the event loop (so the next chunk's readings load meanwhile). */
const SLICE = 100;

export interface RunRecord {
  id: number;
  competition_id: number;
  month: string;
  status: 'queued' | 'running' | 'done' | 'failed';
}

export interface SettledEvent {
  row: SettlementEventRow;
  result: EventSettlement;
  inputs: ReportEventInputs;
}

/** The event as the core takes it. */
export function coreInput(e: SettlementEventRow): SettlementEventInput {
  return {
    id: e.id,
    start: e.start.getTime(),
    end: e.end.getTime(),
    direction: e.direction,
    instructedMw: new Dec(e.instructedMw),
    isStorage: e.isStorage,
    capacityMw: new Dec(e.capacityMw),
  };
}

/** One event settled by the core, with the inputs the report keeps (its covered periods' readings, baseline, missing periods). */
export function settleOne(row: SettlementEventRow, ctx: EventContext): SettledEvent {
  const result = settleEvent(coreInput(row), ctx);
  const readings = result.baseline.periods.flatMap((p) => {
    const mw = ctx.readings.get(Date.parse(p.start));
    return mw === undefined ? [] : [{ start: p.start, mw: text(mw) }];
  });
  return { row, result, inputs: { meter_ids: row.meterIds, readings, missing_metered: result.missing_metered, baseline: result.baseline } };
}

/** Settles a chunk of events: their contexts loaded in bulk, each settled by the core (an event without a context has no readings). */
export async function settleChunk(db: Db, events: SettlementEventRow[], settings: SettlementSettings): Promise<SettledEvent[]> {
  const contexts = await loadEventContexts(db, events, settings);
  const empty: EventContext = { config: settings.config, zone: settings.zone, holidayCalendar: settings.holidayCalendar, readings: new Map(), eventDays: new Set<string>() };
  return events.map((row) => settleOne(row, contexts.get(row.id) ?? empty));
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Settles the events chunk by chunk, writing the run's progress after each. The next chunk's
 * readings are loaded while the current one is settled (the core runs in slices that let the
 * loading's queries go out), so the database and the calculation work at the same time.
 */
async function settleAll(db: Db, runId: number, events: SettlementEventRow[], settings: SettlementSettings): Promise<SettledEvent[]> {
  // Chunks of whole assets (their events together): an asset's history is read once per chunk, and
  // its events' candidate days overlap, so each chunk's readings are fewer.
  const byAsset = [...events].sort((a, b) => a.assetId - b.assetId || a.start.getTime() - b.start.getTime());
  const chunks: SettlementEventRow[][] = [];
  for (let i = 0; i < byAsset.length; i += RUN_CHUNK) chunks.push(byAsset.slice(i, i + RUN_CHUNK));
  const empty: EventContext = { config: settings.config, zone: settings.zone, holidayCalendar: settings.holidayCalendar, readings: new Map(), eventDays: new Set<string>() };
  const load = (chunk: SettlementEventRow[]) => {
    const loading = loadEventContexts(db, chunk, settings);
    loading.catch(() => undefined); // awaited below; a failure is not left unhandled while the previous chunk settles
    return loading;
  };
  const settled: SettledEvent[] = [];
  let next = chunks[0] ? load(chunks[0]) : null;
  for (let c = 0; c < chunks.length; c++) {
    const contexts = await next!;
    next = chunks[c + 1] ? load(chunks[c + 1]!) : null;
    const chunk = chunks[c]!;
    for (let i = 0; i < chunk.length; i += SLICE) {
      for (const row of chunk.slice(i, i + SLICE)) settled.push(settleOne(row, contexts.get(row.id) ?? empty));
      await yieldToLoop();
    }
    await db.query('UPDATE settlement_runs SET events_done = $2 WHERE id = $1', [runId, settled.length]);
  }
  return settled;
}

/** The previous month, 'YYYY-MM'. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * Each provider's performance ratio of the previous month (ΣD / ΣI over its settled events, the
 * energy ratio), from the latest published version of that month, else the latest draft; a provider without settled events there gets none (AF = 1).
 */
export async function previousMonthRatios(db: Db, competitionId: number, month: string): Promise<Map<number, Dec>> {
  const r = await db.query<{ provider_id: number; delivered: string; instructed: string }>(
    `WITH latest AS (
       SELECT id FROM settlement_reports WHERE competition_id = $1 AND month = $2
        ORDER BY (published_at IS NOT NULL) DESC, version DESC LIMIT 1)
     SELECT e.provider_id, sum(e.delivered_mwh)::text AS delivered, sum(e.instructed_mwh)::text AS instructed
       FROM settlement_report_events e JOIN latest ON latest.id = e.report_id
      WHERE e.instructed_mwh IS NOT NULL
      GROUP BY e.provider_id`,
    [competitionId, previousMonth(month)],
  );
  const out = new Map<number, Dec>();
  for (const row of r.rows) {
    const instructed = new Dec(row.instructed);
    if (instructed.greaterThan(0)) out.set(row.provider_id, new Dec(row.delivered).div(instructed));
  }
  return out;
}

const NO_TERMS = (providerId: number): ProviderTerms => ({ providerId, rates: { availability: null, utilisation: null, service_fee: null }, windows: [], unavailability: [], bids: new Map() });

/** The accepted bid each instruction delivers (its utilisation rate). */
export async function bidsOfInstructions(db: Db, instructionIds: readonly number[]): Promise<Map<number, number>> {
  if (instructionIds.length === 0) return new Map();
  const r = await db.query<{ id: number; bid_id: number }>('SELECT id, bid_id FROM dispatch_instructions WHERE id = ANY ($1::int[])', [[...new Set(instructionIds)]]);
  return new Map(r.rows.map((x) => [x.id, x.bid_id]));
}

/**
 * One statement per provider with terms or events in the month (a provider with events but no
 * accepted bid has no rates: its lines are empty).
 */
export function statementsOf(settings: SettlementSettings, terms: ProviderTerms[], settled: SettledEvent[], previous: Map<number, Dec>, bidOf: ReadonlyMap<number, number>): Map<number, Statement> {
  const byProvider = new Map<number, SettledEvent[]>();
  for (const s of settled) byProvider.set(s.row.providerId, [...(byProvider.get(s.row.providerId) ?? []), s]);
  const termsOf = new Map(terms.map((t) => [t.providerId, t]));
  const providers = [...new Set([...termsOf.keys(), ...byProvider.keys()])].sort((a, b) => a - b);
  const out = new Map<number, Statement>();
  for (const provider of providers) {
    const events = (byProvider.get(provider) ?? []).flatMap((s) => (s.result.delivery ? [{ id: s.row.id, bidId: bidOf.get(s.row.instructionId) ?? 0, delivery: s.result.delivery }] : []));
    out.set(provider, monthStatement(statementInputOf(termsOf.get(provider) ?? NO_TERMS(provider), settings, events, previous.get(provider) ?? null)));
  }
  return out;
}

/** Per-event money from the statements (utilisation and penalty before rounding, whether utilisation was paid). */
function eventMoney(statements: Map<number, Statement>): Map<string, { utilisation: string; penalty: string; paid: boolean }> {
  const out = new Map<string, { utilisation: string; penalty: string; paid: boolean }>();
  for (const s of statements.values()) for (const e of s.events) out.set(e.id, { utilisation: e.utilisation, penalty: e.penalty, paid: e.utilisation_paid });
  return out;
}

const EVENT_COLUMNS = `event_id text, instruction_id integer, asset_id integer, provider_id integer, start timestamptz, "end" timestamptz,
  direction text, instructed_mw numeric, has_baseline_data boolean, has_actual_data boolean, performance_ratio numeric,
  delivered_mwh numeric, instructed_mwh numeric, shortfall_mwh numeric, utilisation numeric, penalty numeric,
  utilisation_paid boolean, inputs jsonb, periods jsonb`;

/** Writes the report's events in batches (one statement per batch, rows as a JSON array). */
async function insertEvents(tx: Db, reportId: number, settled: SettledEvent[], money: Map<string, { utilisation: string; penalty: string; paid: boolean }>): Promise<void> {
  const BATCH = 500;
  for (let i = 0; i < settled.length; i += BATCH) {
    const rows = settled.slice(i, i + BATCH).map(({ row, result, inputs }) => {
      const m = money.get(row.id);
      const d = result.delivery;
      return {
        event_id: row.id,
        instruction_id: row.instructionId,
        asset_id: row.assetId,
        provider_id: row.providerId,
        start: row.start.toISOString(),
        end: row.end.toISOString(),
        direction: row.direction,
        instructed_mw: row.instructedMw,
        has_baseline_data: result.has_baseline_data,
        has_actual_data: result.has_actual_data,
        performance_ratio: d?.performance_ratio ?? null,
        delivered_mwh: d?.delivered_mwh ?? null,
        instructed_mwh: d?.instructed_mwh ?? null,
        shortfall_mwh: d?.shortfall_mwh ?? null,
        utilisation: m?.utilisation ?? '0',
        penalty: m?.penalty ?? '0',
        utilisation_paid: m?.paid ?? false,
        inputs,
        periods: d?.periods ?? [],
      };
    });
    await tx.query(
      `INSERT INTO settlement_report_events (report_id, event_id, instruction_id, asset_id, provider_id, start, "end", direction, instructed_mw,
         has_baseline_data, has_actual_data, performance_ratio, delivered_mwh, instructed_mwh, shortfall_mwh, utilisation, penalty, utilisation_paid, inputs, periods)
       SELECT $1, x.event_id, x.instruction_id, x.asset_id, x.provider_id, x.start, x."end", x.direction, x.instructed_mw,
         x.has_baseline_data, x.has_actual_data, x.performance_ratio, x.delivered_mwh, x.instructed_mwh, x.shortfall_mwh, x.utilisation, x.penalty,
         x.utilisation_paid, x.inputs, x.periods
         FROM jsonb_to_recordset($2::jsonb) AS x(${EVENT_COLUMNS})`,
      [reportId, JSON.stringify(rows)],
    );
  }
}

export interface WrittenReport {
  id: number;
  version: number;
}

/** Writes the next version of the competition's month and marks the run done, in one transaction. */
export async function writeReport(db: Db, run: RunRecord, settings: SettlementSettings, settled: SettledEvent[], statements: Map<number, Statement>): Promise<WrittenReport> {
  return db.transaction(async (tx) => {
    // Versions of one competition and month are numbered one after another: the lock orders writers.
    await tx.query('SELECT id FROM competitions WHERE id = $1 FOR UPDATE', [run.competition_id]);
    const next = await tx.query<{ version: number }>('SELECT coalesce(max(version), 0) + 1 AS version FROM settlement_reports WHERE competition_id = $1 AND month = $2', [run.competition_id, run.month]);
    const version = next.rows[0]!.version;
    const all = [...statements.values()];
    const total = (pick: (s: Statement) => string) => roundMoney(sum(all.map((s) => new Dec(pick(s)))), settings.currency);
    const report = await tx.query<{ id: number }>(
      `INSERT INTO settlement_reports (competition_id, month, version, run_id, settings_version, currency, interval_minutes, events_count, net, vat, gross)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [run.competition_id, run.month, version, run.id, settings.version, settings.currency, settings.config.interval_minutes, settled.length, total((s) => s.net), total((s) => s.vat), total((s) => s.gross)],
    );
    const reportId = report.rows[0]!.id;
    // An earlier draft nobody published is replaced by this version.
    await tx.query(`UPDATE settlement_reports SET status = 'superseded', superseded_at = now() WHERE competition_id = $1 AND month = $2 AND status = 'draft' AND id <> $3`, [run.competition_id, run.month, reportId]);
    await insertEvents(tx, reportId, settled, eventMoney(statements));
    const rows = [...statements.entries()].map(([provider, s]) => ({ provider_id: provider, statement: s, net: s.net, vat: s.vat, gross: s.gross }));
    if (rows.length > 0) {
      await tx.query(
        `INSERT INTO settlement_statements (report_id, provider_id, currency, statement, net, vat, gross)
         SELECT $1, x.provider_id, $2, x.statement, x.net, x.vat, x.gross
           FROM jsonb_to_recordset($3::jsonb) AS x(provider_id integer, statement jsonb, net numeric, vat numeric, gross numeric)`,
        [reportId, settings.currency, JSON.stringify(rows)],
      );
    }
    await tx.query(`UPDATE settlement_runs SET status = 'done', finished = now(), events_done = $2, error = NULL WHERE id = $1`, [run.id, settled.length]);
    return { id: reportId, version };
  });
}

/**
 * Runs settlement for a queued run (the job's work). A run already done is left as it is (a
 * retried job); otherwise it starts over: nothing of an earlier attempt was written.
 */
export async function executeRun(db: Db, runId: number): Promise<{ status: 'done'; report: WrittenReport } | { status: 'skipped' }> {
  const found = await db.query<RunRecord>('SELECT id, competition_id, month, status FROM settlement_runs WHERE id = $1', [runId]);
  const run = found.rows[0];
  if (!run || run.status === 'done' || run.status === 'failed') return { status: 'skipped' };
  const settings = await settlementSettingsOf(db, run.competition_id);
  await db.query(`UPDATE settlement_runs SET status = 'running', started = now(), events_total = NULL, events_done = 0, settings_version = $2 WHERE id = $1`, [run.id, settings.version]);
  const events = await settlementEventsOf(db, { competitionId: run.competition_id, month: run.month });
  await db.query('UPDATE settlement_runs SET events_total = $2 WHERE id = $1', [run.id, events.length]);
  const settled = await settleAll(db, run.id, events, settings);
  const terms = await settlementTermsOf(db, settings, run.month);
  const previous = await previousMonthRatios(db, run.competition_id, run.month);
  const bids = await bidsOfInstructions(db, events.map((e) => e.instructionId));
  const statements = statementsOf(settings, terms, settled, previous, bids);
  const report = await writeReport(db, run, settings, settled, statements);
  return { status: 'done', report };
}

/** Marks a run failed with the reason (its job's last attempt failed). */
export async function failRun(db: Db, runId: number, message: string): Promise<void> {
  await db.query(`UPDATE settlement_runs SET status = 'failed', finished = now(), error = $2 WHERE id = $1 AND status IN ('queued', 'running')`, [runId, message.slice(0, 500)]);
}
