import { REMOTE_AREAS, type RemoteName, type RouteRequirements } from 'shared-session';
import { LEGAL_DOCUMENTS, LEGAL_PATHS } from '../pages/legal/paths';
import { REGISTER_PATHS, REGISTER_STAGES } from '../pages/register/paths';
import { SETTINGS_PATHS } from '../pages/settings/paths';

/**
 * The host's route table (spec platform §2.1), data only: each entry names its owner (a host
 * page, by key, or a remote area), its layout and its guard requirements (shared-session's
 * RouteRequirements, decided by its checkRoute). `resolveRoute` picks
 * the best match (react-router's ranking); `pages/registry.tsx` maps page keys to components.
 *
 * Remote areas are owned by prefix (`/manage/*` → mfe_manage): a remote's own router handles
 * its children and its own unknown paths. The table still lists the role-split subtrees so the
 * host guards them (e.g. /manage/systemoperator/** for system operators only).
 */
export type LayoutName = 'default' | 'topnav' | 'max' | 'simple' | 'embed';

export type PageKey =
  | 'index' | 'login' | 'logout' | 'passwordReset' | 'passwordResetConfirm' | 'passwordResetNewUser'
  | 'ssoResponse' | 'maxTokenResponse' | 'devOutbox' | 'alertUnsubscribe'
  | 'register' | 'registerStage' | 'registerNew'
  | 'unauthorised' | 'region' | 'home' | 'explore' | 'assets' | 'roadmap' | 'marketplaceBuy' | 'legal'
  | 'settings' | 'settingsAccount' | 'settingsOrganisation' | 'settingsPreferences' | 'settingsTeam' | 'settingsWebhooks'
  | 'analytics' | 'analyticsReports' | 'analyticsReport' | 'analyticsUnsubscribe' | 'notFound';

export type RouteOwner = { kind: 'page'; page: PageKey } | { kind: 'remote'; remote: RemoteName };

export interface RouteEntry {
  /** Route name, e.g. 'settings:account' or 'embed:map'. */
  name: string;
  /** A react-router path pattern (`:param`, `:param?`, trailing `*`). */
  path: string;
  owner: RouteOwner;
  layout: LayoutName;
  /** Checked by shared-session's checkRoute (login, roles, flags, permissions under the permission flag). */
  guard: RouteRequirements;
  /** Route validation: a parameter outside its allowed values resolves to the 404 page. */
  allowedParams?: Record<string, readonly string[]>;
  /**
   * A plan area: a signed-in user the guard refuses gets the access-needed page (how to ask for
   * access or a plan) instead of the 404 page. Signing in and unknown parameters are unchanged.
   */
  refusedWith?: 'access';
}

const page = (page: PageKey): RouteOwner => ({ kind: 'page', page });
const remote = (name: RemoteName): RouteOwner => ({ kind: 'remote', remote: name });
const LOGIN: RouteRequirements = { requiresLogin: true };
const PROVIDER: RouteRequirements = { requiresLogin: true, roles: ['flexprovider'] };
const OPERATOR: RouteRequirements = { requiresLogin: true, roles: ['systemoperator'] };

