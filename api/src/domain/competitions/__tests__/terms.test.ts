/**
 * A competition's terms: once bidding opens, its service periods and windows are fixed like the
 * competition itself (the resource layer's edit lock, inherited through `lockedWith`), and a
 * window or period is checked by the same rules on create, update and bulk.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';

const h = domainHarness();
const LOCKED = (field: string) => ({ detail: `Bidding has opened: only the name, description and contact can change now (not ${field}).` });
const STATUS = 'competition_status_at(c.qualification_open, c.qualification_closed, c.open, c.closed, c.archive_on, now())';

/** A competition of operator X in the given statuses, with a period and a window. */
async function competitionWithWindow(statuses: string[]): Promise<{ competition: number; period: Json; window: Json }> {
  const r = await h.app.db.query<{ competition: number; period: number; window: number }>(
    `SELECT c.id AS competition, p.id AS period, w.id AS window
       FROM competitions c JOIN service_periods p ON p.competition_id = c.id JOIN service_windows w ON w.service_period_id = p.id
      WHERE c.operator_id = $1 AND ${STATUS} = ANY($2::text[]) AND NOT c.fixed_price
      ORDER BY c.id, p.id, w.id LIMIT 1`,
    [h.orgs['northern-lines-networks'], statuses],
  );
  const row = r.rows[0]!;
  const period = (await h.get('operatorX', `/flex/serviceperiods/${row.period}/?include_archived=true`)).json() as Json;
  const window = (await h.get('operatorX', `/flex/windows/${row.window}/?include_archived=true`)).json() as Json;
  return { competition: row.competition, period, window };
}

const count = async (table: string, column: string, id: unknown) =>
  (await h.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [id])).rows[0]!.n;

describe('once bidding has opened', () => {
  it('periods are not created, changed or deleted (409, the competition’s message), and nothing changes', async () => {
    const { competition, period } = await competitionWithWindow(['open']);
    const before = await count('service_periods', 'competition_id', competition);
    const created = await h.send('operatorX', 'POST', '/flex/serviceperiods/', { competition, name: 'Late addition', start: '2031-01-01', end: '2031-01-31' });
    expect([created.statusCode, created.json()]).toEqual([409, LOCKED('service_periods')]);
    const bulk = await h.send('operatorX', 'POST', '/flex/serviceperiods/bulk/', [{ competition, name: 'Late addition', start: '2031-01-01', end: '2031-01-31' }]);
    expect(bulk.statusCode).toBe(409);
    expect(await count('service_periods', 'competition_id', competition)).toBe(before);

    const newEnd = '2031-12-31';
    const patched = await h.send('operatorX', 'PATCH', `/flex/serviceperiods/${String(period.id)}/`, { end: newEnd });
    expect([patched.statusCode, patched.json()]).toEqual([409, LOCKED('service_periods')]);
    const stored = await h.app.db.query<{ end: string }>(`SELECT to_char("end", 'YYYY-MM-DD') AS "end" FROM service_periods WHERE id = $1`, [period.id]);
    expect(stored.rows[0]!.end).toBe(period.end);

    const deleted = await h.send('operatorX', 'DELETE', `/flex/serviceperiods/${String(period.id)}/`);
    expect(deleted.statusCode).toBe(409);
    expect(await count('service_periods', 'id', period.id)).toBe(1);
  });

  it('windows are not created, changed (bulk included) or deleted', async () => {
    const { period, window } = await competitionWithWindow(['open']);
    const created = await h.send('operatorX', 'POST', '/flex/windows/', { service_period: period.id, name: 'Late', start_time: '06:00', end_time: '08:00' });
    expect([created.statusCode, created.json()]).toEqual([409, LOCKED('service_windows')]);
    const capacity = Number(window.capacity_required) + 1;
    const patched = await h.send('operatorX', 'PATCH', `/flex/windows/${String(window.id)}/`, { capacity_required: capacity });
    expect([patched.statusCode, patched.json()]).toEqual([409, LOCKED('service_windows')]);
    const bulk = await h.send('operatorX', 'PATCH', '/flex/windows/bulk/', [{ id: window.id, capacity_required: capacity }]);
    expect(bulk.statusCode).toBe(409);
    const stored = await h.app.db.query<{ capacity_required: number }>('SELECT capacity_required FROM service_windows WHERE id = $1', [window.id]);
    expect(Number(stored.rows[0]!.capacity_required)).toBe(window.capacity_required);
    expect((await h.send('operatorX', 'DELETE', `/flex/windows/${String(window.id)}/`)).statusCode).toBe(409);
    expect(await count('service_windows', 'id', window.id)).toBe(1);
  });

  it('another operator still gets 404/403 first: the lock never tells outsiders more', async () => {
    const { window } = await competitionWithWindow(['open']);
    const other = await h.send('operatorY', 'PATCH', `/flex/windows/${String(window.id)}/`, { capacity_required: 1 });
    expect([403, 404]).toContain(other.statusCode);
  });
});

