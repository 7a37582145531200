export type OrgType = 'flexprovider' | 'systemoperator' | 'user';

/** The authenticated caller, from the database (not only the token); kept per process until a change to them is announced (auth/cache.ts). */
export interface Principal {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  /** 'user' for a plain user without an organisation (orgId null). */
  orgType: OrgType;
  orgId: number | null;
  isMaxOrg: boolean;
  /** Team roles at the organisation: admin, account, analytics, dispatch, operations, settlement, … */
  teamRoles: string[];
  /** Permission names derived from the team roles (see auth/permissions.ts). */
  permissions: string[];
  preferredLocale: string;
  /** Token id, for logout. */
  jti: string;
  /** Token expiry, seconds since epoch. */
  exp: number;
}
