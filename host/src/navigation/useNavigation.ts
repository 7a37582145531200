import { useMemo } from 'react';
import { orgTypeOf, type OrgType } from 'shared-session';
import { useFlags, useSession } from 'shared-ui';
import { useHostConfig } from '../config/hostConfig';
import { buildNavigation, type Navigation } from './items';

export interface NavigationState extends Navigation {
  loggedIn: boolean;
  orgType: OrgType;
  orgId: number | null;
  flags: ReadonlySet<string>;
}

/** The current user's menus, recomputed when the session, the flags or the config change. */
export function useNavigation(): NavigationState {
  const session = useSession();
  const flags = useFlags();
  const config = useHostConfig();
  return useMemo(() => {
    const claims = session?.claims ?? null;
    const orgType = orgTypeOf(claims);
    const orgId = claims?.role?.id ?? null;
    const nav = buildNavigation({
      orgType,
      orgId,
      permissions: claims?.permission_names ?? [],
      flags,
      loggedIn: session !== null,
      exchangeEnabled: config.exchangeEnabled,
      embedded: config.embeddedPlugin,
      helpUrl: config.helpUrl,
    });
    return { ...nav, loggedIn: session !== null, orgType, orgId, flags };
  }, [session, flags, config]);
}
