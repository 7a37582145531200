/**
 * Competition figures: the API as its own process (as deployed, embedded PGlite, test seed), real
 * HTTP over loopback. Prints, asserting nothing:
 *  - creating a competition with two periods and windows (validation, area from GSP regions,
 *    boundary, calendar, qualification): median and p95 of POST flex/competitions/;
 *  - bulk creation through the file pipeline: a CSV of N competitions from upload to Ready
 *    (received → scanned → parsed → applied), and the rate in rows per second;
 *  - a file with one bad row among N: time until its Error status with the row's message.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from '../test/support/api-process.js';
import { percentile, signIn } from './support/http-load.js';

const CREATES = Number(process.env.BENCH_ROUNDS ?? 40);
const BULK_ROWS = Number(process.env.BENCH_BULK_ROWS ?? 200);


const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const HEADER =
  'reference,name,qualification_open,qualification_closed,open,closed,postcodes,availability_guide_price,utilisation_guide_price,period_name,period_start,period_end,window_name,window_start,window_end,service_days,holiday_handling,capacity_required';

function csv(prefix: string, rows: number, badRow = -1): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const open = i === badRow ? iso(5) : iso(20);
    lines.push([`${prefix}-${i}`, `Bench ${prefix} ${i}`, iso(1), iso(10), open, iso(30), 'NE1', '6.5', '300', 'Winter', '2027-11-01', '2028-02-28', 'Evening', '16:00', '19:30', 'weekdays', 'Exclude', '3'].join(','));
  }
  return lines.join('\r\n');
}

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-'));
  const api = await startApi({ DATA_DIR: dataDir, SEED_SIZE: 'test' });
  try {
    const auth = await signIn(api.url, 'operator@northernlines.test');
    const me = (await (await fetch(`${api.url}/auth/users/me/`, { headers: auth })).json()) as { organisation: number };
    const orgId = me.organisation;
    const regions = (await (await fetch(`${api.url}/flex/gspregions/?within_operating_area=true`, { headers: auth })).json()) as { id: number }[];

    const times: number[] = [];
    for (let i = 0; i < CREATES; i++) {
      const body = {
        name: `Bench ${i}`,
        reference: `BENCH-${i}`,
        availability_guide_price: 6,
        utilisation_guide_price: 300,
        qualification_open: iso(1),
        qualification_closed: iso(10),
        open: iso(20),
        closed: iso(30),
        area_refs: [regions[i % regions.length]!.id, regions[(i + 1) % regions.length]!.id],
        service_periods: [
          { name: 'Winter', start: '2027-11-01', end: '2028-02-28', service_windows: [{ name: 'Evening', start_time: '16:00', end_time: '19:30', service_days: [0, 1, 2, 3, 4], holiday_handling: 'Exclude', capacity_required: 3 }] },
          { name: 'Christmas', start: '2027-12-20', end: '2028-01-03', service_windows: [{ name: 'Peak', start_time: '17:00', end_time: '19:00', holiday_handling: 'Only', capacity_required: 2 }] },
        ],
      };
      const t0 = performance.now();
      const res = await fetch(`${api.url}/flex/competitions/`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`create: ${res.status}`);
      times.push(performance.now() - t0);
    }
    const sorted = times.sort((a, b) => a - b);
    console.info(`create a competition (2 periods, 2 windows, 2 GSP regions), ${CREATES} requests: median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms`);

    const upload = async (text: string): Promise<{ ms: number; status: Record<string, unknown> }> => {
      const form = new FormData();
      form.set('org_id', String(orgId));
      form.set('file', new Blob([text], { type: 'text/csv' }), 'bench.csv');
      const t0 = performance.now();
      const res = await fetch(`${api.url}/files/upload/competitions/`, { method: 'POST', headers: auth, body: form });
      const created = (await res.json()) as { id: number };
      if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(created)}`);
      // The client's own polling: every second until done (as shared-session's pollFileStatus).
      for (;;) {
        const s = (await (await fetch(`${api.url}/files/uploads/${created.id}/`, { headers: auth })).json()) as Record<string, unknown>;
        if (s.done === true || s.status === 'Error' || s.status === 'User Permission Error') return { ms: performance.now() - t0, status: s };
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const good = await upload(csv('BULK', BULK_ROWS));
    console.info(
      `bulk upload of ${BULK_ROWS} competitions (CSV → Ready, polled every 100 ms): ${(good.ms / 1000).toFixed(2)} s, ${(BULK_ROWS / (good.ms / 1000)).toFixed(0)} rows/s, status ${String(good.status.status)}`,
    );
    const bad = await upload(csv('BAD', BULK_ROWS, Math.floor(BULK_ROWS / 2)));
    console.info(
      `bulk upload of ${BULK_ROWS} rows with one bad row (CSV → Error with its message): ${(bad.ms / 1000).toFixed(2)} s, ${(bad.status.errors as unknown[]).length} row error(s), status ${String(bad.status.status)}`,
    );
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
