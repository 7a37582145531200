import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../resources/index.js';
import { sql } from '../db/sql.js';
import { badRequest } from '../errors.js';
import { ALL_TEAM_ROLES } from '../auth/permissions.js';
import { sendPasswordLink } from '../auth/reset.js';
import type { ResourceContext, Row } from '../resources/types.js';

const Role = Type.Union(ALL_TEAM_ROLES.map((r) => Type.Literal(r)));
const Roles = Type.Array(Role, { uniqueItems: true, maxItems: ALL_TEAM_ROLES.length });

async function setRoles(ctx: ResourceContext, userId: number, roles: readonly string[]): Promise<void> {
  await ctx.db.query('DELETE FROM team_roles WHERE user_id = $1', [userId]);
  for (const role of roles) await ctx.db.query('INSERT INTO team_roles (user_id, role) VALUES ($1, $2)', [userId, role]);
}

async function invite(ctx: ResourceContext, row: Row): Promise<void> {
  const org = await ctx.db.query<{ name: string }>('SELECT name FROM organisations WHERE id = $1', [row.organisation]);
  await sendPasswordLink(
    ctx.db,
    ctx.request.server.config,
    { id: Number(row.id), email: String(row.email), first_name: String(row.first_name ?? '') },
    'invite',
    org.rows[0]?.name,
  );
}

/**
 * auth/team: the members of my organisation. Everyone in an organisation can read it; its
 * admins invite members (an e-mail with an activation link), change roles and deactivate.
 */
export default async function teamRoutes(app: FastifyInstance): Promise<void> {
  const orgTypes: Array<'flexprovider' | 'systemoperator'> = ['flexprovider', 'systemoperator'];
  registerResource(app, {
    path: 'auth/team',
    table: 'users',
    row: Type.Object({
      id: Type.Integer(),
      email: Type.String(),
      first_name: Type.String(),
      last_name: Type.String(),
      organisation: Type.Integer(),
      is_activated: Type.Boolean(),
      is_active: Type.Boolean(),
      roles: Type.Array(Type.String()),
    }),
    columns: {
      organisation: 't.organisation_id',
      roles: `COALESCE((SELECT array_agg(r.role ORDER BY r.role) FROM team_roles r WHERE r.user_id = t.id), '{}'::text[])`,
    },
    create: Type.Object(
      {
        email: Type.String({ format: 'email', maxLength: 254 }),
        first_name: Type.String({ maxLength: 150 }),
        last_name: Type.String({ maxLength: 150 }),
        roles: Roles,
      },
      { additionalProperties: false },
    ),
    update: Type.Object(
      { first_name: Type.String({ maxLength: 150 }), last_name: Type.String({ maxLength: 150 }), roles: Roles },
      { additionalProperties: false },
    ),
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
    hooks: {
      async beforeCreate(ctx, body) {
        const taken = await ctx.db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [body.email]);
        if (taken.rows.length > 0) throw badRequest({ email: ['A user with this email already exists.'] });
        return {
          email: String(body.email).trim(),
          first_name: body.first_name,
          last_name: body.last_name,
          organisation_id: ctx.user!.orgId,
          is_activated: false,
        };
      },
      async afterCreate(ctx, row, body) {
        await setRoles(ctx, Number(row.id), body.roles as string[]);
        await invite(ctx, row);
      },
      async beforeUpdate(ctx, existing, body) {
        const { roles, ...columns } = body;
        if (Array.isArray(roles)) {
          if (existing.id === ctx.user!.userId && !roles.includes('admin')) {
            throw badRequest({ roles: ['You cannot remove your own admin role.'] });
          }
          await setRoles(ctx, Number(existing.id), roles as string[]);
        }
        return columns;
      },
    },
    actions: [
      {
        method: 'POST',
        name: 'resend_invite',
        detail: true,
        access: { orgTypes, teamRoles: ['admin'] },
        summary: 'E-mail a new activation link to a member who has not activated yet',
        async handler(ctx, { row }) {
          if (!row || row.is_activated) throw badRequest({ detail: 'This member has already activated their account.' });
          await invite(ctx, row);
          return { success: true };
        },
      },
    ],
    accessFixtures: {
      canSee: (actor, row) => actor.orgId !== null && actor.orgType !== 'user' && row.organisation === actor.orgId,
      // The matrix actors are their organisation's admins.
      canWrite: (actor, row) => actor.orgId !== null && row.organisation === actor.orgId,
      sampleUpdate: (row) => ({ first_name: row.first_name }),
      sampleCreate: (actor) => ({
        email: `matrix-${actor.name.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@team.test`,
        first_name: 'Matrix',
        last_name: 'Member',
        roles: ['account'],
      }),
      canCreate: (actor) => actor.orgType === 'flexprovider' || actor.orgType === 'systemoperator',
    },
  });
}
