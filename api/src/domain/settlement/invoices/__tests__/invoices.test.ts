/**
 * Settlement invoices: documents made from published report versions (invoice, credit note,
 * supplementary invoice, nothing when the amount is unchanged), their figures against the
 * statements, gap-free numbering per issuer under concurrent issues (real transactions on the
 * PostgreSQL pass), who sees and may act on what, signed PDF/CSV links, overdue, and the
 * `invoice.issued` event with its e-mails.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { bearer, createTestApp, login, outbox, type TestApp } from '../../../../../test/helpers.js';
import { signedExpiry } from '../../../../auth/signed-url.js';
import { defaultSettlementConfig } from '../../config.js';
import { Dec } from '../../decimal.js';
import { monthStatement, roundMoney } from '../../money.js';
import type { InvoiceLine, Statement } from '../../schemas.js';
import { INVOICE_DOWNLOAD_PURPOSE } from '../downloads.js';
import { PAYMENT_DAYS, differenceLines, issueDocument, issueInvoicesForReport, totalsOf } from '../issue.js';
import { markOverdue } from '../routes.js';
import type { InvoiceRow } from '../schemas.js';

type Json = Record<string, unknown>;
let t: TestApp;
let app: FastifyInstance;
let base: string;
const tokens: Record<string, string> = {};
const orgs: Record<string, number> = {};
const users: Record<string, number> = {};
let competitions: number[] = [];

const EMAILS = {
  providerA: 'provider@brightgrid.test',
  providerB: 'provider@voltwise.test',
  operatorX: 'operator@northernlines.test',
  operatorY: 'operator@southernwires.test',
  settlementA: 'settlement@brightgrid.test',
} as const;
type Who = keyof typeof EMAILS;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  for (const [name, email] of Object.entries(EMAILS)) {
    tokens[name] = await login(app, email);
    const r = await app.db.query<{ id: number; organisation_id: number }>('SELECT id, organisation_id FROM users WHERE email = $1', [email]);
    orgs[name] = r.rows[0]!.organisation_id;
    users[name] = r.rows[0]!.id;
  }
  const c = await app.db.query<{ id: number }>('SELECT id FROM competitions WHERE operator_id = $1 ORDER BY id LIMIT 6', [orgs.operatorX]);
  competitions = c.rows.map((r) => r.id);
  expect(competitions.length).toBeGreaterThanOrEqual(4);
});
afterAll(async () => t.close());

/** A provider's month statement: availability of `mw` MW over one 4-hour window at `rate` per MW·h, a service fee, VAT 20 %. */
function statement(mw: string, rate = '12.345', fee = '7.5'): Statement {
  const start = Date.UTC(2026, 2, 3, 16);
  return monthStatement({
    currency: 'GBP',
    config: { min_performance_ratio: 0.5, penalty_rate: null, vat_rate_percent: 20 },
    rates: { availability: new Dec(rate), utilisation: null, service_fee: new Dec(fee) },
    windows: [{ start, end: start + 4 * 3_600_000, mw: new Dec(mw) }],
    unavailability: [],
    events: [],
    previousMonthRatio: null,
  });
}

/** A published report version of a competition's month with these providers' statements. */
async function publish(competitionId: number, month: string, statements: Array<[number, Statement]>): Promise<void> {
  await app.db.transaction(async (tx) => {
    const prev = await tx.query<{ v: number | null }>('SELECT max(version) AS v FROM settlement_reports WHERE competition_id = $1 AND month = $2', [competitionId, month]);
    const version = (prev.rows[0]!.v ?? 0) + 1;
    const run = await tx.query<{ id: number }>(
      `INSERT INTO settlement_runs (competition_id, month, status, trigger, settings_version) VALUES ($1, $2, 'done', 'operator', 0) RETURNING id`,
      [competitionId, month],
    );
    const report = await tx.query<{ id: number }>(
      `INSERT INTO settlement_reports (competition_id, month, version, run_id, status, settings_version, currency, interval_minutes, published_at, dispute_window_ends)
       VALUES ($1, $2, $3, $4, 'published', 0, 'GBP', 30, now(), now() + interval '7 days') RETURNING id`,
      [competitionId, month, version, run.rows[0]!.id],
    );
    const id = report.rows[0]!.id;
    for (const [provider, s] of statements) {
      await tx.query(`INSERT INTO settlement_statements (report_id, provider_id, currency, statement, net, vat, gross) VALUES ($1, $2, 'GBP', $3, $4, $5, $6)`, [
        id, provider, JSON.stringify(s), s.net, s.vat, s.gross,
      ]);
    }
    await issueInvoicesForReport(tx, { id, competitionId, month, version });
  });
}

