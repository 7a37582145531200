import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const features = async () => (await t.app.inject({ method: 'GET', url: '/features/' })).json() as string[];

describe('the revamp flag (cookie consent defaults, spec platform §4.4)', () => {
  it('is known but off in the demo, and listed once switched on', async () => {
    const known = await t.app.db.query<{ enabled: boolean }>("SELECT enabled FROM feature_flags WHERE name = 'revamp'");
    expect(known.rows).toEqual([{ enabled: false }]);
    expect(await features()).not.toContain('revamp');
    await t.app.db.query("UPDATE feature_flags SET enabled = true WHERE name = 'revamp'");
    try {
      expect(await features()).toContain('revamp');
    } finally {
      await t.app.db.query("UPDATE feature_flags SET enabled = false WHERE name = 'revamp'");
    }
  });
});
