import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../resources/index.js';
import { sql } from '../../db/sql.js';
import { Colour, Name, SystemOperatorRow } from './schemas.js';

/** flex/systemoperators and flex/flexproviders: two views of the organisations table. */
export default async function organisationRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, {
    path: 'flex/systemoperators',
    table: 'organisations',
    where: sql`t.org_type = 'systemoperator'`,
    row: SystemOperatorRow,
    update: Type.Object({ name: Name, brand_colour: Colour }, { additionalProperties: false }),
    filters: {
      slug: { type: 'string' },
      name: { type: 'string', lookups: ['exact', 'icontains'] },
      is_active: { type: 'boolean', lookups: ['exact'] },
    },
    ordering: ['name', 'slug'],
    defaultOrdering: ['name'],
    // The operators' public identity (name, colour, licence area) is open to everyone, also logged out.
    access: {
      list: { public: true },
      read: { public: true },
      update: { orgTypes: ['systemoperator'], teamRoles: ['admin'] },
    },
    scope: () => true,
    canWrite: ({ user }, row) => user?.orgType === 'systemoperator' && row.id === user.orgId,
  });

  registerResource(app, {
    path: 'flex/flexproviders',
    table: 'organisations',
    where: sql`t.org_type = 'flexprovider'`,
    row: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      slug: Type.String(),
      brand_colour: Type.Union([Type.String(), Type.Null()]),
      is_max_org: Type.Boolean(),
      is_active: Type.Boolean(),
      created: Type.String({ format: 'date-time' }),
    }),
    update: Type.Object({ name: Name, brand_colour: Colour }, { additionalProperties: false }),
    filters: {
      slug: { type: 'string' },
      name: { type: 'string', lookups: ['exact', 'icontains'] },
      is_active: { type: 'boolean', lookups: ['exact'] },
    },
    ordering: ['name', 'slug', 'created'],
    defaultOrdering: ['name'],
    access: {
      list: { orgTypes: ['flexprovider', 'systemoperator'] },
      read: { orgTypes: ['flexprovider', 'systemoperator'] },
      update: { orgTypes: ['flexprovider'], teamRoles: ['admin'] },
    },
    // Operators see every provider (they qualify and contract them); a provider sees itself only.
    scope: ({ user }) => {
      if (user?.orgType === 'systemoperator') return true;
      if (user?.orgType === 'flexprovider' && user.orgId !== null) return sql`t.id = ${user.orgId}`;
      return false;
    },
    canWrite: ({ user }, row) => user?.orgType === 'flexprovider' && row.id === user.orgId,
  });
}
