/**
 * contracts/milestones/: the milestones of contracts with planned assets — a provider's own, an
 * operator's of its competitions (others 404, plain users 403) — with submit (provider members with
 * manage-bids), accept and reject (the competition's operator, manage-competitions), and a signed
 * link to the evidence file. Evidence files go through the upload pipeline as the document kind
 * `milestone-evidence`. Rules in ../README.md (Milestones).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from '../../../db/sql.js';
import { notFound } from '../../../errors.js';
import { registerFileKind } from '../../../platform/files/index.js';
import { fileDownloadUrl } from '../../../platform/files/routes.js';
import { registerResource, type ResourceContext } from '../../../resources/index.js';
import type { QualificationService } from '../../qualification/service.js';
import { CONTRACTS_PERMISSION } from '../downloads.js';
import { MILESTONE_COLUMNS, OVERDUE_SQL, MILESTONE_STATUS_SQL } from './columns.js';
import { EVIDENCE_KIND, acceptMilestone, rejectMilestone, submitMilestone } from './lifecycle.js';
import { registerMilestoneMail } from './mail.js';
import * as M from './messages.js';
import { registerMilestoneReminders } from './reminders.js';
import { EvidenceLink, MILESTONE_STATUSES, MilestoneRow, RejectBody, SubmitBody } from './schemas.js';

const readers = { orgTypes: ['flexprovider' as const, 'systemoperator' as const], permissions: [CONTRACTS_PERMISSION] };

const ownRows = ({ user }: ResourceContext) => {
  if (!user || user.orgId === null) return false;
  if (user.orgType === 'flexprovider') return sql`EXISTS (SELECT 1 FROM contracts k WHERE k.id = t.contract_id AND k.provider_id = ${user.orgId})`;
  if (user.orgType === 'systemoperator') return sql`EXISTS (SELECT 1 FROM contracts k WHERE k.id = t.contract_id AND k.operator_id = ${user.orgId})`;
  return false;
};

const like = (v: unknown) => `%${String(v).replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function registerEvidenceKind(app: FastifyInstance): void {
  registerFileKind(app, {
    kind: EVIDENCE_KIND,
    permission: 'manage-bids',
    orgTypes: ['flexprovider'],
    document: true,
    columns: [],
    parseRow: () => ({ errors: [] }),
    // The file is linked to its milestone when the provider submits it (contracts/milestones/{id}/submit/).
    apply: async () => ({}),
  });
}

export function registerMilestones(app: FastifyInstance, qualification: QualificationService): void {
  registerEvidenceKind(app);
  registerMilestoneMail(app);
  registerMilestoneReminders(app);
  registerResource(app, {
    path: 'contracts/milestones',
    table: 'milestones',
    tag: 'contracts',
    row: MilestoneRow,
    columns: MILESTONE_COLUMNS,
    filters: {
      status: { type: 'string', column: MILESTONE_STATUS_SQL },
      overdue: { type: 'boolean', column: OVERDUE_SQL },
      kind: { type: 'string', column: 't.kind' },
      contract: { type: 'integer', column: 't.contract_id' },
      planned_asset: { type: 'integer', column: 't.planned_asset_id' },
      search: {
        schema: Type.String({ maxLength: 100, description: 'Contract reference, competition, planned asset ref or name, or an organisation name' }),
        apply: (v: unknown) => sql`EXISTS (SELECT 1 FROM contracts k JOIN competitions c ON c.id = k.competition_id JOIN planned_assets p ON p.id = t.planned_asset_id
          WHERE k.id = t.contract_id AND (k.reference ILIKE ${like(v)} OR c.name ILIKE ${like(v)} OR p.ref ILIKE ${like(v)} OR p.name ILIKE ${like(v)}
            OR EXISTS (SELECT 1 FROM organisations o WHERE o.id IN (k.provider_id, k.operator_id) AND o.name ILIKE ${like(v)})))`,
      },
    },
    ordering: ['due_on', 'created', 'updated', 'status', 'kind', 'contract_reference', 'planned_asset_name'],
    defaultOrdering: ['due_on', 'id'],
    access: { list: readers, read: readers },
    scope: ownRows,
    canWrite: ({ user }, row) => user?.orgId === row.flex_provider || user?.orgId === row.system_operator,
    descriptions: {
      list: `The milestones of the caller's contracts with planned assets (a provider's own; an operator's of its competitions): financial commitment, connection, progress reports every 6 months and commissioning. Statuses: ${MILESTONE_STATUSES.join(', ')}.`,
    },
    actions: (action) => [
      action({
        method: 'POST',
        name: 'submit',
        detail: true,
        access: { orgTypes: ['flexprovider'], permissions: ['manage-bids'] },
        body: SubmitBody,
        summary: 'The provider submits evidence (an upload of kind milestone-evidence, processed) and a note; a rejected milestone may be submitted again',
        response: MilestoneRow,
        handler: async (ctx, { row, body }) => ctx.db.transaction((tx) => submitMilestone(tx, ctx.user!, row, body)),
      }),
      action({
        method: 'POST',
        name: 'accept',
        detail: true,
        access: { orgTypes: ['systemoperator'], permissions: ['manage-competitions'] },
        summary: 'The operator of the competition accepts submitted evidence; accepting commissioning turns the planned asset into a flex asset',
        response: MilestoneRow,
        handler: async (ctx, { row }) => ctx.db.transaction((tx) => acceptMilestone(tx, qualification, ctx.user!, row)),
      }),
      action({
        method: 'POST',
        name: 'reject',
        detail: true,
        access: { orgTypes: ['systemoperator'], permissions: ['manage-competitions'] },
        body: RejectBody,
        summary: 'The operator of the competition rejects submitted evidence with a reason; the provider may submit again',
        response: MilestoneRow,
        handler: async (ctx, { row, body }) => ctx.db.transaction((tx) => rejectMilestone(tx, ctx.user!, row, body)),
      }),
      action({
        method: 'GET',
        name: 'evidence_link',
        detail: true,
        access: readers,
        summary: 'A signed link to the evidence file (15 minutes), for either organisation of the contract',
        response: EvidenceLink,
        handler: async (ctx, { row }) => {
          if (row.evidence === null || row.evidence_filename === null) throw notFound(M.NO_EVIDENCE);
          return { url: fileDownloadUrl(app.config, row.evidence), filename: row.evidence_filename };
        },
      }),
    ],
  });
}