const hostRoutes: RouteEntry[] = [
  { name: 'index', path: '/', owner: page('index'), layout: 'topnav', guard: {} },
  // Session pages (host/src/auth).
  { name: 'login', path: '/login', owner: page('login'), layout: 'simple', guard: {} },
  { name: 'logout', path: '/logout', owner: page('logout'), layout: 'simple', guard: {} },
  { name: 'passwordreset', path: '/passwordreset', owner: page('passwordReset'), layout: 'simple', guard: {} },
  { name: 'passwordreset:confirm', path: '/passwordreset/confirm/:uid?/:token?', owner: page('passwordResetConfirm'), layout: 'simple', guard: {} },
  { name: 'passwordreset:newuser', path: '/passwordreset/newuser/:uid?/:token?', owner: page('passwordResetNewUser'), layout: 'simple', guard: {} },
  { name: 'ssoresponse', path: '/ssoresponse', owner: page('ssoResponse'), layout: 'simple', guard: {} },
  { name: 'max-token-response', path: '/max-token-response', owner: page('maxTokenResponse'), layout: 'simple', guard: {} },
  { name: 'dev:outbox', path: '/dev/outbox', owner: page('devOutbox'), layout: 'simple', guard: {} },
  { name: 'alerts:unsubscribe', path: '/alerts/unsubscribe/:alert?/:token?', owner: page('alertUnsubscribe'), layout: 'simple', guard: {} },
  { name: 'analytics:unsubscribe', path: '/analytics/unsubscribe', owner: page('analyticsUnsubscribe'), layout: 'simple', guard: {} },
  // Registration (spec §2.5): four stages, each with its own path.
  { name: 'register', path: REGISTER_PATHS.root, owner: page('register'), layout: 'simple', guard: {} },
  { name: 'register:stage', path: REGISTER_PATHS.stagePattern, owner: page('registerStage'), layout: 'simple', guard: {}, allowedParams: { stage: REGISTER_STAGES } },
  { name: 'register-new', path: REGISTER_PATHS.new, owner: page('registerNew'), layout: 'simple', guard: {} },
  // Access, region, top-level areas.
  { name: 'unauthorised', path: '/unauthorised', owner: page('unauthorised'), layout: 'default', guard: {} },
  { name: 'region', path: '/region', owner: page('region'), layout: 'topnav', guard: {} },
  { name: 'home', path: '/home', owner: page('home'), layout: 'topnav', guard: LOGIN },
  { name: 'explore', path: '/explore', owner: page('explore'), layout: 'topnav', guard: { requiresLogin: true, flags: ['explore'] } },
  { name: 'assets', path: '/assets', owner: page('assets'), layout: 'default', guard: { requiresLogin: true, roles: ['flexprovider', 'systemoperator'] } },
  { name: 'roadmap', path: '/roadmap', owner: page('roadmap'), layout: 'topnav', guard: { ...OPERATOR, flags: ['roadmap'] } },
  { name: 'marketplace:buy', path: '/marketplace/buy', owner: page('marketplaceBuy'), layout: 'topnav', guard: LOGIN },
  { name: 'legal', path: LEGAL_PATHS.pattern, owner: page('legal'), layout: 'topnav', guard: {}, allowedParams: { document: LEGAL_DOCUMENTS } },
  // Settings and analytics.
  { name: 'settings', path: SETTINGS_PATHS.root, owner: page('settings'), layout: 'default', guard: LOGIN },
  { name: 'settings:account', path: SETTINGS_PATHS.account, owner: page('settingsAccount'), layout: 'default', guard: LOGIN },
  { name: 'settings:organisation', path: SETTINGS_PATHS.organisation, owner: page('settingsOrganisation'), layout: 'default', guard: { requiresLogin: true, roles: ['flexprovider', 'systemoperator'] } },
  { name: 'settings:preferences', path: SETTINGS_PATHS.preferences, owner: page('settingsPreferences'), layout: 'default', guard: LOGIN },
  { name: 'settings:team', path: SETTINGS_PATHS.team, owner: page('settingsTeam'), layout: 'default', guard: { requiresLogin: true, roles: ['flexprovider', 'systemoperator'] } },
  { name: 'settings:webhooks', path: SETTINGS_PATHS.webhooks, owner: page('settingsWebhooks'), layout: 'default', guard: { requiresLogin: true, roles: ['flexprovider'] } },
  { name: 'analytics', path: '/analytics', owner: page('analytics'), layout: 'default', guard: { ...OPERATOR, permissions: ['analytics'] }, refusedWith: 'access' },
  { name: 'analytics:reports', path: '/analytics/reports', owner: page('analyticsReports'), layout: 'default', guard: { ...OPERATOR, permissions: ['analytics'] }, refusedWith: 'access' },
  { name: 'analytics:report', path: '/analytics/reports/:reportType', owner: page('analyticsReport'), layout: 'default', guard: { ...OPERATOR, permissions: ['analytics'] }, refusedWith: 'access' },
];

