import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../resources/index.js';
import { sql } from '../../db/sql.js';
import { ApiError, badRequest, forbidden } from '../../errors.js';
import { ALL_TEAM_ROLES, EXTENDED_TEAM_ROLES } from '../../auth/permissions.js';
import { sendInvitationNotice, sendPasswordLink } from '../../auth/reset.js';
import { defineAction } from '../../resources/index.js';
import type { ResourceContext, Row } from '../../resources/types.js';
import { requestLocale } from '../../platform/i18n/locales.js';
import { Success, TeamInvitation, TeamMember, TeamMemberChange } from './schemas.js';
import { assertSeatAvailable } from '../markets/plans.js';

type Member = Static<typeof TeamMember>;

/**
 * The feature flag that offers the extended team roles (comp-admin, dispatch-admin, bid-admin,
 * load-mod-buyer, open-market-buyer, obligations-apis). Flags are platform-wide (feature_flags has
 * no organisation), so the rule is too: while it is off, nobody is given one of these roles; a
 * member who already holds one keeps it (an admin changing their other roles does not strip it).
 */
export const EXTENDED_ROLES_FLAG = 'team_roles_extended';

/** 400 on `roles` when it adds an extended role while the flag is off. */
async function checkFlaggedRoles(ctx: ResourceContext, roles: readonly string[], held: readonly string[] = []): Promise<void> {
  const added = roles.filter((r) => (EXTENDED_TEAM_ROLES as readonly string[]).includes(r) && !held.includes(r));
  if (added.length === 0) return;
  const flag = await ctx.db.query<{ enabled: boolean }>('SELECT enabled FROM feature_flags WHERE name = $1', [EXTENDED_ROLES_FLAG]);
  if (flag.rows[0]?.enabled) return;
  throw badRequest({ roles: [`These roles are not available: ${added.join(', ')}.`] });
}

const conflict = (detail: string) => new ApiError(409, { detail });

/**
 * The transaction-level advisory lock (two-int key space: this, organisation id) that orders the
 * changes which can take an admin away from one organisation. An advisory lock, not the
 * organisation's row: those changes hold their member's row (FOR UPDATE, taken by the resource
 * layer) while they wait, and a row lock on the organisation would deadlock against any
 * transaction that holds it and then writes a row referencing that member.
 */
const TEAM_LOCK = 1;

/**
 * Takes the organisation's team lock until the transaction ends, so role changes and
 * deactivations run one after another per organisation, each seeing what the one before it left.
 * Then answers what holds now: whether the caller is still one of its active admins (403
 * otherwise: demoted or deactivated by a change that got in first), and whether the member is an
 * active admin.
 */
async function lockTeam(ctx: ResourceContext, orgId: number, memberId: number): Promise<{ memberIsActiveAdmin: boolean }> {
  await ctx.db.query('SELECT pg_advisory_xact_lock($1, $2)', [TEAM_LOCK, orgId]);
  const r = await ctx.db.query<{ id: number }>(
    `SELECT u.id FROM users u JOIN team_roles r ON r.user_id = u.id AND r.role = 'admin'
      WHERE u.organisation_id = $1 AND u.id = ANY($2::int[]) AND u.is_active`,
    [orgId, [ctx.user!.userId, memberId]],
  );
  const ids = r.rows.map((row) => row.id);
  if (!ids.includes(ctx.user!.userId!)) throw forbidden();
  return { memberIsActiveAdmin: ids.includes(memberId) };
}

