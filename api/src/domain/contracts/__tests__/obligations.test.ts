/**
 * obligations/v1 through the API: a provider's own obligations for its users and for a machine
 * user holding only the obligations-apis role, an operator's of its competitions, nobody else's;
 * the filters by day, binding day, competition, asset and contract status; obligation.updated when
 * a contract is accepted; declared unavailability checked against the obligations it touches and
 * reported to the operator with the delivery hours it removes.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { login } from '../../../../test/helpers.js';

const h = domainHarness();

interface Picked {
  id: number;
  contract: number;
  competition: number;
  operator: number;
  provider: number;
  assets: number[];
  start_time: string;
  end_time: string;
  service_days: number[];
  starts_on: string;
  ends_on: string;
}

/** Provider A's obligation with assets and a daytime window, its contract accepted and both running from a week ago to two months ahead. */
async function activeObligationOfProviderA(): Promise<Picked> {
  const db = h.app.db;
  const pick = await db.query<{ id: number; contract_id: number }>(
    `SELECT ob.id, ob.contract_id FROM obligations ob WHERE ob.provider_id = $1 AND cardinality(ob.asset_ids) > 0 AND ob.end_time > ob.start_time ORDER BY ob.id LIMIT 1`,
    [h.orgs['brightgrid-energy']],
  );
  const chosen = pick.rows[0];
  if (!chosen) throw new Error('the test seed has no obligation of provider A');
  await db.query(`UPDATE obligations SET starts_on = current_date - 7, ends_on = current_date + 60, service_days = '{0,1,2,3,4,5,6}' WHERE id = $1`, [chosen.id]);
  // The test seed's confirmed competitions belong to an operator nobody logs in as: hand this one to operator X.
  await db.query('UPDATE competitions SET operator_id = $2 WHERE id = (SELECT competition_id FROM contracts WHERE id = $1)', [chosen.contract_id, h.orgs['northern-lines-networks']]);
  await db.query('UPDATE contracts SET operator_id = $2 WHERE competition_id = (SELECT competition_id FROM contracts WHERE id = $1)', [chosen.contract_id, h.orgs['northern-lines-networks']]);
  await db.query(
    `UPDATE contracts SET status = 'active', starts_on = LEAST(starts_on, current_date - 7), ends_on = GREATEST(ends_on, current_date + 60), accepted_at = now(), accepted_name = 'Test',
            terms_read = true, terminated_at = NULL, termination_reason = NULL, termination_date = NULL WHERE id = $1`,
    [chosen.contract_id],
  );
  const r = await db.query<Picked>(
    `SELECT ob.id, ob.contract_id AS contract, ob.competition_id AS competition, k.operator_id AS operator, ob.provider_id AS provider, ob.asset_ids AS assets,
            to_char(ob.start_time, 'HH24:MI') AS start_time, to_char(ob.end_time, 'HH24:MI') AS end_time, ob.service_days,
            to_char(ob.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ob.ends_on, 'YYYY-MM-DD') AS ends_on
       FROM obligations ob JOIN contracts k ON k.id = ob.contract_id
      WHERE ob.id = $1`,
    [chosen.id],
  );
  return r.rows[0]!;
}

