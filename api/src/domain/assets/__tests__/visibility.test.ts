import { ACTORS, domainHarness, type Json } from '../../../../test/domain-harness.js';

/**
 * Qualification data follows its competition's visibility: once a competition is a draft
 * (incomplete) or inactive, a provider learns nothing about it from qualification rows (with their
 * reasons: voltage limits, area), qualifying assets, or the competition ids and reasons on its own
 * assets and planned assets. The owning operator still sees everything of its own competition.
 */
const h = domainHarness();

interface Target {
  competition: number;
  flexAsset: number;
  plannedAsset: number;
}

/** A competition providerA can see now, in which one of its flex assets qualifies and one of its planned assets lies. */
async function target(): Promise<Target> {
  const r = await h.app.db.query<{ competition: number; flex_asset: number; planned_asset: number }>(
    `SELECT c.id AS competition, qa.flex_asset_id AS flex_asset, qp.planned_asset_id AS planned_asset
       FROM competitions c
       JOIN qualifications qa ON qa.competition_id = c.id AND qa.eligibility_status IN ('eligible', 'qualified')
       JOIN flex_assets a ON a.id = qa.flex_asset_id AND a.flex_provider_id = $1
       JOIN qualifications qp ON qp.competition_id = c.id
       JOIN planned_assets p ON p.id = qp.planned_asset_id AND p.flex_provider_id = $1
      WHERE c.is_active AND competition_status_at(c.qualification_open, c.qualification_closed, c.open, c.closed, c.archive_on, now()) IN ('qualifying', 'qualified', 'open')
      ORDER BY c.id, qa.flex_asset_id, qp.planned_asset_id LIMIT 1`,
    [h.orgs['brightgrid-energy']],
  );
  return { competition: r.rows[0]!.competition, flexAsset: r.rows[0]!.flex_asset, plannedAsset: r.rows[0]!.planned_asset };
}

const json = async (who: string, url: string): Promise<Json[]> => {
  const res = await h.get(who, url);
  expect(res.statusCode).toBe(200);
  return res.json() as Json[];
};

/** What providerA can learn about the competition through qualification data. */
async function traces(t: Target) {
  const qualifications = await json('providerA', `/flex/qualifications/?competition=${t.competition}`);
  const qualifying = await json('providerA', `/flex/qualifyingassets/?competition=${t.competition}`);
  const assetsIn = await json('providerA', `/flex/assets/?competition=${t.competition}`);
  const plannedIn = await json('providerA', `/flex/plannedassets/?competition=${t.competition}`);
  const asset = (await h.get('providerA', `/flex/assets/${t.flexAsset}/`)).json() as Json;
  const planned = (await h.get('providerA', `/flex/plannedassets/${t.plannedAsset}/`)).json() as Json;
  // The reason shown is the first refusal among the live competitions it may see (by id).
  const reasons = await h.app.db.query<{ competition: number; message: string }>(
    `SELECT q.competition_id AS competition, q.reasons->0->>'message' AS message FROM qualifications q JOIN competitions c ON c.id = q.competition_id
      WHERE q.planned_asset_id = $1 AND q.eligibility_status IN ('ineligible', 'disqualified') ORDER BY q.competition_id`,
    [t.plannedAsset],
  );
  const qualificationIds = qualifications.map((q) => q.id as number);
  const reads = await Promise.all(qualificationIds.map(async (id) => (await h.get('providerA', `/flex/qualifications/${id}/`)).statusCode));
  return {
    qualifications: qualifications.length,
    qualifying: qualifying.length,
    assetsIn: assetsIn.map((a) => a.id),
    plannedIn: plannedIn.map((a) => a.id),
    assetNames: (asset.qualifying_competitions as number[]).includes(t.competition),
    plannedNames: (planned.competitions as number[]).includes(t.competition) || planned.competition === t.competition,
    /** Whether the planned asset's reason is the one from this competition's refusal (and no other competition's gives the same text). */
    plannedReasonFromIt:
      planned.reason !== null && reasons.rows.some((r) => r.competition === t.competition && r.message === planned.reason) && !reasons.rows.some((r) => r.competition !== t.competition && r.message === planned.reason),
    reads,
  };
}

describe('qualification data follows its competition', () => {
  it.each([
    ['a draft (incomplete)', 'UPDATE competitions SET qualification_open = NULL WHERE id = $1', 'UPDATE competitions SET qualification_open = $2 WHERE id = $1'],
    ['inactive', 'UPDATE competitions SET is_active = false WHERE id = $1', 'UPDATE competitions SET is_active = true WHERE id = $1'],
  ])('tells a provider nothing about a competition that is %s', async (_what, hide, restore) => {
    const t = await target();
    const before = await traces(t);
    // Visible: its own assets show in it, named by id, with their qualification rows.
    expect(before.qualifications).toBeGreaterThan(0);
    expect(before.qualifying).toBeGreaterThan(0);
    expect(before.assetsIn).toContain(t.flexAsset);
    expect(before.plannedIn).toContain(t.plannedAsset);
    expect(before.assetNames).toBe(true);
    // The planned asset either qualifies in it (named by id) or is refused there (its reason).
    expect(before.plannedNames || before.plannedReasonFromIt).toBe(true);
    expect(before.reads.every((s) => s === 200)).toBe(true);

    const saved = await h.app.db.query<{ qualification_open: Date | null }>('SELECT qualification_open FROM competitions WHERE id = $1', [t.competition]);
    await h.app.db.query(hide, [t.competition]);
    try {
      const after = await traces(t);
      expect(after).toEqual({ qualifications: 0, qualifying: 0, assetsIn: [], plannedIn: [], assetNames: false, plannedNames: false, plannedReasonFromIt: false, reads: [] });
      // The qualification rows seen before are now 404, one by one.
      for (const id of (await h.app.db.query<{ id: number }>('SELECT id FROM qualifications WHERE competition_id = $1', [t.competition])).rows.map((r) => r.id)) {
        expect((await h.get('providerA', `/flex/qualifications/${id}/`)).statusCode).toBe(404);
      }
      // Its operator still sees its own competition's rows.
      const owner = await h.app.db.query<{ email: string }>(
        `SELECT u.email FROM competitions c JOIN users u ON u.organisation_id = c.operator_id WHERE c.id = $1 AND u.email = ANY($2)`,
        [t.competition, [ACTORS.operatorX, ACTORS.operatorY]],
      );
      const operator = owner.rows[0]!.email === ACTORS.operatorX ? 'operatorX' : 'operatorY';
      expect((await json(operator, `/flex/qualifications/?competition=${t.competition}`)).length).toBeGreaterThanOrEqual(before.qualifications);
    } finally {
      await h.app.db.query(restore, restore.includes('$2') ? [t.competition, saved.rows[0]!.qualification_open] : [t.competition]);
    }
  });
});