describe('before bidding opens', () => {
  it('periods and windows are created, changed and deleted', async () => {
    const { competition, window } = await competitionWithWindow(['pending', 'qualifying', 'qualified']);
    const period = await h.send('operatorX', 'POST', '/flex/serviceperiods/', { competition, name: 'Extra', start: '2031-01-01', end: '2031-01-31' });
    expect(period.statusCode).toBe(201);
    const id = (period.json() as Json).id;
    const added = await h.send('operatorX', 'POST', '/flex/windows/', { service_period: id, name: 'Extra window', start_time: '06:00', end_time: '08:00' });
    expect(added.statusCode).toBe(201);
    const capacity = Number(window.capacity_required) + 1;
    const patched = await h.send('operatorX', 'PATCH', `/flex/windows/${String(window.id)}/`, { capacity_required: capacity });
    expect(patched.statusCode).toBe(200);
    expect((patched.json() as Json).capacity_required).toBe(capacity);
    expect((await h.send('operatorX', 'DELETE', `/flex/windows/${String((added.json() as Json).id)}/`)).statusCode).toBe(204);
    expect((await h.send('operatorX', 'DELETE', `/flex/serviceperiods/${String(id)}/`)).statusCode).toBe(204);
  });
});

describe('updates are checked like creates', () => {
  it('a window’s durations: refused on create, PATCH, PUT and bulk alike, and never stored', async () => {
    const { period, window } = await competitionWithWindow(['pending', 'qualifying', 'qualified']);
    const message = { required_response_time: ['Enter a duration as [days ]HH:MM:SS, e.g. 00:30:00 or 1 02:00:00.'] };
    const base = { name: 'Probe', start_time: '06:00', end_time: '08:00' };
    const created = await h.send('operatorX', 'POST', '/flex/windows/', { ...base, service_period: period.id, required_response_time: 'banana' });
    expect([created.statusCode, created.json()]).toEqual([400, message]);
    const patched = await h.send('operatorX', 'PATCH', `/flex/windows/${String(window.id)}/`, { required_response_time: 'banana' });
    expect([patched.statusCode, patched.json()]).toEqual([400, message]);
    const put = await h.send('operatorX', 'PUT', `/flex/windows/${String(window.id)}/`, { ...base, required_response_time: 'banana' });
    expect([put.statusCode, put.json()]).toEqual([400, message]);
    const bulk = await h.send('operatorX', 'PATCH', '/flex/windows/bulk/', [{ id: window.id, required_response_time: 'banana' }]);
    expect(bulk.statusCode).toBe(400);
    const stored = await h.app.db.query<{ required_response_time: string | null }>('SELECT required_response_time FROM service_windows WHERE id = $1', [window.id]);
    expect(stored.rows[0]!.required_response_time).toBe(window.required_response_time);
    const fine = await h.send('operatorX', 'PATCH', `/flex/windows/${String(window.id)}/`, { required_response_time: '00:20:00' });
    expect([fine.statusCode, (fine.json() as Json).required_response_time]).toEqual([200, '00:20:00']);
  });

  it('a PATCH is checked against the stored row: a minimum above the stored capacity is refused', async () => {
    const { window } = await competitionWithWindow(['pending', 'qualifying', 'qualified']);
    const res = await h.send('operatorX', 'PATCH', `/flex/windows/${String(window.id)}/`, { minimum_aggregate_asset_size: Number(window.capacity_required) + 1 });
    expect([res.statusCode, res.json()]).toEqual([400, { minimum_aggregate_asset_size: ['Must not be more than the capacity required.'] }]);
  });

  it('a period’s new end before its stored start is refused, naming end', async () => {
    const { period } = await competitionWithWindow(['pending', 'qualifying', 'qualified']);
    const start = String(period.start);
    const dayBefore = new Date(Date.parse(`${start}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const res = await h.send('operatorX', 'PATCH', `/flex/serviceperiods/${String(period.id)}/`, { end: dayBefore });
    expect([res.statusCode, res.json()]).toEqual([400, { end: ['Must not be before the start of the period.'] }]);
  });

  it('a period’s new dates must leave each of its windows a service day', async () => {
    const { competition } = await competitionWithWindow(['pending', 'qualifying', 'qualified']);
    // A week of January 2031 and a window on Mondays only (Monday is 0).
    const period = (await h.send('operatorX', 'POST', '/flex/serviceperiods/', { competition, name: 'Week', start: '2031-01-06', end: '2031-01-12' })).json() as Json;
    const monday = new Date(Date.UTC(2031, 0, 6));
    expect(monday.getUTCDay()).toBe(1);
    const added = await h.send('operatorX', 'POST', '/flex/windows/', { service_period: period.id, name: 'Mondays', start_time: '06:00', end_time: '08:00', service_days: [0] });
    expect(added.statusCode).toBe(201);
    const res = await h.send('operatorX', 'PATCH', `/flex/serviceperiods/${String(period.id)}/`, { start: '2031-01-07', end: '2031-01-08' });
    expect(res.statusCode).toBe(400);
    const message = ['These windows would have no service day inside the period: Mondays.'];
    expect(res.json()).toEqual({ start: message, end: message });
    expect((await h.send('operatorX', 'PATCH', `/flex/serviceperiods/${String(period.id)}/`, { start: '2031-01-13', end: '2031-01-13' })).statusCode).toBe(200);
  });
});

describe('whether a competition is editable', () => {
  it('each answer says so from its status: until bidding opens (incomplete to qualified), not from open on', async () => {
    const list = (await h.get('operatorX', '/flex/competitions/?include_archived=true&fields=id,status,editable&limit=1000')).json() as Json[];
    const statuses = new Set(list.map((c) => c.status));
    expect([...statuses].sort()).toEqual(expect.arrayContaining(['open', 'qualifying']));
    for (const c of list) expect([c.status, c.editable]).toEqual([c.status, ['incomplete', 'pending', 'qualifying', 'qualified'].includes(String(c.status))]);
    const one = list[0]!;
    const read = (await h.get('operatorX', `/flex/competitions/${String(one.id)}/?include_archived=true`)).json() as Json;
    expect(read.editable).toBe(one.editable);
  });
});

describe('numbers beyond what is stored', () => {
  it('a price or budget too large for its column is a 400 naming the field, not a database error', async () => {
    const { competition, window } = await competitionWithWindow(['pending', 'qualifying', 'qualified']);
    const price = await h.send('operatorX', 'PATCH', `/flex/windows/${String(window.id)}/`, { fixed_availability_price: 1e12 });
    expect([price.statusCode, price.json()]).toEqual([400, { fixed_availability_price: ['Ensure this value is less than or equal to 9999999999.99.'] }]);
    const budget = await h.send('operatorX', 'PATCH', `/flex/competitions/${competition}/`, { maximum_budget: 1e15 });
    expect([budget.statusCode, budget.json()]).toEqual([400, { maximum_budget: ['Ensure this value is less than or equal to 999999999999.99.'] }]);
  });
});
