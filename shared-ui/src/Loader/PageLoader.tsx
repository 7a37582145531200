import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { LOADING_STEP_MS, LoadingBars } from './LoadingBars';

/** Spec platform §9: the page's progress bar runs for 5 s, with a 200 ms throttle. */
export const PAGE_LOADER_DELAY_MS = 200;
export const PAGE_LOADER_RUN_MS = 5000;

export interface PageLoaderProps {
  /** Shown under the bars and names them; "Loading…" by default. */
  label?: string;
  /** How many stepped bars (5 by default, at most 10). */
  bars?: number;
  className?: string;
}

/** How far the page's progress bar has run after `elapsed` ms: 0 to 1 over 5 s, then it holds. */
export function pageLoaderRun(elapsed: number): number {
  return Math.min(1, Math.max(0, elapsed / PAGE_LOADER_RUN_MS));
}

/**
 * The loading fallback of a page or an area: an empty live region for the first 200 ms (a quick load does
 * not flash a loader), then a polite status with the stepped bars, the label, and a thin bar
 * that runs across in 5 s and holds at the end until the content arrives.
 */
export function PageLoader({ label: given, bars, className }: PageLoaderProps) {
  const { i18n } = useLingui();
  const label = given ?? i18n._({ id: 'ui.loading', message: 'Loading…' });
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      const now = Date.now() - started;
      setElapsed(now);
      if (now >= PAGE_LOADER_RUN_MS) clearInterval(timer);
    }, LOADING_STEP_MS);
    return () => clearInterval(timer);
  }, []);
  // The live region is there from the start (so its content is announced when it appears).
  return (
    <div role="status" className={['fx-page-loader', className].filter(Boolean).join(' ')}>
      {elapsed < PAGE_LOADER_DELAY_MS ? null : (
        <>
          <div className="fx-page-loader__run" aria-hidden="true">
            <div className="fx-page-loader__run-fill" style={{ width: `${(pageLoaderRun(elapsed) * 100).toFixed(0)}%` }} />
          </div>
          <LoadingBars label={label} bars={bars} />
          <p className="fx-page-loader__label">{label}</p>
        </>
      )}
    </div>
  );
}
