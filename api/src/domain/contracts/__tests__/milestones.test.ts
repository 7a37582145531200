/**
 * Milestones through the API: attached to a contract for the provider's qualified planned asset
 * when results are confirmed, with due dates derived from the asset's and the contract's dates;
 * evidence uploaded through the pipeline (document kind) and submitted by the provider; accepted or
 * rejected only by the competition's operator (one of two concurrent accepts wins); reminders 14
 * and 3 days before and the day after a missed due date, each once; commissioning accepted turns
 * the planned asset into a flex asset.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { bearer, outbox } from '../../../../test/helpers.js';
import { milestoneDueDates, addDays, addMonths } from '../milestones/schedule.js';
import { sendMilestoneReminders } from '../milestones/reminders.js';

const h = domainHarness();
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

let competition: number;
let contract: Json;
let planned: number;
let milestones: Json[];
const EXPECTED_CONNECTION = '2031-03-31';

async function upload(who: 'providerA' | 'providerB', bytes: Uint8Array, name = 'evidence.pdf') {
  const form = new FormData();
  form.append('org_id', String(h.orgs[who === 'providerA' ? 'brightgrid-energy' : 'voltwise-flex']));
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await h.app.inject({
    method: 'POST',
    url: '/files/upload/milestone-evidence/',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...bearer(h.tokens[who]!), 'content-type': request.headers.get('content-type')! },
  });
  await h.app.jobs.idle();
  return res;
}

const byKind = (kind: string, sequence = 1) => milestones.find((m) => m.kind === kind && m.sequence === sequence)!;
const list = async (who: string, query = '') => (await h.get(who, `/contracts/milestones/?contract=${String(contract.id)}${query}`)).json() as Json[];

describe('milestones of contracts with planned assets', () => {
  it('attaches the provider’s qualified planned asset with milestones due on derived dates', async () => {
    const providerA = h.orgs['brightgrid-energy']!;
    const c = await h.app.db.query<{ id: number }>(
      `SELECT c.id FROM competitions c JOIN bids b ON b.competition_id = c.id AND b.is_active AND b.flex_provider_id = $2
        WHERE c.operator_id = $1 GROUP BY c.id ORDER BY c.id LIMIT 1`,
      [h.orgs['northern-lines-networks'], providerA],
    );
    competition = c.rows[0]!.id;
    await h.app.db.query(
      `UPDATE competitions SET qualification_open = now() - interval '20 days', qualification_closed = now() - interval '15 days', open = now() - interval '10 days',
              closed = now() - interval '1 day', archive_on = now() + interval '30 days', status = 'closed' WHERE id = $1`,
      [competition],
    );
    await h.app.db.query('DELETE FROM contracts WHERE competition_id = $1', [competition]);
    await h.app.db.query(`DELETE FROM competition_confirmations WHERE competition_id = $1 AND kind = 'results'`, [competition]);
    await h.app.db.query('DELETE FROM bid_approvals WHERE bid_id IN (SELECT id FROM bids WHERE competition_id = $1)', [competition]);
    await h.app.db.query(`INSERT INTO bid_approvals (bid_id, approved, reason, method) SELECT id, true, 'accepted', 'manual' FROM bids WHERE competition_id = $1 AND is_active`, [competition]);
    const p = await h.app.db.query<{ id: number }>(
      `INSERT INTO planned_assets (ref, name, flex_provider_id, asset_type, asset_category, capacity_type, capacity_value, postcode, voltage_level, expected_connection)
       VALUES ('BGE-MS-1', 'Milestone battery', $1, 'storage', 'storage', 'active_export_capacity', 2.5, 'TS1', 11, $2) RETURNING id`,
      [providerA, EXPECTED_CONNECTION],
    );
    planned = p.rows[0]!.id;
    await h.app.db.query(`INSERT INTO qualifications (competition_id, planned_asset_id, computed_status, override_status, override_reason) VALUES ($1, $2, 'eligible', 'qualified', 'unspecified')`, [competition, planned]);

    expect((await h.send('operatorX', 'POST', '/bids/approvals/confirm/', { competition, results_final: true })).statusCode).toBe(201);
    contract = ((await h.get('providerA', `/contracts/contracts/?competition=${competition}`)).json() as Json[])[0]!;
    milestones = await list('providerA');
    const awarded = new Date(String(contract.created)).toISOString().slice(0, 10);
    // Expected: financial commitment 60 days after the award (not after connection), connection on the
    // expected date, commissioning 28 days later, a progress report every 6 months before commissioning.
    const commissioning = new Date(Date.parse(`${EXPECTED_CONNECTION}T00:00:00Z`) + 28 * 86_400_000).toISOString().slice(0, 10);
    const reports: string[] = [];
    for (let n = 1; ; n++) {
      const d = new Date(`${awarded}T00:00:00Z`);
      const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 6 * n, 1));
      const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
      const due = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d.getUTCDate(), last))).toISOString().slice(0, 10);
      if (due >= commissioning) break;
      reports.push(due);
    }
    expect(byKind('connection').due_on).toBe(EXPECTED_CONNECTION);
    expect(byKind('commissioning').due_on).toBe(commissioning);
    expect(byKind('financial_commitment').due_on).toBe(new Date(Date.parse(`${awarded}T00:00:00Z`) + 60 * 86_400_000).toISOString().slice(0, 10));
    expect(milestones.filter((m) => m.kind === 'progress_report').map((m) => m.due_on)).toEqual(reports);
    expect(reports.length).toBeGreaterThan(1);
    expect(milestones.every((m) => m.status === 'upcoming' && m.planned_asset === planned && m.flex_provider === providerA)).toBe(true);
  });

  it('derives dates from the contract when the asset has no expected connection, and caps the financial commitment', () => {
    const dates = milestoneDueDates('2030-01-15', '2030-03-01', null);
    expect(dates).toEqual([
      { kind: 'financial_commitment', sequence: 1, due_on: '2030-02-01' },
      { kind: 'connection', sequence: 1, due_on: '2030-02-01' },
      { kind: 'commissioning', sequence: 1, due_on: '2030-03-01' },
    ]);
    expect(addMonths('2030-08-31', 6)).toBe('2031-02-28');
    expect(addDays('2030-03-01', -28)).toBe('2030-02-01');
  });

  it('lets only the provider submit, with evidence through the upload pipeline and a note', async () => {
    const m = byKind('financial_commitment');
    const url = `/contracts/milestones/${String(m.id)}/submit/`;
    // Evidence must be a document: a CSV is refused at upload.
    const csv = await upload('providerA', new TextEncoder().encode('a,b\n1,2\n'), 'x.csv');
    expect(csv.statusCode).toBe(400);
    expect(csv.json()).toEqual({ file: ['Upload the evidence as a PDF, PNG or JPEG file.'] });
    const up = await upload('providerA', PDF);
    expect(up.statusCode).toBe(201);
    const evidence = (up.json() as Json).id as number;
    const status = (await h.get('providerA', `/files/uploads/${evidence}/`)).json() as Json;
    expect(status.status).toBe('Ready');
    const other = ((await upload('providerB', PDF)).json() as Json).id as number;

    const bad = await h.send('providerA', 'POST', url, { note: '  ', evidence: other });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ note: ['Say what the evidence shows.'], evidence: ['Choose an evidence file your organisation uploaded for milestones.'] });
    expect((await h.send('providerA', 'POST', url, { note: 'x' })).statusCode).toBe(400);
    expect((await h.send('operatorX', 'POST', url, { note: 'x', evidence })).statusCode).toBe(403);
    expect((await h.send('providerB', 'POST', url, { note: 'x', evidence: other })).statusCode).toBe(404);
    expect((await h.send('operatorY', 'POST', `/contracts/milestones/${String(m.id)}/accept/`)).statusCode).toBe(404);
    expect((await h.get('user', '/contracts/milestones/')).statusCode).toBe(403);

    const ok = await h.send('providerA', 'POST', url, { note: ' Board approved the investment ', evidence });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'submitted', note: 'Board approved the investment', evidence, evidence_filename: 'evidence.pdf', submitted_by_email: 'provider@brightgrid.test' });
    expect((await h.send('providerA', 'POST', url, { note: 'again', evidence })).statusCode).toBe(409);
    // Both organisations can fetch the evidence through a signed link.
    const link = (await h.get('operatorX', `/contracts/milestones/${String(m.id)}/evidence_link/`)).json() as { url: string };
    const file = await h.app.inject({ method: 'GET', url: link.url.replace(/^https?:\/\/[^/]+/, '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const events = await h.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE type = 'milestone.updated' AND data->>'change' = 'submitted' AND (data->'milestone'->>'id')::int = $1 AND $2 = ANY(org_ids) AND $3 = ANY(org_ids)`,
      [m.id, h.orgs['brightgrid-energy'], h.orgs['northern-lines-networks']],
    );
    expect(events.rows[0]!.n).toBe(1);
    await h.app.jobs.idle();
    const mails = (await outbox(h.app, 'operator@northernlines.test')).filter((x) => x.kind === 'milestone_updated');
    expect(mails.some((x) => x.subject === 'Brightgrid Energy submitted evidence: Financial commitment of Milestone battery')).toBe(true);
  });

  it('lets only the competition’s operator reject with a reason, then accept a new submission', async () => {
    const m = byKind('financial_commitment');
    const reject = `/contracts/milestones/${String(m.id)}/reject/`;
    expect((await h.send('providerA', 'POST', reject, { reason: 'x' })).statusCode).toBe(403);
    expect((await h.send('operatorY', 'POST', reject, { reason: 'x' })).statusCode).toBe(404);
    const blank = await h.send('operatorX', 'POST', reject, { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ reason: ['Tell the provider why the evidence is not enough.'] });
    const rejected = await h.send('operatorX', 'POST', reject, { reason: 'Unsigned' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejection_reason: 'Unsigned' });
    expect((await h.send('operatorX', 'POST', `/contracts/milestones/${String(m.id)}/accept/`)).statusCode).toBe(409);
    const evidence = ((await upload('providerA', PDF, 'signed.pdf')).json() as Json).id as number;
    expect((await h.send('providerA', 'POST', `/contracts/milestones/${String(m.id)}/submit/`, { note: 'Signed now', evidence })).statusCode).toBe(200);
  });

  it('accepts once when two accepts arrive at once', async () => {
    const m = byKind('financial_commitment');
    const url = `/contracts/milestones/${String(m.id)}/accept/`;
    const [a, b] = await Promise.all([h.send('operatorX', 'POST', url), h.send('operatorX', 'POST', url)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const events = await h.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE type = 'milestone.updated' AND data->>'change' = 'accepted' AND (data->'milestone'->>'id')::int = $1`,
      [m.id],
    );
    expect(events.rows[0]!.n).toBe(1);
  });

  it('reminds 14 and 3 days before and the day after a missed due date, each once', async () => {
    const m = byKind('connection');
    const due = String(m.due_on);
    const day = (n: number) => addDays(due, n);
    const remindersOf = async () =>
      (await h.app.db.query<{ kind: string; sent_on: string }>(`SELECT kind, to_char(sent_on, 'YYYY-MM-DD') AS sent_on FROM milestone_reminders WHERE milestone_id = $1 ORDER BY sent_on`, [m.id])).rows;
    const mailsTo = async () => (await outbox(h.app, 'provider@brightgrid.test')).filter((x) => x.kind === 'milestone_updated' && x.subject.includes('Connection date'));
    await sendMilestoneReminders(h.app, day(-15));
    expect(await remindersOf()).toEqual([]);
    await sendMilestoneReminders(h.app, day(-14));
    await sendMilestoneReminders(h.app, day(-14));
    await sendMilestoneReminders(h.app, day(-13));
    expect(await remindersOf()).toEqual([{ kind: 'due_14', sent_on: day(-14) }]);
    await Promise.all([sendMilestoneReminders(h.app, day(-3)), sendMilestoneReminders(h.app, day(-3))]);
    await sendMilestoneReminders(h.app, day(0));
    expect((await remindersOf()).map((r) => r.kind)).toEqual(['due_14', 'due_3']);
    await sendMilestoneReminders(h.app, day(1));
    await sendMilestoneReminders(h.app, day(2));
    expect(await remindersOf()).toEqual([
      { kind: 'due_14', sent_on: day(-14) },
      { kind: 'due_3', sent_on: day(-3) },
      { kind: 'missed', sent_on: day(1) },
    ]);
    const mails = await mailsTo();
    expect(mails.filter((x) => x.subject.startsWith('Milestone due on')).length).toBe(2);
    expect(mails.filter((x) => x.subject === 'Milestone overdue: Connection date of Milestone battery').length).toBe(1);
    // The operator hears of the missed milestone too.
    expect((await outbox(h.app, 'operator@northernlines.test')).filter((x) => x.subject === 'Milestone overdue: Connection date of Milestone battery').length).toBe(1);
  });

  it('shows overdue milestones as overdue', async () => {
    const m = byKind('connection');
    await h.app.db.query(`UPDATE milestones SET due_on = current_date - 1 WHERE id = $1`, [m.id]);
    const overdue = await list('operatorX', '&overdue=true');
    expect(overdue.map((x) => x.id)).toEqual([m.id]);
    expect(overdue[0]).toMatchObject({ status: 'overdue', overdue: true });
  });

  it('turns the planned asset into a flex asset when commissioning is accepted', async () => {
    const m = byKind('commissioning');
    const evidence = ((await upload('providerA', PDF, 'commissioning.pdf')).json() as Json).id as number;
    expect((await h.send('providerA', 'POST', `/contracts/milestones/${String(m.id)}/submit/`, { note: '2.4 MW of 2.5 MW operational', evidence })).statusCode).toBe(200);
    const ok = await h.send('operatorX', 'POST', `/contracts/milestones/${String(m.id)}/accept/`);
    expect(ok.statusCode).toBe(200);
    const asset = (ok.json() as Json).flex_asset as number;
    expect(asset).toEqual(expect.any(Number));
    const a = await h.app.db.query(
      `SELECT ref, name, flex_provider_id, asset_type, status, active_export_capacity, voltage_level, postcode FROM flex_assets WHERE id = $1`,
      [asset],
    );
    expect(a.rows[0]).toEqual({
      ref: 'BGE-MS-1',
      name: 'Milestone battery',
      flex_provider_id: h.orgs['brightgrid-energy'],
      asset_type: 'storage',
      status: 'operational',
      active_export_capacity: 2.5,
      voltage_level: 11,
      postcode: 'TS1',
    });
    const p = await h.app.db.query<{ is_active: boolean; commissioned_asset_id: number }>('SELECT is_active, commissioned_asset_id FROM planned_assets WHERE id = $1', [planned]);
    expect(p.rows[0]).toEqual({ is_active: false, commissioned_asset_id: asset });
    // The operator's qualification of the planned asset carries over to the new asset.
    const q = await h.app.db.query<{ override_status: string | null }>('SELECT override_status FROM qualifications WHERE competition_id = $1 AND flex_asset_id = $2', [competition, asset]);
    if (q.rows.length) expect(q.rows[0]!.override_status).toBe('qualified');
    expect(((await h.get('providerA', `/flex/assets/${asset}/`)).json() as Json).ref).toBe('BGE-MS-1');
  });
});