async function call(who: Who, method: 'GET' | 'POST', path: string): Promise<{ status: number; body: Json & Json[] }> {
  const r = await fetch(`${base}${path}`, { method, headers: bearer(tokens[who]!) });
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : {} };
}

async function documentsOf(provider: number, competitionId: number, month: string): Promise<InvoiceRow[]> {
  const r = await fetch(`${base}/performance/invoices/?competition=${competitionId}&month=${month}&flex_provider=${provider}&ordering=created`, { headers: bearer(tokens.operatorX!) });
  expect(r.status).toBe(200);
  const rows: InvoiceRow[] = JSON.parse(await r.text());
  return rows;
}

const gross = (s: Statement) => new Dec(s.gross);

describe('difference lines', () => {
  const line = (kind: InvoiceLine['kind'], quantity: string, rate: string): InvoiceLine => {
    const unrounded = new Dec(quantity).times(rate);
    return { kind, quantity, unit: kind === 'service_fee' ? 'MW·window' : 'MW·h', rate, factor: '1', unrounded: unrounded.toFixed(), amount: roundMoney(unrounded, 'GBP') };
  };
  it('compares lines of the same kind and rate, so bids at two prices stay apart, and leaves out unchanged ones', () => {
    const before = [line('availability', '4', '10.5'), line('availability', '2', '12')];
    const after = [line('availability', '3', '10.5'), line('availability', '2', '12'), line('service_fee', '1', '5')];
    const diff = differenceLines({ ...statement('1'), lines: after }, totalsOf(before));
    expect(diff.map((d) => [d.kind, d.rate.toFixed(), d.quantity.toFixed(), d.amount.toFixed(2)])).toEqual([
      ['availability', '10.5', new Dec(3).minus(4).toFixed(), new Dec(after[0]!.amount).minus(before[0]!.amount).toFixed(2)],
      ['service_fee', '5', '1', after[2]!.amount],
    ]);
  });
});

