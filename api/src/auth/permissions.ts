import type { OrgType } from './principal.js';

/**
 * Permission names (spec platform §6) and where they come from.
 *
 * A user's permissions = ∪ ROLE_PERMISSIONS[role] over their team roles, limited to what their
 * organisation type can hold (ORG_TYPE_PERMISSIONS). 'admin' holds every permission of its
 * organisation type. 'default' is added for everyone while the `targeted_permissions` flag is
 * off (the spec's behaviour); with the flag on, only role-derived permissions count.
 */
export const PERMISSIONS = [
  'view-competitions',
  'view-manage-ui',
  'manage-competitions',
  'manage-bids',
  'manage-dispatches',
  'view-operations',
  'view-settlement',
  'analytics',
  'buy-load-mod',
  'buy-from-open-market',
  'default',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const TEAM_ROLES = ['admin', 'account', 'analytics', 'dispatch', 'operations', 'settlement'] as const;
export const EXTENDED_TEAM_ROLES = ['comp-admin', 'dispatch-admin', 'bid-admin', 'load-mod-buyer', 'open-market-buyer', 'obligations-apis'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number] | (typeof EXTENDED_TEAM_ROLES)[number];
export const ALL_TEAM_ROLES: readonly TeamRole[] = [...TEAM_ROLES, ...EXTENDED_TEAM_ROLES];

/** What each organisation type can hold at all. Plain users hold nothing but 'default'. */
export const ORG_TYPE_PERMISSIONS: Record<OrgType, readonly Permission[]> = {
  flexprovider: ['view-competitions', 'view-manage-ui', 'manage-bids', 'manage-dispatches', 'view-operations', 'view-settlement', 'analytics'],
  systemoperator: PERMISSIONS.filter((p) => p !== 'default'),
  user: [],
};

/** Role → permissions (then intersected with the organisation type's set). */
export const ROLE_PERMISSIONS: Record<TeamRole, readonly Permission[] | 'all'> = {
  admin: 'all',
  account: ['view-competitions', 'view-manage-ui'],
  analytics: ['view-competitions', 'analytics'],
  dispatch: ['view-competitions', 'view-operations', 'manage-dispatches'],
  operations: ['view-competitions', 'view-manage-ui', 'manage-bids', 'view-operations'],
  settlement: ['view-competitions', 'view-settlement'],
  'comp-admin': ['view-competitions', 'view-manage-ui', 'manage-competitions'],
  'dispatch-admin': ['view-competitions', 'view-operations', 'manage-dispatches'],
  'bid-admin': ['view-competitions', 'view-manage-ui', 'manage-bids'],
  'load-mod-buyer': ['buy-load-mod'],
  'open-market-buyer': ['buy-from-open-market'],
  'obligations-apis': ['view-manage-ui'],
};

export function permissionsFor(orgType: OrgType, roles: readonly string[], targetedPermissions: boolean): Permission[] {
  const allowed = ORG_TYPE_PERMISSIONS[orgType];
  const held = new Set<Permission>();
  for (const role of roles) {
    const perms = ROLE_PERMISSIONS[role as TeamRole];
    if (!perms) continue;
    for (const p of perms === 'all' ? allowed : perms) if (allowed.includes(p)) held.add(p);
  }
  if (!targetedPermissions) held.add('default');
  return PERMISSIONS.filter((p) => held.has(p));
}
