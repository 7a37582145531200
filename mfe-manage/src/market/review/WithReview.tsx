import type { ReactNode } from 'react';
import { LoadState, NotFoundPage } from 'shared-ui';
import { reviewPageLoad } from './parts';
import { useReview, type ReviewData } from './useReview';

export type LoadedReview = Omit<ReturnType<typeof useReview>, 'load'> & { data: ReviewData };

/**
 * One competition's review data for `children`, with the page's loading and failure states (and a
 * retry); a competition that is not this operator's (not found, or without a summary) is not found.
 */
export function WithReview({ id, title, children }: { id: number; title: ReactNode; children: (review: LoadedReview) => ReactNode }) {
  const { load, ...actions } = useReview(id);
  if (load.state === 'failed' && load.notFound) return <NotFoundPage />;
  if (load.state !== 'ready') return <LoadState result={load} {...reviewPageLoad(title, actions.reload)} />;
  if (!load.value.summary) return <NotFoundPage />;
  return <>{children({ ...actions, data: load.value })}</>;
}
