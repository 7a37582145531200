import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir } from '../../../paths.js';
import { domainHarness, total, type Json } from '../../../../test/domain-harness.js';

const h = domainHarness();
const URL = '/flex/assetunavailability/';

async function assetOf(slug: string): Promise<number> {
  return (await h.app.db.query<{ id: number }>('SELECT max(id) AS id FROM flex_assets WHERE flex_provider_id = $1', [h.orgs[slug]])).rows[0]!.id;
}

const record = (flex_asset: number, patch: Json = {}): Json => ({
  flex_asset,
  unavailable_from: '2031-03-02T08:00:00Z',
  unavailable_to: '2031-03-02T17:30:00Z',
  reason: 'Planned maintenance',
  ...patch,
});

describe('asset unavailability', () => {
  it('shows the demo providers their seeded records, each whole, and nobody else’s', async () => {
    for (const [who, slug] of [
      ['providerA', 'brightgrid-energy'],
      ['providerB', 'voltwise-flex'],
    ] as const) {
      const res = await h.get(who, `${URL}?limit=100`);
      const rows = res.json() as Json[];
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(total(res)).toBe(rows.length);
      for (const r of rows) {
        expect(r.flex_provider).toBe(h.orgs[slug]);
        expect(r).toEqual(expect.objectContaining({ asset_ref: expect.any(String), reason: expect.stringMatching(/\S/) }));
        expect(Date.parse(r.unavailable_to as string)).toBeGreaterThan(Date.parse(r.unavailable_from as string));
      }
      const current = (await h.get(who, `${URL}?current=true`)).json() as Json[];
      for (const r of current) expect(Date.parse(r.unavailable_to as string)).toBeGreaterThan(Date.now());
      expect(current.length).toBeLessThan(rows.length);
    }
    expect((await h.get('operatorX', URL)).statusCode).toBe(403);
    expect((await h.get('user', URL)).statusCode).toBe(403);
  });

  it('creates, changes and deletes a provider’s own record', async () => {
    const mine = await assetOf('brightgrid-energy');
    const created = await h.send('providerA', 'POST', URL, record(mine));
    expect(created.statusCode).toBe(201);
    const row = created.json() as Json;
    expect(row).toEqual(expect.objectContaining({ flex_asset: mine, unavailable_from: '2031-03-02T08:00:00.000Z', unavailable_to: '2031-03-02T17:30:00.000Z', reason: 'Planned maintenance' }));
    const changed = await h.send('providerA', 'PATCH', `${URL}${String(row.id)}/`, { unavailable_to: '2031-03-03T12:00:00+01:00', reason: '  Longer works  ' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual(expect.objectContaining({ unavailable_to: '2031-03-03T11:00:00.000Z', reason: 'Longer works' }));
    expect((await h.get('providerB', `${URL}${String(row.id)}/`)).statusCode).toBe(404);
    expect((await h.send('providerB', 'DELETE', `${URL}${String(row.id)}/`)).statusCode).toBe(404);
    expect((await h.send('providerA', 'DELETE', `${URL}${String(row.id)}/`)).statusCode).toBe(204);
    expect((await h.get('providerA', `${URL}${String(row.id)}/`)).statusCode).toBe(404);
  });

  it('refuses a record that is not whole, ends before it starts, overlaps another or names another provider’s asset', async () => {
    const mine = await assetOf('brightgrid-energy');
    const theirs = await assetOf('voltwise-flex');
    const missing = await h.send('providerA', 'POST', URL, { flex_asset: mine, unavailable_from: '2032-01-01T00:00:00Z', reason: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('unavailable_to');
    expect((await h.send('providerA', 'POST', URL, record(mine, { unavailable_from: '01-03-2032 08:00' }))).statusCode).toBe(400);
    expect((await h.send('providerA', 'POST', URL, record(mine, { reason: '   ' }))).json()).toEqual({ reason: ['This field may not be blank.'] });
    expect((await h.send('providerA', 'POST', URL, record(mine, { unavailable_to: '2031-03-02T08:00:00Z' }))).json()).toEqual({
      unavailable_to: ['The end must be after the start.'],
    });
    expect((await h.send('providerA', 'POST', URL, record(theirs))).json()).toEqual({ flex_asset: ['Choose one of your assets.'] });

    const first = (await h.send('providerA', 'POST', URL, record(mine, { unavailable_from: '2033-05-01T08:00:00Z', unavailable_to: '2033-05-01T12:00:00Z' }))).json() as Json;
    const overlap = await h.send('providerA', 'POST', URL, record(mine, { unavailable_from: '2033-05-01T11:00:00Z', unavailable_to: '2033-05-01T15:00:00Z' }));
    expect(overlap.statusCode).toBe(400);
    expect((overlap.json() as { unavailable_from: string[] }).unavailable_from[0]).toContain('2033-05-01 08:00 to 2033-05-01 12:00');
    // Back to back is fine, and a record may be moved within its own time.
    expect((await h.send('providerA', 'POST', URL, record(mine, { unavailable_from: '2033-05-01T12:00:00Z', unavailable_to: '2033-05-01T15:00:00Z' }))).statusCode).toBe(201);
    expect((await h.send('providerA', 'PATCH', `${URL}${String(first.id)}/`, { unavailable_from: '2033-05-01T09:00:00Z' })).statusCode).toBe(200);
    expect((await h.send('operatorX', 'POST', URL, record(mine))).statusCode).toBe(403);
  });

  it('the no-overlap migration keeps the first of records that overlap (stored before the rule held), then holds the rule', async () => {
    const db = h.app.db;
    const asset = await assetOf('voltwise-flex');
    // As before the migration: no constraint, and overlapping records written by racing requests.
    await db.query('ALTER TABLE asset_unavailability DROP CONSTRAINT asset_unavailability_no_overlap');
    const at = (hour: number) => new Date(Date.UTC(2045, 0, 1) + hour * 3_600_000).toISOString();
    const periods: Array<[string, number, number]> = [
      ['A', 0, 3],
      ['B', 2, 5], // overlaps A: removed
      ['C', 4, 6], // overlaps only B, which goes: kept
      ['D', 6, 7], // starts as C ends: kept
      ['E', 1, 2], // inside A: removed
    ];
    for (const [reason, from, to] of periods) {
      await db.query('INSERT INTO asset_unavailability (flex_asset_id, unavailable_from, unavailable_to, reason) VALUES ($1, $2, $3, $4)', [asset, at(from), at(to), `Migration ${reason}`]);
    }
    const migration = readFileSync(join(migrationsDir, '159_unavailability_no_overlap.sql'), 'utf8');
    await db.transaction((tx) => tx.exec(migration));
    const kept = await db.query<{ reason: string }>(`SELECT reason FROM asset_unavailability WHERE reason LIKE 'Migration %' ORDER BY unavailable_from`);
    expect(kept.rows.map((r) => r.reason)).toEqual(['Migration A', 'Migration C', 'Migration D']);
    await expect(
      db.query('INSERT INTO asset_unavailability (flex_asset_id, unavailable_from, unavailable_to, reason) VALUES ($1, $2, $3, $4)', [asset, at(5), at(8), 'Migration F']),
    ).rejects.toMatchObject({ code: '23P01', constraint: 'asset_unavailability_no_overlap' });
  });
});
