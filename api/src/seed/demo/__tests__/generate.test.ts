import { competitionStatusAt, COMPETITION_STATUSES } from '../../../domain/competitions/status.js';
import { VOLTAGES_KV } from '../../../domain/reference/voltages.js';
import { createRng, generateAsset, voltageFor } from '../generate.js';
import { scheduleFor } from '../seed.js';

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
