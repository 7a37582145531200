/**
 * Contracts through the API: made when results are confirmed (once, also when confirmed twice at
 * once), seen only by their two organisations, accepted by the provider, terminated by the
 * operator of the competition, downloaded through signed links, announced by `contract.updated`
 * and e-mailed to the other side; framework agreements recorded when a DPS application is approved.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { outbox } from '../../../../test/helpers.js';
import { activeObligations } from '../active.js';
import { createContractsFromResults } from '../create.js';

const h = domainHarness();

interface Confirmed {
  competition: number;
  operator: 'operatorX' | 'operatorY';
  /** Accepted bids per provider id. */
  accepted: Map<number, number>;
}

/**
 * Operator X's competition with the most providers bidding, its bidding closed (dates moved), every
 * active bid accepted and nothing confirmed yet: ready for the operator to confirm its results.
 */
async function closedAndDecided(): Promise<Confirmed> {
  const r = await h.app.db.query<{ id: number }>(
    `SELECT c.id FROM competitions c JOIN bids b ON b.competition_id = c.id AND b.is_active
      WHERE c.operator_id = $1 GROUP BY c.id ORDER BY count(DISTINCT b.flex_provider_id) DESC, c.id LIMIT 1`,
    [h.orgs['northern-lines-networks']],
  );
  const c = r.rows[0];
  if (!c) throw new Error('the test seed has no competition of operator X with bids');
  await h.app.db.query(
    `UPDATE competitions SET qualification_open = now() - interval '20 days', qualification_closed = now() - interval '15 days', open = now() - interval '10 days',
            closed = now() - interval '1 day', archive_on = now() + interval '30 days', status = 'closed' WHERE id = $1`,
    [c.id],
  );
  await h.app.db.query('DELETE FROM contracts WHERE competition_id = $1', [c.id]);
  await h.app.db.query(`DELETE FROM competition_confirmations WHERE competition_id = $1 AND kind = 'results'`, [c.id]);
  await h.app.db.query('DELETE FROM bid_approvals WHERE bid_id IN (SELECT id FROM bids WHERE competition_id = $1)', [c.id]);
  await h.app.db.query(
    `INSERT INTO bid_approvals (bid_id, approved, reason, method) SELECT id, true, 'accepted', 'manual' FROM bids WHERE competition_id = $1 AND is_active`,
    [c.id],
  );
  const bids = await h.app.db.query<{ provider: number; n: number }>(
    'SELECT flex_provider_id AS provider, count(*)::int AS n FROM bids WHERE competition_id = $1 AND is_active GROUP BY 1',
    [c.id],
  );
  return { competition: c.id, operator: 'operatorX', accepted: new Map(bids.rows.map((b) => [b.provider, b.n])) };
}

const confirm = (s: Confirmed) => h.send(s.operator, 'POST', '/bids/approvals/confirm/', { competition: s.competition, results_final: true });
const contractsOf = async (competition: number) =>
  (await h.app.db.query<{ id: number; provider_id: number }>('SELECT id, provider_id FROM contracts WHERE competition_id = $1 ORDER BY id', [competition])).rows;

let s: Confirmed;
let mine: Json;

