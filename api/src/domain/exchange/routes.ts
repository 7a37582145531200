/**
 * exchange/*: capacity-market agreements, listings of three kinds with their bids, decisions,
 * ranking, history and buy-now, trades with their registration and premium invoice, the caller's
 * access, and the load-modification map. Rules in README.md.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from '../../db/sql.js';
import { ApiError, badRequest, forbidden } from '../../errors.js';
import { compileBodyCheck } from '../../plugins/input.js';
import { registerConstraintError } from '../../plugins/errors.js';
import { typedRequests } from '../../platform/http/typed-app.js';
import { requestLocale } from '../../platform/i18n/locales.js';
import { registerResource, type ResourceContext } from '../../resources/index.js';
import { exchangeAccess } from './access.js';
import { AGREEMENT_COLUMNS, listingColumns } from './columns.js';
import { publishListing as publishListingEvent } from './events.js';
import { registerListingJobs, scheduleListingJobs } from './jobs.js';
import { createListing, publishListing } from './listings.js';
import * as M from './messages.js';
import {
  AgreementBody,
  AgreementRow,
  CapacityMarketListingBody,
  ExchangeAccess,
  EXCHANGE_TYPES,
  LISTING_STATUSES,
  ListingBody,
  ListingRow,
  LoadModificationListingBody,
  ObligationListingBody,
} from './schemas.js';
import { agreementScope, listingScope } from './scope.js';

const tags = ['exchange'];
const Detail = Type.Object({ detail: Type.String() });
/** Providers' own agreements and bidding need manage-bids (as accepting a contract does); reading needs an organisation. */
const PROVIDER_WRITE = { orgTypes: ['flexprovider' as const], permissions: ['manage-bids'] };
const PROVIDER_READ = { orgTypes: ['flexprovider' as const], permissions: ['view-manage-ui'] };
const READERS = { orgTypes: ['flexprovider' as const, 'systemoperator' as const] };

