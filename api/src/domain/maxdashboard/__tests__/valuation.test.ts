/**
 * GET maxdashboard/valuation/ on a small data set of its own: a new flex provider with two assets
 * in Leeds (3 MW and 4 MW of export) and one in Cornwall, and three Northern Lines competitions
 * around Leeds (bidding open with an availability guide price; qualification open with none;
 * closed). Every figure is worked out below from those inputs.
 */
import type { CompetitionCreate } from '../../competitions/schemas.js';
import { createCompetition } from '../../competitions/service.js';
import { QualificationService } from '../../qualification/service.js';
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { bearer, login } from '../../../../test/helpers.js';

const h = domainHarness();
const DAY = 86_400_000;
const CORNWALL = { lon: -5.05, lat: 50.26 };
let token = '';
const ids = { open: 0, qualifying: 0, closed: 0 };

type Window = NonNullable<NonNullable<CompetitionCreate['service_periods']>[number]['service_windows']>[number];
const window = (name: string, start_time: string, end_time: string, service_days: number[], holiday_handling: 'Ignore' | 'Exclude', capacity_required: number): Window =>
  ({ name, start_time, end_time, service_days, holiday_handling, capacity_required }) as Window;

function competition(name: string, days: [number, number, number, number], extra: Partial<CompetitionCreate>): CompetitionCreate {
  const at = (d: number) => new Date(Date.now() + d * DAY).toISOString();
  return {
    name,
    reference: `VAL-${name.replace(/\W/g, '')}`,
    competition_type: 'availability_utilisation',
    power_type: 'active_power',
    need_direction: 'deficit',
    qualification_type: 'standard',
    tag: 'Untagged',
    fixed_price: false,
    min_connection_voltage: 0.4,
    max_connection_voltage: 33,
    boundary_buffer: 0,
    qualification_open: at(days[0]),
    qualification_closed: at(days[1]),
    open: at(days[2]),
    closed: at(days[3]),
    archive_on: at(days[3] + 100),
    postcodes: ['LS1'],
    contact: 'flex@northernlines.test',
    description: 'Valuation test',
    availability_guide_price: 9.5,
    utilisation_guide_price: 300,
    ...extra,
  } as CompetitionCreate;
}

