import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'ready'; value: T }
  | { state: 'failed'; error: unknown };

/**
 * Runs `load` on mount and when `deps` change; the latest answer wins. `reload` runs it again
 * (a "Try again" button).
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): { result: Loaded<T>; reload: () => void } {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setResult({ state: 'loading' });
    load().then(
      (value) => live && setResult({ state: 'ready', value }),
      (error: unknown) => {
        console.error('[home] load failed', error);
        if (live) setResult({ state: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what the load depends on
  }, [...deps, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { result, reload };
}
