import { CompiledArea } from '../compiled-area.js';
import type { MultiPolygon, Polygon } from '../geometry.js';
import {
  bboxOf,
  distanceToBoundaryKm,
  expandBBoxKm,
  haversineKm,
  interiorPoint,
  multiPolygonAreaKm2,
  pointInMultiPolygon,
  pointInPolygon,
  pointSegmentDistanceKm,
} from '../geometry.js';
import { GridIndex } from '../grid-index.js';
import { countVertices, simplifyMultiPolygon, simplifyRing } from '../simplify.js';

// A 1°×1° square near Leeds with a 0.2° square hole in the middle.
const square: Polygon = [
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
];
// A second, separate square further east (multipolygon part).
const eastPart: Polygon = [
  [
    [0, 52],
    [0.5, 52],
    [0.5, 52.5],
    [0, 52.5],
    [0, 52],
  ],
];
const mp: MultiPolygon = [square, eastPart];

describe('point in polygon', () => {
  it('finds points inside the outer ring and outside it', () => {
    expect(pointInPolygon(-1.9, 53.1, square)).toBe(true);
    expect(pointInPolygon(-2.1, 53.5, square)).toBe(false);
    expect(pointInPolygon(-1.5, 54.2, square)).toBe(false);
  });

  it('treats the hole as outside', () => {
    expect(pointInPolygon(-1.5, 53.5, square)).toBe(false);
    expect(pointInPolygon(-1.65, 53.5, square)).toBe(true);
  });

  it('accepts any part of a multipolygon', () => {
    expect(pointInMultiPolygon(0.25, 52.25, mp)).toBe(true);
    expect(pointInMultiPolygon(-1.9, 53.9, mp)).toBe(true);
    expect(pointInMultiPolygon(-0.5, 52.25, mp)).toBe(false);
  });

  it('handles a concave (U-shaped) ring', () => {
    const u: Polygon = [
      [
        [0, 0],
        [3, 0],
        [3, 3],
        [2, 3],
        [2, 1],
        [1, 1],
        [1, 3],
        [0, 3],
        [0, 0],
      ],
    ];
    expect(pointInPolygon(1.5, 2, u)).toBe(false); // in the notch
    expect(pointInPolygon(0.5, 2, u)).toBe(true);
    expect(pointInPolygon(2.5, 2, u)).toBe(true);
    expect(pointInPolygon(1.5, 0.5, u)).toBe(true);
  });
});

describe('distances', () => {
  it('matches haversine for short east-west and north-south distances at GB latitudes', () => {
    const d1 = pointSegmentDistanceKm(-1.0, 53.5, -0.9, 53.0, -0.9, 54.0);
    expect(d1).toBeCloseTo(haversineKm(-1.0, 53.5, -0.9, 53.5), 1);
    const d2 = pointSegmentDistanceKm(-1.5, 54.1, -2, 54, -1, 54);
    expect(d2).toBeCloseTo(haversineKm(-1.5, 54.1, -1.5, 54.0), 1);
  });

  it('measures to the nearest segment end when the projection falls outside the segment', () => {
    const d = pointSegmentDistanceKm(-0.9, 54.1, -2, 54, -1, 54);
    expect(d).toBeCloseTo(haversineKm(-0.9, 54.1, -1, 54), 0);
  });

  it('measures distance to holes as well as outer rings', () => {
    // centre of the hole is 0.1° from each hole edge: ~6.6 km east-west at 53.5°N, ~11 km north-south
    const d = distanceToBoundaryKm(-1.5, 53.5, [square]);
    expect(d).toBeGreaterThan(6);
    expect(d).toBeLessThan(7);
  });
});

