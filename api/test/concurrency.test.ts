/**
 * Rules that must hold when many requests arrive at once, over real HTTP to the app listening on
 * a port. On the PostgreSQL pass (DATABASE_URL) the requests run in parallel transactions on the
 * pool's connections, which is where a check-then-write rule breaks; PGlite runs one transaction
 * at a time, so there the same tests only show the rules hold one request after another.
 *
 *  - an organisation never loses its last active admin (admins demoting and deactivating each
 *    other at once);
 *  - an asset's unavailability periods never overlap (many overlapping creates at once);
 *  - an organisation keeps at most MAX_ENDPOINTS webhook endpoints (many creates at once);
 *  - a provider's asset references and an operator's competition references and template names
 *    are unique (many creates of one at once): the requests that lose to the database's unique index hear the same 400 on
 *    the field as the ones the API's own check refused.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { MAX_ENDPOINTS } from '../src/domain/webhooks/routes.js';
import { createTestApp, login, type TestApp } from './helpers.js';

type Json = Record<string, unknown>;

let t: TestApp;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ webhooksAllowLoopback: true });
  app = t.app;
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

interface Answer {
  status: number;
  body: Json;
}

/** One HTTP request to the listening app. */
async function http(token: string, method: 'POST' | 'PATCH', path: string, body?: Json): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Json) : {} };
}

const count = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;

/** A provider organisation of its own with `n` active admins, each logged in. */
async function organisationWithAdmins(slug: string, n: number): Promise<{ orgId: number; admins: Array<{ id: number; token: string }> }> {
  const org = await app.db.query<{ id: number }>(
    `INSERT INTO organisations (name, org_type, slug) VALUES ($1, 'flexprovider', $2) RETURNING id`,
    [`Race ${slug}`, slug],
  );
  const orgId = org.rows[0]!.id;
  // The demo password's hash, so each admin logs in like a real one.
  const hash = await app.db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE email = 'provider@brightgrid.test'`);
  const admins: Array<{ id: number; token: string }> = [];
  for (let i = 0; i < n; i++) {
    const email = `admin${i}@${slug}.test`;
    const u = await app.db.query<{ id: number }>(
      `INSERT INTO users (email, first_name, last_name, password_hash, organisation_id, is_active, is_activated) VALUES ($1, 'Admin', $2, $3, $4, true, true) RETURNING id`,
      [email, String(i), hash.rows[0]!.password_hash, orgId],
    );
    const id = u.rows[0]!.id;
    await app.db.query(`INSERT INTO team_roles (user_id, role) VALUES ($1, 'admin')`, [id]);
    admins.push({ id, token: await login(app, email) });
  }
  return { orgId, admins };
}

/** Ids of the organisation's members who are active admins now. */
async function activeAdmins(orgId: number): Promise<number[]> {
  const r = await app.db.query<{ id: number }>(
    `SELECT u.id FROM users u JOIN team_roles r ON r.user_id = u.id AND r.role = 'admin' WHERE u.organisation_id = $1 AND u.is_active ORDER BY u.id`,
    [orgId],
  );
  return r.rows.map((row) => row.id);
}

describe('an organisation never loses its last admin', () => {
  it('two admins demoting each other at once leave one admin', async () => {
    // Several pairs, each in an organisation of its own, all at once: every pair is a chance to race.
    const pairs = await Promise.all(Array.from({ length: 8 }, (_, i) => organisationWithAdmins(`race-pair-${i}`, 2)));
    const answers = await Promise.all(
      pairs.flatMap(({ admins: [a, b] }) => [
        http(a!.token, 'PATCH', `/auth/team/${b!.id}/`, { roles: ['account'] }),
        http(b!.token, 'PATCH', `/auth/team/${a!.id}/`, { roles: ['account'] }),
      ]),
    );
    for (const [i, { orgId }] of pairs.entries()) {
      const [first, second] = answers.slice(2 * i, 2 * i + 2) as [Answer, Answer];
      const left = await activeAdmins(orgId);
      expect(left).toHaveLength(1);
      // One demotion went through; the other was refused (409: last admin, or 403: no longer an admin).
      expect([first.status, second.status].filter((s) => s === 200)).toHaveLength(1);
      expect([403, 409]).toContain([first.status, second.status].find((s) => s !== 200));
    }
  });

  it('a ring of admins demoting and deactivating each other at once keeps an active admin, and exactly the refused ones', async () => {
    const n = 24;
    const { orgId, admins } = await organisationWithAdmins('race-ring', n);
    // Admin i takes the admin role away from admin i+1 (odd i: deactivates them instead).
    const answers = await Promise.all(
      admins.map((admin, i) => {
        const target = admins[(i + 1) % n]!;
        return i % 2 === 0
          ? http(admin.token, 'PATCH', `/auth/team/${target.id}/`, { roles: ['account'] })
          : http(admin.token, 'POST', `/auth/team/${target.id}/set_inactive/`);
      }),
    );
    // 401: the caller was deactivated before their own request got in.
    for (const a of answers) expect([200, 401, 403, 409]).toContain(a.status);
    const left = await activeAdmins(orgId);
    expect(left.length).toBeGreaterThanOrEqual(1);
    // Every admin whose demotion or deactivation answered 200 lost it; every other one kept it.
    const removed = admins.filter((_, i) => answers[(i + n - 1) % n]!.status === 200).map((a) => a.id);
    expect(left).toEqual(admins.map((a) => a.id).filter((id) => !removed.includes(id)));
  });
});

describe('an asset’s unavailability periods never overlap', () => {
  it('50 overlapping records created at once: one is stored, the others answer 400 on unavailable_from', async () => {
    const providerA = await login(app, 'provider@brightgrid.test');
    const asset = await app.db.query<{ id: number }>(
      `SELECT min(a.id) AS id FROM flex_assets a JOIN organisations o ON o.id = a.flex_provider_id WHERE o.slug = 'brightgrid-energy'`,
    );
    const assetId = asset.rows[0]!.id;
    // Starts a minute apart, each two hours long: every pair of them overlaps.
    const start = Date.UTC(2039, 5, 1, 8);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        http(providerA, 'POST', '/flex/assetunavailability/', {
          flex_asset: assetId,
          unavailable_from: new Date(start + i * 60_000).toISOString(),
          unavailable_to: new Date(start + i * 60_000 + 2 * 3_600_000).toISOString(),
          reason: `Race ${i}`,
        }),
      ),
    );
    expect(count(answers, 201)).toBe(1);
    expect(count(answers, 400)).toBe(49);
    for (const a of answers.filter((x) => x.status === 400)) {
      expect(Object.keys(a.body)).toEqual(['unavailable_from']);
      expect(a.body.unavailable_from).toEqual([expect.stringMatching(/^This asset already has an unavailability .*overlaps this one/)]);
    }
    const stored = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM asset_unavailability WHERE flex_asset_id = $1 AND reason LIKE 'Race %'`,
      [assetId],
    );
    expect(stored.rows[0]!.n).toBe(1);
  });
});