describe('contracts from confirmed results', () => {
  it('makes one contract per provider with accepted bids and one obligation per accepted bid, once', async () => {
    s = await closedAndDecided();
    const res = await confirm(s);
    expect(res.statusCode).toBe(201);
    const made = await contractsOf(s.competition);
    expect(made.map((c) => c.provider_id).sort()).toEqual([...s.accepted.keys()].sort());
    expect((res.json() as Json).contracts).toEqual(made.map((c) => c.id));
    const again = await createContractsFromResults(h.app.db, s.competition, null);
    expect(again).toEqual({ contracts: made.map((c) => c.id), created: 0 });
    expect((await confirm(s)).statusCode).toBe(409);
    expect(await contractsOf(s.competition)).toEqual(made);

    const providerA = h.orgs['brightgrid-energy']!;
    const list = await h.get('providerA', `/contracts/contracts/?competition=${s.competition}`);
    expect(list.statusCode).toBe(200);
    const rows = list.json() as Json[];
    expect(rows.length).toBe(s.accepted.has(providerA) ? 1 : 0);
    if (!rows.length) throw new Error('the test competition has no accepted bid of provider A');
    mine = rows[0]!;
    expect(mine).toMatchObject({ status: 'awaiting_acceptance', flex_provider: providerA, competition: s.competition, accepted_at: null, terms_read: false });
    expect((mine.obligations as Json[]).length).toBe(s.accepted.get(providerA));
    expect(mine.obligation_count).toBe(s.accepted.get(providerA));
    expect(mine.framework_name).toMatch(/^ENA Flexibility Services Standard Agreement v3\.0$/);
    // The contract runs from its first obligation's first day to the day after its last obligation's last day.
    const obligations = mine.obligations as Array<{ starts_on: string; ends_on: string; unit: string; capacity: string }>;
    expect(mine.starts_on).toBe(obligations.map((o) => o.starts_on).sort()[0]);
    expect(mine.ends_on).toBe(obligations.map((o) => o.ends_on).sort().at(-1));
    const total = obligations.reduce((sum, o) => sum + Number(o.capacity) * 1e5, 0) / 1e5;
    expect(Number(mine.total_capacity)).toBeCloseTo(total, 5);
    const events = await h.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE type = 'contract.updated' AND data->>'change' = 'created' AND (data->'contract'->>'id')::int = $1`,
      [mine.id],
    );
    expect(events.rows[0]!.n).toBe(1);
  });

  it('shows a contract only to its two organisations', async () => {
    expect((await h.get('providerB', `/contracts/contracts/${mine.id}/`)).statusCode).toBe(404);
    const other = s.operator === 'operatorX' ? 'operatorY' : 'operatorX';
    expect((await h.get(other, `/contracts/contracts/${mine.id}/`)).statusCode).toBe(404);
    expect((await h.get(s.operator, `/contracts/contracts/${mine.id}/`)).statusCode).toBe(200);
    expect((await h.get('user', '/contracts/contracts/')).statusCode).toBe(403);
    const b = (await h.get('providerB', '/contracts/contracts/')).json() as Json[];
    expect(b.every((c) => c.flex_provider === h.orgs['voltwise-flex'])).toBe(true);
  });

  it('lets the provider accept with a typed name and the terms ticked', async () => {
    const url = `/contracts/contracts/${mine.id}/accept/`;
    const bad = await h.send('providerA', 'POST', url, { name: '   ', terms_read: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ name: ['Type your full name to accept the contract.'], terms_read: ['Tick to confirm that you have read the contract terms.'] });
    expect((await h.send('providerA', 'POST', url, { name: 5, terms_read: 'yes' })).statusCode).toBe(400);
    expect((await h.send('providerA', 'POST', url, {})).statusCode).toBe(400);
    expect((await h.send(s.operator, 'POST', url, { name: 'Op', terms_read: true })).statusCode).toBe(403);
    expect((await h.send('providerB', 'POST', url, { name: 'B', terms_read: true })).statusCode).toBe(404);
    const before = await activeObligations(h.app.db, h.orgs['brightgrid-energy']!, s.competition, new Date(`${String(mine.starts_on)}T12:00:00Z`));
    expect(before).toEqual([]);
    const ok = await h.send('providerA', 'POST', url, { name: ' Ada Brightgrid ', terms_read: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: expect.stringMatching(/^(active|ended)$/), accepted_name: 'Ada Brightgrid', terms_read: true, accepted_by_email: 'provider@brightgrid.test' });
    expect((await h.send('providerA', 'POST', url, { name: 'Again', terms_read: true })).statusCode).toBe(409);
    const mails = (await outbox(h.app, 'operator@' + (s.operator === 'operatorX' ? 'northernlines.test' : 'southernwires.test'))).filter((m) => m.kind === 'contract_updated');
    expect(mails.some((m) => m.subject === `Brightgrid Energy accepted contract ${String(mine.reference)}` && m.body.includes('Ada Brightgrid'))).toBe(true);
    const first = (mine.obligations as Json[]).map((o) => o.starts_on as string).sort()[0]!;
    const bound = await activeObligations(h.app.db, h.orgs['brightgrid-energy']!, s.competition, new Date(`${first}T12:00:00Z`));
    expect(bound.length).toBe((mine.obligations as Json[]).filter((o) => o.starts_on === first).length);
    expect(bound.length).toBeGreaterThan(0);
  });

  it('lets only the competition’s operator terminate, with a reason and a last day', async () => {
    const url = `/contracts/contracts/${mine.id}/terminate/`;
    expect((await h.send('providerA', 'POST', url, { reason: 'x', termination_date: '2030-01-01' })).statusCode).toBe(403);
    const other = s.operator === 'operatorX' ? 'operatorY' : 'operatorX';
    expect((await h.send(other, 'POST', url, { reason: 'x', termination_date: '2030-01-01' })).statusCode).toBe(404);
    // The contract may already have ended in the test seed's calendar: move its end into the future for this test.
    await h.app.db.query(`UPDATE contracts SET starts_on = LEAST(starts_on, current_date), ends_on = current_date + 60 WHERE id = $1`, [mine.id]);
    const today = (await h.app.db.query<{ d: string }>(`SELECT to_char(current_date, 'YYYY-MM-DD') AS d`)).rows[0]!.d;
    const lastOfContract = (await h.app.db.query<{ d: string }>(`SELECT to_char(current_date + 59, 'YYYY-MM-DD') AS d`)).rows[0]!.d;
    const blank = await h.send(s.operator, 'POST', url, { reason: ' ', termination_date: '2026-02-30' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ reason: ['Tell the provider why the contract is terminated.'], termination_date: ['Enter a date as YYYY-MM-DD.'] });
    const past = await h.send(s.operator, 'POST', url, { reason: 'Breach', termination_date: '2000-01-01' });
    expect(past.json()).toEqual({ termination_date: ['The last day cannot be before today.'] });
    const late = await h.send(s.operator, 'POST', url, { reason: 'Breach', termination_date: '2999-01-01' });
    expect(late.json()).toEqual({ termination_date: [`The last day cannot be after the contract’s own last day (${lastOfContract}).`] });
    const ok = await h.send(s.operator, 'POST', url, { reason: 'Repeated failures to deliver.', termination_date: today });
    expect(ok.statusCode).toBe(200);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(ok.json()).toMatchObject({ status: 'terminated', termination_reason: 'Repeated failures to deliver.', termination_date: tomorrow });
    expect((await h.send(s.operator, 'POST', url, { reason: 'Again', termination_date: today })).statusCode).toBe(409);
    const mails = (await outbox(h.app, 'provider@brightgrid.test')).filter((m) => m.kind === 'contract_updated');
    expect(mails.some((m) => m.subject.endsWith(`terminated contract ${String(mine.reference)}`) && m.body.includes('Repeated failures to deliver.'))).toBe(true);
  });

  it('serves the summary PDF and the CSV through signed links of the caller', async () => {
    const links = (await h.get('providerA', `/contracts/contracts/${mine.id}/download_links/`)).json() as { pdf: string; csv: string };
    const path = (u: string) => u.replace(/^https?:\/\/[^/]+/, '');
    const pdf = await h.app.inject({ method: 'GET', url: path(links.pdf) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await h.app.inject({ method: 'GET', url: path(links.csv) });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split(/\r\n/);
    expect(lines.length).toBe(1 + (mine.obligations as Json[]).length);
    expect(lines[1]).toContain(String(mine.reference));
    expect((await h.app.inject({ method: 'GET', url: path(links.pdf).replace(/signature=[^&]+/, 'signature=x') })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: path(links.pdf).replace('/pdf/', '/csv/') })).statusCode).toBe(403);
    expect((await h.get('providerB', `/contracts/contracts/${mine.id}/download_links/`)).statusCode).toBe(404);
  });
});

describe('contracts under concurrency', () => {
  it('makes each provider’s contract once when results are confirmed twice at once', async () => {
    const c = await closedAndDecided();
    const [a, b] = await Promise.all([confirm(c), confirm(c)]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(201);
    expect(codes[1]).toBeGreaterThanOrEqual(400);
    expect(codes[1]).toBeLessThan(500);
    const made = await contractsOf(c.competition);
    expect(made.map((k) => k.provider_id).sort()).toEqual([...c.accepted.keys()].sort());
    const obligations = await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM obligations WHERE competition_id = $1', [c.competition]);
    expect(obligations.rows[0]!.n).toBe([...c.accepted.values()].reduce((x, y) => x + y, 0));
    // The contract-making step itself, run in two transactions at once, adds nothing the second time.
    const again = await Promise.all([0, 1].map(() => h.app.db.transaction((tx) => createContractsFromResults(tx, c.competition, null))));
    expect(again.map((r) => r.created)).toEqual([0, 0]);
    expect(await contractsOf(c.competition)).toEqual(made);
  });

  it('accepts a contract once when the provider accepts twice at once', async () => {
    const [k] = await h.app.db.query<{ id: number }>(`SELECT id FROM contracts WHERE provider_id = $1 AND status = 'awaiting_acceptance' ORDER BY id DESC LIMIT 1`, [
      h.orgs['brightgrid-energy'],
    ]).then((r) => r.rows);
    const url = `/contracts/contracts/${k!.id}/accept/`;
    const both = await Promise.all([h.send('providerA', 'POST', url, { name: 'One', terms_read: true }), h.send('providerA', 'POST', url, { name: 'Two', terms_read: true })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await h.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE type = 'contract.updated' AND data->>'change' = 'accepted' AND (data->'contract'->>'id')::int = $1`,
      [k!.id],
    );
    expect(events.rows[0]!.n).toBe(1);
  });
});

