import { useEffect, useState } from 'react';

/** Spec platform §9: the bars step every 100 ms; 5 bars by default, at most 10. */
export const LOADING_STEP_MS = 100;
export const DEFAULT_LOADING_BARS = 5;
export const MAX_LOADING_BARS = 10;

export interface LoadingBarsProps {
  /** Names the loader for assistive technology, e.g. "Loading…". */
  label: string;
  /** How many bars (1 to 10; 5 by default). */
  bars?: number;
  className?: string;
}

/** The number of bars shown for `bars`: a whole number from 1 to 10. */
export function loadingBarCount(bars: number = DEFAULT_LOADING_BARS): number {
  if (!Number.isFinite(bars)) return DEFAULT_LOADING_BARS;
  return Math.min(MAX_LOADING_BARS, Math.max(1, Math.round(bars)));
}

/**
 * The stepped loader: every 100 ms one more bar lights up; when all are lit they start again.
 * An indeterminate progressbar (no value) named by `label`.
 */
export function LoadingBars({ label, bars, className }: LoadingBarsProps) {
  const count = loadingBarCount(bars);
  const [lit, setLit] = useState(0);
  useEffect(() => {
    setLit(0);
    const timer = setInterval(() => setLit((n) => (n + 1) % (count + 1)), LOADING_STEP_MS);
    return () => clearInterval(timer);
  }, [count]);
  return (
    <div role="progressbar" aria-label={label} className={['fx-loading-bars', className].filter(Boolean).join(' ')} data-lit={lit}>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={i < lit ? 'fx-loading-bars__bar is-lit' : 'fx-loading-bars__bar'} />
      ))}
    </div>
  );
}
