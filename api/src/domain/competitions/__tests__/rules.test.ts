import { boundaryRecord, parseGeoJsonArea } from '../boundary.js';
import { competitionErrors } from '../validation.js';

describe('boundaries', () => {
  const square = {
    type: 'Polygon',
    coordinates: [
      [
        [-2, 53],
        [-1, 53],
        [-1, 54],
        [-2, 54],
        [-2, 53],
      ],
    ],
  };

  it('accepts Polygon and MultiPolygon GeoJSON and rejects anything else', () => {
    const p = parseGeoJsonArea(square);
    expect(p.ok && p.mp.length).toBe(1);
    expect(parseGeoJsonArea({ type: 'MultiPolygon', coordinates: [square.coordinates] }).ok).toBe(true);
    expect(parseGeoJsonArea({ type: 'Point', coordinates: [0, 0] }).ok).toBe(false);
    expect(parseGeoJsonArea({ type: 'Polygon', coordinates: [[[0, 0], [1, 1]]] }).ok).toBe(false);
    expect(parseGeoJsonArea({ type: 'Polygon', coordinates: [[[0, 0], [200, 0], [1, 1], [0, 0]]] }).ok).toBe(false);
    expect(parseGeoJsonArea(null).ok).toBe(false);
  });

  it('stores a bbox, an area, and a low-fidelity copy with no more vertices than the original', () => {
    const ring: [number, number][] = [];
    for (let i = 0; i <= 200; i++) ring.push([-2 + i / 200, 53 + 0.0001 * Math.sin(i)]);
    ring.push([-1, 54], [-2, 54], [-2, 53]);
    const r = boundaryRecord([[ring]]);
    expect(r.min_lon).toBe(-2);
    expect(r.max_lat).toBe(54);
    expect(r.area_km2).toBeGreaterThan(7000);
    const count = (mp: number[][][][]) => mp.flat(2).length;
    expect(count(r.boundary_low.coordinates)).toBeLessThan(count(r.boundary.coordinates) / 10);
  });
});

describe('competition validation', () => {
  it('reports dates out of order on the later field, and an inverted voltage range', () => {
    const errors = competitionErrors({
      qualification_open: '2027-01-10T00:00:00Z',
      qualification_closed: '2027-01-05T00:00:00Z',
      open: '2027-02-01T00:00:00Z',
      closed: null,
      archive_on: '2027-01-20T00:00:00Z',
      min_connection_voltage: 33,
      max_connection_voltage: 11,
    });
    expect(Object.keys(errors).sort()).toEqual(['archive_on', 'max_connection_voltage', 'qualification_closed']);
    expect(competitionErrors({ qualification_open: '2027-01-10T00:00:00Z', open: '2027-02-01T00:00:00Z' })).toEqual({});
  });
});
