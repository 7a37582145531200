/**
 * Demo settlement data: dispatches with metered profiles, so that every settlement screen has
 * figures.
 *
 * - A settled competition of each demo operator (Northern Lines, then Southern Wires): its first
 *   closed competition both demo providers bid in whose service period covers last month has its
 *   bids accepted and results confirmed, its first period reaching back to the month before, and
 *   two accepted one-hour instructions per accepted bid at real delivery times of each of those two
 *   months. Its reports, invoices and a dispute are in demo/settlement-reports.ts.
 * - The cleared competition (demo/market.ts) keeps its dispatches of this month (demo/dispatch.ts).
 * - Every past accepted dispatch is metered: each asset for the event day and the 56 days before
 *   it (enough for the 10-of-10 working-day baseline), except the delivery day of this month's most
 *   recent dispatch, which shows on "Settlement data required" until its provider uploads it.
 *
 * Delivery profiles: the first demo provider delivers in full on its first event and over-delivers
 * (150 %) on its next; the second under-delivers (30 %, below the 0.5 minimum ratio). Each asset
 * has a steady net import with a gentle daily shape, the same every day, so the baseline of an
 * event period is that value and the delivered MW is the profile's share of the instructed MW.
 * Deterministic apart from dates, which follow the seed time.
 */
import type { Db } from '../../db/types.js';
import { createContractsFromResults } from '../../domain/contracts/create.js';
import { acceptDemoContract } from './contracts.js';
import { COMPETITION_TIME_ZONE, instantOf } from '../../domain/dispatch/validate.js';
import { competitionFacts, windowsOf } from '../../domain/market/facts.js';
import { instancesOf } from '../../domain/market/windows.js';
import { Dec } from '../../domain/settlement/decimal.js';
import { settlementEventsOf, type SettlementEventRow } from '../../domain/settlement/meter/events.js';
import { writeReadings, type ReadingRow } from '../../domain/settlement/meter/write.js';
import { refreshMeterDays } from '../../domain/analytics/summaries.js';
import { seedDemoReports } from './settlement-reports.js';
import { addDays, localDateOf, periodStartsOfDay } from '../../domain/settlement/time.js';

const HOUR = 3_600_000;
/** Days metered before each event: enough for 10 previous days of the event day's type, even for a weekend event. */
const HISTORY_DAYS = 56;
const INTERVAL = 30;

export type DeliveryProfile = 'full' | 'under' | 'over';
export const PROFILE_SHARE: Record<DeliveryProfile, string> = { full: '1', under: '0.3', over: '1.5' };

interface AcceptedBid {
  id: number;
  competition_id: number;
  service_window_id: number;
  flex_provider_id: number;
  capacity: number;
  assets: number[];
}

