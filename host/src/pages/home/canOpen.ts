import { useMemo } from 'react';
import { checkRoute } from 'shared-session';
import { useFlags, useSession } from 'shared-ui';
import { resolveRoute } from '../../routes/resolve';

/**
 * Whether the current user may open a path, by the host's own route table and guards: the pages
 * show a section or a link only when its destination would open (not a 404 or a login).
 */
export function useCanOpen(): (path: string) => boolean {
  const session = useSession();
  const flags = useFlags();
  return useMemo(
    () => (path: string) => {
      const pathname = path.split('?')[0] ?? path;
      const { entry, params } = resolveRoute(pathname);
      if (entry.name === 'not-found') return false;
      return checkRoute(entry.guard, { session, flags, params }) === 'ok';
    },
    [session, flags],
  );
}
