import type { ReactNode } from 'react';
import { useDomId } from '../internal/useId';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A button or link offering the next step. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a screen or list shows when there is nothing to show. */
export function EmptyState({ title, description, action, headingLevel = 2, className }: EmptyStateProps) {
  const titleId = useDomId('fx-empty');
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={['fx-empty-state', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <Heading id={titleId} className="fx-empty-state__title">
        {title}
      </Heading>
      {description ? <p className="fx-empty-state__description">{description}</p> : null}
      {action ? <div className="fx-empty-state__action">{action}</div> : null}
    </section>
  );
}