describe('CompiledArea', () => {
  const area = new CompiledArea(mp, 5);

  it('agrees with the plain point-in-polygon on a grid of points', () => {
    for (let lon = -2.5; lon <= 1; lon += 0.07) {
      for (let lat = 51.5; lat <= 54.5; lat += 0.07) {
        expect(area.contains(lon, lat)).toBe(pointInMultiPolygon(lon, lat, mp));
      }
    }
  });

  it('passes points within the buffer outside the boundary and in the hole near its edge', () => {
    // 0.05° west of the west edge at 53.5°N ≈ 3.3 km: within 5 km
    const near = area.test(-2.05, 53.5);
    expect(near.inside).toBe(false);
    expect(near.inside === false && near.withinBuffer).toBe(true);
    // 0.1° west ≈ 6.6 km: outside the buffer, exact distance when asked
    const far = area.test(-2.1, 53.5, true);
    expect(far.inside === false && far.withinBuffer).toBe(false);
    expect(far.distanceKm).toBeGreaterThan(6.4);
    expect(far.distanceKm).toBeLessThan(6.8);
    // centre of the hole: ~6.6 km from the hole edge, outside a 5 km buffer
    const hole = area.test(-1.5, 53.5, true);
    expect(hole.inside).toBe(false);
    expect(hole.inside === false && hole.withinBuffer).toBe(false);
    // close to the hole's edge: within the buffer
    const holeEdge = area.test(-1.42, 53.5);
    expect(holeEdge.inside === false && holeEdge.withinBuffer).toBe(true);
  });

  it('has no buffer by default', () => {
    const strict = new CompiledArea(mp);
    const t = strict.test(-2.001, 53.5);
    expect(t.inside).toBe(false);
    expect(t.inside === false && t.withinBuffer).toBe(false);
  });

  it('widens the bbox by the buffer', () => {
    const b = expandBBoxKm(bboxOf(mp), 11.1195);
    expect(b.minLat).toBeCloseTo(51.9, 5);
    expect(b.maxLat).toBeCloseTo(54.1, 5);
    expect(b.minLon).toBeLessThan(-2.15);
  });
});

describe('GridIndex', () => {
  it('returns every box that covers a point (and the caller filters by bbox)', () => {
    const boxes = [
      { minLon: 0, minLat: 0, maxLon: 1, maxLat: 1 },
      { minLon: 0.5, minLat: 0.5, maxLon: 2, maxLat: 2 },
      { minLon: 1, minLat: 1, maxLon: 0, maxLat: 0 }, // empty, never returned
    ];
    const grid = new GridIndex(boxes, 0.25);
    expect(Array.from(grid.query(0.1, 0.1))).toEqual([0]);
    expect(Array.from(grid.query(0.75, 0.75)).sort()).toEqual([0, 1]);
    expect(Array.from(grid.query(1.9, 1.9))).toEqual([1]);
    expect(Array.from(grid.query(5, 5))).toEqual([]);
    expect(Array.from(grid.query(-1, 0.5))).toEqual([]);
  });
});

describe('simplification and measures', () => {
  it('removes near-collinear points within the tolerance and keeps the shape', () => {
    const ring: [number, number][] = [];
    for (let i = 0; i <= 100; i++) ring.push([-2 + i * 0.01, 53 + (i % 2) * 0.00001]);
    ring.push([-1, 54], [-2, 54], [-2, 53]);
    const s = simplifyRing(ring, 0.05)!;
    expect(s.length).toBeLessThan(8);
    expect(s[0]).toEqual(s[s.length - 1]);
    expect(pointInPolygon(-1.5, 53.5, [s])).toBe(true);
  });

  it('drops parts that collapse and keeps vertex counts down', () => {
    const tiny: Polygon = [
      [
        [0, 0],
        [0.00001, 0],
        [0.00001, 0.00001],
        [0, 0.00001],
        [0, 0],
      ],
    ];
    const s = simplifyMultiPolygon([square, tiny], 1);
    expect(s.length).toBe(1);
    expect(countVertices(s)).toBeLessThanOrEqual(countVertices([square]));
  });

  it('computes areas with holes subtracted and an interior point', () => {
    const a = multiPolygonAreaKm2([square]);
    // 1° × 1° at 53.5° ≈ 66.2 km × 110.6 km ≈ 7,320 km², minus the 0.2° hole (≈ 293 km²)
    expect(a).toBeGreaterThan(6900);
    expect(a).toBeLessThan(7150);
    const p = interiorPoint([square])!;
    expect(pointInPolygon(p[0], p[1], square)).toBe(true);
  });
});
