/**
 * A competition's settlement configuration through the API: its defaults until the operator
 * changes it, edited in place until a report is published and versioned after, only by its
 * operator, with the rules the schema cannot say; concurrent edits never lose a version.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';

const h = domainHarness();
let competition: number;
let otherCompetition: number;
const url = (id: number) => `/performance/settlementconfig/${id}/`;

const config = (overrides: Json = {}): Json => ({
  interval_minutes: 30,
  baseline: { method: 'historical', days_used: 5, days_considered: 10, day_selection: 'most_recent', same_day_adjustment: null },
  performance_method: 'energy_ratio',
  min_performance_ratio: 0.6,
  penalty_rate: '12.5',
  invoice_mode: 'self_billed',
  vat_rate_percent: 20,
  ...overrides,
});

async function publishReport(competitionId: number): Promise<void> {
  const run = await h.app.db.query<{ id: number }>(
    `INSERT INTO settlement_runs (competition_id, month, status, trigger) VALUES ($1, '2026-01', 'done', 'operator') RETURNING id`,
    [competitionId],
  );
  await h.app.db.query(
    `INSERT INTO settlement_reports (competition_id, month, version, run_id, status, settings_version, currency, interval_minutes, published_at, dispute_window_ends)
     VALUES ($1, '2026-01', 1, $2, 'published', 1, 'GBP', 30, now(), now() + interval '7 days')`,
    [competitionId, run.rows[0]!.id],
  );
}

beforeAll(async () => {
  const pick = async (slug: string) =>
    (await h.app.db.query<{ id: number }>(`SELECT c.id FROM competitions c JOIN organisations o ON o.id = c.operator_id WHERE o.slug = $1 ORDER BY c.id LIMIT 1`, [slug])).rows[0]!.id;
  competition = await pick('northern-lines-networks');
  otherCompetition = await pick('southern-wires');
});

describe('GET /performance/settlementconfig/{competition}/', () => {
  it('answers the defaults of the operator’s country, version 0, to providers and operators', async () => {
    const r = await h.get('providerA', url(competition));
    expect(r.statusCode).toBe(200);
    const body = r.json() as Json;
    expect(body).toMatchObject({ competition, version: 0, country: 'GB', currency: 'GBP', time_zone: 'Europe/London', published: false });
    expect(body.config).toEqual(body.defaults);
    expect((body.config as Json).vat_rate_percent).toBe(20);
    expect((await h.get('operatorY', url(competition))).statusCode).toBe(200);
  });

  it('answers 404 for a competition that does not exist and 401 to anonymous callers', async () => {
    expect((await h.get('operatorX', url(2_000_000_000))).statusCode).toBe(404);
    expect((await h.get(null, url(competition))).statusCode).toBe(401);
  });
});

describe('PUT /performance/settlementconfig/{competition}/', () => {
  it('lets only the competition’s operator change it', async () => {
    expect((await h.send('providerA', 'PUT', url(competition), config())).statusCode).toBe(403);
    expect((await h.send('operatorY', 'PUT', url(competition), config())).statusCode).toBe(403);
  });

  it('refuses what the rules forbid, field by field, and writes nothing', async () => {
    const xOverY = await h.send('operatorX', 'PUT', url(competition), config({ baseline: { method: 'historical', days_used: 11, days_considered: 10, day_selection: 'highest', same_day_adjustment: null } }));
    expect(xOverY.statusCode).toBe(400);
    expect(xOverY.json()).toEqual({ baseline: { days_used: ['Use at most as many days as are considered.'] } });
    const misaligned = await h.send('operatorX', 'PUT', url(competition), config({ baseline: { method: 'fixed', profile: 'reference_profile', reference_profile: [{ time: '17:10', mw: '1.5' }], devices: 3 } }));
    expect(misaligned.statusCode).toBe(400);
    expect((await h.send('operatorX', 'PUT', url(competition), config({ interval_minutes: 20 }))).statusCode).toBe(400);
    expect((await h.send('operatorX', 'PUT', url(competition), config({ penalty_rate: 12.5 }))).statusCode).toBe(400);
    expect(((await h.get('operatorX', url(competition))).json() as Json).version).toBe(0);
  });

  it('edits version 1 in place until a report is published, then makes a new version each time', async () => {
    const first = await h.send('operatorX', 'PUT', url(competition), config());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 1, published: false, config: config() });
    const again = await h.send('operatorX', 'PUT', url(competition), config({ min_performance_ratio: 0.7 }));
    expect(again.json()).toMatchObject({ version: 1, config: { min_performance_ratio: 0.7 } });

    await publishReport(competition);
    const after = await h.send('operatorX', 'PUT', url(competition), config({ vat_rate_percent: 0 }));
    expect(after.json()).toMatchObject({ version: 2, published: true, config: { vat_rate_percent: 0 } });
    const stored = await h.app.db.query<{ version: number; ratio: number }>(
      `SELECT version, (config->>'min_performance_ratio')::float8 AS ratio FROM settlement_configs WHERE competition_id = $1 ORDER BY version`,
      [competition],
    );
    expect(stored.rows).toEqual([{ version: 1, ratio: 0.7 }, { version: 2, ratio: 0.6 }]);
  });

  it('never makes the same version twice nor loses one when edits arrive together', async () => {
    await publishReport(otherCompetition);
    const edits = 6;
    const answers = await Promise.all(
      Array.from({ length: edits }, (_, i) => h.send('operatorY', 'PUT', url(otherCompetition), config({ vat_rate_percent: i + 1 }))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(edits).fill(200));
    const versions = await h.app.db.query<{ version: number }>(`SELECT version FROM settlement_configs WHERE competition_id = $1 ORDER BY version`, [otherCompetition]);
    expect(versions.rows.map((v) => v.version)).toEqual(Array.from({ length: edits }, (_, i) => i + 1));
  });
});
