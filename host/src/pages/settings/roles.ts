import type { I18n, MessageDescriptor } from '@lingui/core';
import type { TeamMember, TeamRole } from 'shared-session';

/** The team roles everyone sees (spec platform §6). */
export const BASIC_ROLES = ['admin', 'account', 'analytics', 'dispatch', 'operations', 'settlement'] as const satisfies readonly TeamRole[];
/** Offered only while the flag is on (the server refuses them otherwise). */
export const EXTENDED_ROLES = ['comp-admin', 'dispatch-admin', 'bid-admin', 'load-mod-buyer', 'open-market-buyer', 'obligations-apis'] as const satisfies readonly TeamRole[];
/** The feature flag of the extended roles (api/src/domain/accounts/team.ts EXTENDED_ROLES_FLAG). */
export const EXTENDED_ROLES_FLAG = 'team_roles_extended';

const NAMES: Record<TeamRole, MessageDescriptor> = {
  admin: /*i18n*/ { id: 'settings.role.admin', message: 'Admin (Procurement)' },
  account: /*i18n*/ { id: 'settings.role.account', message: 'Account' },
  analytics: /*i18n*/ { id: 'settings.role.analytics', message: 'Analytics' },
  dispatch: /*i18n*/ { id: 'settings.role.dispatch', message: 'Dispatch' },
  operations: /*i18n*/ { id: 'settings.role.operations', message: 'Operations' },
  settlement: /*i18n*/ { id: 'settings.role.settlement', message: 'Settlement' },
  'comp-admin': /*i18n*/ { id: 'settings.role.compAdmin', message: 'Competition Admin' },
  'dispatch-admin': /*i18n*/ { id: 'settings.role.dispatchAdmin', message: 'Dispatch Admin' },
  'bid-admin': /*i18n*/ { id: 'settings.role.bidAdmin', message: 'Bid Admin' },
  'load-mod-buyer': /*i18n*/ { id: 'settings.role.loadModBuyer', message: 'Load modification buyer' },
  'open-market-buyer': /*i18n*/ { id: 'settings.role.openMarketBuyer', message: 'Open market buyer' },
  'obligations-apis': /*i18n*/ { id: 'settings.role.obligationsApis', message: 'Obligations APIs' },
};

const DESCRIPTIONS: Record<TeamRole, MessageDescriptor> = {
  admin: /*i18n*/ { id: 'settings.role.admin.description', message: 'Everything, including the team and the organisation’s details' },
  account: /*i18n*/ { id: 'settings.role.account.description', message: 'Competitions and the manage area' },
  analytics: /*i18n*/ { id: 'settings.role.analytics.description', message: 'Competitions and analytics' },
  dispatch: /*i18n*/ { id: 'settings.role.dispatch.description', message: 'Competitions, operations and dispatch instructions' },
  operations: /*i18n*/ { id: 'settings.role.operations.description', message: 'Competitions, the manage area, bids and operations' },
  settlement: /*i18n*/ { id: 'settings.role.settlement.description', message: 'Competitions and settlement' },
  'comp-admin': /*i18n*/ { id: 'settings.role.compAdmin.description', message: 'Creates and manages competitions' },
  'dispatch-admin': /*i18n*/ { id: 'settings.role.dispatchAdmin.description', message: 'Sends and manages dispatch instructions' },
  'bid-admin': /*i18n*/ { id: 'settings.role.bidAdmin.description', message: 'Manages bids' },
  'load-mod-buyer': /*i18n*/ { id: 'settings.role.loadModBuyer.description', message: 'Buys load modifications on the exchange' },
  'open-market-buyer': /*i18n*/ { id: 'settings.role.openMarketBuyer.description', message: 'Buys flexibility on the open market' },
  'obligations-apis': /*i18n*/ { id: 'settings.role.obligationsApis.description', message: 'The manage area, for contract obligations through the APIs' },
};

const isRole = (role: string): role is TeamRole => Object.prototype.hasOwnProperty.call(NAMES, role);

/** A role in words; an unknown one as it is. */
export function roleName(i18n: I18n, role: string): string {
  return isRole(role) ? i18n._(NAMES[role]) : role;
}

export function roleDescription(i18n: I18n, role: TeamRole): string {
  return i18n._(DESCRIPTIONS[role]);
}

const ORDER: readonly string[] = [...BASIC_ROLES, ...EXTENDED_ROLES];

/** Roles in the order of the role lists (admin first), without repeats. */
export function inRoleOrder<R extends string>(roles: readonly R[]): R[] {
  return [...new Set(roles)].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
}

/** A member's roles in words, in the order of the role lists. */
export function rolesInWords(i18n: I18n, roles: readonly string[]): string {
  return inRoleOrder(roles)
    .map((r) => roleName(i18n, r))
    .join(', ');
}

export type MemberStatus = 'active' | 'invited' | 'deactivated';

export function statusOf(member: Pick<TeamMember, 'is_active' | 'is_activated'>): MemberStatus {
  if (!member.is_active) return 'deactivated';
  return member.is_activated ? 'active' : 'invited';
}

export function statusText(i18n: I18n, status: MemberStatus): string {
  if (status === 'deactivated') return i18n._({ id: 'settings.team.status.deactivated', message: 'Deactivated' });
  if (status === 'invited') return i18n._({ id: 'settings.team.status.invited', message: 'Invited, not activated' });
  return i18n._({ id: 'settings.team.status.active', message: 'Active' });
}
