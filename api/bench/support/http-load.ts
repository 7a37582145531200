/** What the HTTP benchmarks share: signing in a demo user and loading one URL with concurrent clients. */
import { DEMO_PASSWORD } from '../../src/seed/core.js';

/** The value at fraction `p` of ascending `sorted` (0 when empty). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/** The Authorization header of a demo user (the demo password) signed in at `base`. */
export async function signIn(base: string, email: string): Promise<Record<string, string>> {
  const res = await fetch(`${base.replace(/\/$/, '')}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status}`);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

export interface LoadFigures {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** This process's CPU time per request in µs (clients, and the server and PGlite when in process). */
  cpuUs: number;
}

export interface LoadOptions {
  durationMs: number;
  concurrency: number;
  /** The status every answer must have (default 200). */
  expectStatus?: number;
  /** A parameter the API ignores, different on every request, so no kept answer matches. */
  vary?: boolean;
}

/** `concurrency` clients, each sending one request after the other to `url` for `durationMs`. */
export async function load(url: string, headers: Record<string, string>, { durationMs, concurrency, expectStatus = 200, vary = false }: LoadOptions): Promise<LoadFigures> {
  const times: number[] = [];
  const end = Date.now() + durationMs;
  let serial = 0;
  const worker = async (): Promise<void> => {
    while (Date.now() < end) {
      const t0 = performance.now();
      const res = await fetch(vary ? `${url}${url.includes('?') ? '&' : '?'}bench_nonce=${serial++}` : url, { headers });
      await res.arrayBuffer();
      if (res.status !== expectStatus) throw new Error(`${url}: ${res.status}, expected ${expectStatus}`);
      times.push(performance.now() - t0);
    }
  };
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    rps: times.length / elapsed,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    cpuUs: (used.user + used.system) / Math.max(times.length, 1),
  };
}