describe('framework agreements', () => {
  it('records the agreement when an operator approves a provider’s application, for that operator and provider only', async () => {
    const app = await h.app.db.query<{ id: number; outcome: number }>(
      `SELECT a.id, o.id AS outcome FROM dps_applications a JOIN dps_records r ON r.id = a.dps_record_id JOIN dps_outcomes o ON o.application_id = a.id
        WHERE a.flex_provider_id = $1 AND r.system_operator_id = $2 AND a.is_latest AND o.is_approved`,
      [h.orgs['voltwise-flex'], h.orgs['northern-lines-networks']],
    );
    const a = app.rows[0]!;
    await h.app.db.query('DELETE FROM dps_outcomes WHERE id = $1', [a.outcome]);
    await h.app.db.query(`UPDATE dps_records SET framework_version = '3.1' WHERE system_operator_id = $1`, [h.orgs['northern-lines-networks']]);
    expect((await h.send('operatorX', 'POST', '/dps/outcomes/', { application: a.id, is_approved: true })).statusCode).toBe(201);
    const list = (await h.get('operatorX', '/contracts/framework-agreements/?search=Voltwise')).json() as Json[];
    const signed = await h.app.db.query<{ d: string; name: string }>(
      `SELECT to_char(a.submitted, 'YYYY-MM-DD') AS d, trim(u.first_name || ' ' || u.last_name) AS name FROM dps_applications a JOIN users u ON u.id = a.submitted_by WHERE a.id = $1`,
      [a.id],
    );
    expect(list[0]).toMatchObject({
      flex_provider: h.orgs['voltwise-flex'],
      system_operator: h.orgs['northern-lines-networks'],
      name: 'ENA Flexibility Services Standard Agreement',
      version: '3.1',
      signed_on: signed.rows[0]!.d,
      signed_by: signed.rows[0]!.name || expect.any(String),
    });
    const ofB = (await h.get('providerB', '/contracts/framework-agreements/')).json() as Json[];
    expect(ofB.length).toBeGreaterThan(0);
    expect(ofB.every((f) => f.flex_provider === h.orgs['voltwise-flex'])).toBe(true);
    const ofY = (await h.get('operatorY', '/contracts/framework-agreements/')).json() as Json[];
    expect(ofY.every((f) => f.system_operator === h.orgs['southern-wires'])).toBe(true);
    expect((await h.get('operatorX', '/contracts/framework-agreements/?flex_provider=abc')).statusCode).toBe(400);
  });
});
