import { useEffect, useState } from 'react';
import { ErrorPage } from '../ErrorPage';
import { PageLoader } from '../Loader';
import { canReloadForChunkError, isChunkLoadError, reloadForChunkError } from './chunkReload';

export interface ChunkErrorPageProps {
  error: unknown;
  /** Reloads the page; location.reload by default (tests pass their own). */
  reload?: () => void;
}

/**
 * What a boundary shows for a caught error: for code that failed to load, the loader while the
 * page reloads (at most once a minute); otherwise, or within the minute, the generic error page.
 */
export function ChunkErrorPage({ error, reload }: ChunkErrorPageProps) {
  const [reloading] = useState(() => isChunkLoadError(error) && canReloadForChunkError());
  useEffect(() => {
    if (reloading) reloadForChunkError(Date.now(), undefined, reload);
  }, [reloading, reload]);
  if (reloading) return <PageLoader />;
  return <ErrorPage error={error} />;
}
