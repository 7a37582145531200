/**
 * GET analytics/reports/spend-invoicing/: a fresh operator's settlement over four months — reports,
 * statements, invoices (paid, unpaid, a credit note, a provider's draft) and their lines, disputes of
 * a report and of an event — with every amount, age band and dispute figure worked out here in
 * decimals from those inputs. Another operator's invoice and dispute never show.
 */
import { Decimal } from 'decimal.js';
import type { Db } from '../../../db/types.js';
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { bearer } from '../../../../test/helpers.js';
import { makeCompetition, makeOrganisation } from '../../../../test/support/analytics.js';
import { loginWithoutAnalytics } from '../../../../test/support/analytics-access.js';

const h = domainHarness();

type Comp = 'c1' | 'c2' | 'other';
type Prov = 'p1' | 'p2';
type LineKind = 'availability' | 'utilisation' | 'service_fee' | 'penalty';

/** One settlement document: its report (competition, month, version), lines, VAT and dates. */
interface Doc {
  name: string;
  comp: Comp;
  provider: Prov;
  month: string;
  version: number;
  kind: 'invoice' | 'credit_note';
  status: 'draft' | 'issued' | 'overdue' | 'paid';
  issued: string | null;
  paid: string | null;
  lines: [LineKind, string][];
  vat: string;
  credits?: string;
}

const DOCS: Doc[] = [
  { name: 'd1', comp: 'c1', provider: 'p1', month: '2026-01', version: 1, kind: 'invoice', status: 'paid', issued: '2026-02-05T09:00:00Z', paid: '2026-02-20T09:00:00Z',
    lines: [['availability', '100.10'], ['utilisation', '50.25'], ['service_fee', '10.00'], ['penalty', '-5.05']], vat: '31.06' },
  { name: 'd2', comp: 'c1', provider: 'p2', month: '2026-01', version: 1, kind: 'invoice', status: 'overdue', issued: '2026-02-05T09:00:00Z', paid: null,
    lines: [['availability', '200.00'], ['penalty', '-12.34']], vat: '37.53' },
  { name: 'd3', comp: 'c1', provider: 'p1', month: '2026-02', version: 1, kind: 'invoice', status: 'issued', issued: '2026-03-05T09:00:00Z', paid: null,
    lines: [['availability', '80.00'], ['utilisation', '40.40']], vat: '24.08' },
  { name: 'd4', comp: 'c1', provider: 'p1', month: '2026-02', version: 2, kind: 'credit_note', status: 'issued', issued: '2026-03-20T09:00:00Z', paid: null,
    lines: [['utilisation', '-10.10']], vat: '-2.02', credits: 'd3' },
  // A provider's draft, not issued yet: part of February's spend, not of the ageing.
  { name: 'd5', comp: 'c2', provider: 'p2', month: '2026-02', version: 1, kind: 'invoice', status: 'draft', issued: null, paid: null,
    lines: [['utilisation', '30.00']], vat: '6.00' },
  // Paid after the range's end: still unpaid as of it.
  { name: 'd6', comp: 'c2', provider: 'p2', month: '2026-03', version: 1, kind: 'invoice', status: 'paid', issued: '2026-04-02T09:00:00Z', paid: '2026-04-28T09:00:00Z',
    lines: [['service_fee', '25.00']], vat: '5.00' },
  // May: outside the range, issued after its end.
  { name: 'd7', comp: 'c1', provider: 'p1', month: '2026-05', version: 1, kind: 'invoice', status: 'issued', issued: '2026-06-03T09:00:00Z', paid: null,
    lines: [['availability', '77.77']], vat: '15.55' },
  // Another operator's unpaid invoice.
  { name: 'd8', comp: 'other', provider: 'p1', month: '2026-01', version: 1, kind: 'invoice', status: 'overdue', issued: '2026-02-05T09:00:00Z', paid: null,
    lines: [['availability', '999.99']], vat: '200.00' },
];

