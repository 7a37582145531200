import { boundaryRecord, parseGeoJsonArea } from '../competitions/boundary.js';
import { competitionStatusAt, COMPETITION_STATUSES } from '../competitions/status.js';
import { createRng, generateAsset, voltageFor, VOLTAGES_KV } from '../demo/generate.js';
import { signedQuery, verifySignature } from '../mapdata/document.js';
import { scheduleFor } from '../seed.js';
import { competitionErrors } from '../routes/competitions.js';

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

describe('demo data', () => {
  it('is deterministic for a seed and uses only the listed voltages', () => {
    const district = { district: 'NE1', area: 'NE', lat: 54.97, lon: -1.61, postcodes: 100, group: '_F' };
    const a = createRng(7);
    const b = createRng(7);
    const one = Array.from({ length: 50 }, (_, i) => generateAsset(a, district, i, 'T'));
    const two = Array.from({ length: 50 }, (_, i) => generateAsset(b, district, i, 'T'));
    expect(one).toEqual(two);
    for (const asset of one) {
      expect(VOLTAGES_KV as readonly number[]).toContain(asset.voltage_level);
      expect(Math.abs(asset.lat - district.lat)).toBeLessThan(0.03);
      expect(asset.active_export_capacity + asset.active_import_capacity).toBeGreaterThan(0);
    }
    const rng = createRng(1);
    expect(voltageFor(rng, 0.01)).toBeLessThanOrEqual(0.4);
    expect(voltageFor(rng, 100)).toBeGreaterThanOrEqual(33);
  });

  it('places seeded competitions in the status they were made for, for every status', () => {
    const now = Date.UTC(2027, 0, 15, 12);
    const rng = createRng(3);
    for (const status of COMPETITION_STATUSES) {
      for (let i = 0; i < 20; i++) {
        const [qo, qc, o, c, a] = scheduleFor(status, now, rng);
        expect(competitionStatusAt({ qualification_open: qo!, qualification_closed: qc!, open: o!, closed: c!, archive_on: a! }, new Date(now))).toBe(status);
      }
    }
  });
});

describe('signed map-data URLs', () => {
  const secret = new Uint8Array(32).fill(7);
  it('verifies its own signature, rejects another key, a changed expiry and an expired link', () => {
    const now = Date.UTC(2027, 0, 1);
    const q = new URLSearchParams(signedQuery(secret, 'provider:1', now));
    const expires = Number(q.get('expires'));
    const sig = q.get('signature')!;
    expect(verifySignature(secret, 'provider:1', expires, sig, now)).toBe('ok');
    expect(verifySignature(secret, 'provider:2', expires, sig, now)).toBe('invalid');
    expect(verifySignature(secret, 'provider:1', expires + 1, sig, now)).toBe('invalid');
    expect(verifySignature(new Uint8Array(32), 'provider:1', expires, sig, now)).toBe('invalid');
    expect(verifySignature(secret, 'provider:1', expires, sig, now + 2 * 3600_000)).toBe('expired');
  });
});
