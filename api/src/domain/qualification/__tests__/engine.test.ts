import type { MultiPolygon } from '../../../platform/geo/geometry.js';
import type { CompetitionInput } from '../engine.js';
import { QualificationEngine } from '../engine.js';
import type { AssetFacts, NeedDirection, PowerType } from '../rules.js';
import { plannedAssetFacts, requiredCapacityField } from '../rules.js';

const box = (w: number, s: number, e: number, n: number): MultiPolygon => [
  [
    [
      [w, s],
      [e, s],
      [e, n],
      [w, n],
      [w, s],
    ],
  ],
];

// Competition 1: square with a hole; competition 2: two separate squares; competition 3: no boundary.
const withHole: MultiPolygon = [
  [
    [
      [-2, 53],
      [-1, 53],
      [-1, 54],
      [-2, 54],
      [-2, 53],
    ],
    [
      [-1.6, 53.4],
      [-1.4, 53.4],
      [-1.4, 53.6],
      [-1.6, 53.6],
      [-1.6, 53.4],
    ],
  ],
];
const twoParts: MultiPolygon = [...box(-1, 51, -0.5, 51.5), ...box(0, 51, 0.5, 51.5)];

function competition(id: number, boundary: MultiPolygon | null, over: Partial<CompetitionInput> = {}): CompetitionInput {
  return {
    id,
    boundary,
    min_connection_voltage: 0.4,
    max_connection_voltage: 33,
    power_type: 'active_power',
    need_direction: 'deficit',
    boundary_buffer: 0,
    ...over,
  };
}

function asset(lon: number | null, lat: number | null, over: Partial<AssetFacts> = {}): AssetFacts {
  return {
    lon,
    lat,
    voltage_level: 11,
    active_export_capacity: 1,
    active_import_capacity: 0,
    reactive_export_capacity: 0,
    reactive_import_capacity: 0,
    is_active: true,
    ...over,
  };
}

const engine = new QualificationEngine([
  competition(1, withHole, { boundary_buffer: 5 }),
  competition(2, twoParts),
  competition(3, null),
  competition(4, box(-2, 53, -1, 54), { min_connection_voltage: 33, max_connection_voltage: 132, power_type: 'reactive_power', need_direction: 'excess' }),
]);

function matchIds(a: AssetFacts): number[] {
  const ids: number[] = [];
  engine.matchAsset(a, (m) => ids.push(m.competitionId));
  return ids.sort();
}

describe('capacity mapping', () => {
  const cases: [PowerType, NeedDirection, string][] = [
    ['active_power', 'deficit', 'active_export_capacity'],
    ['active_power', 'export', 'active_export_capacity'],
    ['active_power', 'excess', 'active_import_capacity'],
    ['active_power', 'import', 'active_import_capacity'],
    ['reactive_power', 'deficit', 'reactive_export_capacity'],
    ['reactive_power', 'export', 'reactive_export_capacity'],
    ['reactive_power', 'excess', 'reactive_import_capacity'],
    ['reactive_power', 'import', 'reactive_import_capacity'],
  ];
  it.each(cases)('%s + %s needs %s above zero', (power, need, field) => {
    expect(requiredCapacityField(power, need)).toBe(field);
    const e = new QualificationEngine([competition(9, box(0, 0, 1, 1), { power_type: power, need_direction: need })]);
    const zero = asset(0.5, 0.5, { active_export_capacity: 0 });
    expect(e.evaluate(9, zero).status).toBe('ineligible');
    expect(e.evaluate(9, zero).reasons.map((r) => r.code)).toEqual(['capacity']);
    const some = asset(0.5, 0.5, { active_export_capacity: 0, [field]: 0.25 });
    expect(e.evaluate(9, some).status).toBe('eligible');
  });

  it('turns a planned asset capacity_type/value into that capacity only', () => {
    const p = plannedAssetFacts({ lon: -1.8, lat: 53.2, voltage_level: 66, capacity_type: 'reactive_import_capacity', capacity_value: 3 });
    expect(engine.evaluate(4, p).status).toBe('eligible');
    expect(engine.evaluate(1, p).reasons.map((r) => r.code)).toEqual(['voltage', 'capacity']);
  });
});