/** Guards of remote subtrees beyond "logged in" (spec §6 role split, feature flags). */
const remoteSubtrees: Omit<RouteEntry, 'owner'>[] = [
  { name: 'embed:map', path: '/embed/map/*', layout: 'embed', guard: { flags: ['embeddable_map'] } },
  { name: 'dashboard', path: '/dashboard/*', layout: 'default', guard: LOGIN },
  { name: 'manage:flexprovider', path: '/manage/flexprovider/*', layout: 'default', guard: PROVIDER },
  { name: 'manage:flexprovider:bids', path: '/manage/flexprovider/bids/*', layout: 'default', guard: { ...PROVIDER, permissions: ['manage-bids'] } },
  { name: 'manage:flexprovider:subscriptions', path: '/manage/flexprovider/subscriptions/*', layout: 'default', guard: { ...PROVIDER, flags: ['subscriptions'] } },
  { name: 'manage:flexprovider:contracts', path: '/manage/flexprovider/contracts/*', layout: 'default', guard: { ...PROVIDER, flags: ['contracts'] } },
  { name: 'manage:flexprovider:milestones', path: '/manage/flexprovider/milestones/*', layout: 'default', guard: { ...PROVIDER, flags: ['milestones'] } },
  { name: 'manage:systemoperator', path: '/manage/systemoperator/*', layout: 'default', guard: OPERATOR },
  { name: 'manage:systemoperator:bids', path: '/manage/systemoperator/bids/*', layout: 'default', guard: { ...OPERATOR, permissions: ['manage-bids'] } },
  { name: 'manage:systemoperator:competitions:create', path: '/manage/systemoperator/competitions/create', layout: 'default', guard: { ...OPERATOR, permissions: ['manage-competitions'] } },
  { name: 'manage:systemoperator:competitions:templates', path: '/manage/systemoperator/competitions/templates', layout: 'default', guard: { ...OPERATOR, permissions: ['manage-competitions'] } },
  { name: 'manage:systemoperator:subscriptions', path: '/manage/systemoperator/subscriptions/*', layout: 'default', guard: { ...OPERATOR, flags: ['subscriptions'] } },
  { name: 'manage:systemoperator:contracts', path: '/manage/systemoperator/contracts/*', layout: 'default', guard: { ...OPERATOR, flags: ['contracts'] } },
  { name: 'manage:systemoperator:milestones', path: '/manage/systemoperator/milestones/*', layout: 'default', guard: { ...OPERATOR, flags: ['milestones'] } },
  { name: 'flexprovider:competitions', path: '/flexprovider/competitions/*', layout: 'default', guard: PROVIDER },
  { name: 'systemoperator:competitions', path: '/systemoperator/competitions/*', layout: 'default', guard: OPERATOR },
  { name: 'operations:flexprovider', path: '/operations/flexprovider/*', layout: 'default', guard: { ...PROVIDER, flags: ['operations_provider'], permissions: ['view-operations'] } },
  { name: 'operations:systemoperator', path: '/operations/systemoperator/*', layout: 'default', guard: { ...OPERATOR, flags: ['operations_operator'], permissions: ['view-operations'] } },
  { name: 'settlement:flexprovider', path: '/settlement/flexprovider/*', layout: 'default', guard: { ...PROVIDER, flags: ['settlement_provider'], permissions: ['view-settlement'] } },
  { name: 'settlement:systemoperator', path: '/settlement/systemoperator/*', layout: 'default', guard: { ...OPERATOR, flags: ['settlement_operator'], permissions: ['view-settlement'] } },
  { name: 'exchange', path: '/exchange/*', layout: 'default', guard: LOGIN },
];

/** Owner of a subtree, from shared-session's REMOTE_AREAS (declared once for host and remotes). */
function ownerOf(path: string): RouteOwner {
  const bare = path.replace(/\/\*$/, '');
  for (const [name, prefixes] of Object.entries(REMOTE_AREAS) as [RemoteName, readonly string[]][]) {
    if (prefixes.some((p) => bare === p || bare.startsWith(`${p}/`))) return remote(name);
  }
  throw new Error(`No remote owns ${path}`);
}

/** Every remote prefix also gets a catch-all, so a prefix added to REMOTE_AREAS is owned at once. */
const remoteCatchAlls: RouteEntry[] = (Object.entries(REMOTE_AREAS) as [RemoteName, readonly string[]][]).flatMap(
  ([name, prefixes]) =>
    prefixes.map((prefix) => ({
      name: `${name}:${prefix}`,
      path: `${prefix}/*`,
      owner: remote(name),
      layout: 'default' as LayoutName,
      guard: LOGIN,
    })),
);

const remoteRoutes: RouteEntry[] = [
  ...remoteSubtrees.map((r) => ({ ...r, owner: ownerOf(r.path) })),
  ...remoteCatchAlls.filter((c) => !remoteSubtrees.some((r) => r.path === c.path)),
];

export const NOT_FOUND: RouteEntry = { name: 'not-found', path: '*', owner: page('notFound'), layout: 'default', guard: {} };

export const ROUTES: readonly RouteEntry[] = [...hostRoutes, ...remoteRoutes];
