import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError } from 'shared-session';

/** What a page has of the data it loads: loading, the value, or the failure in words. */
export type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; message: string; notFound: boolean };

/**
 * Loads `load()` when `deps` change (loading first): ready with the value, or failed with the
 * server's message (`failedMessage` when it has none) and `notFound` on 404 and 403, where the page
 * is not this user's — except a 403 saying the competition is another operator's, whose message is
 * shown as it is. `reload()` loads again and keeps a loaded value on screen until the answer;
 * `update()` changes the loaded value (after an action whose answer the page already has).
 */
export function useLoad<T>(load: () => Promise<T>, failedMessage: string, deps: readonly unknown[]) {
  const [result, setResult] = useState<Load<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const lastAttempt = useRef(attempt);

  useEffect(() => {
    let current = true;
    // New deps start afresh; a reload keeps what is shown.
    const reloading = lastAttempt.current !== attempt;
    lastAttempt.current = attempt;
    setResult((shown) => (reloading && shown.state === 'ready' ? shown : { state: 'loading' }));
    load().then(
      (value) => current && setResult({ state: 'ready', value }),
      (error: unknown) =>
        current &&
        setResult({ state: 'failed', message: errorMessage(error, failedMessage), notFound: isApiError(error) && (error.status === 404 || (error.status === 403 && !otherOperators(error.body))) }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what the load depends on
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (value: T) => T) => setResult((shown) => (shown.state === 'ready' ? { state: 'ready', value: change(shown.value) } : shown)), []);
  return { result, reload, update };
}

/** The API's 403 for another operator's competition (`code: other_operator`). */
function otherOperators(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'other_operator';
}
