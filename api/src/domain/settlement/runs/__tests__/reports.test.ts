/**
 * Reports, versions, differences, CSV, publication, disputes and the dispute window, on report
 * versions written by the run's own writer from events the core settles here. The events use a
 * fixed zero baseline, so each test computes the figures it checks from the metered values alone:
 * a turn-down delivers D_t = clamp(−M_t, 0, I_t) per half-hour (Δt = 0.5 h).
 */
import { domainHarness, total, type Json } from '../../../../../test/domain-harness.js';
import { outbox } from '../../../../../test/helpers.js';
import { defaultSettlementConfig } from '../../config.js';
import { Dec } from '../../decimal.js';
import type { SettlementEventRow } from '../../meter/events.js';
import type { SettlementSettings } from '../../settings.js';
import { disputeWindowEnd, finaliseDue } from '../lifecycle.js';
import { settleOne, statementsOf, writeReport, type RunRecord } from '../run.js';

const h = domainHarness();
const MONTH = '2026-03';
const RATE = 100; // per MWh delivered
const START = Date.parse('2026-03-10T10:00:00Z'); // a Tuesday, GMT
const HALF_HOUR = 30 * 60_000;

let competition: number;
let providerA: number;
let providerB: number;
let operator: number;

function settings(): SettlementSettings {
  return {
    competitionId: competition,
    version: 0,
    config: { ...defaultSettlementConfig('GB'), baseline: { method: 'fixed', profile: 'zero' } },
    zone: 'Europe/London',
    currency: 'GBP',
    country: 'GB',
    holidayCalendar: 'GB-ENG',
    systemOperatorId: operator,
  };
}

function event(id: string, provider: number, mw: string): SettlementEventRow {
  const [instruction, asset] = id.split('-').map(Number) as [number, number];
  return { id, instructionId: instruction, assetId: asset, competitionId: competition, providerId: provider, start: new Date(START), end: new Date(START + 2 * HALF_HOUR), instructedMw: mw, direction: 'turn_down', isStorage: false, capacityMw: '5', meterIds: [`M${asset}`] };
}

/** Writes a version from metered MW per event (two half-hours each). */
async function writeVersion(metered: Record<string, [number, number]>, events: SettlementEventRow[]): Promise<{ id: number; version: number }> {
  const s = settings();
  const run = await h.app.db.query<RunRecord>(`INSERT INTO settlement_runs (competition_id, month, trigger, status) VALUES ($1, $2, 'operator', 'running') RETURNING id, competition_id, month, status`, [competition, MONTH]);
  const settled = events.map((e) => {
    const [m1, m2] = metered[e.id]!;
    const readings = new Map([[START, new Dec(m1)], [START + HALF_HOUR, new Dec(m2)]]);
    return settleOne(e, { config: s.config, zone: s.zone, holidayCalendar: s.holidayCalendar, readings, eventDays: new Set() });
  });
  // Each provider's one accepted bid (id = its organisation's) pays RATE per MWh; each instruction delivers its provider's bid.
  const rates = { availability: null, utilisation: new Dec(RATE), service_fee: null };
  const terms = [providerA, providerB].map((providerId) => ({ providerId, rates, windows: [], unavailability: [], bids: new Map([[providerId, { bidId: providerId, serviceWindowId: 0, mw: new Dec(2), rates, assets: [] }]]) }));
  const bidOf = new Map(events.map((e) => [e.instructionId, e.providerId]));
  return writeReport(h.app.db, run.rows[0]!, s, settled, statementsOf(s, terms, settled, new Map(), bidOf));
}

/** Delivered MWh of a turn-down of `mw` MW over two half-hours with these metered values and a zero baseline. */
const deliveredMwh = (mw: number, [m1, m2]: [number, number]) => (Math.min(Math.max(-m1, 0), mw) + Math.min(Math.max(-m2, 0), mw)) * 0.5;

const A_EVENT = '9001-1';
const B_EVENT = '9002-2';

beforeAll(async () => {
  operator = h.orgs['northern-lines-networks']!;
  providerA = h.orgs['brightgrid-energy']!;
  providerB = h.orgs['voltwise-flex']!;
  const c = await h.app.db.query<{ id: number }>('SELECT id FROM competitions WHERE operator_id = $1 ORDER BY id LIMIT 1', [operator]);
  competition = c.rows[0]!.id;
});