/** The month before a 'YYYY-MM' month. */
export function monthBefore(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** 'YYYY-MM' of the month before the one `now` falls in, on the competition clock. */
export function previousMonth(now: number): string {
  return monthBefore(localDateOf(now, COMPETITION_TIME_ZONE).slice(0, 7));
}

async function acceptedBids(db: Db, competitionId: number): Promise<AcceptedBid[]> {
  const r = await db.query<AcceptedBid>(
    `SELECT DISTINCT ON (b.flex_provider_id, b.service_window_id) b.id, b.competition_id, b.service_window_id, b.flex_provider_id, b.capacity::float8 AS capacity,
            (SELECT COALESCE(array_agg(ba.flex_asset_id ORDER BY ba.flex_asset_id), '{}') FROM ballots bl JOIN ballot_assets ba ON ba.group_id = bl.ballot_asset_group_id WHERE bl.id = b.ballot_id) AS assets
       FROM bids b JOIN bid_approvals ap ON ap.bid_id = b.id AND ap.approved
      WHERE b.competition_id = $1 AND b.is_active
      ORDER BY b.flex_provider_id, b.service_window_id, b.id`,
    [competitionId],
  );
  return r.rows;
}

/** The demo operators (by slug) that each have a settled competition, in the order they are settled. */
export const SETTLED_OPERATORS = ['northern-lines-networks', 'southern-wires'] as const;

/**
 * An operator's settled competition: its latest closed competition both providers bid in, not yet
 * decided, whose service period covers last month; its providers' bids accepted by the operator
 * and its results confirmed. Null when the operator has none. The latest, so that an earlier
 * undecided one is left for the contracts that await acceptance or are terminated (demo/contracts.ts
 * confirms the first undecided competition).
 */
async function decideSettledCompetition(db: Db, providers: readonly number[], month: string, operatorSlug: string): Promise<number | null> {
  const first = `${month}-01`;
  const c = await db.query<{ id: number; operator_id: number }>(
    `SELECT c.id, c.operator_id FROM competitions c JOIN organisations o ON o.id = c.operator_id
      WHERE o.slug = $3 AND c.status = 'closed' AND c.is_active
        AND NOT EXISTS (SELECT 1 FROM competition_confirmations cc WHERE cc.competition_id = c.id AND cc.kind = 'results')
        AND EXISTS (SELECT 1 FROM service_periods p WHERE p.competition_id = c.id AND p.start <= $2::date AND p."end" >= $2::date)
        AND (SELECT count(DISTINCT b.flex_provider_id) FROM bids b WHERE b.competition_id = c.id AND b.flex_provider_id = ANY ($1::int[]) AND b.is_active) = cardinality($1::int[])
      ORDER BY c.id DESC LIMIT 1`,
    [providers, first, operatorSlug],
  );
  const competition = c.rows[0];
  if (!competition) return null;
  // Its first period starts two months back, so the demo has a settled month before last month.
  await db.query(`UPDATE service_periods SET start = LEAST(start, $2::date) WHERE competition_id = $1 AND start <= $3::date AND "end" >= $3::date`, [
    competition.id,
    `${monthBefore(month)}-01`,
    first,
  ]);
  const user = await db.query<{ id: number }>('SELECT id FROM users WHERE organisation_id = $1 ORDER BY id LIMIT 1', [competition.operator_id]);
  const operatorUser = user.rows[0]?.id ?? null;
  await db.query(
    `INSERT INTO bid_approvals (bid_id, approved, reason, method, decided_by)
     SELECT b.id, true, 'accepted', 'manual', $3 FROM bids b
      WHERE b.competition_id = $1 AND b.flex_provider_id = ANY ($2::int[]) AND b.is_active
     ON CONFLICT (bid_id) DO NOTHING`,
    [competition.id, providers, operatorUser],
  );
  await db.query(`INSERT INTO competition_confirmations (competition_id, organisation_id, kind, confirmed_by) VALUES ($1, $2, 'results', $3) ON CONFLICT DO NOTHING`, [
    competition.id,
    competition.operator_id,
    operatorUser,
  ]);
  // Confirming made its contracts, which the providers accepted before its first settled month (settlement pays obligations).
  const confirmation = await db.query<{ id: number }>(`SELECT id FROM competition_confirmations WHERE competition_id = $1 AND kind = 'results'`, [competition.id]);
  const made = await createContractsFromResults(db, competition.id, confirmation.rows[0]?.id ?? null);
  for (const id of made.contracts) await acceptDemoContract(db, id, 75);
  return competition.id;
}

/** Two accepted instructions per accepted bid at its window's delivery times in `month` (a third and two thirds through), one hour each. */
async function seedLastMonthInstructions(db: Db, bids: readonly AcceptedBid[], month: string, now: number): Promise<void> {
  for (const bid of bids) {
    const c = await competitionFacts(db, bid.competition_id);
    const window = c && (await windowsOf(db, c.id, c.holiday_calendar)).get(bid.service_window_id);
    if (!c || !window || bid.assets.length === 0) continue;
    const slots = instancesOf(window)
      .map((i) => instantOf(i.start))
      .filter((start) => localDateOf(start, COMPETITION_TIME_ZONE).startsWith(month) && start + HOUR < now);
    const chosen = [slots[Math.floor(slots.length / 3)], slots[Math.floor((2 * slots.length) / 3)]].filter((s): s is number => s !== undefined);
    const users = await db.query<{ org: number; id: number }>(
      `SELECT DISTINCT ON (organisation_id) organisation_id AS org, id FROM users WHERE organisation_id IN ($1, $2) ORDER BY organisation_id, id`,
      [c.operator_id, bid.flex_provider_id],
    );
    const userOf = (org: number) => users.rows.find((u) => u.org === org)?.id ?? null;
    for (const start of [...new Set(chosen)]) {
      const sent = start - 4 * HOUR;
      const responded = sent + 25 * 60_000;
      const quantity = Math.max(0.1, Math.round(bid.capacity * 0.6 * 10) / 10);
      const r = await db.query<{ id: number }>(
        `INSERT INTO dispatch_instructions (competition_id, service_window_id, flex_provider_id, bid_id, assets, start, "end", quantity, unit, response_deadline, status,
                                            sent, responded, response, responded_by, created_by, created)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'MW', $9, 'accepted', $10, $11, 'accepted', $12, $13, $10) RETURNING id`,
        [c.id, window.id, bid.flex_provider_id, bid.id, bid.assets, new Date(start), new Date(start + HOUR), quantity, new Date(start - HOUR), new Date(sent), new Date(responded),
          userOf(bid.flex_provider_id), userOf(c.operator_id)],
      );
      const id = r.rows[0]!.id;
      for (const [kind, status, actor, at] of [
        ['created', 'created', userOf(c.operator_id), sent],
        ['sent', 'awaiting response', userOf(c.operator_id), sent],
        ['accepted', 'accepted', userOf(bid.flex_provider_id), responded],
      ] as const) {
        await db.query('INSERT INTO dispatch_instruction_events (instruction_id, kind, status, actor_id, created) VALUES ($1, $2, $3, $4, $5)', [id, kind, status, actor, new Date(at)]);
      }
    }
  }
}

interface AssetMeters {
  import_meter_id: string | null;
  export_meter_id: string | null;
}

/** The asset's steady net import (MW) at a clock minute: far enough from zero that the instructed change never crosses it. */
function steadyNetImport(event: SettlementEventRow, meters: AssetMeters, minuteOfDay: number): Dec {
  const level = new Dec(event.instructedMw).times(2).plus(1);
  const shape = new Dec(Math.round(100 * Math.sin((minuteOfDay / 1440) * 2 * Math.PI))).div(1000);
  // A demand meter reads import; a generator with an export meter only reads export (negative net import).
  const sign = meters.import_meter_id ? 1 : -1;
  return level.plus(shape).times(sign);
}

/**
 * Readings of one event's asset into `out` (by meter and period): the days before it at the steady
 * level, and its own periods with the profile's delivery: only those replace a reading already
 * there (another event's history or day must not flatten a delivery); never in `gaps`.
 */
function addEventReadings(
  out: Map<string, ReadingRow>,
  event: SettlementEventRow,
  meters: AssetMeters,
  share: string,
  gaps: ReadonlyArray<{ from: number; to: number }>,
): void {
  const zone = COMPETITION_TIME_ZONE;
  const eventDate = localDateOf(event.start.getTime(), zone);
  const d = event.direction === 'turn_up' ? 1 : -1;
  const put = (row: ReadingRow, over: boolean) => {
    if (gaps.some((g) => row.start < g.to && row.start + INTERVAL * 60_000 > g.from)) return;
    const key = `${row.meterId}|${row.start}`;
    if (over || !out.has(key)) out.set(key, row);
  };
  for (let back = HISTORY_DAYS; back >= 0; back--) {
    const date = addDays(eventDate, -back);
    const starts = periodStartsOfDay(date, INTERVAL, zone);
    for (const start of starts) {
      const minute = Math.round((start - starts[0]!) / 60_000) % 1440;
      let net = steadyNetImport(event, meters, minute);
      const inEvent = back === 0 && start < event.end.getTime() && start + INTERVAL * 60_000 > event.start.getTime();
      if (inEvent) net = net.plus(new Dec(event.instructedMw).times(share).times(d));
      const kw = net.times(1000);
      if (meters.import_meter_id) put({ meterId: meters.import_meter_id, start, minutes: INTERVAL, kw: kw.greaterThan(0) ? kw.toFixed(3) : '0' }, inEvent);
      if (meters.export_meter_id && meters.export_meter_id !== meters.import_meter_id) {
        put({ meterId: meters.export_meter_id, start, minutes: INTERVAL, kw: kw.lessThan(0) ? kw.neg().toFixed(3) : '0' }, inEvent);
      }
    }
  }
}

/** Which profile an event of a provider follows (by the provider's order among the demo providers and the event's order). */
export function profileOf(providerIndex: number, eventIndex: number): DeliveryProfile {
  if (providerIndex === 0) return eventIndex % 2 === 0 ? 'full' : 'over';
  return 'under';
}

/** Meters every event (oldest first) and writes each provider's readings in one batch. */
async function meterEvents(db: Db, providers: readonly number[], events: readonly SettlementEventRow[], leaveOut: ReadonlySet<string>): Promise<void> {
  const assets = await db.query<AssetMeters & { id: number; org: number }>(
    `SELECT id, flex_provider_id AS org, import_meter_id, export_meter_id FROM flex_assets WHERE id = ANY ($1::int[])`,
    [[...new Set(events.map((e) => e.assetId))]],
  );
  const meters = new Map(assets.rows.map((a) => [a.id, a]));
  // The periods of left-out events stay without readings, whatever else is metered that day.
  const gaps = new Map<number, Array<{ from: number; to: number }>>();
  for (const e of events) if (leaveOut.has(e.id)) gaps.set(e.assetId, [...(gaps.get(e.assetId) ?? []), { from: e.start.getTime(), to: e.end.getTime() }]);
  const seen = new Map<number, number>();
  const byOrg = new Map<number, Map<string, ReadingRow>>();
  for (const event of [...events].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const m = meters.get(event.assetId);
    if (!m || (!m.import_meter_id && !m.export_meter_id)) continue;
    const providerIndex = Math.max(0, providers.indexOf(event.providerId));
    const eventIndex = seen.get(event.providerId) ?? 0;
    seen.set(event.providerId, eventIndex + 1);
    const out = byOrg.get(m.org) ?? new Map<string, ReadingRow>();
    byOrg.set(m.org, out);
    addEventReadings(out, event, m, PROFILE_SHARE[profileOf(providerIndex, eventIndex)], gaps.get(event.assetId) ?? []);
  }
  for (const [org, readings] of byOrg) {
    const rows = [...readings.values()];
    if (rows.length === 0) continue;
    const starts = rows.map((r) => r.start);
    await writeReadings(
      db,
      { rows: () => rows, meters: [...new Set(rows.map((r) => r.meterId))], from: Math.min(...starts), to: Math.max(...starts) + INTERVAL * 60_000 },
      { orgId: org, uploadId: null },
    );
  }
}

/** Corrected readings of an event's own periods: its asset delivered `share` of the instructed MW. */
async function remeter(db: Db, event: SettlementEventRow, share: string): Promise<void> {
  const r = await db.query<AssetMeters & { org: number }>(`SELECT flex_provider_id AS org, import_meter_id, export_meter_id FROM flex_assets WHERE id = $1`, [event.assetId]);
  const m = r.rows[0];
  if (!m) return;
  const out = new Map<string, ReadingRow>();
  addEventReadings(out, event, m, share, []);
  const rows = [...out.values()].filter((row) => row.start < event.end.getTime() && row.start + INTERVAL * 60_000 > event.start.getTime());
  if (rows.length === 0) return;
  const starts = rows.map((x) => x.start);
  await writeReadings(db, { rows: () => rows, meters: [...new Set(rows.map((x) => x.meterId))], from: Math.min(...starts), to: Math.max(...starts) + INTERVAL * 60_000 }, { orgId: m.org, uploadId: null });
}

/** Competitions whose results are confirmed and in which the demo providers have accepted bids. */
async function decidedCompetitions(db: Db, providers: readonly number[]): Promise<number[]> {
  const r = await db.query<{ id: number }>(
    `SELECT DISTINCT b.competition_id AS id FROM bids b JOIN bid_approvals ap ON ap.bid_id = b.id AND ap.approved
      WHERE b.flex_provider_id = ANY ($1::int[]) AND EXISTS (SELECT 1 FROM competition_confirmations cc WHERE cc.competition_id = b.competition_id AND cc.kind = 'results')
      ORDER BY 1`,
    [providers],
  );
  return r.rows.map((x) => x.id);
}

export async function seedDemoSettlement(db: Db, providers: readonly number[], now = Date.now()): Promise<{ settled: number[] }> {
  const lastMonth = previousMonth(now);
  const settled: number[] = [];
  for (const operator of SETTLED_OPERATORS) {
    const competition = await decideSettledCompetition(db, providers, lastMonth, operator);
    if (competition === null) continue;
    settled.push(competition);
    const bids = await acceptedBids(db, competition);
    for (const month of [monthBefore(lastMonth), lastMonth]) await seedLastMonthInstructions(db, bids, month, now);
  }
  const thisMonth = localDateOf(now, COMPETITION_TIME_ZONE).slice(0, 7);
  const past: SettlementEventRow[] = [];
  const leaveOut = new Set<string>();
  for (const competitionId of await decidedCompetitions(db, providers)) {
    const events = (await settlementEventsOf(db, { competitionId })).filter((e) => e.end.getTime() < now && providers.includes(e.providerId));
    // This month's most recent dispatch waits for its delivery day's readings.
    const waiting = events.filter((e) => localDateOf(e.start.getTime(), COMPETITION_TIME_ZONE).startsWith(thisMonth)).at(-1);
    for (const e of events) if (waiting && e.instructionId === waiting.instructionId) leaveOut.add(e.id);
    past.push(...events);
  }
  // All at once: one asset's history must not flatten its delivery in another competition.
  await meterEvents(db, providers, past, leaveOut);
  for (const competition of settled) {
    const events = past.filter((e) => e.competitionId === competition);
    await seedDemoReports(db, competition, providers, events, now, (event, share) => remeter(db, event, share));
  }
  // The readings summed per meter and day for the analytics report at once (else its first view, or the minute job, would).
  await refreshMeterDays(db);
  return { settled };
}
