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

/** The "Try again" under a dispatch screen's failed load. */
export function dispatchRetry(onRetry: () => void) {
  return { label: <Trans id="operations.retry" message="Try again" />, onRetry };
}