describe('location', () => {
  it('matches inside, not in the hole beyond the buffer, and in either part of a multipolygon', () => {
    expect(matchIds(asset(-1.9, 53.1))).toEqual([1, 4]);
    // centre of competition 1's hole, 6.6 km from its edge (competition 4 has no hole)
    expect(matchIds(asset(-1.5, 53.5))).toEqual([4]);
    expect(matchIds(asset(-0.75, 51.25))).toEqual([2]);
    expect(matchIds(asset(0.25, 51.25))).toEqual([2]);
    expect(matchIds(asset(-0.25, 51.25))).toEqual([]); // between the parts
  });

  it('uses the buffer: within 5 km outside the edge passes, farther fails with the distance', () => {
    expect(matchIds(asset(-2.05, 53.5))).toEqual([1]); // ~3.3 km west of the edge
    const far = engine.evaluate(1, asset(-2.2, 53.5));
    expect(far.status).toBe('ineligible');
    expect(far.located).toBe(false);
    expect(far.reasons[0]!.code).toBe('location');
    expect(far.distanceKm!).toBeGreaterThan(13);
    expect(far.distanceKm!).toBeLessThan(13.5);
    expect(far.reasons[0]!.message).toBe('Outside the competition boundary by 13 km (buffer 5.0 km)');
  });

  it('reports a missing location and a missing boundary', () => {
    expect(engine.evaluate(1, asset(null, null)).reasons[0]!.code).toBe('no_location');
    expect(engine.evaluate(3, asset(-1.9, 53.1)).reasons[0]!.code).toBe('no_boundary');
    expect(matchIds(asset(null, null))).toEqual([]);
  });
});

describe('voltage and other reasons', () => {
  it('accepts the bounds inclusively and rejects outside them', () => {
    expect(engine.evaluate(1, asset(-1.9, 53.1, { voltage_level: 0.4 })).status).toBe('eligible');
    expect(engine.evaluate(1, asset(-1.9, 53.1, { voltage_level: 33 })).status).toBe('eligible');
    const low = engine.evaluate(1, asset(-1.9, 53.1, { voltage_level: 0.24 }));
    expect(low.reasons).toEqual([
      { code: 'voltage', message: 'Connection voltage 0.24 kV is outside 0.4 kV to 33 kV', details: { voltage_level: 0.24, min: 0.4, max: 33 } },
    ]);
    expect(engine.evaluate(1, asset(-1.9, 53.1, { voltage_level: 66 })).status).toBe('ineligible');
  });

  it('treats missing bounds as open', () => {
    const e = new QualificationEngine([competition(5, box(0, 0, 1, 1), { min_connection_voltage: null, max_connection_voltage: 11 })]);
    expect(e.evaluate(5, asset(0.5, 0.5, { voltage_level: 0.24 })).status).toBe('eligible');
    expect(e.evaluate(5, asset(0.5, 0.5, { voltage_level: 22 })).reasons[0]!.message).toBe(
      'Connection voltage 22 kV is outside at most 11 kV',
    );
  });

  it('lists every failed rule, and matchAsset reports located pairs with their verdict', () => {
    const bad = asset(-1.9, 53.1, { voltage_level: 132, active_export_capacity: 0, is_active: false });
    expect(engine.evaluate(1, bad).reasons.map((r) => r.code)).toEqual(['voltage', 'capacity', 'inactive']);
    const seen: { id: number; status: string }[] = [];
    engine.matchAsset(bad, (m) => seen.push({ id: m.competitionId, status: m.status }));
    expect(seen.sort((a, b) => a.id - b.id)).toEqual([
      { id: 1, status: 'ineligible' },
      { id: 4, status: 'ineligible' },
    ]);
  });

  it('runs a batch and returns the asset index of every match', () => {
    const { assetIndex, matches } = engine.run([asset(-1.9, 53.1), asset(10, 10), asset(0.25, 51.25)]);
    expect(Array.from(assetIndex)).toEqual([0, 0, 2]);
    expect(matches.map((m) => m.competitionId).sort()).toEqual([1, 2, 4]);
  });
});
