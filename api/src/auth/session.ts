import type { Db } from '../db/types.js';
import type { OrgType, Principal } from './principal.js';
import type { AccessClaims, TokenSubject } from './tokens.js';
import { tokenError } from './tokens.js';
import { permissionsFor } from './permissions.js';

interface UserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  preferred_locale: string;
  is_active: boolean;
  is_activated: boolean;
  password_hash: string | null;
  tokens_valid_after: Date | null;
  org_id: number | null;
  org_type: 'flexprovider' | 'systemoperator' | null;
  is_max_org: boolean | null;
  org_active: boolean | null;
  roles: string[];
  targeted: boolean;
}

const USER_COLUMNS = `
  SELECT u.id, u.email, u.first_name, u.last_name, u.preferred_locale, u.is_active, u.is_activated,
         u.password_hash, u.tokens_valid_after,
         o.id AS org_id, o.org_type, o.is_max_org, o.is_active AS org_active,
         COALESCE((SELECT array_agg(r.role ORDER BY r.role) FROM team_roles r WHERE r.user_id = u.id), '{}'::text[]) AS roles,
         COALESCE((SELECT f.enabled FROM feature_flags f WHERE f.name = 'targeted_permissions'), false) AS targeted`;
const USER_FROM = ' FROM users u LEFT JOIN organisations o ON o.id = u.organisation_id';
const USER_SQL = USER_COLUMNS + USER_FROM;
const PRINCIPAL_SQL = `${USER_COLUMNS}, EXISTS (SELECT 1 FROM token_blocklist b WHERE b.jti = $2) AS revoked${USER_FROM} WHERE u.id = $1`;

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const r = await db.query<UserRow>(`${USER_SQL} WHERE u.id = $1 AND u.invites_user IS NULL`, [id]);
  return r.rows[0] ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const r = await db.query<UserRow>(`${USER_SQL} WHERE lower(u.email) = lower($1) AND u.invites_user IS NULL`, [email.trim()]);
  return r.rows[0] ?? null;
}

/** May this user hold a session at all? */
export function canLogIn(user: UserRow): boolean {
  return user.is_active && user.password_hash !== null && (user.org_id === null || user.org_active === true);
}

export function subjectOf(user: UserRow): TokenSubject {
  const orgType: OrgType = user.org_type ?? 'user';
  return {
    userId: user.id,
    email: user.email,
    orgType,
    orgId: user.org_id,
    isMaxOrg: user.is_max_org ?? false,
    permissions: permissionsFor(orgType, user.org_id === null ? [] : user.roles, user.targeted),
    preferredLocale: user.preferred_locale,
  };
}

/**
 * The caller behind a verified token, from the database (so deactivation, role changes and
 * revocation take effect at once). 401 when the token is revoked or the user can no longer log in.
 */
export async function loadPrincipal(db: Db, claims: AccessClaims): Promise<Principal> {
  const r = await db.query<UserRow & { revoked: boolean }>(PRINCIPAL_SQL, [claims.user_id, claims.jti]);
  const user = r.rows[0];
  if (!user || !canLogIn(user)) throw tokenError('User not found or inactive.');
  if (user.revoked) throw tokenError('Token is blacklisted');
  // Issue times are whole milliseconds (TokenService.issue); rounding undoes the float arithmetic of exp − lifetime.
  if (user.tokens_valid_after && Math.round(claims.iat * 1000) <= user.tokens_valid_after.getTime()) throw tokenError('Token is no longer valid.');
  const subject = subjectOf(user);
  return {
    userId: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    orgType: subject.orgType,
    orgId: subject.orgId,
    isMaxOrg: subject.isMaxOrg,
    teamRoles: user.org_id === null ? [] : user.roles,
    permissions: subject.permissions,
    preferredLocale: user.preferred_locale,
    jti: claims.jti,
    exp: claims.exp,
  };
}
