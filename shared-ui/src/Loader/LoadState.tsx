import type { ReactNode } from 'react';
import type { Load } from '../hooks/useLoad';

export interface LoadStateProps {
  /** The load to show while it is not ready (nothing is shown once it is). */
  result: Load<unknown>;
  /** The loading line. */
  loading: ReactNode;
  /** The failure in words; the load's own message when not given. */
  failure?: ReactNode;
  /** A "Try again" button under the failure. */
  retry?: { label: ReactNode; onRetry: () => void };
  loadingClassName?: string;
  failureClassName?: string;
}

/** A load's state on screen: its loading line (a status), or its failure as an alert, with a retry when given. */
export function LoadState({ result, loading, failure, retry, loadingClassName, failureClassName }: LoadStateProps) {
  if (result.state === 'ready') return null;
  if (result.state === 'loading') {
    return (
      <p role="status" className={loadingClassName}>
        {loading}
      </p>
    );
  }
  const words = failure ?? result.message;
  if (!retry) {
    return (
      <p role="alert" className={failureClassName}>
        {words}
      </p>
    );
  }
  return (
    <div role="alert" className={failureClassName}>
      <p>{words}</p>
      <button type="button" className="fx-button" onClick={retry.onRetry}>
        {retry.label}
      </button>
    </div>
  );
}