describe('documents from published report versions', () => {
  it('issues one self-billed invoice per provider with the statement’s lines, VAT and a due date 30 days on', async () => {
    const [c] = competitions;
    const a = statement('2.5');
    const b = statement('1');
    await publish(c!, '2026-03', [[orgs.providerA!, a], [orgs.providerB!, b]]);
    for (const [provider, s] of [[orgs.providerA!, a], [orgs.providerB!, b]] as const) {
      const [doc, ...more] = await documentsOf(provider, c!, '2026-03');
      expect(more).toHaveLength(0);
      expect(doc).toMatchObject({ kind: 'invoice', mode: 'self_billed', status: 'issued', issuer: orgs.operatorX, recipient: provider, currency: 'GBP' });
      expect(doc!.number).toMatch(new RegExp(`^INV-${orgs.operatorX}-\\d{6}$`));
      expect(doc!.lines.map((l) => [l.kind, l.amount])).toEqual(s.lines.map((l) => [l.kind, l.amount]));
      // The figures the statement gives, recomputed here: availability = MW × 4 h × rate, rounded once; VAT 20 % of net, rounded once.
      const availability = roundMoney(new Dec(provider === orgs.providerA ? '2.5' : '1').times(4).times('12.345'), 'GBP');
      const fee = roundMoney(new Dec(provider === orgs.providerA ? '2.5' : '1').times('7.5'), 'GBP');
      const net = new Dec(availability).plus(fee);
      expect(doc!.net).toBe(net.toFixed(2));
      expect(doc!.vat).toBe(roundMoney(net.times('0.2'), 'GBP'));
      expect(new Dec(doc!.gross).eq(net.plus(doc!.vat))).toBe(true);
      expect(new Date(doc!.due_at!).getTime() - new Date(doc!.issued_at!).getTime()).toBe(PAYMENT_DAYS * 86_400_000);
    }
    const events = await app.db.query<{ org_ids: number[]; data: Json }>(`SELECT org_ids, data FROM events WHERE type = 'invoice.issued' ORDER BY id`);
    expect(events.rows).toHaveLength(2);
    expect(events.rows[0]!.org_ids.sort()).toEqual([orgs.providerA, orgs.operatorX].sort());
  });

  it('follows a lower version with a credit note, a higher one with a supplementary invoice, and an unchanged one with nothing', async () => {
    const c = competitions[1]!;
    const p = orgs.providerA!;
    const v1 = statement('3');
    const v2 = statement('2');
    const v3 = statement('4');
    await publish(c, '2026-03', [[p, v1]]);
    await publish(c, '2026-03', [[p, v2]]);
    let docs = await documentsOf(p, c, '2026-03');
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
    const [original, credit] = docs;
    expect(credit).toMatchObject({ credits_invoice: original!.id, credits_invoice_number: original!.number, report_version: 2, status: 'issued' });
    expect(credit!.number).toMatch(new RegExp(`^CRN-${orgs.operatorX}-\\d{6}$`));
    expect(credit!.gross).toBe(gross(v2).minus(gross(v1)).toFixed(2));
    expect(new Dec(credit!.gross).isNegative()).toBe(true);
    // Each line of the credit note is the change of that line.
    for (const line of credit!.lines) {
      const before = v1.lines.find((l) => l.kind === line.kind)!;
      const after = v2.lines.find((l) => l.kind === line.kind)!;
      expect(line.amount).toBe(new Dec(after.amount).minus(before.amount).toFixed(2));
    }
    await publish(c, '2026-03', [[p, v3]]);
    await publish(c, '2026-03', [[p, statement('4')]]);
    docs = await documentsOf(p, c, '2026-03');
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note', 'supplementary']);
    expect(docs[2]!.gross).toBe(gross(v3).minus(gross(v2)).toFixed(2));
    // The month's documents add up to the latest version, whatever came between; each document's net is the sum of its lines.
    const total = docs.reduce((s, d) => s.plus(d.gross), new Dec(0));
    expect(total.eq(gross(v3))).toBe(true);
    for (const d of docs) expect(d.lines.reduce((s, l) => s.plus(l.amount), new Dec(0)).eq(d.net)).toBe(true);
  });

  it('corrects a self-billed invoice with a self-billed credit note even after the competition moved to provider-issued invoices', async () => {
    const c = competitions[0]!;
    const p = orgs.providerA!;
    await publish(c, '2026-05', [[p, statement('3')]]);
    await app.db.query(`INSERT INTO settlement_configs (competition_id, version, config) VALUES ($1, 1, $2)`, [c, JSON.stringify({ ...defaultSettlementConfig('GB'), invoice_mode: 'provider_issued' })]);
    try {
      await publish(c, '2026-05', [[p, statement('2')]]);
      await publish(c, '2026-06', [[p, statement('2')]]);
    } finally {
      await app.db.query(`DELETE FROM settlement_configs WHERE competition_id = $1`, [c]);
    }
    const may = await documentsOf(p, c, '2026-05');
    expect(may.map((d) => [d.kind, d.mode, d.status, d.issuer])).toEqual([
      ['invoice', 'self_billed', 'issued', orgs.operatorX],
      ['credit_note', 'self_billed', 'issued', orgs.operatorX],
    ]);
    // A new month follows the new mode: the provider's draft, which the operator does not see yet.
    expect(await documentsOf(p, c, '2026-06')).toEqual([]);
    const june = await app.db.query<{ mode: string; status: string; issuer_id: number }>(`SELECT mode, status, issuer_id FROM invoices WHERE competition_id = $1 AND month = '2026-06'`, [c]);
    expect(june.rows).toEqual([{ mode: 'provider_issued', status: 'draft', issuer_id: p }]);
  });

  it('rewrites a provider’s unissued draft to the new version instead of correcting it', async () => {
    const c = competitions[2]!;
    const p = orgs.providerB!;
    // Version 1 left the provider a draft it has not issued (invoice mode provider_issued at the time).
    await draft(p, c, '2026-04');
    await publish(c, '2026-04', [[p, statement('5')]]);
    const docs = await app.db.query<{ kind: string; status: string; gross: string; report_version: number }>(
      `SELECT kind, status, gross::text AS gross, report_version FROM invoices WHERE provider_id = $1 AND competition_id = $2 AND month = '2026-04' ORDER BY id`,
      [p, c],
    );
    expect(docs.rows.map((d) => [d.kind, d.status])).toEqual([['invoice', 'issued']]);
    expect(docs.rows[0]!.report_version).toBe(2);
    expect(docs.rows[0]!.gross).toBe(statement('5').gross);
  });
});