/** Disputes: of a whole report (`event` null) or of one event with its utilisation and penalty. */
interface Dispute {
  doc: string;
  status: 'open' | 'upheld' | 'rejected';
  event: { utilisation: string; penalty: string } | null;
}
const DISPUTES: Dispute[] = [
  { doc: 'd2', status: 'rejected', event: null },
  { doc: 'd3', status: 'upheld', event: { utilisation: '12.3456', penalty: '1.2' } },
  { doc: 'd6', status: 'open', event: null },
  { doc: 'd1', status: 'open', event: { utilisation: '4.004', penalty: '0' } },
  { doc: 'd7', status: 'open', event: null },
  { doc: 'd8', status: 'open', event: null },
];

const NAMES = { c1: 'Spend Test North', c2: 'Spend Test South', other: 'Spend Test Elsewhere', p1: 'Spend Test Power One', p2: 'Spend Test Power Two' };
const RANGE = { from: '2026-01-01', to: '2026-04-15' };

let xToken = '';
let yToken = '';
let xWithoutAnalytics = '';
const orgs: Record<string, number> = {};
const comps: Record<string, number> = {};
const reports: Record<string, number> = {};

// ── Inputs ─────────────────────────────────────────────────────────────────────────────────────
const net = (d: Doc) => d.lines.reduce((s, [, amount]) => s.plus(amount), new Decimal(0));
const gross = (d: Doc) => net(d).plus(d.vat);

async function insertDoc(db: Db, d: Doc, numbers: Record<string, number>, docIds: Record<string, number>): Promise<void> {
  const operator = d.comp === 'other' ? orgs.y! : orgs.x!;
  const competition = comps[d.comp]!;
  // One report per competition, month and version; each provider's statement in it.
  const existing = await db.query<{ id: number }>(`SELECT id FROM settlement_reports WHERE competition_id = $1 AND month = $2 AND version = $3`, [competition, d.month, d.version]);
  if (existing.rows[0]) reports[d.name] = existing.rows[0].id;
  else {
    const run = await db.query<{ id: number }>(`INSERT INTO settlement_runs (competition_id, month, status, trigger) VALUES ($1, $2, 'done', 'operator') RETURNING id`, [competition, d.month]);
    const report = await db.query<{ id: number }>(
      `INSERT INTO settlement_reports (competition_id, month, version, run_id, status, settings_version, currency, interval_minutes, published_at, dispute_window_ends)
       VALUES ($1, $2, $3, $4, 'published', 1, 'GBP', 30, '2026-02-01T00:00:00Z', '2026-02-15T00:00:00Z') RETURNING id`,
      [competition, d.month, d.version, run.rows[0]!.id],
    );
    reports[d.name] = report.rows[0]!.id;
  }
  const provider = orgs[d.provider]!;
  await db.query(`INSERT INTO settlement_statements (report_id, provider_id, currency, statement, net, vat, gross) VALUES ($1, $2, 'GBP', '{}', $3, $4, $5)`, [
    reports[d.name],
    provider,
    net(d).toString(),
    d.vat,
    gross(d).toString(),
  ]);
  const draft = d.status === 'draft';
  const issuer = draft ? provider : operator;
  numbers[issuer] = (numbers[issuer] ?? 0) + (draft ? 0 : 1);
  const inv = await db.query<{ id: number }>(
    `INSERT INTO invoices (issuer_id, recipient_id, provider_id, operator_id, competition_id, month, report_id, report_version, kind, mode, number, status,
                           issued_at, due_at, paid_at, currency, net, vat_rate_percent, vat, gross, credits_invoice_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13::timestamptz + interval '30 days', $14, 'GBP', $15, 20, $16, $17, $18) RETURNING id`,
    [
      issuer, draft ? operator : provider, provider, operator, competition, d.month, reports[d.name], d.version, d.kind, draft ? 'provider_issued' : 'self_billed',
      draft ? null : `INV-${issuer}-${numbers[issuer]}`, d.status, d.issued, d.paid, net(d).toString(), d.vat, gross(d).toString(), d.credits ? docIds[d.credits] : null,
    ],
  );
  docIds[d.name] = inv.rows[0]!.id;
  for (const [i, [kind, amount]] of d.lines.entries()) {
    await db.query(`INSERT INTO invoice_lines (invoice_id, position, kind, quantity, unit, rate, amount) VALUES ($1, $2, $3, 1, 'x', $4, $4)`, [docIds[d.name], i + 1, kind, amount]);
  }
}

