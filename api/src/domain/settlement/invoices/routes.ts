/**
 * performance/invoices/: the settlement documents an organisation issues or receives, marking
 * them paid, issuing a provider's drafts, signed PDF and CSV downloads, and the job that marks
 * documents overdue. Rules in the settlement README, "Invoices".
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from '../../../db/sql.js';
import { ApiError, notFound } from '../../../errors.js';
import { typedRequests } from '../../../platform/http/typed-app.js';
import { registerResource, type ResourceContext } from '../../../resources/index.js';
import { localeOr } from '../../../platform/i18n/locales.js';
import { contentDisposition } from '../../../platform/files/routes.js';
import { INVOICE_COLUMNS, loadInvoice } from './columns.js';
import { SETTLEMENT_PERMISSION, checkDownload, downloadLinks, fileName, invoiceCsv } from './downloads.js';
import { issueDocument } from './issue.js';
import { registerInvoiceMail } from './mail/send.js';
import { invoicePdf } from './pdf.js';
import { INVOICE_KINDS, INVOICE_STATUSES, InvoiceDownloadParams, InvoiceDownloadQuery, InvoiceDownloads, InvoiceRow } from './schemas.js';

export const OVERDUE_JOB = 'invoices-overdue';
const readers = { orgTypes: ['flexprovider' as const, 'systemoperator' as const], permissions: [SETTLEMENT_PERMISSION] };
const Detail = Type.Object({ detail: Type.String() });

/** Issued documents past their due date become overdue; answers how many. */
export async function markOverdue(app: FastifyInstance): Promise<number> {
  const r = await app.db.query(`UPDATE invoices SET status = 'overdue', updated = now() WHERE status = 'issued' AND due_at < now() RETURNING id`);
  return r.rows.length;
}

const orgOf = (ctx: ResourceContext): number => {
  const org = ctx.user?.orgId;
  if (org === null || org === undefined) throw new ApiError(403, { detail: 'You do not have permission to perform this action.' });
  return org;
};

