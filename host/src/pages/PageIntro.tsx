import type { ReactNode } from 'react';

export interface PageIntroProps {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  /** Marks a landing whose full screen arrives later, so support and tests can tell. */
  landing?: boolean;
}

/** A page's heading block: title, lead paragraph, then the page body. */
export function PageIntro({ title, lead, children, landing }: PageIntroProps) {
  return (
    <section className="page" data-landing={landing ? 'true' : undefined}>
      <h1>{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
    </section>
  );
}
