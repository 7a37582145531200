import { useCallback, useState } from 'react';
import { errorMessage } from 'shared-session';

/** A modal's action: busy while it runs; a failure (a 409 too) shown in the modal with the server's sentence. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async <T,>(action: () => Promise<T>, fallback: string, onDone: (result: T) => void) => {
    setBusy(true);
    setError(null);
    let result: T;
    try {
      result = await action();
    } catch (failure) {
      setBusy(false);
      setError(errorMessage(failure, fallback));
      return;
    }
    setBusy(false);
    onDone(result);
  }, []);
  return { busy, error, run, clearError: useCallback(() => setError(null), []) };
}