async function insertDispute(db: Db, g: Dispute, n: number): Promise<void> {
  const doc = DOCS.find((d) => d.name === g.doc)!;
  let eventId: string | null = null;
  if (g.event) {
    eventId = `${1000 + n}-1`;
    await db.query(
      `INSERT INTO settlement_report_events (report_id, event_id, instruction_id, asset_id, provider_id, start, "end", direction, instructed_mw,
                                             has_baseline_data, has_actual_data, utilisation, penalty, inputs)
       VALUES ($1, $2, $3, 1, $4, '2026-01-10T17:00:00Z', '2026-01-10T18:00:00Z', 'turn_down', 1, true, true, $5, $6, '{}')`,
      [reports[g.doc], eventId, 1000 + n, orgs[doc.provider], g.event.utilisation, g.event.penalty],
    );
  }
  await db.query(
    `INSERT INTO settlement_disputes (report_id, provider_id, event_id, reason, note, status, decided_at) VALUES ($1, $2, $3, 'meter_data', 'Readings', $4, $5)`,
    [reports[g.doc], orgs[doc.provider], eventId, g.status, g.status === 'open' ? null : '2026-03-01T00:00:00Z'],
  );
}

beforeAll(async () => {
  const db = h.app.db;
  const x = await makeOrganisation(h.app, 'spend-test-grid', 'Spend Test Grid', 'systemoperator');
  const y = await makeOrganisation(h.app, 'spend-test-other-grid', 'Spend Test Other Grid', 'systemoperator');
  [orgs.x, orgs.y, xToken, yToken] = [x.id, y.id, x.token!, y.token!];
  xWithoutAnalytics = await loginWithoutAnalytics(h.app, x.id, 'dispatcher@spend-test-grid.test');
  orgs.p1 = (await makeOrganisation(h.app, 'spend-test-power-one', NAMES.p1, 'flexprovider')).id;
  orgs.p2 = (await makeOrganisation(h.app, 'spend-test-power-two', NAMES.p2, 'flexprovider')).id;
  comps.c1 = await makeCompetition(db, x.id, { name: NAMES.c1, type: 'availability_utilisation', gspGroups: ['_A'] });
  comps.c2 = await makeCompetition(db, x.id, { name: NAMES.c2, type: 'utilisation', gspGroups: ['_B'] });
  comps.other = await makeCompetition(db, y.id, { name: NAMES.other, type: 'availability_utilisation', gspGroups: ['_A'] });
  const numbers: Record<string, number> = {};
  const docIds: Record<string, number> = {};
  for (const d of DOCS) await insertDoc(db, d, numbers, docIds);
  for (const [n, g] of DISPUTES.entries()) await insertDispute(db, g, n);
});

// ── The expected answer, from DOCS and DISPUTES ────────────────────────────────────────────────
const money = (d: Decimal) => d.toFixed(2);
const sumOf = (docs: Doc[], kind?: LineKind) =>
  docs.flatMap((d) => d.lines).filter(([k]) => kind === undefined || k === kind).reduce((s, [, a]) => s.plus(a), new Decimal(0));

/** X's documents the filters let through, for the months of [from, to]. */
const docsIn = (from: string, to: string, keep: (d: Doc) => boolean) =>
  DOCS.filter((d) => d.comp !== 'other' && d.month >= from.slice(0, 7) && d.month <= to.slice(0, 7) && keep(d));

function expectedMain(from: string, to: string, keep: (d: Doc) => boolean = () => true): Json[] {
  const docs = docsIn(from, to, keep);
  return [...new Set(docs.map((d) => d.month))].sort().map((month) => {
    const m = docs.filter((d) => d.month === month);
    return {
      month,
      availability: money(sumOf(m, 'availability')),
      utilisation: money(sumOf(m, 'utilisation')),
      service_fee: money(sumOf(m, 'service_fee')),
      penalties: money(sumOf(m, 'penalty').negated()),
      total: money(sumOf(m)),
      invoices: m.length,
    };
  });
}

/** Whole days from the UTC date to `asOf`. */
const daysSince = (issued: string, asOf: string) => Math.round((Date.parse(asOf) - Date.parse(issued.slice(0, 10))) / 86_400_000);

