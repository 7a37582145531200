/**
 * Password reset timing (the answer must not tell whether an account exists): the API as its own process (as
 * deployed), real HTTP over loopback from this one, alternating requests for an address with an
 * account and for addresses without. Prints the median and 95th percentile of each and their
 * difference; asserts nothing (the test suite checks that both do the same work before answering).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { startApi } from '../test/support/api-process.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
/** Time for the server to finish the work after each answer, so neither side pays for the other. */
const GAP_MS = 30;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-'));
  // Each request comes from its own address (TRUST_PROXY), so the per-address reset limit stays out of the way.
  const api = await startApi({ DATA_DIR: dataDir, SEED_SIZE: 'test', TRUST_PROXY: '1' });
  const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
  let n = 0;
  const send = async (email: string): Promise<number> => {
    n++;
    const t0 = performance.now();
    const res = await fetch(`${api.url}/auth/users/reset_password/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      body: JSON.stringify({ email }),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`reset: ${res.status}`);
    const ms = performance.now() - t0;
    await pause(GAP_MS);
    return ms;
  };
  try {
    for (let i = 0; i < 10; i++) await send(`warm-up-${i}@bench.test`);
    for (let i = 0; i < ROUNDS; i++) {
      times.known.push(await send('account@brightgrid.test'));
      times.unknown.push(await send(`nobody-${i}@bench.test`));
    }
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const known = [...times.known].sort((a, b) => a - b);
  const unknown = [...times.unknown].sort((a, b) => a - b);
  const row = (name: string, s: number[]) => `  ${name.padEnd(22)} median ${percentile(s, 0.5).toFixed(2)} ms, p95 ${percentile(s, 0.95).toFixed(2)} ms`;
  console.info(`password reset answer time, ${ROUNDS} requests each (API process, HTTP over loopback):`);
  console.info(row('address with account', known));
  console.info(row('address without', unknown));
  console.info(`  median difference ${(percentile(known, 0.5) - percentile(unknown, 0.5)).toFixed(2)} ms`);
}