describe('an organisation keeps at most the webhook cap', () => {
  it(`50 endpoints created at once: the organisation ends with exactly ${MAX_ENDPOINTS}, the rest answer 409`, async () => {
    const providerB = await login(app, 'provider@voltwise.test');
    const org = await app.db.query<{ n: number }>(
      `SELECT count(e.id)::int AS n FROM organisations o LEFT JOIN webhook_endpoints e ON e.organisation_id = o.id WHERE o.slug = 'voltwise-flex'`,
    );
    const before = org.rows[0]!.n;
    expect(before).toBeLessThan(MAX_ENDPOINTS);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => http(providerB, 'POST', '/webhooks/endpoints/', { url: `http://127.0.0.1:9/race-${i}`, description: `race ${i}` })),
    );
    expect(count(answers, 201)).toBe(MAX_ENDPOINTS - before);
    expect(count(answers, 409)).toBe(50 - (MAX_ENDPOINTS - before));
    const after = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM webhook_endpoints e JOIN organisations o ON o.id = e.organisation_id WHERE o.slug = 'voltwise-flex'`,
    );
    expect(after.rows[0]!.n).toBe(MAX_ENDPOINTS);
  });
});

describe('the locks these rules take never deadlock', () => {
  it('a member creating webhook endpoints while an admin changes their roles: every request answers, none with 5xx', async () => {
    const dispatcher = await login(app, 'dispatch@brightgrid.test');
    const admin = await login(app, 'provider@brightgrid.test');
    const member = await app.db.query<{ id: number; org: number }>(`SELECT id, organisation_id AS org FROM users WHERE email = 'dispatch@brightgrid.test'`);
    const { id, org } = member.rows[0]!;
    const perRound = 12;
    for (let round = 0; round < 8; round++) {
      await app.db.query(`DELETE FROM webhook_endpoints WHERE organisation_id = $1`, [org]);
      // The team change holds the member's row while it waits for the team lock; each creation
      // writes a row referencing the member (created_by) while it holds the endpoints lock.
      const answers = await Promise.all([
        ...Array.from({ length: perRound / 2 }, (_, i) => http(dispatcher, 'POST', '/webhooks/endpoints/', { url: `http://127.0.0.1:9/lock-${i}` })),
        http(admin, 'PATCH', `/auth/team/${id}/`, { roles: round % 2 === 0 ? ['dispatch', 'operations'] : ['dispatch'] }),
        ...Array.from({ length: perRound / 2 }, (_, i) => http(dispatcher, 'POST', '/webhooks/endpoints/', { url: `http://127.0.0.1:9/lock-${perRound / 2 + i}` })),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(perRound).fill(201)]);
    }
  });
});

