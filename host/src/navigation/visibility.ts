import type { OrgType } from 'shared-session';

/**
 * Menu visibility (spec platform §2.2, §6), in one pure module: every navigation surface (side
 * navigation, top navigation, account menu, home cards) asks this module and nothing else.
 *
 * Each item is either `visible`, `upgrade` (shown with an upgrade marker and linking to the
 * access-needed page) or `hidden`. An item has an *availability* part (organisation type, feature
 * flags, environment switches: does the area exist for this user at all?) and a *permission*
 * part. Available and permitted → visible. Available but lacking permission → an upgrade prompt
 * under the `full_tier` flag, hidden otherwise. Not available → hidden.
 */
export type ItemState = 'visible' | 'upgrade' | 'hidden';

export type NavItemId =
  | 'home'
  | 'explore'
  | 'map'
  | 'exchange'
  | 'assets'
  | 'manage'
  | 'operations'
  | 'settlement'
  | 'analytics'
  | 'settings'
  | 'accountSettings'
  | 'roadmap'
  | 'help'
  | 'manageAssets'
  | 'manageCompetitions'
  | 'logout';

export interface VisibilityInput {
  orgType: OrgType;
  permissions: Iterable<string>;
  flags: Iterable<string>;
  loggedIn: boolean;
  /** The exchange's environment switch (a deployment setting, not a flag). */
  exchangeEnabled?: boolean;
  /** The embedded plugin mode (the product running inside a third-party page): no Settings. */
  embedded?: boolean;
}

export type Visibility = Record<NavItemId, ItemState>;

/** Permissions that count as "a manage permission" for the Manage item under the permission flag. */
export const MANAGE_PERMISSIONS = ['view-manage-ui', 'manage-competitions', 'manage-bids', 'manage-dispatches'] as const;

/** The flag under which route and menu permissions are enforced (spec §5 "permission flag"). */
export const PERMISSION_FLAG = 'permissions_navigation_guard';

const ALL_ITEMS: readonly NavItemId[] = [
  'home', 'explore', 'map', 'exchange', 'assets', 'manage', 'operations', 'settlement', 'analytics',
  'settings', 'accountSettings', 'roadmap', 'help', 'manageAssets', 'manageCompetitions', 'logout',
];

/** available && permitted → visible; available && !permitted → upgrade under full_tier. */
function gate(available: boolean, permitted: boolean, fullTier: boolean): ItemState {
  if (!available) return 'hidden';
  if (permitted) return 'visible';
  return fullTier ? 'upgrade' : 'hidden';
}

export function computeVisibility(input: VisibilityInput): Visibility {
  const out = Object.fromEntries(ALL_ITEMS.map((id) => [id, 'hidden'])) as Visibility;
  if (!input.loggedIn) return out;

  const perms = new Set(input.permissions);
  const flags = new Set(input.flags);
  const has = (p: string) => perms.has(p);
  const fullTier = flags.has('full_tier');
  const permissionFlag = flags.has(PERMISSION_FLAG);
  const provider = input.orgType === 'flexprovider';
  const operator = input.orgType === 'systemoperator';
  const organisation = provider || operator;

  // Home or Explore: the label switches by the explore flag; Explore needs the flag and login.
  out.explore = flags.has('explore') ? 'visible' : 'hidden';
  out.home = flags.has('explore') ? 'hidden' : 'visible';

  // Map: under full_tier, or with view-competitions or default.
  out.map = fullTier || has('view-competitions') || has('default') ? 'visible' : 'hidden';

  // Exchange: providers with the exchange flag and the environment switch, or buyers holding
  // buy-load-mod or buy-from-open-market. The buyer route is permission-based, so under
  // full_tier anyone else sees it as an upgrade prompt.
  const providerExchange = provider && flags.has('exchange') && input.exchangeEnabled === true;
  out.exchange = gate(true, providerExchange || has('buy-load-mod') || has('buy-from-open-market'), fullTier);

  // Manage: logged-in users; under the permission flag, holders of any manage permission.
  const managePermitted = !permissionFlag || MANAGE_PERMISSIONS.some(has);
  out.manage = gate(true, managePermitted, fullTier);

  // Assets (the data link) and the account menu's shortcuts exist for organisations only and
  // follow Manage, whose area they open.
  out.assets = gate(organisation, managePermitted, fullTier);
  out.manageAssets = provider ? out.assets : 'hidden';
  out.manageCompetitions = operator ? out.assets : 'hidden';

  // Operations: providers under operations_provider, operators under operations_operator,
  // each with view-operations.
  const operationsAvailable =
    (provider && flags.has('operations_provider')) || (operator && flags.has('operations_operator'));
  out.operations = gate(operationsAvailable, has('view-operations'), fullTier);

  // Settlement: settlement_provider / settlement_operator, plus view-settlement.
  const settlementAvailable =
    (provider && flags.has('settlement_provider')) || (operator && flags.has('settlement_operator'));
  out.settlement = gate(settlementAvailable, has('view-settlement'), fullTier);

  // Analytics: system operators; the analytics permission is required under the permission flag.
  out.analytics = gate(operator, !permissionFlag || has('analytics'), fullTier);

  // Roadmap: system operators only, behind the roadmap flag.
  out.roadmap = operator && flags.has('roadmap') ? 'visible' : 'hidden';

  // Side navigation's settings entry: every logged-in user has an account to look after, except
  // in the embedded plugin mode, where the embedding product owns account settings.
  out.settings = input.embedded ? 'hidden' : 'visible';

  // Account menu: plain users see only Logout; Settings is hidden in the embedded plugin mode.
  out.logout = 'visible';
  out.help = organisation ? 'visible' : 'hidden';
  out.accountSettings = organisation && !input.embedded ? 'visible' : 'hidden';
  return out;
}