function expectedAgeing(asOf: string, keep: (d: Doc) => boolean = () => true): Json[] {
  const end = Date.parse(asOf) + 86_400_000;
  const unpaid = DOCS.filter((d) => d.comp !== 'other' && keep(d) && d.issued !== null && Date.parse(d.issued) < end && (d.paid === null || Date.parse(d.paid) >= end));
  const bands: [string, number, number][] = [['0-30', 0, 30], ['31-60', 31, 60], ['61-90', 61, 90], ['>90', 91, Infinity]];
  return bands.map(([band, lo, hi]) => {
    const inBand = unpaid.filter((d) => daysSince(d.issued!, asOf) >= lo && daysSince(d.issued!, asOf) <= hi);
    return { band, invoices: inBand.length, amount: money(inBand.reduce((s, d) => s.plus(gross(d)), new Decimal(0))) };
  });
}

function expectedDisputes(from: string, to: string, keep: (d: Doc) => boolean = () => true): Json[] {
  return ['open', 'upheld', 'rejected'].map((status) => {
    const found = DISPUTES.filter((g) => {
      const d = DOCS.find((doc) => doc.name === g.doc)!;
      return g.status === status && d.comp !== 'other' && d.month >= from.slice(0, 7) && d.month <= to.slice(0, 7) && keep(d);
    });
    const amount = found.reduce((s, g) => s.plus(g.event ? new Decimal(g.event.utilisation).minus(g.event.penalty) : net(DOCS.find((d) => d.name === g.doc)!)), new Decimal(0));
    return { status, disputes: found.length, amount: money(amount) };
  });
}

