/** The frame of the availability screens: heading (focusable), actions and an intro. */
import type { ReactNode } from 'react';
import './availability.css';

export function AvailabilityShell({ title, actions, intro, children }: { title: ReactNode; actions?: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="availability" aria-labelledby="availability-title">
      <div className="availability__head">
        <h1 id="availability-title" tabIndex={-1}>
          {title}
        </h1>
        {actions ? <div className="availability__actions">{actions}</div> : null}
      </div>
      {intro ? <p className="availability__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
