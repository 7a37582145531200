import type { ReactNode } from 'react';
import { Trans } from '@lingui/react';
import './dispatch.css';

/** The frame of every dispatch screen: its heading and one or two sentences on what it is for. */
export function DispatchScreen({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="dispatch" aria-labelledby="dispatch-title">
      <h1 id="dispatch-title" tabIndex={-1}>
        {title}
      </h1>
      {intro ? <p className="dispatch__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

/** A failed load, with the server's sentence and a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="dispatch-error">
      <p>{message}</p>
      <button type="button" className="fx-button" onClick={onRetry}>
        <Trans id="operations.retry" message="Try again" />
      </button>
    </div>
  );
}