/** A provider_issued draft invoice of the provider for a competition and month (as publication makes it in that mode). */
async function draft(provider: number, competitionId: number, month: string): Promise<number> {
  const s = statement('1');
  const run = await app.db.query<{ id: number }>(`INSERT INTO settlement_runs (competition_id, month, status, trigger, settings_version) VALUES ($1, $2, 'done', 'operator', 0) RETURNING id`, [competitionId, month]);
  const report = await app.db.query<{ id: number }>(
    `INSERT INTO settlement_reports (competition_id, month, version, run_id, status, settings_version, currency, interval_minutes, published_at, dispute_window_ends)
     VALUES ($1, $2, 1, $3, 'published', 0, 'GBP', 30, now(), now()) RETURNING id`,
    [competitionId, month, run.rows[0]!.id],
  );
  const r = await app.db.query<{ id: number }>(
    `INSERT INTO invoices (issuer_id, recipient_id, provider_id, operator_id, competition_id, month, report_id, report_version, kind, mode, status, currency, net, vat_rate_percent, vat, gross)
     SELECT $1, c.operator_id, $1, c.operator_id, c.id, $3, $4, 1, 'invoice', 'provider_issued', 'draft', 'GBP', $5, 20, $6, $7 FROM competitions c WHERE c.id = $2 RETURNING id`,
    [provider, competitionId, month, report.rows[0]!.id, s.net, s.vat, s.gross],
  );
  return r.rows[0]!.id;
}

const sequenceOf = (number: string) => Number(number.split('-').pop());