describe('settlement reports', () => {
  let v1: { id: number; version: number };
  const events = () => [event(A_EVENT, providerA, '2'), event(B_EVENT, providerB, '1')];
  const v1Metered: Record<string, [number, number]> = { [A_EVENT]: [-1.5, -2.5], [B_EVENT]: [-0.25, -0.25] };

  it('writes version 1 as a draft the operator sees and providers do not', async () => {
    v1 = await writeVersion(v1Metered, events());
    expect(v1.version).toBe(1);
    const op = await h.get('operatorX', `/performance/settlementreports/${v1.id}/`);
    expect(op.statusCode).toBe(200);
    const body = op.json() as Json & { statements: Array<Json & { provider: number; net: string }> };
    expect(body.status).toBe('draft');
    expect(body.events_count).toBe(2);
    // Provider A: 1.75 MWh × 100 = 175.00; provider B's ratio 0.25 is below the minimum 0.5: no utilisation.
    const a = deliveredMwh(2, v1Metered[A_EVENT]!);
    expect(a).toBe(1.75);
    expect(body.statements.find((s) => s.provider === providerA)!.net).toBe((a * RATE).toFixed(2));
    expect(body.statements.find((s) => s.provider === providerB)!.net).toBe('0.00');
    expect(body.net).toBe((a * RATE).toFixed(2));
    expect((await h.get('providerA', `/performance/settlementreports/${v1.id}/`)).statusCode).toBe(404);
    expect(total(await h.get('providerA', `/performance/settlementreports/?month=${MONTH}`))).toBe(0);
    expect((await h.get('operatorY', `/performance/settlementreports/${v1.id}/`)).statusCode).toBe(404);
    expect((await h.get('user', `/performance/settlementreports/`)).statusCode).toBe(403);
    // The screens read every page 1,000 rows at a time (the platform's all-pages size).
    for (const url of ['/performance/settlementreports/', `/performance/settlementreports/${v1.id}/events/`, '/performance/settlementdisputes/']) {
      expect((await h.get('operatorX', `${url}?limit=1000&offset=0`)).statusCode).toBe(200);
    }
    expect((await h.get('providerA', `/dispatch-performance/v1/dispatches/?month=${MONTH}&limit=1000&offset=0`)).statusCode).toBe(200);
  });

  it('keeps every event with its inputs and per-period figures', async () => {
    const res = await h.get('operatorX', `/performance/settlementreports/${v1.id}/events/`);
    expect(total(res)).toBe(2);
    const a = (res.json() as Array<Json & { id: string; periods: Json[]; inputs: Json & { readings: Json[] } }>).find((e) => e.id === A_EVENT)!;
    expect(a.inputs.readings).toEqual([
      { start: new Date(START).toISOString(), mw: '-1.5' },
      { start: new Date(START + HALF_HOUR).toISOString(), mw: '-2.5' },
    ]);
    expect(a.periods.map((p) => [p.metered, p.baseline, p.instructed, p.delivered])).toEqual([
      ['-1.5', '0', '2', '1.5'],
      ['-2.5', '0', '2', '2'],
    ]);
    expect(a.performance_ratio).toBe(String(1.75 / 2));
  });

  it('refuses publication by providers; the operator publishes, providers then see their own part only', async () => {
    expect((await h.send('providerA', 'POST', `/performance/settlementreports/${v1.id}/publish/`)).statusCode).toBe(403);
    expect((await h.send('operatorY', 'POST', `/performance/settlementreports/${v1.id}/publish/`)).statusCode).toBe(404);
    // Two publications at once (on PostgreSQL, two connections): one publishes, the other finds it published.
    const both = await Promise.all([1, 2].map(() => h.send('operatorX', 'POST', `/performance/settlementreports/${v1.id}/publish/`)));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const pub = both.find((r) => r.statusCode === 200)!;
    expect((pub.json() as Json).status).toBe('published');
    expect((await h.send('operatorX', 'POST', `/performance/settlementreports/${v1.id}/publish/`)).statusCode).toBe(409);
    const seen = await h.get('providerB', `/performance/settlementreports/${v1.id}/`);
    const body = seen.json() as Json & { statements: Array<{ provider: number }> };
    expect(body.statements.map((s) => s.provider)).toEqual([providerB]);
    expect(body.events_count).toBe(1);
    const evs = await h.get('providerB', `/performance/settlementreports/${v1.id}/events/`);
    expect((evs.json() as Array<{ id: string }>).map((e) => e.id)).toEqual([B_EVENT]);
    const published = await h.app.db.query<{ type: string; org_ids: number[] }>(`SELECT type, org_ids FROM events WHERE type = 'settlement.report.published'`);
    expect(published.rows.map((r) => [...r.org_ids].sort((x, y) => x - y))).toEqual([[operator, providerA, providerB].sort((x, y) => x - y)]);
    const mails = await outbox(h.app, 'settlement@brightgrid.test');
    expect(mails.some((m) => m.kind === 'settlement_published' && m.body.includes('£175.00'))).toBe(true);
  });

  it('downloads as CSV with lines, events and periods', async () => {
    const res = await h.get('providerA', `/performance/settlementreports/${v1.id}/csv/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]!.startsWith('record,competition,month,version')).toBe(true);
    const records = lines.slice(1).map((l) => l.split(',')[0]);
    // Provider A only: its utilisation, net, VAT and gross lines, its event and the event's two periods.
    expect(records.filter((r) => r === 'line')).toHaveLength(4);
    expect(records.filter((r) => r === 'event')).toHaveLength(1);
    expect(records.filter((r) => r === 'period')).toHaveLength(2);
    expect(res.body).not.toContain(B_EVENT);
  });

  it('takes a provider’s dispute of one of its events once, and refuses another provider’s event', async () => {
    const bad = await h.send('providerA', 'POST', `/performance/settlementreports/${v1.id}/disputes/`, { event: B_EVENT, reason: 'meter_data', note: 'Not ours' });
    expect(bad.statusCode).toBe(400);
    // The same dispute twice at once: one is taken, the other refused (one open dispute per event).
    const twice = await Promise.all([
      h.send('providerA', 'POST', `/performance/settlementreports/${v1.id}/disputes/`, { event: A_EVENT, reason: 'meter_data', note: 'Second half-hour was late' }),
      h.send('providerA', 'POST', `/performance/settlementreports/${v1.id}/disputes/`, { event: A_EVENT, reason: 'meter_data', note: 'Second half-hour was late' }),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await h.send('providerA', 'POST', `/performance/settlementreports/${v1.id}/disputes/`, { event: A_EVENT, reason: 'baseline', note: 'again' })).statusCode).toBe(409);
    expect((await h.send('operatorX', 'POST', `/performance/settlementreports/${v1.id}/disputes/`, { reason: 'price', note: 'x' })).statusCode).toBe(403);
    const list = await h.get('operatorX', `/performance/settlementdisputes/?report=${v1.id}&status=open`);
    expect((list.json() as Array<{ event: string }>).map((d) => d.event)).toEqual([A_EVENT]);
    expect(total(await h.get('providerB', `/performance/settlementdisputes/?report=${v1.id}`))).toBe(0);
    const mails = await outbox(h.app, 'operator@northernlines.test');
    expect(mails.some((m) => m.kind === 'settlement_dispute_opened' && m.body.includes('Second half-hour was late'))).toBe(true);
  });

  it('does not finalise a report with an open dispute, even after its window', async () => {
    await h.app.db.query(`UPDATE settlement_reports SET dispute_window_ends = now() - interval '1 minute' WHERE id = $1`, [v1.id]);
    await finaliseDue(h.app.db);
    expect(((await h.get('operatorX', `/performance/settlementreports/${v1.id}/`)).json() as Json).status).toBe('published');
    const late = await h.send('providerB', 'POST', `/performance/settlementreports/${v1.id}/disputes/`, { reason: 'price', note: 'too late' });
    expect(late.statusCode).toBe(409);
  });

  it('upholding queues a rerun; version 2 shows the per-line difference from version 1 and supersedes it once published', async () => {
    const dispute = ((await h.get('operatorX', `/performance/settlementdisputes/?report=${v1.id}`)).json() as Array<{ id: number }>)[0]!;
    expect((await h.send('providerA', 'POST', `/performance/settlementdisputes/${dispute.id}/decide/`, { decision: 'upheld', note: 'ok' })).statusCode).toBe(403);
    const decided = await h.send('operatorX', 'POST', `/performance/settlementdisputes/${dispute.id}/decide/`, { decision: 'upheld', note: 'Late readings accepted' });
    expect(decided.json()).toMatchObject({ status: 'upheld' });
    const rerun = (decided.json() as { rerun: number | null }).rerun;
    expect(rerun).not.toBeNull();
    expect((await h.send('operatorX', 'POST', `/performance/settlementdisputes/${dispute.id}/decide/`, { decision: 'rejected', note: 'no' })).statusCode).toBe(409);
    const run = await h.get('operatorX', `/dfssettlement/runsettlement/${rerun}/`);
    expect((run.json() as Json).trigger).toBe('dispute');
    await h.app.jobs.idle();
    // The corrected readings, written as the next version (the queued rerun, if it finished first, took a number too).
    const v2Metered: Record<string, [number, number]> = { [A_EVENT]: [-2, -2], [B_EVENT]: [-0.25, -0.25] };
    const v2 = await writeVersion(v2Metered, events());
    expect(v2.version).toBeGreaterThan(1);
    const diff = (await h.get('operatorX', `/performance/settlementreports/${v2.id}/diff/?against=${v1.id}`)).json() as Json & { lines: Array<Json>; events: Array<Json> };
    const before = deliveredMwh(2, v1Metered[A_EVENT]!) * RATE;
    const after = deliveredMwh(2, v2Metered[A_EVENT]!) * RATE;
    const util = diff.lines.find((l) => l.kind === 'utilisation')!;
    expect(util).toMatchObject({ provider: providerA, before: before.toFixed(2), after: after.toFixed(2), difference: String(after - before), change: 'changed' });
    expect(diff.events).toEqual([expect.objectContaining({ id: A_EVENT, change: 'changed' })]);
    expect(diff.lines.filter((l) => l.provider === providerB).every((l) => l.change === 'unchanged')).toBe(true);
    // Before publication the provider cannot see version 2.
    expect((await h.get('providerA', `/performance/settlementreports/${v2.id}/`)).statusCode).toBe(404);
    expect((await h.send('operatorX', 'POST', `/performance/settlementreports/${v2.id}/publish/`)).statusCode).toBe(200);
    const versions = (await h.get('providerA', `/performance/settlementreports/${v2.id}/versions/`)).json() as Array<{ id: number; status: string; latest: boolean }>;
    expect(versions.find((v) => v.id === v1.id)).toMatchObject({ status: 'superseded', latest: false });
    expect(versions.find((v) => v.id === v2.id)).toMatchObject({ status: 'published', latest: true });
    // The provider's difference holds its own lines only, from the version it saw before (a draft in between is skipped).
    const own = (await h.get('providerA', `/performance/settlementreports/${v2.id}/diff/`)).json() as { against: { report: number }; lines: Array<{ provider: number }> };
    expect(own.against.report).toBe(v1.id);
    expect(new Set(own.lines.map((l) => l.provider))).toEqual(new Set([providerA]));
    const mails = await outbox(h.app, 'settlement@brightgrid.test');
    expect(mails.some((m) => m.kind === 'settlement_dispute_decided' && m.subject.includes('upheld'))).toBe(true);
  });

  it('answers the provider’s delivery performance from the latest published version', async () => {
    const res = await h.get('providerA', `/dispatch-performance/v1/dispatches/?month=${MONTH}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<Json & { periods: Array<{ delivered: string }> }>;
    expect(rows.map((r) => r.event)).toEqual([A_EVENT]);
    expect(rows[0]!.periods.map((p) => p.delivered)).toEqual(['2', '2']);
    const summary = (await h.get('providerA', `/dispatch-performance/v1/summary/?month=${MONTH}`)).json() as { competitions: Array<Json> };
    expect(summary.competitions).toEqual([expect.objectContaining({ competition, dispatches: 1, delivered_mwh: '2', instructed_mwh: '2', performance_ratio: '1', net: (2 * RATE).toFixed(2) })]);
    expect((await h.get('operatorX', `/dispatch-performance/v1/summary/?month=${MONTH}`)).statusCode).toBe(403);
    expect((await h.get('providerA', `/dispatch-performance/v1/summary/?month=2026-13`)).statusCode).toBe(400);
  });
});

describe('dispute window', () => {
  it('ends at midnight after the fifth working day, skipping weekends and the calendar’s holidays', () => {
    // Published on Good Friday 2026 (3 April) in England: Easter Monday (6 April) is a bank holiday, so the
    // five working days are 7, 8, 9, 10 and 13 April; the window ends at midnight BST starting 14 April.
    expect(disputeWindowEnd(Date.parse('2026-04-03T09:00:00Z'), 'Europe/London', 'GB-ENG').toISOString()).toBe('2026-04-13T23:00:00.000Z');
    // In Scotland Easter Monday is a working day: 6, 7, 8, 9, 10 April.
    expect(disputeWindowEnd(Date.parse('2026-04-03T09:00:00Z'), 'Europe/London', 'GB-SCT').toISOString()).toBe('2026-04-10T23:00:00.000Z');
  });
});
