import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { errorMessage, isApiError } from 'shared-session';

/**
 * What a page has of the data it loads: loading, the value, or the failure — the error itself,
 * its message in words, and whether it means the thing is not there (or not this user's).
 */
export type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; error: unknown; message: string; notFound: boolean };

export interface LoadOptions {
  /** While false nothing is loaded and the state stays loading (e.g. until there is a session). */
  enabled?: boolean;
}

export interface Loading<T> {
  result: Load<T>;
  /** Loads again; a loaded value stays on screen until the answer. */
  reload: () => void;
  /** Changes the loaded value (after an action whose answer the page already has). */
  update: (change: (value: T) => T) => void;
  /** Shows this value (e.g. what a PATCH returned) without asking again. */
  replace: (value: T) => void;
}

/**
 * Loads `load()` when `deps` change (loading first); the latest answer wins. Ready with the value,
 * or failed with the server's message (`failedMessage` when it has none) and `notFound` on 404 and
 * 403, where the page is not this user's — except a 403 saying the competition is another
 * operator's, whose message is shown as it is.
 */
export function useLoad<T>(load: () => Promise<T>, failedMessage: string, deps: DependencyList, { enabled = true }: LoadOptions = {}): Loading<T> {
  const [result, setResult] = useState<Load<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const lastAttempt = useRef(attempt);

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    // New deps start afresh; a reload keeps what is shown.
    const reloading = lastAttempt.current !== attempt;
    lastAttempt.current = attempt;
    setResult((shown) => (reloading && shown.state === 'ready' ? shown : { state: 'loading' }));
    load().then(
      (value) => current && setResult({ state: 'ready', value }),
      (error: unknown) =>
        current &&
        setResult({
          state: 'failed',
          error,
          message: errorMessage(error, failedMessage),
          notFound: isApiError(error) && (error.status === 404 || (error.status === 403 && !otherOperators(error.body))),
        }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what the load depends on
  }, [...deps, enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (value: T) => T) => setResult((shown) => (shown.state === 'ready' ? { state: 'ready', value: change(shown.value) } : shown)), []);
  const replace = useCallback((value: T) => setResult({ state: 'ready', value }), []);
  return { result, reload, update, replace };
}

/** The API's 403 for another operator's competition (`code: other_operator`). */
function otherOperators(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'code' in body && body.code === 'other_operator';
}
