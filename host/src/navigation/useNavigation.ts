import { useEffect, useMemo, useState } from 'react';
import { api, orgTypeOf, type OrgType } from 'shared-session';
import { useFlags, useSession } from 'shared-ui';
import { useHostConfig } from '../config/hostConfig';
import { buildNavigation, type Navigation } from './items';

export interface NavigationState extends Navigation {
  loggedIn: boolean;
  orgType: OrgType;
  orgId: number | null;
  flags: ReadonlySet<string>;
}

/** What the organisation's plan includes, read under full_tier for organisations (null while unknown or unreadable). */
function usePlanIncludes(orgType: OrgType, fullTier: boolean, signedIn: boolean): ReadonlySet<string> | null {
  const [features, setFeatures] = useState<ReadonlySet<string> | null>(null);
  const applies = fullTier && signedIn && orgType !== 'user';
  useEffect(() => {
    setFeatures(null);
    if (!applies) return undefined;
    let current = true;
    api.get('/markets/subscriptions/').then(
      (answer) => current && setFeatures(new Set(answer.features)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [applies]);
  return applies ? features : null;
}

/** The current user's menus, recomputed when the session, the flags, the config or the plan change. */
export function useNavigation(): NavigationState {
  const session = useSession();
  const flags = useFlags();
  const config = useHostConfig();
  const planIncludes = usePlanIncludes(orgTypeOf(session?.claims ?? null), flags.has('full_tier'), session !== null);
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
      planIncludes,
    });
    return { ...nav, loggedIn: session !== null, orgType, orgId, flags };
  }, [session, flags, config, planIncludes]);
}
