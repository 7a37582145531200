import { useCallback, useState } from 'react';
import { errorMessage, isApiError } from 'shared-session';

/**
 * Hands a failed review action's message (the server's, or `fallback`) to `onConflict` when it is a
 * 409 — the competition changed state (closed, results confirmed…) and the page must reload — and
 * to `onError` otherwise.
 */
export function reportFailure(failure: unknown, fallback: string, onConflict: (message: string) => void, onError: (message: string) => void): void {
  const message = errorMessage(failure, fallback);
  if (isApiError(failure) && failure.status === 409) onConflict(message);
  else onError(message);
}

/** A review modal's action: busy while it runs, its error shown in the modal, a conflict handed to the page. */
export function useAction(onConflict: (message: string) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async <T>(action: () => Promise<T>, fallback: string, onDone: (result: T) => void) => {
      setBusy(true);
      setError(null);
      let result: T;
      try {
        result = await action();
      } catch (failure) {
        setBusy(false);
        reportFailure(failure, fallback, onConflict, setError);
        return;
      }
      setBusy(false);
      onDone(result);
    },
    [onConflict],
  );

  return { busy, error, run, clearError: useCallback(() => setError(null), []) };
}
