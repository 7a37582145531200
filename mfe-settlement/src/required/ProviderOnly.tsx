import type { ReactNode } from 'react';
import { orgTypeOf } from 'shared-session';
import { NotFoundPage, useSession } from 'shared-ui';

/** The provider's screens: another organisation type finds nothing here. */
export function ProviderOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (orgTypeOf(session?.claims) !== 'flexprovider') return <NotFoundPage />;
  return <>{children}</>;
}
