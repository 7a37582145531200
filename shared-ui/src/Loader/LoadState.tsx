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
  retry?: LoadRetry;
  /** Shown instead of the failure when the thing is not there or not this user's (e.g. the not-found page). */
  notFound?: ReactNode;
  /** Shows the state as a whole page: a section (with this class) under this heading. */
  page?: { title: ReactNode; className?: string };
  loadingClassName?: string;
  failureClassName?: string;
}

/** The button that loads again after a failure. */
export interface LoadRetry {
  label: ReactNode;
  onRetry: () => void;
}

/**
 * A load's state on screen: its loading line (a status), or its failure as an alert, with a retry when given;
 * the `notFound` content for a thing that is not there; all of it under a page heading when `page` is given.
 */
export function LoadState({ result, loading, failure, retry, notFound, page, loadingClassName, failureClassName }: LoadStateProps) {
  if (result.state === 'ready') return null;
  if (result.state === 'failed' && result.notFound && notFound !== undefined) return <>{notFound}</>;
  const shown =
    result.state === 'loading' ? (
      <p role="status" className={loadingClassName}>
        {loading}
      </p>
    ) : (
      <LoadFailure message={failure ?? result.message} retry={retry} className={failureClassName} />
    );
  if (!page) return shown;
  return (
    <section className={page.className} aria-busy={result.state === 'loading' || undefined}>
      <h1>{page.title}</h1>
      {shown}
    </section>
  );
}

export interface LoadFailureProps {
  /** The failure in words. */
  message: ReactNode;
  /** A "Try again" button under the failure. */
  retry?: LoadRetry;
  className?: string;
}

/** A failed load as an alert: its words, and a "Try again" button when a retry is given. */
export function LoadFailure({ message, retry, className }: LoadFailureProps) {
  if (!retry) {
    return (
      <p role="alert" className={className}>
        {message}
      </p>
    );
  }
  return (
    <div role="alert" className={className}>
      <p>{message}</p>
      <button type="button" className="fx-button" onClick={retry.onRetry}>
        {retry.label}
      </button>
    </div>
  );
}