describe('asset references, competition references and template names are unique', () => {
  it('20 assets with one reference created at once: one is stored, the others answer 400 on ref', async () => {
    const providerA = await login(app, 'provider@brightgrid.test');
    const ref = 'RACE-REF-1';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        http(providerA, 'POST', '/flex/assets/', {
          ref,
          name: `Race site ${i}`,
          asset_type: 'storage',
          asset_category: 'storage',
          postcode: 'NE1 4ST',
          voltage_level: 11,
          active_export_capacity: 1,
        }),
      ),
    );
    expect(count(answers, 201)).toBe(1);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a).toEqual({ status: 400, body: { ref: ['You already have an asset with this reference.'] } });
    }
    const stored = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM flex_assets WHERE lower(ref) = lower($1)`, [ref]);
    expect(stored.rows[0]!.n).toBe(1);
  });

  it('20 templates with one name created at once: one is stored, the others answer 400 on name', async () => {
    const operatorX = await login(app, 'operator@northernlines.test');
    const name = 'Race template';
    const answers = await Promise.all(Array.from({ length: 20 }, () => http(operatorX, 'POST', '/flex/competitiontemplates/', { name, body: {} })));
    expect(count(answers, 201)).toBe(1);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a).toEqual({ status: 400, body: { name: ['You already have a template with this name.'] } });
    }
    const stored = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM competition_templates WHERE lower(name) = lower($1)`, [name]);
    expect(stored.rows[0]!.n).toBe(1);
  });

  it('10 competitions with one reference created at once: one is stored, the others answer 400 on reference', async () => {
    const operatorX = await login(app, 'operator@northernlines.test');
    const regions = await app.db.query<{ id: number }>(`SELECT id FROM gsp_regions WHERE gsp_group = '_F' ORDER BY id LIMIT 2`);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const reference = 'RACE-COMP-1';
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        http(operatorX, 'POST', '/flex/competitions/', {
          name: `Race competition ${i}`,
          reference,
          competition_type: 'availability_utilisation',
          power_type: 'active_power',
          need_direction: 'deficit',
          availability_guide_price: 120,
          utilisation_guide_price: 250,
          qualification_open: inDays(1),
          qualification_closed: inDays(10),
          open: inDays(20),
          closed: inDays(30),
          archive_on: inDays(400),
          area_refs: regions.rows.map((r) => r.id),
          service_periods: [
            {
              name: 'Winter',
              start: '2027-11-01',
              end: '2028-02-29',
              service_windows: [{ name: 'Evening', start_time: '16:00', end_time: '19:30', service_days: [0, 1, 2, 3, 4], holiday_handling: 'Exclude', capacity_required: 4 }],
            },
          ],
        }),
      ),
    );
    expect(count(answers, 201)).toBe(1);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a).toEqual({ status: 400, body: { reference: ['You already have a competition with this reference.'] } });
    }
    const stored = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM competitions WHERE lower(reference) = lower($1)`, [reference]);
    expect(stored.rows[0]!.n).toBe(1);
  });
});
