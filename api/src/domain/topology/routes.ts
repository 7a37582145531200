/**
 * Grid topology: an operator uploads its GSP, BSP and primary substation sites as a CSV
 * through the file pipeline (kind `grid-topology`, template files/templates/grid-topology/), reads
 * them back (flex/gridtopology/), and reads its operating area with its GSP regions for the map
 * (flex/operatingarea/). The uploaded GSP sites name the GSPs of bids in its competitions.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from '../../db/sql.js';
import { FileRowErrors, registerFileKind } from '../../platform/files/index.js';
import { registerResource } from '../../resources/index.js';
import { checkTopology, replaceTopology } from './apply.js';
import { operatingArea } from './area.js';
import { parseSiteRow, TOPOLOGY_COLUMNS, type SiteRow } from './csv.js';
import { SiteRowSchema, OperatingAreaSchema } from './schemas.js';

export const TOPOLOGY_FILE_KIND = 'grid-topology';

async function operatingGroups(app: FastifyInstance, orgId: number): Promise<string[]> {
  const r = await app.db.query<{ operating_area: string[] }>('SELECT operating_area FROM organisations WHERE id = $1', [orgId]);
  return r.rows[0]?.operating_area ?? [];
}

export function registerTopology(app: FastifyInstance): void {
  registerFileKind<SiteRow>(app, {
    kind: TOPOLOGY_FILE_KIND,
    permission: 'manage-competitions',
    orgTypes: ['systemoperator'],
    columns: TOPOLOGY_COLUMNS,
    maxRows: 5000,
    parseRow: (cells) => parseSiteRow(cells),
    apply: async (db, rows, ctx) => {
      const area = await db.query<{ operating_area: string[] }>('SELECT operating_area FROM organisations WHERE id = $1', [ctx.orgId]);
      const { errors, placed } = checkTopology(rows, area.rows[0]?.operating_area ?? []);
      if (errors.length) throw new FileRowErrors(errors);
      return replaceTopology(db, ctx.orgId, placed, ctx.uploadId);
    },
  });

  registerResource(app, {
    path: 'flex/gridtopology',
    table: 'grid_topology_sites',
    row: SiteRowSchema,
    columns: { operator: 't.operator_id', latitude: 't.lat', longitude: 't.lon', upload: 't.upload_id' },
    filters: {
      site_type: { type: 'string' },
      gsp_region: { type: 'string' },
      name: { type: 'string', lookups: ['exact', 'icontains'] },
    },
    ordering: ['name', 'site_type', 'gsp_region', 'created'],
    defaultOrdering: ['site_type', 'name'],
    access: { list: { orgTypes: ['systemoperator'] }, read: { orgTypes: ['systemoperator'] } },
    scope: ({ user }) => (user?.orgType === 'systemoperator' && user.orgId !== null ? sql`t.operator_id = ${user.orgId}` : false),
  });

  app.route({
    method: 'GET',
    url: '/flex/operatingarea/',
    config: { access: { orgTypes: ['systemoperator'] } },
    schema: {
      tags: ['flex'],
      summary: 'The operator’s operating area: its GSP groups, the GSP regions inside them (simplified boundaries) and the GB outline as a basemap',
      response: { 200: OperatingAreaSchema },
    },
    handler: async (request) => operatingArea(await operatingGroups(app, request.user!.orgId!)),
  });
}
