/**
 * Market clearing: 100,000 bids over a week of half-hourly demand intervals
 * (336), cleared by the engine in this process. Prints the time (target under 1 s on the 2-core
 * machine) and the memory the run took (heap growth and peak RSS); asserts nothing.
 */
import { clearMarket, type ClearingBid, type DemandInterval } from '../src/domain/market/clearing.js';

const BIDS = Number(process.env.BENCH_BIDS ?? 100_000);
const HALF = 30 * 60_000;

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function run(): Promise<void> {
  const r = rng(2026);
  const gsps = Array.from({ length: 300 }, (_, i) => `GSP_${i}`);
  const intervals: DemandInterval[] = Array.from({ length: 336 }, (_, i) => ({
    id: `slot-${i}`,
    start: i * HALF,
    end: (i + 1) * HALF,
    max_utilisation_rate: 250 + Math.round(r() * 200),
    required_capacity: 20 + Math.round(r() * 80),
    exclude_gsps: [gsps[Math.floor(r() * gsps.length)]!],
  }));
  const bids: ClearingBid[] = Array.from({ length: BIDS }, (_, i) => {
    const start = Math.floor(r() * 330) * HALF;
    return {
      id: i + 1,
      start,
      end: start + (1 + Math.floor(r() * 8)) * HALF,
      capacity: Math.round((0.1 + r() * 5) * 10) / 10,
      price: Math.round(50 + r() * 500),
      gsps: [gsps[Math.floor(r() * gsps.length)]!],
      submitted: Math.floor(r() * 1e6),
    };
  });
  // Warm up the engine's code paths on a small market, then measure the full one.
  clearMarket(intervals.slice(0, 10), bids.slice(0, 1000), 'pay_as_clear');
  (globalThis as { gc?: () => void }).gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
  const t0 = performance.now();
  const result = clearMarket(intervals, bids, 'pay_as_clear');
  const ms = performance.now() - t0;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const heapAfter = process.memoryUsage().heapUsed;
  const accepted = result.decisions.filter((d) => d.approved).length;
  const met = result.intervals.filter((i) => i.met).length;
  const pairs = result.intervals.reduce((s, i) => s + i.accepted.length, 0);
  console.info(`market clearing, ${BIDS.toLocaleString('en-GB')} bids × ${intervals.length} half-hourly intervals (pay as clear): ${ms.toFixed(0)} ms`);
  console.info(`  ${accepted.toLocaleString('en-GB')} bids accepted (${pairs.toLocaleString('en-GB')} interval acceptances), ${met}/${intervals.length} intervals met`);
  console.info(`  memory: heap +${((heapAfter - heapBefore) / 1048576).toFixed(0)} MB during the run, peak RSS ${(peakRss / 1048576).toFixed(0)} MB`);
}