beforeAll(async () => {
  const db = h.app.db;
  const writer = new QualificationService();
  const operator = h.orgs['northern-lines-networks']!;
  const org = (
    await db.query<{ id: number }>(`INSERT INTO organisations (name, org_type, slug, is_max_org) VALUES ('Valuation Test Power', 'flexprovider', 'valuation-test-power', true) RETURNING id`)
  ).rows[0]!.id;
  // The demo password's hash, so the new user logs in like the demo users.
  await db.query(
    `INSERT INTO users (email, first_name, last_name, password_hash, organisation_id, is_activated)
     SELECT 'valuer@valuation.test', 'Val', 'Uer', password_hash, $1, true FROM users WHERE email = 'provider@brightgrid.test'`,
    [org],
  );
  token = await login(h.app, 'valuer@valuation.test');

  ids.open = await createCompetition(db, writer, operator, competition('Valuation open', [-40, -20, -3, 12], {
    service_periods: [
      // Monday 1 to Sunday 7 March 2027 (GMT throughout).
      { name: 'March week', start: '2027-03-01', end: '2027-03-07', service_windows: [
        window('Weekday evening', '17:00', '19:00', [0, 1, 2, 3, 4], 'Ignore', 5),
        window('Weekend overnight', '23:00', '01:00', [5, 6], 'Ignore', 10),
      ] },
      // Monday 3 May 2027 is the Early May bank holiday in England (BST throughout).
      { name: 'May week', start: '2027-05-03', end: '2027-05-07', service_windows: [window('Weekday morning', '07:00', '09:30', [0, 1, 2, 3, 4], 'Exclude', 2)] },
    ],
  }));
  ids.qualifying = await createCompetition(db, writer, operator, competition('Valuation qualifying', [-5, 10, 20, 30], {
    competition_type: 'utilisation',
    availability_guide_price: null,
    service_periods: [{ name: 'June days', start: '2027-06-01', end: '2027-06-03', service_windows: [window('Morning hour', '09:00', '10:00', [0, 1, 2, 3, 4, 5, 6], 'Ignore', 1)] }],
  } as Partial<CompetitionCreate>));
  ids.closed = await createCompetition(db, writer, operator, competition('Valuation closed', [-60, -50, -40, -10], {
    service_periods: [{ name: 'Spring', start: '2027-04-05', end: '2027-04-09', service_windows: [window('Evening', '17:00', '19:00', [0, 1, 2, 3, 4], 'Ignore', 5)] }],
  }));

  const asset = async (ref: string, at: { lon: number; lat: number }, mw: number) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO flex_assets (ref, name, flex_provider_id, asset_type, asset_category, lon, lat, active_export_capacity, voltage_level)
         VALUES ($1, $1, $2, 'storage', 'storage', $3, $4, $5, 11) RETURNING id`,
        [ref, org, at.lon, at.lat, mw],
      )
    ).rows[0]!.id;
  // The centre of the GSP region the competitions' area was given by (LS1's).
  const LEEDS = (await db.query<{ lon: number; lat: number }>(
    'SELECT r.centre_lon AS lon, r.centre_lat AS lat FROM gsp_regions r JOIN competitions c ON r.id = c.area_refs[1] WHERE c.id = $1', [ids.open],
  )).rows[0]!;
  const assets = [await asset('VAL-1', LEEDS, 3), await asset('VAL-2', LEEDS, 4), await asset('VAL-3', CORNWALL, 50)];
  await new QualificationService().recomputeAssets(db, assets);
});

const valuation = async () => {
  const res = await h.app.inject({ method: 'GET', url: '/maxdashboard/valuation/', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as { totals: Array<{ currency: string; amount: string }>; rows: Json[] };
};

describe('GET maxdashboard/valuation/', () => {
  it('values each window of the open competitions: min(eligible, required) × guide price × the window’s hours', async () => {
    const { rows, totals } = await valuation();
    // Eligible: the two Leeds assets (3 + 4 MW); the Cornwall one lies outside every boundary.
    const eligible = 3 + 4;
    const price = 9.5;
    // Weekday evening: Mon 1–Fri 5 March, 2 h each; 5 MW required.
    const evening = { hours: 5 * 2, counted: Math.min(eligible, 5) };
    // Weekend overnight: Sat 6 and Sun 7 March, 23:00 to 01:00; 10 MW required.
    const overnight = { hours: 2 * 2, counted: Math.min(eligible, 10) };
    // Weekday morning: Tue 4–Fri 7 May (the bank holiday excluded), 2.5 h each; 2 MW required.
    const morning = { hours: 4 * 2.5, counted: Math.min(eligible, 2) };
    const value = (w: { hours: number; counted: number }) => (w.counted * price * w.hours).toFixed(2);

    const mine = rows.filter((r) => [ids.open, ids.qualifying, ids.closed].includes(r.competition as number));
    expect(mine.map((r) => [r.competition_name, r.window_name])).toEqual([
      ['Valuation open', 'Weekday evening'],
      ['Valuation open', 'Weekend overnight'],
      ['Valuation open', 'Weekday morning'],
      ['Valuation qualifying', 'Morning hour'],
    ]);
    const [e, o, m, q] = mine as [Json, Json, Json, Json];
    expect(e).toMatchObject({ competition: ids.open, competition_status: 'open', period_name: 'March week', unit: 'MW', eligible_mw: eligible, required_mw: 5, counted_mw: evening.counted, guide_price: price, hours: evening.hours, value: value(evening), currency: 'GBP' });
    expect(o).toMatchObject({ eligible_mw: eligible, required_mw: 10, counted_mw: overnight.counted, guide_price: price, hours: overnight.hours, value: value(overnight) });
    expect(m).toMatchObject({ period_name: 'May week', required_mw: 2, counted_mw: morning.counted, hours: morning.hours, value: value(morning) });
    // A utilisation-only competition has no availability guide price: the row says so and counts nothing.
    expect(q).toMatchObject({ competition_status: 'qualifying', eligible_mw: eligible, required_mw: 1, counted_mw: 1, guide_price: null, hours: 3 * 1, value: null });

    expect(rows).toHaveLength(mine.length); // the new organisation has nothing elsewhere
    const total = [evening, overnight, morning].reduce((sum, w) => sum + w.counted * price * w.hours, 0);
    expect(totals).toEqual([{ currency: 'GBP', amount: total.toFixed(2) }]);
  });

  it('no longer counts an asset the operator disqualified', async () => {
    const db = h.app.db;
    const ref = async (r: string) => (await db.query<{ id: number }>(`SELECT id FROM flex_assets WHERE ref = $1`, [r])).rows[0]!.id;
    await db.query(`UPDATE qualifications SET override_status = 'disqualified', override_reason = 'unspecified' WHERE competition_id = $1 AND flex_asset_id = $2`, [ids.open, await ref('VAL-2')]);
    const rows = (await valuation()).rows.filter((r) => r.competition === ids.open);
    expect(rows.map((r) => r.eligible_mw)).toEqual([3, 3, 3]);
    expect(rows.map((r) => r.counted_mw)).toEqual([Math.min(3, 5), Math.min(3, 10), Math.min(3, 2)]);
    await db.query(`UPDATE qualifications SET override_status = NULL, override_reason = NULL WHERE competition_id = $1`, [ids.open]);
  });

  it('answers any flex provider about its own organisation, refuses operators and plain users, and anonymous callers', async () => {
    // Brightgrid is not a max organisation: it gets its own valuation too (the home shows it to max organisations only).
    const other = await h.get('providerA', '/maxdashboard/valuation/');
    expect(other.statusCode).toBe(200);
    expect((other.json() as { rows: Json[] }).rows.length).toBeGreaterThan(0);
    expect((await h.get('operatorX', '/maxdashboard/valuation/')).statusCode).toBe(403);
    expect((await h.get('user', '/maxdashboard/valuation/')).statusCode).toBe(403);
    expect((await h.get(null, '/maxdashboard/valuation/')).statusCode).toBe(401);
  });
});