const like = (v: unknown) => `%${String(v).replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

registerConstraintError('exchange_agreements_agreement_number_delivery_year_key', 'agreement_number', M.AGREEMENT_EXISTS);

/** One listing as the caller sees it. */
export async function listingFor(app: FastifyInstance, ctx: ResourceContext, id: number): Promise<unknown> {
  return (await app.resources.get('exchange/listings')!.fetchByIds(ctx, [id]))[0];
}

function registerAgreements(app: FastifyInstance): void {
  registerResource(app, {
    path: 'exchange/agreements',
    table: 'exchange_agreements',
    row: AgreementRow,
    columns: AGREEMENT_COLUMNS,
    create: AgreementBody,
    bulk: false,
    filters: {
      delivery_year: { type: 'integer' },
      agreement_type: { type: 'string' },
      search: {
        schema: Type.String({ maxLength: 100, description: 'Agreement number or unit id' }),
        apply: (v: unknown) => sql`(t.agreement_number ILIKE ${like(v)} OR t.unit_id ILIKE ${like(v)})`,
      },
    },
    ordering: ['created', 'agreement_number', 'unit_id', 'delivery_year', 'de_rated_mw', 'clear_price'],
    defaultOrdering: ['-created'],
    access: { list: PROVIDER_READ, read: PROVIDER_READ, create: PROVIDER_WRITE },
    scope: agreementScope,
    validate: async (ctx, body) => {
      const errors: Record<string, string[]> = {};
      if (!(Number(body.de_rated_mw) > 0)) errors.de_rated_mw = [M.MW_POSITIVE];
      if (body.planned_asset !== undefined && body.planned_asset !== null) {
        const r = await ctx.db.query('SELECT 1 FROM planned_assets WHERE id = $1 AND flex_provider_id = $2', [body.planned_asset, ctx.user!.orgId]);
        if (!r.rows.length) errors.planned_asset = [M.PLANNED_ASSET_NOT_YOURS];
      }
      return errors;
    },
    hooks: {
      beforeCreate: (ctx, body) => ({
        provider_id: ctx.user!.orgId,
        created_by: ctx.user!.userId,
        agreement_number: body.agreement_number.trim(),
        unit_id: body.unit_id.trim(),
        agreement_type: body.agreement_type,
        delivery_year: body.delivery_year,
        de_rated_mw: body.de_rated_mw,
        clear_price: body.clear_price,
        planned_asset_id: body.planned_asset ?? null,
      }),
    },
    descriptions: {
      list: 'My organisation’s capacity-market agreements (as on the Capacity Market Register), with what is listed, traded and still available to list.',
      create: 'Record a capacity-market agreement my organisation holds. A unit still being built names its planned asset: it cannot be listed until that asset’s commissioning milestone is accepted.',
    },
  });
}

function registerListings(app: FastifyInstance): void {
  registerResource(app, {
    path: 'exchange/listings',
    table: 'exchange_listings',
    row: ListingRow,
    columns: listingColumns(),
    filters: {
      exchange_type: { schema: Type.Union(EXCHANGE_TYPES.map((k) => Type.Literal(k))), apply: (v: unknown) => sql`t.exchange_type = ${String(v)}` },
      status: { type: 'string', lookups: ['exact', 'in'] },
      flex_provider: { type: 'integer', column: 't.flex_provider_id' },
      market: { type: 'integer', column: 't.market_id' },
      agreement: { type: 'integer', column: 't.agreement_id' },
      obligation: { type: 'integer', column: 't.obligation_id' },
      gsp_region: { type: 'integer', column: 't.gsp_region_id' },
      bidding_closes: { type: 'datetime', lookups: ['gte', 'lte'] },
      mine: {
        schema: Type.Boolean({ description: 'true: only my organisation’s listings; false: only others’' }),
        apply: (v: unknown, ctx: ResourceContext) => (v === true || v === 'true' ? sql`t.flex_provider_id = ${ctx.user?.orgId ?? 0}::int` : sql`t.flex_provider_id <> ${ctx.user?.orgId ?? 0}::int`),
      },
      search: {
        schema: Type.String({ maxLength: 100, description: 'Reference (EX-12), lister name, agreement number, unit id or GSP region name' }),
        apply: (v: unknown) => sql`(('EX-' || t.id) ILIKE ${like(v)} OR t.flex_provider_name ILIKE ${like(v)}
          OR EXISTS (SELECT 1 FROM exchange_agreements a WHERE a.id = t.agreement_id AND (a.agreement_number ILIKE ${like(v)} OR a.unit_id ILIKE ${like(v)}))
          OR EXISTS (SELECT 1 FROM gsp_regions g WHERE g.id = t.gsp_region_id AND g.name ILIKE ${like(v)}))`,
      },
    },
    ordering: ['created', 'updated', 'bidding_opens', 'bidding_closes', 'transfer_starts_on', 'mw', 'status', 'exchange_type', 'flex_provider_name', 'buy_now_price'],
    defaultOrdering: ['bidding_closes'],
    access: { list: READERS, read: READERS },
    scope: listingScope,
    canWrite: (ctx, row) => row.flex_provider === ctx.user?.orgId,
    descriptions: {
      list:
        `Listings on the exchange (exchange_type ${EXCHANGE_TYPES.join(', ')}; statuses ${LISTING_STATUSES.join(', ')}). ` +
        'A provider sees its own and every published capacity-market and obligation listing; holders of buy-load-mod see load modifications; holders of buy-from-open-market see listings with a buy-now price; an operator sees the listings of obligations of its competitions, read-only. ' +
        'can_bid and cannot_bid_reason say whether the caller may bid now, and why not.',
    },
    actions: (action) => [
      action({
        method: 'POST',
        name: 'publish',
        detail: true,
        write: false,
        access: PROVIDER_WRITE,
        summary: 'Publish a draft: scheduled until bidding opens, then open',
        response: ListingRow,
        handler: async (ctx, { row }) => {
          if (row.flex_provider !== ctx.user!.orgId) throw forbidden(M.ONLY_LISTER);
          await publishListing(ctx.db, ctx.user!, row.id);
          await publishListingEvent(ctx.db, row.id, 'published');
          await scheduleListingJobs(app, ctx.db, { id: row.id, bidding_opens: row.bidding_opens, bidding_closes: row.bidding_closes });
          return listingFor(app, ctx, row.id);
        },
      }),
    ],
  });

  const checks = {
    capacity_market: compileBodyCheck(CapacityMarketListingBody),
    flexibility_obligation: compileBodyCheck(ObligationListingBody),
    load_modification: compileBodyCheck(LoadModificationListingBody),
  };
  typedRequests(app).post(
    '/exchange/listings/',
    {
      config: { access: PROVIDER_WRITE },
      // The body is one of three shapes chosen by exchange_type: each is checked by its own schema below.
      validatorCompiler: () => () => true,
      schema: {
        tags,
        summary: 'List a capacity-market agreement, a flexibility obligation or a load-modification block (a draft, or published with publish: true)',
        description:
          'Rules per kind in the exchange README; each broken rule is a 400 on its field. 403 when my organisation is not approved for the listing’s market (the message says how to ask). ' +
          'flex_provider_id, when sent, must be my organisation.',
        body: ListingBody,
        response: { 201: ListingRow, 400: Type.Record(Type.String(), Type.Unknown()), 403: Detail },
      },
    },
    async (request, reply) => {
      const raw = request.body as unknown;
      const kind = typeof raw === 'object' && raw !== null ? (raw as { exchange_type?: unknown }).exchange_type : undefined;
      if (typeof kind !== 'string' || !(kind in checks)) throw badRequest({ exchange_type: ['Not a valid choice.'] });
      const errors = checks[kind as keyof typeof checks](raw);
      if (errors) throw new ApiError(400, errors);
      const body = raw as typeof request.body;
      const user = request.user!;
      const row = await app.db.transaction(async (tx) => {
        const made = await createListing(tx, user, body);
        if (made.status !== 'draft') {
          await publishListingEvent(tx, made.id, 'published');
          await scheduleListingJobs(app, tx, made);
        }
        return listingFor(app, { user, db: tx, request }, made.id);
      });
      return reply.code(201).send(row);
    },
  );
}

function registerAccess(app: FastifyInstance): void {
  typedRequests(app).get(
    '/exchange/access/',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'My organisation’s access to the exchange’s markets: state, why not approved and how to ask; whether I may buy load modifications and from the open market',
        response: { 200: ExchangeAccess },
      },
    },
    async (request) => exchangeAccess(app.db, request.user!, requestLocale(request)),
  );
}

/** The exchange's routes and jobs (registered by domain/index.ts). */
export function registerExchange(app: FastifyInstance): void {
  registerListingJobs(app);
  registerAgreements(app);
  registerListings(app);
  registerAccess(app);
}