async function report(token: string, query: string): Promise<Json> {
  const res = await h.app.inject({ method: 'GET', url: `/analytics/reports/spend-invoicing/?${query}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as Json;
}
const table = (r: Json, key: string) => ((r.tables as Json[]).find((t) => t.key === key)!.rows as Json[]);
const q = (from: string, to: string, extra = '') => `from=${from}&to=${to}${extra}`;

describe('spend-invoicing', () => {
  it('spend per settled month, unpaid documents by age as of the range end, disputes by status: all worked out from the documents', async () => {
    const r = await report(xToken, q(RANGE.from, RANGE.to));
    expect([r.empty, r.currency]).toEqual([null, 'GBP']);
    const main = expectedMain(RANGE.from, RANGE.to);
    expect(main.map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(table(r, 'main')).toEqual(main);
    // By hand, January: availability 100.10 + 200.00, penalties 5.05 + 12.34, total 155.30 + 187.66.
    expect(main[0]).toMatchObject({ availability: '300.10', penalties: '17.39', total: '342.96', invoices: 2 });

    const aged = expectedAgeing(RANGE.to);
    expect(table(r, 'ageing')).toEqual(aged);
    // d2 is 69 days old, d3 41, d4 (a credit note) 26 and d6 13 (paid only after the 15th).
    expect(aged.map((b) => b.invoices)).toEqual([2, 1, 1, 0]);

    const disputes = expectedDisputes(RANGE.from, RANGE.to);
    expect(table(r, 'disputes')).toEqual(disputes);
    // Open: d6's statement 25.00 and d1's event 4.004 → 29.00; upheld: 12.3456 − 1.2 → 11.15.
    expect(disputes.map((d) => d.amount)).toEqual(['29.00', '11.15', '187.66']);

    const figures = Object.fromEntries((r.figures as Json[]).map((f) => [f.key, f.value]));
    expect(figures).toEqual({
      total: money(sumOf(docsIn(RANGE.from, RANGE.to, () => true))),
      unpaid: money(aged.reduce((s, b) => s.plus(b.amount as string), new Decimal(0))),
      open_disputes: disputes[0]!.disputes,
    });
    expect((r.chart as Json).points).toEqual(main.map(({ month, availability, utilisation, service_fee, penalties }) => ({ month, availability, utilisation, service_fee, penalties })));
    // Money is decimal text with two places everywhere, never a float.
    for (const row of [...table(r, 'main'), ...table(r, 'ageing'), ...table(r, 'disputes')]) {
      for (const [key, value] of Object.entries(row)) if (!['month', 'band', 'status', 'invoices', 'disputes'].includes(key)) expect(value).toMatch(/^-?\d+\.\d{2}$/);
    }
  });

  it('narrows by date range (the months settled; ageing as of its end), competition, area, product and provider', async () => {
    const feb = await report(xToken, q('2026-02-01', '2026-02-28'));
    expect(table(feb, 'main')).toEqual(expectedMain('2026-02-01', '2026-02-28'));
    expect(table(feb, 'ageing')).toEqual(expectedAgeing('2026-02-28'));
    expect(table(feb, 'ageing')[0]).toMatchObject({ invoices: 1 }); // d2 only: d1 was paid by then
    expect(table(feb, 'disputes')).toEqual(expectedDisputes('2026-02-01', '2026-02-28'));

    const south = (d: Doc) => d.comp === 'c2';
    for (const extra of [`&competition=${comps.c2}`, '&area=_B', '&product=utilisation']) {
      const r = await report(xToken, q(RANGE.from, RANGE.to, extra));
      expect(table(r, 'main')).toEqual(expectedMain(RANGE.from, RANGE.to, south));
      expect(table(r, 'ageing')).toEqual(expectedAgeing(RANGE.to, south));
      expect(table(r, 'disputes')).toEqual(expectedDisputes(RANGE.from, RANGE.to, south));
    }
    const one = (d: Doc) => d.provider === 'p1';
    const byProvider = await report(xToken, q(RANGE.from, RANGE.to, `&provider=${orgs.p1}`));
    expect(table(byProvider, 'main')).toEqual(expectedMain(RANGE.from, RANGE.to, one));
    expect(table(byProvider, 'ageing')).toEqual(expectedAgeing(RANGE.to, one));
    expect(table(byProvider, 'disputes')).toEqual(expectedDisputes(RANGE.from, RANGE.to, one));

    // A range ending after today: the ageing is as of today (d7, issued in June, is in it).
    const today = new Date().toISOString().slice(0, 10);
    expect(table(await report(xToken, q('2026-01-01', '2099-12-31')), 'ageing')).toEqual(expectedAgeing(today));
    const none = await report(xToken, q('2024-01-01', '2024-12-31'));
    expect([none.empty, table(none, 'main')]).toEqual(['no_data', []]);
  });

  it("shows only the caller's own settlement and names no provider", async () => {
    const body = JSON.stringify(await report(xToken, q(RANGE.from, RANGE.to)));
    for (const name of [NAMES.p1, NAMES.p2, '999.99']) expect(body).not.toContain(name);
    const theirs = await report(yToken, q(RANGE.from, RANGE.to));
    expect(table(theirs, 'main')).toEqual([{ month: '2026-01', availability: '999.99', utilisation: '0.00', service_fee: '0.00', penalties: '0.00', total: '999.99', invoices: 1 }]);
    expect(table(theirs, 'disputes')[0]).toEqual({ status: 'open', disputes: 1, amount: '999.99' });
    expect(table(await report(xToken, q(RANGE.from, RANGE.to, `&competition=${comps.other}`)), 'main')).toEqual([]);
  });

  it('says no_settlement for an operator whose competitions were never settled', async () => {
    const fresh = await makeOrganisation(h.app, 'spend-test-new-grid', 'Spend Test New Grid', 'systemoperator');
    await makeCompetition(h.app.db, fresh.id, { name: 'Spend Test Unsettled' });
    expect((await report(fresh.token!, q(RANGE.from, RANGE.to))).empty).toBe('no_settlement');
  });

  it('is for operators holding analytics only, and gives the main table as CSV', async () => {
    const url = `/analytics/reports/spend-invoicing/?${q(RANGE.from, RANGE.to)}`;
    expect((await h.get('providerA', url)).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url, headers: bearer(xWithoutAnalytics) })).statusCode).toBe(403);
    const csv = await h.app.inject({ method: 'GET', url: `${url}&format=csv`, headers: bearer(xToken) });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    const main = expectedMain(RANGE.from, RANGE.to);
    expect(lines).toEqual(['month,availability,utilisation,service_fee,penalties,total,invoices', ...main.map((m) => Object.values(m).join(','))]);
  });
});