/** 409 unless the organisation keeps an active admin other than `memberId` (call under lockTeam). */
async function assertAnotherAdmin(ctx: ResourceContext, orgId: number, memberId: number): Promise<void> {
  const r = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users u JOIN team_roles r ON r.user_id = u.id AND r.role = 'admin'
      WHERE u.organisation_id = $1 AND u.id <> $2 AND u.is_active AND u.is_activated AND u.invites_user IS NULL`,
    [orgId, memberId],
  );
  if ((r.rows[0]?.n ?? 0) === 0) {
    throw conflict('This is the last admin of your organisation. Make another member admin first: an organisation always needs one.');
  }
}

async function setRoles(ctx: ResourceContext, userId: number, roles: readonly string[]): Promise<void> {
  await ctx.db.query('DELETE FROM team_roles WHERE user_id = $1', [userId]);
  for (const role of roles) await ctx.db.query('INSERT INTO team_roles (user_id, role) VALUES ($1, $2)', [userId, role]);
}

/**
 * E-mail the invitation of a member row: an activation link, or — when the address already has
 * an account (the row is a foreign invitation) — a notice to that account's owner instead.
 */
async function invite(ctx: ResourceContext, row: Pick<Member, 'id'>): Promise<void> {
  const r = await ctx.db.query<{ org_name: string; email: string; first_name: string; invites_user: number | null }>(
    `SELECT o.name AS org_name, COALESCE(a.email, m.email) AS email, COALESCE(a.first_name, m.first_name) AS first_name, m.invites_user
       FROM users m JOIN organisations o ON o.id = m.organisation_id LEFT JOIN users a ON a.id = m.invites_user
      WHERE m.id = $1`,
    [row.id],
  );
  const member = r.rows[0];
  if (!member) return;
  const { config } = ctx.request.server;
  if (member.invites_user !== null) {
    await sendInvitationNotice(ctx.db, config, member, member.org_name);
    return;
  }
  await sendPasswordLink(ctx.db, config, { id: row.id, email: member.email, first_name: member.first_name }, 'invite', member.org_name);
}

/** The organisations that have a team. */
const TEAM_ORG_TYPES: Array<'flexprovider' | 'systemoperator'> = ['flexprovider', 'systemoperator'];

/** The new member's columns for an invitation (admins only; roles are written after the insert). */
async function invitedMember(ctx: ResourceContext, body: Static<typeof TeamInvitation>): Promise<Row> {
  const orgId = ctx.user!.orgId;
  await checkFlaggedRoles(ctx, body.roles);
  // Already in my team (as a member or a pending invitation): my team list shows it anyway.
  const mine = await ctx.db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND organisation_id = $2', [body.email, orgId]);
  if (mine.rows.length > 0) throw badRequest({ email: ['A user with this email already exists.'] });
  // A seat for the invitation, within the plan's limit (one at a time per organisation).
  await assertSeatAvailable(ctx.db, orgId!);
  // An account elsewhere (another organisation, or none): the invitation is recorded and
  // answered exactly like a fresh one, and only the address's owner hears of it (by e-mail).
  const elsewhere = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1) AND invites_user IS NULL', [body.email]);
  return {
    email: body.email.trim(),
    first_name: body.first_name,
    last_name: body.last_name,
    organisation_id: orgId,
    is_activated: false,
    invites_user: elsewhere.rows[0]?.id ?? null,
    // A new member's language starts as the inviting admin's (the invitation is written in it);
    // they change it under Settings once in.
    preferred_locale: requestLocale(ctx.request),
  };
}

/**
 * A member's names and roles change (admins only): extended roles only while flagged, never the
 * caller's own admin role, never the organisation's last active admin. Returns the columns to update.
 */
async function changedMember(ctx: ResourceContext, existing: Member, body: Partial<Static<typeof TeamMemberChange>>): Promise<Row> {
  const { roles, ...columns } = body;
  if (roles !== undefined) {
    const held = existing.roles;
    await checkFlaggedRoles(ctx, roles, held);
    if (!roles.includes('admin')) {
      if (existing.id === ctx.user!.userId && held.includes('admin')) {
        throw conflict('You cannot remove your own admin role. Ask another admin of your organisation to do it.');
      }
      // Whether the member is an admin is read again under the lock: `existing` may predate
      // a change that got in first.
      const now = await lockTeam(ctx, existing.organisation, existing.id);
      if (now.memberIsActiveAdmin) await assertAnotherAdmin(ctx, existing.organisation, existing.id);
    }
    await setRoles(ctx, existing.id, roles);
  }
  return columns;
}

/** 409 before deactivating oneself or the organisation's last active admin. */
async function checkDeactivation(ctx: ResourceContext, existing: Member): Promise<void> {
  if (existing.id === ctx.user!.userId) {
    throw conflict('You cannot deactivate yourself. Ask another admin of your organisation to do it.');
  }
  const now = await lockTeam(ctx, existing.organisation, existing.id);
  if (now.memberIsActiveAdmin) await assertAnotherAdmin(ctx, existing.organisation, existing.id);
}

/** POST auth/team/{id}/resend_invite/: the invitation again, for a member who has neither activated nor been deactivated. */
const resendInviteAction = defineAction<Member>({
  method: 'POST',
  name: 'resend_invite',
  detail: true,
  access: { orgTypes: TEAM_ORG_TYPES, teamRoles: ['admin'] },
  summary: 'E-mail a new activation link to a member who has not activated yet',
  description:
    'Admins only. The invitation e-mail goes again, with a fresh link (earlier links keep working until they expire). ' +
    '409 for a member who has already activated (nothing to send) or who has been deactivated.',
  response: Success,
  async handler(ctx, { row }) {
    if (row.is_activated) throw conflict('This member has already activated their account: there is no invitation to send.');
    if (!row.is_active) throw conflict('This member has been deactivated: their invitation cannot be sent again.');
    await invite(ctx, row);
    return { success: true };
  },
});

/**
 * auth/team: the members of my organisation. Everyone in an organisation can read it; its
 * admins invite members (an e-mail with an activation link), change roles, e-mail the invitation
 * again and deactivate. Nobody deactivates themselves or removes their own admin role, and an
 * organisation never loses its last active admin (409 with a sentence).
 */
export default async function teamRoutes(app: FastifyInstance): Promise<void> {
  const orgTypes = TEAM_ORG_TYPES;
  registerResource(app, {
    path: 'auth/team',
    table: 'users',
    row: TeamMember,
    columns: {
      organisation: 't.organisation_id',
      roles: `COALESCE((SELECT array_agg(r.role ORDER BY r.role) FROM team_roles r WHERE r.user_id = t.id), '{}'::text[])`,
    },
    create: TeamInvitation,
    update: TeamMemberChange,
    filters: {
      is_activated: { type: 'boolean', lookups: ['exact'] },
      is_active: { type: 'boolean', lookups: ['exact'] },
      email: { type: 'string', lookups: ['exact', 'icontains'] },
    },
    ordering: ['email', 'first_name', 'last_name'],
    defaultOrdering: ['email'],
    access: {
      list: { orgTypes },
      read: { orgTypes },
      create: { orgTypes, teamRoles: ['admin'] },
      update: { orgTypes, teamRoles: ['admin'] },
    },
    scope: ({ user }) => (user?.orgId != null ? sql`t.organisation_id = ${user.orgId}` : false),
    canWrite: ({ user }, row) => user !== null && row.organisation === user.orgId,
    setInactive: true,
    bulk: false,
    descriptions: {
      list: 'The members of my organisation, invited ones included. Any member of a flex provider or system operator may read it.',
      create:
        'Invite a member (admins only): an e-mail with an activation link valid for seven days goes to the address. ' +
        'An address that already has an account elsewhere is answered exactly the same; only its owner is told, by e-mail. ' +
        `Roles: ${ALL_TEAM_ROLES.join(', ')}; the last six only while the feature flag ${EXTENDED_ROLES_FLAG} is on (400 on roles otherwise).`,
      update:
        'Change a member\'s names or roles (admins only). Extended roles can be given only while ' +
        `${EXTENDED_ROLES_FLAG} is on; ones a member already holds are kept. 409 when removing your own admin role ` +
        'or the last active admin\'s.',
      set_inactive:
        'Deactivate a member (admins only): their sessions end at once and they can no longer log in or activate. ' +
        '409 for yourself and for the last active admin.',
    },
    hooks: {
      beforeCreate: invitedMember,
      async afterCreate(ctx, row, body) {
        await setRoles(ctx, row.id, body.roles);
        await invite(ctx, row);
      },
      beforeUpdate: changedMember,
      beforeSetInactive: checkDeactivation,
    },
    actions: [resendInviteAction],
  });
}