describe('gap-free numbering per issuer', () => {
  it('gives concurrent issues of one issuer consecutive numbers, and a draft issued twice at once one number', async () => {
    const p = orgs.providerB!;
    const months = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08'];
    const ids: number[] = [];
    for (const [i, m] of months.entries()) ids.push(await draft(p, competitions[3 + (i % 2)]!, m));
    // The recipient does not see drafts.
    const hidden = await call('operatorX', 'GET', `/performance/invoices/${ids[0]}/`);
    expect(hidden.status).toBe(404);
    // Every draft issued at once, the first one three times.
    const answers = await Promise.all([...ids, ids[0]!, ids[0]!].map((id) => call('providerB', 'POST', `/performance/invoices/${id}/issue/`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(ids.length);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(2);
    const numbers = await app.db.query<{ number: string }>(`SELECT number FROM invoices WHERE issuer_id = $1 AND number IS NOT NULL`, [p]);
    const sequence = numbers.rows.map((r) => sequenceOf(r.number)).sort((a, b) => a - b);
    expect(sequence).toEqual(sequence.map((_, i) => i + 1));
    expect(numbers.rows.every((r) => r.number.startsWith(`INV-${p}-`))).toBe(true);
  });

  it('numbers an operator’s self-billed documents without gaps when reports are published at once, and gives back a rolled-back number', async () => {
    const op = orgs.operatorX!;
    const id = await draft(orgs.providerA!, competitions[3]!, '2024-12');
    await expect(
      app.db.transaction(async (tx) => {
        await tx.query(`UPDATE invoices SET mode = 'self_billed', issuer_id = operator_id, recipient_id = provider_id WHERE id = $1`, [id]);
        await issueDocument(tx, id, null);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const months = ['2024-01', '2024-02', '2024-03', '2024-04', '2024-05', '2024-06'];
    await Promise.all(months.map((m, i) => publish(competitions[i % 4]!, m, [[orgs.providerA!, statement(String(i + 1))]])));
    const numbers = await app.db.query<{ number: string }>(`SELECT number FROM invoices WHERE issuer_id = $1 AND number IS NOT NULL`, [op]);
    const sequence = numbers.rows.map((r) => sequenceOf(r.number)).sort((a, b) => a - b);
    expect(sequence).toEqual(sequence.map((_, i) => i + 1));
  });
});

describe('who sees and acts', () => {
  it('shows a document to its two organisations only, lets the operator (not the supplier) mark it paid once', async () => {
    const [doc] = await documentsOf(orgs.providerA!, competitions[0]!, '2026-03');
    expect((await call('providerA', 'GET', `/performance/invoices/${doc!.id}/`)).status).toBe(200);
    expect((await call('settlementA', 'GET', `/performance/invoices/${doc!.id}/`)).status).toBe(200);
    expect((await call('providerB', 'GET', `/performance/invoices/${doc!.id}/`)).status).toBe(404);
    expect((await call('operatorY', 'GET', `/performance/invoices/${doc!.id}/`)).status).toBe(404);
    const listB = await call('providerB', 'GET', '/performance/invoices/?limit=1000');
    expect(listB.body.every((d) => d.flex_provider === orgs.providerB)).toBe(true);
    expect((await call('operatorY', 'GET', '/performance/invoices/')).body).toEqual([]);
    expect((await call('providerA', 'POST', `/performance/invoices/${doc!.id}/mark_paid/`)).status).toBe(403);
    expect((await call('providerA', 'POST', `/performance/invoices/${doc!.id}/issue/`)).status).toBe(403);
    expect((await call('operatorX', 'POST', `/performance/invoices/${doc!.id}/issue/`)).status).toBe(403);
    const paid = await call('operatorX', 'POST', `/performance/invoices/${doc!.id}/mark_paid/`);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid' });
    expect(typeof paid.body.paid_at).toBe('string');
    expect((await call('operatorX', 'POST', `/performance/invoices/${doc!.id}/mark_paid/`)).status).toBe(409);
  });

  it('marks issued documents past their due date overdue, and leaves paid ones', async () => {
    const [paid] = await documentsOf(orgs.providerA!, competitions[0]!, '2026-03');
    const [issued] = await documentsOf(orgs.providerB!, competitions[0]!, '2026-03');
    await app.db.query(`UPDATE invoices SET due_at = now() - interval '1 minute' WHERE id = ANY($1::int[])`, [[paid!.id, issued!.id]]);
    expect(await markOverdue(app)).toBeGreaterThanOrEqual(1);
    const r = await app.db.query<{ id: number; status: string }>('SELECT id, status FROM invoices WHERE id = ANY($1::int[])', [[paid!.id, issued!.id]]);
    expect(Object.fromEntries(r.rows.map((x) => [x.id, x.status]))).toEqual({ [paid!.id]: 'paid', [issued!.id]: 'overdue' });
    expect((await call('operatorX', 'POST', `/performance/invoices/${issued!.id}/mark_paid/`)).status).toBe(200);
  });
});

describe('signed downloads', () => {
  it('serves the PDF and CSV to the link’s user, and refuses changed, expired and other users’ links', async () => {
    const [doc] = await documentsOf(orgs.providerA!, competitions[1]!, '2026-03');
    const links = await call('providerA', 'GET', `/performance/invoices/${doc!.id}/download_links/`);
    expect(links.status).toBe(200);
    const pdf = await fetch(String(links.body.pdf).replace(/^https?:\/\/[^/]+/, base));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await fetch(String(links.body.csv).replace(/^https?:\/\/[^/]+/, base));
    expect(csv.status).toBe(200);
    const rows = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows).toHaveLength(1 + doc!.lines.length);
    expect(rows[1]).toContain(doc!.number!);
    expect(rows[1]).toContain(doc!.lines[0]!.amount);

    const url = new URL(String(links.body.pdf));
    const path = `/performance/invoices/${doc!.id}/download/pdf/`;
    // The same signature for another user (who may see the document) is refused.
    const other = await fetch(`${base}${path}?user=${users.settlementA}&expires=${url.searchParams.get('expires')}&signature=${url.searchParams.get('signature')}`);
    expect(other.status).toBe(403);
    // The PDF's signature does not open the CSV.
    const swapped = await fetch(`${base}/performance/invoices/${doc!.id}/download/csv/${url.search}`);
    expect(swapped.status).toBe(403);
    const expired = signedExpiry(app.config.jwtSecret, INVOICE_DOWNLOAD_PURPOSE, `${doc!.id}:pdf:${users.providerA}`, 60, Date.now() - 3_600_000);
    const late = await fetch(`${base}${path}?user=${users.providerA}&${expired}`);
    expect(late.status).toBe(403);
    expect(await late.json()).toEqual({ detail: 'This link has expired.' });
    // A link made for a user of another organisation (signed correctly) does not open a document that organisation cannot see.
    const foreign = signedExpiry(app.config.jwtSecret, INVOICE_DOWNLOAD_PURPOSE, `${doc!.id}:pdf:${users.providerB}`, 60);
    expect((await fetch(`${base}${path}?user=${users.providerB}&${foreign}`)).status).toBe(403);
    // A user who leaves the organisation can no longer use the links made for them.
    await app.db.query('UPDATE users SET is_active = false WHERE id = $1', [users.providerA]);
    expect((await fetch(String(links.body.pdf).replace(/^https?:\/\/[^/]+/, base))).status).toBe(403);
    await app.db.query('UPDATE users SET is_active = true WHERE id = $1', [users.providerA]);
    expect((await fetch(`${base}${path}?user=${users.providerA}&expires=1&signature=x`)).status).toBe(403);
    expect((await fetch(`${base}${path}?user=abc&expires=1&signature=x`)).status).toBe(400);
  });
});

describe('invoice.issued e-mails', () => {
  it('writes to the settlement members of both organisations', async () => {
    await app.jobs.idle();
    const mails = await outbox(app, EMAILS.settlementA);
    const issued = mails.filter((m) => m.subject.includes('issued'));
    expect(issued.length).toBeGreaterThan(0);
    expect(issued.some((m) => /Self-billed invoice INV-\d+-\d{6} issued/.test(m.subject))).toBe(true);
    expect((await outbox(app, EMAILS.operatorX)).some((m) => m.subject.includes('issued'))).toBe(true);
  });
});
