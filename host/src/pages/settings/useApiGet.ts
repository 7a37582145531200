import { useEffect, useState } from 'react';
import { request } from 'shared-session';

export type Loadable<T> = { state: 'loading' } | { state: 'loaded'; data: T } | { state: 'failed'; error: unknown };

/** GET one API path (relative to the API base) when `enabled`, with loading/failed states. */
export function useApiGet<T>(path: string, enabled = true): Loadable<T> {
  const [result, setResult] = useState<Loadable<T>>({ state: 'loading' });
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    setResult({ state: 'loading' });
    request<T>('GET', path).then(
      ({ data }) => live && setResult({ state: 'loaded', data }),
      (error: unknown) => live && setResult({ state: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [path, enabled]);
  return result;
}