function searchFilter() {
  return {
    schema: Type.String({ maxLength: 100, description: 'Number, competition name or reference, or an organisation name' }),
    apply: (v: unknown) => {
      const like = `%${String(v).replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      return sql`(t.number ILIKE ${like}
        OR EXISTS (SELECT 1 FROM competitions c WHERE c.id = t.competition_id AND (c.name ILIKE ${like} OR c.reference ILIKE ${like}))
        OR EXISTS (SELECT 1 FROM organisations o WHERE o.id IN (t.provider_id, t.operator_id) AND o.name ILIKE ${like}))`;
    },
  };
}

function registerInvoiceResource(app: FastifyInstance): void {
  registerResource(app, {
    path: 'performance/invoices',
    table: 'invoices',
    row: InvoiceRow,
    columns: INVOICE_COLUMNS,
    filters: {
      competition: { type: 'integer', column: 't.competition_id' },
      month: { type: 'string', lookups: ['exact', 'in', 'gte', 'lte'] },
      status: { type: 'string' },
      kind: { type: 'string' },
      flex_provider: { type: 'integer', column: 't.provider_id' },
      system_operator: { type: 'integer', column: 't.operator_id' },
      credits_invoice: { type: 'integer', column: 't.credits_invoice_id' },
      search: searchFilter(),
    },
    ordering: ['created', 'issued_at', 'due_at', 'month', 'number', 'status', 'kind', 'competition'],
    defaultOrdering: ['-month', '-created'],
    access: { list: readers, read: readers },
    scope: ({ user }) => {
      const org = user?.orgId;
      if (org === null || org === undefined) return false;
      return sql`(t.issuer_id = ${org} OR (t.recipient_id = ${org} AND t.status <> 'draft'))`;
    },
    // Acting on a document (mark paid, issue) is for the operator who pays it and for its issuer.
    canWrite: ({ user }, row) => user?.orgId === row.system_operator || user?.orgId === row.issuer,
    descriptions: {
      list: `An organisation's settlement invoices, credit notes and supplementary invoices: those it issues (its drafts included) and those issued to it. Statuses: ${INVOICE_STATUSES.join(', ')}; kinds: ${INVOICE_KINDS.join(', ')}.`,
    },
    actions: (action) => [
      action({
        method: 'POST',
        name: 'mark_paid',
        detail: true,
        access: readers,
        summary: 'Record that an issued or overdue document was paid (the operator who pays, or the issuer)',
        response: InvoiceRow,
        handler: async (ctx, { row }) => {
          const org = orgOf(ctx);
          if (row.system_operator !== org && row.issuer !== org) throw new ApiError(403, { detail: 'Only the operator or the issuer may mark this document paid.' });
          const r = await ctx.db.query(
            `UPDATE invoices SET status = 'paid', paid_at = now(), paid_by = $2, updated = now() WHERE id = $1 AND status IN ('issued', 'overdue') RETURNING id`,
            [row.id, ctx.user!.userId],
          );
          if (r.rows.length === 0) throw new ApiError(409, { detail: 'Only an issued or overdue document can be marked paid.' });
          return loadInvoice(ctx.db, row.id);
        },
      }),
      action({
        method: 'POST',
        name: 'issue',
        detail: true,
        access: { orgTypes: ['flexprovider'], permissions: [SETTLEMENT_PERMISSION] },
        summary: "Issue a provider's draft (invoice mode provider_issued): it takes the provider's next number and is due 30 days later",
        response: InvoiceRow,
        handler: async (ctx, { row }) => {
          if (row.issuer !== orgOf(ctx)) throw new ApiError(403, { detail: 'Only the issuer may issue this document.' });
          const issued = await ctx.db.transaction((tx) => issueDocument(tx, row.id, ctx.user!.userId));
          if (!issued) throw new ApiError(409, { detail: 'This document has already been issued.' });
          return loadInvoice(ctx.db, row.id);
        },
      }),
      action({
        method: 'GET',
        name: 'download_links',
        detail: true,
        access: readers,
        summary: 'Signed links to the PDF and the CSV, valid for the caller only, for 10 minutes',
        response: InvoiceDownloads,
        handler: async (ctx, { row }) => downloadLinks(app.config.jwtSecret, app.config.apiBaseUrl, row.id, ctx.user!.userId),
      }),
    ],
  });
}

function registerDownload(app: FastifyInstance): void {
  typedRequests(app).get(
    '/performance/invoices/:id/download/:format/',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['performance'],
        summary: 'A document as PDF or CSV by its signed link (download_links; no auth header)',
        description: 'A link works for the user it was made for, while that user may still see the document, until it expires: otherwise 403.',
        params: InvoiceDownloadParams,
        querystring: InvoiceDownloadQuery,
        response: {
          200: { description: 'The document', content: { 'application/pdf': { schema: Type.String() }, 'text/csv': { schema: Type.String() } } },
          403: Detail,
          404: Detail,
        },
      },
    },
    async (request, reply) => {
      const { id, format } = request.params;
      const who = await checkDownload(app.db, app.config.jwtSecret, { id, format, ...request.query });
      const invoice = await loadInvoice(app.db, id);
      if (!invoice) throw notFound();
      const body = format === 'pdf' ? await invoicePdf(invoice, localeOr(who.locale)) : invoiceCsv(invoice);
      return reply
        .header('Content-Type', format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition(fileName(invoice, format)))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(body);
    },
  );
}

/** Invoices' routes, e-mails and overdue job (registered by settlement/routes.ts). */
export function registerInvoices(app: FastifyInstance): void {
  registerInvoiceMail(app);
  app.jobs.work(OVERDUE_JOB, { retryLimit: 1, expireInSeconds: 120 }, async () => ({ overdue: await markOverdue(app) }));
  app.jobs.schedule(OVERDUE_JOB, '7 * * * *');
  registerInvoiceResource(app);
  registerDownload(app);
}