const rowsOf = async (who: string, query: string) => {
  const res = await h.get(who, `/obligations/v1/?limit=500${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Json[];
};

let ob: Picked;
beforeAll(async () => {
  ob = await activeObligationOfProviderA();
});

describe('obligations/v1', () => {
  it('gives a provider its own obligations and an operator those of its competitions, nobody else’s', async () => {
    const mine = await rowsOf('providerA', '');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((o) => o.flex_provider === h.orgs['brightgrid-energy'])).toBe(true);
    const expected = await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM obligations WHERE provider_id = $1', [h.orgs['brightgrid-energy']]);
    expect(mine.length).toBe(expected.rows[0]!.n);

    const detail = (await h.get('providerA', `/obligations/v1/${ob.id}/`)).json() as Json;
    expect(detail).toMatchObject({ id: ob.id, contract: ob.contract, competition: ob.competition, flex_assets: ob.assets, contract_status: 'active', binds_today: true, binds_until: ob.ends_on });
    const asOperator = ob.operator === h.orgs['northern-lines-networks'] ? 'operatorX' : ob.operator === h.orgs['southern-wires'] ? 'operatorY' : null;
    if (!asOperator) throw new Error('the obligation’s operator is not a demo operator');

    const operator = asOperator;
    const other = operator === 'operatorX' ? 'operatorY' : 'operatorX';
    expect((await h.get(operator, `/obligations/v1/${ob.id}/`)).statusCode).toBe(200);
    expect((await h.get(other, `/obligations/v1/${ob.id}/`)).statusCode).toBe(404);
    expect((await h.get('providerB', `/obligations/v1/${ob.id}/`)).statusCode).toBe(404);
    expect((await h.get('user', '/obligations/v1/')).statusCode).toBe(403);
    expect((await h.get(null, '/obligations/v1/')).statusCode).toBe(401);
    const theirs = await rowsOf(operator, '');
    expect(theirs.every((o) => o.system_operator === ob.operator)).toBe(true);
  });

  it('is read by a machine user holding only the obligations-apis role', async () => {
    const hash = await h.app.db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE email = 'settlement@brightgrid.test'`);
    const user = await h.app.db.query<{ id: number }>(
      `INSERT INTO users (email, first_name, last_name, password_hash, organisation_id, is_activated) VALUES ('erp@brightgrid.test', 'ERP', 'Bridge', $1, $2, true) RETURNING id`,
      [hash.rows[0]!.password_hash, h.orgs['brightgrid-energy']],
    );
    await h.app.db.query(`INSERT INTO team_roles (user_id, role) VALUES ($1, 'obligations-apis')`, [user.rows[0]!.id]);
    h.tokens.machine = await login(h.app, 'erp@brightgrid.test');
    const seen = await rowsOf('machine', `&competition=${ob.competition}`);
    expect(seen.map((o) => o.id)).toContain(ob.id);
    // The settlement role alone does not open the obligations.
    expect((await h.get('settlement', '/obligations/v1/')).statusCode).toBe(403);
  });

  it('filters by competition, asset, day, binding day and contract status', async () => {
    const byCompetition = await rowsOf('providerA', `&competition=${ob.competition}`);
    expect(byCompetition.length).toBeGreaterThan(0);
    expect(byCompetition.every((o) => o.competition === ob.competition)).toBe(true);
    const byAsset = await rowsOf('providerA', `&asset=${ob.assets[0]}`);
    expect(byAsset.map((o) => o.id)).toContain(ob.id);
    expect(byAsset.every((o) => (o.flex_assets as number[]).includes(ob.assets[0]!))).toBe(true);
    const dayBefore = new Date(Date.parse(`${ob.starts_on}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await rowsOf('providerA', `&date=${ob.starts_on}`)).map((o) => o.id)).toContain(ob.id);
    expect((await rowsOf('providerA', `&date=${dayBefore}`)).map((o) => o.id)).not.toContain(ob.id);
    expect((await rowsOf('providerA', `&date=${ob.ends_on}`)).map((o) => o.id)).not.toContain(ob.id);
    const awaiting = await rowsOf('providerA', '&contract_status=awaiting_acceptance');
    expect(awaiting.every((o) => o.contract_status === 'awaiting_acceptance' && o.binds_until === null && o.binds_today === false)).toBe(true);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    const binding = await rowsOf('providerA', `&binding_on=${today}`);
    expect(binding.map((o) => o.id)).toContain(ob.id);
    expect(binding.some((o) => o.contract_status === 'awaiting_acceptance')).toBe(false);
    expect((await h.get('providerA', '/obligations/v1/?date=2026-02-30')).statusCode).toBe(400);
    expect((await h.get('providerA', '/obligations/v1/?binding_on=tomorrow')).statusCode).toBe(400);
  });

  it('announces each obligation with obligation.updated when its contract is accepted', async () => {
    // The picked obligation's contract, back to awaiting acceptance.
    await h.app.db.query(`UPDATE contracts SET status = 'awaiting_acceptance', accepted_at = NULL, accepted_name = NULL WHERE id = $1`, [ob.contract]);
    const k = (
      await h.app.db.query<{ id: number; n: number; provider_id: number; operator_id: number }>(
        'SELECT k.id, k.provider_id, k.operator_id, (SELECT count(*)::int FROM obligations ob WHERE ob.contract_id = k.id) AS n FROM contracts k WHERE k.id = $1',
        [ob.contract],
      )
    ).rows[0]!;
    const who = 'providerA';
    const before = await h.app.db.query<{ id: number }>('SELECT COALESCE(max(id), 0)::int AS id FROM events');
    const res = await h.send(who, 'POST', `/contracts/contracts/${k.id}/accept/`, { name: 'A Member', terms_read: true });
    expect(res.statusCode).toBe(200);
    const events = await h.app.db.query<{ data: Json; org_ids: number[] }>(`SELECT data, org_ids FROM events WHERE type = 'obligation.updated' AND id > $1 ORDER BY id`, [before.rows[0]!.id]);
    expect(events.rows.length).toBe(k.n);
    for (const e of events.rows) {
      expect(e.org_ids.map(Number).sort()).toEqual([k.provider_id, k.operator_id].sort());
      expect(e.data).toMatchObject({ change: 'accepted', obligation: { contract: k.id, contract_status: 'active' } });
    }
  });
});

/** The next day on or after `from` (YYYY-MM-DD) the obligation serves (0 = Monday), within its dates and not today. */
function nextServedDay(from: string): string {
  for (let d = 1; d <= 14; d++) {
    const day = new Date(Date.parse(`${from}T00:00:00Z`) + d * 86_400_000);
    const weekday = (day.getUTCDay() + 6) % 7;
    const iso = day.toISOString().slice(0, 10);
    if (ob.service_days.includes(weekday) && iso < ob.ends_on) return iso;
  }
  throw new Error('the obligation serves no day in the next two weeks');
}

/** The instant of a London wall-clock time. */
function london(date: string, time: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const offset = (at: number) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
        .formatToParts(new Date(at))
        .map((x) => [x.type, x.value]),
    );
    return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) - at;
  };
  return wall - offset(wall - offset(wall));
}

describe('declared unavailability against obligations', () => {
  it('reports to the operator the delivery hours it removes from each obligation it touches', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    const day = nextServedDay(today);
    const windowStart = london(day, ob.start_time);
    const windowEnd = london(day, ob.end_time);
    // From an hour before the window to its middle: the hours lost are those from its start to the middle.
    const middle = windowStart + Math.floor((windowEnd - windowStart) / 2 / 60_000) * 60_000;
    const asset = ob.assets[0]!;
    await h.app.db.query('DELETE FROM asset_unavailability WHERE flex_asset_id = $1', [asset]);
    const before = await h.app.db.query<{ id: number }>('SELECT COALESCE(max(id), 0)::int AS id FROM events');
    const res = await h.send('providerA', 'POST', '/flex/assetunavailability/', {
      flex_asset: asset,
      unavailable_from: new Date(windowStart - 3_600_000).toISOString(),
      unavailable_to: new Date(middle).toISOString(),
      reason: 'Inverter replacement',
    });
    expect(res.statusCode).toBe(201);
    const events = await h.app.db.query<{ data: Json; org_ids: number[] }>(
      `SELECT data, org_ids FROM events WHERE type = 'obligation.updated' AND id > $1 AND (data->'obligation'->>'id')::int = $2`,
      [before.rows[0]!.id, ob.id],
    );
    expect(events.rows).toHaveLength(1);
    const e = events.rows[0]!;
    expect(e.org_ids.map(Number)).toContain(ob.operator);
    expect(e.data).toMatchObject({ change: 'unavailability', unavailability: { flex_asset: asset, reason: 'Inverter replacement', hours_in_windows: (middle - windowStart) / 3_600_000 } });
    const row = (await h.get('providerA', `/obligations/v1/${ob.id}/`)).json() as Json;
    expect((row.unavailability as Json[]).map((u) => u.reason)).toContain('Inverter replacement');

    // A period outside every delivery time of its obligations reports nothing.
    const quiet = await h.app.db.query<{ id: number }>('SELECT COALESCE(max(id), 0)::int AS id FROM events');
    const night = await h.send('providerA', 'POST', '/flex/assetunavailability/', {
      flex_asset: asset,
      unavailable_from: new Date(Date.parse(`${ob.ends_on}T00:00:00Z`) + 40 * 86_400_000).toISOString(),
      unavailable_to: new Date(Date.parse(`${ob.ends_on}T00:00:00Z`) + 41 * 86_400_000).toISOString(),
      reason: 'After the obligation',
    });
    expect(night.statusCode).toBe(201);
    const after = await h.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE type = 'obligation.updated' AND id > $1 AND (data->'obligation'->>'id')::int = $2`,
      [quiet.rows[0]!.id, ob.id],
    );
    expect(after.rows[0]!.n).toBe(0);
  });
});
