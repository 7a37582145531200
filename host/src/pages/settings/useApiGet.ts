import { useCallback, useEffect, useState } from 'react';
import { request } from 'shared-session';

export type Loadable<T> = { state: 'loading' } | { state: 'loaded'; data: T } | { state: 'failed'; error: unknown };

export interface ApiGet<T> {
  result: Loadable<T>;
  /** GET again (after a change); the current data stays shown meanwhile. */
  reload: () => void;
  /** Show this answer (e.g. what a PATCH returned) without asking again. */
  replace: (data: T) => void;
}

/** GET one API path (relative to the API base) when `enabled`, with loading/failed states. */
export function useApiGet<T>(path: string, enabled = true): ApiGet<T> {
  const [result, setResult] = useState<Loadable<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    request<T>('GET', path).then(
      ({ data }) => live && setResult({ state: 'loaded', data }),
      (error: unknown) => live && setResult({ state: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [path, enabled, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setResult({ state: 'loaded', data }), []);
  return { result, reload, replace };
}
