/**
 * contracts/*: framework agreements (contracts/framework-agreements/) and call-off contracts
 * (contracts/contracts/) with accept, terminate, signed PDF and CSV downloads; the contract
 * e-mails. Each organisation sees its own: a provider the contracts and agreements it holds, an
 * operator those of its competitions and DPS. Rules in README.md.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from '../../db/sql.js';
import { notFound } from '../../errors.js';
import type { QualificationService } from '../qualification/service.js';
import { typedRequests } from '../../platform/http/typed-app.js';
import { registerResource, type ResourceContext } from '../../resources/index.js';
import { localeOr } from '../../platform/i18n/locales.js';
import { contentDisposition } from '../../platform/files/routes.js';
import { CONTRACT_COLUMNS, CONTRACT_STATUS_SQL, FRAMEWORK_COLUMNS, loadContract } from './columns.js';
import { CONTRACTS_PERMISSION, checkContractDownload, contractCsv, contractFileName, contractLinks } from './downloads.js';
import { acceptContract, terminateContract } from './lifecycle.js';
import { registerContractMail } from './mail/send.js';
import { registerMilestones } from './milestones/routes.js';
import { registerObligationResource } from './obligations.js';
import { contractPdf } from './pdf.js';
import {
  AcceptBody,
  CONTRACT_STATUSES,
  ContractDownloadParams,
  ContractDownloadQuery,
  ContractDownloads,
  ContractRow,
  FrameworkAgreementRow,
  TerminateBody,
} from './schemas.js';

const readers = { orgTypes: ['flexprovider' as const, 'systemoperator' as const], permissions: [CONTRACTS_PERMISSION] };
const Detail = Type.Object({ detail: Type.String() });

/** A provider's own rows, an operator's own rows, nobody else's. */
const ownRows = ({ user }: ResourceContext) => {
  if (!user || user.orgId === null) return false;
  if (user.orgType === 'flexprovider') return sql`t.provider_id = ${user.orgId}`;
  if (user.orgType === 'systemoperator') return sql`t.operator_id = ${user.orgId}`;
  return false;
};

const like = (v: unknown) => `%${String(v).replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function registerContractResource(app: FastifyInstance): void {
  registerResource(app, {
    path: 'contracts/contracts',
    table: 'contracts',
    row: ContractRow,
    columns: CONTRACT_COLUMNS,
    filters: {
      status: { type: 'string', column: CONTRACT_STATUS_SQL('t') },
      competition: { type: 'integer', column: 't.competition_id' },
      flex_provider: { type: 'integer', column: 't.provider_id' },
      system_operator: { type: 'integer', column: 't.operator_id' },
      search: {
        schema: Type.String({ maxLength: 100, description: 'Reference, competition name or reference, or an organisation name' }),
        apply: (v: unknown) => sql`(t.reference ILIKE ${like(v)}
          OR EXISTS (SELECT 1 FROM competitions c WHERE c.id = t.competition_id AND (c.name ILIKE ${like(v)} OR c.reference ILIKE ${like(v)}))
          OR EXISTS (SELECT 1 FROM organisations o WHERE o.id IN (t.provider_id, t.operator_id) AND o.name ILIKE ${like(v)}))`,
      },
    },
    ordering: ['created', 'reference', 'status', 'starts_on', 'ends_on', 'competition_name', 'flex_provider_name', 'system_operator_name'],
    defaultOrdering: ['-created'],
    access: { list: readers, read: readers },
    scope: ownRows,
    canWrite: ({ user }, row) => user?.orgId === row.flex_provider || user?.orgId === row.system_operator,
    descriptions: {
      list: `The caller's call-off contracts (a provider's own; an operator's of its competitions), one per provider and competition, made when results are confirmed. Statuses: ${CONTRACT_STATUSES.join(', ')}. End dates are stored as the first day the contract no longer runs.`,
    },
    actions: (action) => [
      action({
        method: 'POST',
        name: 'accept',
        detail: true,
        access: { orgTypes: ['flexprovider'], permissions: ['manage-bids'] },
        body: AcceptBody,
        summary: 'The provider accepts a contract awaiting acceptance: the typed name, the time and the tick that the terms were read are recorded',
        response: ContractRow,
        handler: async (ctx, { row, body }) => ctx.db.transaction((tx) => acceptContract(tx, ctx.user!, row, body)),
      }),
      action({
        method: 'POST',
        name: 'terminate',
        detail: true,
        access: { orgTypes: ['systemoperator'], permissions: ['manage-competitions'] },
        body: TerminateBody,
        summary: 'The operator of the competition terminates a contract awaiting acceptance or active, with a reason and its last day',
        response: ContractRow,
        handler: async (ctx, { row, body }) =>
          ctx.db.transaction(async (tx) => {
            const today = await tx.query<{ today: string }>(`SELECT to_char(current_date, 'YYYY-MM-DD') AS today`);
            return terminateContract(tx, ctx.user!, row, body, today.rows[0]!.today);
          }),
      }),
      action({
        method: 'GET',
        name: 'download_links',
        detail: true,
        access: readers,
        summary: 'Signed links to the summary PDF and the obligations CSV, valid for the caller only, for 10 minutes',
        response: ContractDownloads,
        handler: async (ctx, { row }) => contractLinks(app.config.jwtSecret, app.config.apiBaseUrl, row.id, ctx.user!.userId),
      }),
    ],
  });
}

