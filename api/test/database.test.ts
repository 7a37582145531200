import { createTestApp, type TestApp } from './helpers.js';
import { migrate, loadMigrations } from '../src/db/migrate.js';
import { runSeeders } from '../src/seed/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('database', () => {
  it('records every migration once and re-running applies nothing', async () => {
    const files = loadMigrations().map((m) => m.name);
    expect(files[0]).toBe('001_core.sql');
    const recorded = await t.app.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY version');
    expect(recorded.rows.map((r) => r.name)).toEqual(files);
    expect(await migrate(t.app.db)).toEqual([]);
  });

  it('seeds idempotently', async () => {
    const count = async () =>
      (await t.app.db.query<{ n: number }>('SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM organisations) + (SELECT count(*) FROM team_roles) AS n')).rows[0]!.n;
    const before = await count();
    await runSeeders({ db: t.app.db, config: t.config, log: t.app.log });
    expect(await count()).toBe(before);
  });

  it('rolls a transaction back as a whole', async () => {
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx.query("INSERT INTO feature_flags (name, enabled) VALUES ('rollback_probe', true)");
        await tx.transaction(async (inner) => inner.query("INSERT INTO feature_flags (name) VALUES ('rollback_probe_2')"));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const r = await t.app.db.query("SELECT name FROM feature_flags WHERE name LIKE 'rollback_probe%'");
    expect(r.rows).toEqual([]);
  });

  it('returns the same JS types on every backend', async () => {
    const r = await t.app.db.query<Record<string, unknown>>(
      "SELECT count(*) AS n, 2.5::numeric AS dec, '2026-03-01'::date AS d, now() AS ts, ARRAY['_F','_G'] AS arr, '{\"a\":1}'::jsonb AS j",
    );
    const row = r.rows[0]!;
    expect(row.n).toBe(1);
    expect(row.dec).toBe(2.5);
    expect(row.d).toBe('2026-03-01');
    expect(row.ts).toBeInstanceOf(Date);
    expect(row.arr).toEqual(['_F', '_G']);
    expect(row.j).toEqual({ a: 1 });
  });
});
