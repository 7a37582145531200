import type { MessageDescriptor } from '@lingui/core';
import { paths, type OrgType } from 'shared-session';
import { computeVisibility, type ItemState, type NavItemId, type VisibilityInput } from './visibility';

/** One navigation entry as the menus render it. Upgrade prompts link to the access-needed page. */
export interface NavItem {
  id: NavItemId;
  to: string;
  label: MessageDescriptor;
  state: Exclude<ItemState, 'hidden'>;
  /** Help opens the external help centre in a new tab. */
  external?: boolean;
}

export interface NavigationInput extends VisibilityInput {
  /** The organisation id (role.id), for the data link; null for plain users. */
  orgId: number | null;
  /** External help centre address. */
  helpUrl: string;
  /**
   * What the organisation's plan includes (markets/subscriptions/ `features`), null while unknown.
   * Under full_tier, an area the plan does not include is an upgrade prompt leading to the
   * organisation's subscriptions.
   */
  planIncludes?: ReadonlySet<string> | null;
}

/** The navigation areas a plan unlocks (named as the plan's features). */
const PLAN_AREAS: readonly NavItemId[] = ['exchange', 'operations', 'settlement', 'analytics'];

/** Where a plan's upgrade prompt leads: the organisation's subscriptions. */
function subscriptionsPath(orgType: NavigationInput['orgType']): string | null {
  if (orgType === 'flexprovider') return '/manage/flexprovider/subscriptions';
  if (orgType === 'systemoperator') return '/manage/systemoperator/subscriptions';
  return null;
}

/** A visible area the plan does not include, under full_tier: the subscriptions page to upgrade from, else null. */
function planUpgradeTarget(input: NavigationInput, id: NavItemId): string | null {
  const flags = new Set(input.flags);
  if (!flags.has('full_tier') || !input.planIncludes || !PLAN_AREAS.includes(id) || input.planIncludes.has(id)) return null;
  return subscriptionsPath(input.orgType);
}

export interface Navigation {
  top: NavItem[];
  side: NavItem[];
  account: NavItem[];
}

const LABELS: Record<NavItemId, MessageDescriptor> = {
  home: /*i18n*/ { id: 'nav.home', message: 'Home' },
  explore: /*i18n*/ { id: 'nav.explore', message: 'Explore' },
  map: /*i18n*/ { id: 'nav.map', message: 'Map' },
  exchange: /*i18n*/ { id: 'nav.exchange', message: 'Exchange' },
  assets: /*i18n*/ { id: 'nav.assets', message: 'Assets' },
  manage: /*i18n*/ { id: 'nav.manage', message: 'Manage' },
  operations: /*i18n*/ { id: 'nav.operations', message: 'Operations' },
  settlement: /*i18n*/ { id: 'nav.settlement', message: 'Settlement' },
  analytics: /*i18n*/ { id: 'nav.analytics', message: 'Analytics' },
  settings: /*i18n*/ { id: 'nav.settings', message: 'Settings' },
  accountSettings: /*i18n*/ { id: 'nav.accountSettings', message: 'Settings' },
  roadmap: /*i18n*/ { id: 'nav.roadmap', message: 'Roadmap' },
  help: /*i18n*/ { id: 'nav.help', message: 'Help' },
  manageAssets: /*i18n*/ { id: 'nav.manageAssets', message: 'Manage assets' },
  manageCompetitions: /*i18n*/ { id: 'nav.manageCompetitions', message: 'Manage competitions' },
  logout: /*i18n*/ { id: 'nav.logout', message: 'Logout' },
};

/**
 * The data link (spec §2.2): a provider's flexassets list, an operator's competitions list.
 * Plain users have no organisation and so no data link.
 */
export function dataLink(orgType: OrgType, orgId: number | null): string | null {
  if (orgId === null) return null;
  if (orgType === 'flexprovider') return paths.providerAssets(orgId);
  if (orgType === 'systemoperator') return paths.operatorCompetitions(orgId);
  return null;
}

const TOP: readonly NavItemId[] = ['home', 'explore', 'map', 'exchange', 'assets', 'manage', 'operations', 'settlement'];
const SIDE: readonly NavItemId[] = ['explore', 'map', 'exchange', 'manage', 'operations', 'settlement', 'analytics', 'settings'];
const ACCOUNT: readonly NavItemId[] = ['help', 'manageAssets', 'manageCompetitions', 'accountSettings', 'roadmap', 'logout'];

/** Every menu's entries for one user, in display order, hidden entries left out. */
export function buildNavigation(input: NavigationInput): Navigation {
  const visibility = computeVisibility(input);
  const data = dataLink(input.orgType, input.orgId);
  const target: Record<NavItemId, string | null> = {
    home: paths.home,
    explore: paths.explore,
    map: paths.dashboard,
    exchange: paths.exchange,
    assets: data,
    manage: paths.manage,
    operations: paths.operations,
    settlement: paths.settlement,
    analytics: paths.analyticsReports,
    settings: paths.settingsAccount,
    accountSettings: paths.settingsAccount,
    roadmap: paths.roadmap,
    help: input.helpUrl,
    manageAssets: data,
    manageCompetitions: data,
    logout: paths.logout,
  };
  const pick = (ids: readonly NavItemId[]): NavItem[] =>
    ids.flatMap((id) => {
      const state = visibility[id];
      const to = target[id];
      if (state === 'hidden' || to === null) return [];
      const planTarget = state === 'visible' ? planUpgradeTarget(input, id) : null;
      if (planTarget !== null) return [{ id, label: LABELS[id], state: 'upgrade' as const, to: planTarget }];
      const item: NavItem = { id, label: LABELS[id], state, to: state === 'upgrade' ? paths.unauthorised : to };
      if (id === 'help') item.external = true;
      return [item];
    });
  return { top: pick(TOP), side: pick(SIDE), account: pick(ACCOUNT) };
}