function registerFrameworkResource(app: FastifyInstance): void {
  registerResource(app, {
    path: 'contracts/framework-agreements',
    table: 'framework_agreements',
    row: FrameworkAgreementRow,
    columns: FRAMEWORK_COLUMNS,
    filters: {
      flex_provider: { type: 'integer', column: 't.provider_id' },
      system_operator: { type: 'integer', column: 't.operator_id' },
      search: {
        schema: Type.String({ maxLength: 100, description: 'Reference, agreement name, signatory or an organisation name' }),
        apply: (v: unknown) => sql`(t.reference ILIKE ${like(v)} OR t.name ILIKE ${like(v)} OR t.signed_by ILIKE ${like(v)}
          OR EXISTS (SELECT 1 FROM organisations o WHERE o.id IN (t.provider_id, t.operator_id) AND o.name ILIKE ${like(v)}))`,
      },
    },
    ordering: ['signed_on', 'created', 'reference', 'name', 'flex_provider_name', 'system_operator_name'],
    defaultOrdering: ['-signed_on'],
    access: { list: readers, read: readers },
    scope: ownRows,
    descriptions: {
      list: 'The framework agreements recorded when operators approved company qualifications: an operator sees those signed with it, a provider its own.',
    },
  });
}

function registerDownload(app: FastifyInstance): void {
  typedRequests(app).get(
    '/contracts/contracts/:id/download/:format/',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['contracts'],
        summary: 'A contract summary as PDF, or its obligations as CSV, by its signed link (download_links; no auth header)',
        description: 'A link works for the user it was made for, while that user may still see the contract, until it expires: otherwise 403.',
        params: ContractDownloadParams,
        querystring: ContractDownloadQuery,
        response: {
          200: { description: 'The document', content: { 'application/pdf': { schema: Type.String() }, 'text/csv': { schema: Type.String() } } },
          403: Detail,
          404: Detail,
        },
      },
    },
    async (request, reply) => {
      const { id, format } = request.params;
      const who = await checkContractDownload(app.db, app.config.jwtSecret, { id, format, ...request.query });
      const contract = await loadContract(app.db, id);
      if (!contract) throw notFound();
      const body = format === 'pdf' ? await contractPdf(contract, localeOr(who.locale)) : contractCsv(contract);
      return reply
        .header('Content-Type', format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition(contractFileName(contract, format)))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(body);
    },
  );
}

/** Contracts' routes and e-mails, and their milestones (registered by domain/index.ts). */
export function registerContracts(app: FastifyInstance, { qualification }: { qualification: QualificationService }): void {
  registerContractMail(app);
  registerContractResource(app);
  registerFrameworkResource(app);
  registerObligationResource(app);
  registerDownload(app);
  registerMilestones(app, qualification);
}
