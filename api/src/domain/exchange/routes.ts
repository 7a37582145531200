/**
 * exchange/*: capacity-market agreements, listings of three kinds with their bids, decisions,
 * ranking, history and buy-now, trades with their registration and premium invoice, the caller's
 * access, and the load-modification map. Rules in README.md.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from '../../db/sql.js';
import { ApiError, badRequest, forbidden, notFound } from '../../errors.js';
import { compileBodyCheck } from '../../plugins/input.js';
import { registerConstraintError } from '../../plugins/errors.js';
import { typedRequests } from '../../platform/http/typed-app.js';
import { requestLocale } from '../../platform/i18n/locales.js';
import { registerResource, type ResourceContext } from '../../resources/index.js';
import { contentDisposition } from '../../platform/files/routes.js';
import { localeOr } from '../../platform/i18n/locales.js';
import { exchangeAccess } from './access.js';
import { amendBid, createBid, withdrawBid } from './bids.js';
import { AGREEMENT_COLUMNS, BID_COLUMNS, listingColumns } from './columns.js';
import { buyNow, decide, ranking, withdrawListing } from './decisions.js';
import { listingHistory } from './history.js';
import { registerExchangeMail } from './mail/send.js';
import { TRADE_COLUMNS, checkTradeDownload, loadTrade, tradeFileName, tradeInvoicePdf, tradeLinks, updateRegistration } from './trades.js';
import { publishListing as publishListingEvent } from './events.js';
import { registerListingJobs, scheduleListingJobs } from './jobs.js';
import { createListing, publishListing } from './listings.js';
import * as M from './messages.js';
import {
  AgreementBody,
  AgreementRow,
  AmendBidBody,
  BID_STATUSES,
  BidBody,
  BuyBody,
  CapacityMarketListingBody,
  DecisionsBody,
  ExchangeBidRow,
  ListingHistory,
  LoadModificationMap,
  Ranking,
  RegistrationBody,
  TradeDownloads,
  TradeRow,
  WithdrawBody,
  ExchangeAccess,
  EXCHANGE_TYPES,
  LISTING_STATUSES,
  ListingBody,
  ListingRow,
  LoadModificationListingBody,
  ObligationListingBody,
} from './schemas.js';
import { agreementScope, bidScope, listingScope, tradeScope } from './scope.js';

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
      action({
        method: 'POST',
        name: 'withdraw',
        detail: true,
        write: false,
        access: PROVIDER_WRITE,
        body: WithdrawBody,
        summary: 'Withdraw my listing (until a bid on it is accepted), with a reason told to the bidders; live bids are rejected',
        response: ListingRow,
        handler: async (ctx, { row, body }) => {
          await withdrawListing(ctx.db, ctx.user!, row.id, body.reason);
          return listingFor(app, ctx, row.id);
        },
      }),
      action({
        method: 'POST',
        name: 'decisions',
        detail: true,
        write: false,
        access: PROVIDER_WRITE,
        body: DecisionsBody,
        summary: 'The lister accepts (optionally a part ≥ the minimum fill) or rejects bids once bidding has closed; close_early closes an open listing first',
        description:
          'Checked as a whole before anything is stored (400 on decisions): each bid live on this listing and decided once, accepted MW between the minimum fill and the bid, the total within the listing, and for the capacity market the seller keeps 0 or ≥ 1 MW of the agreement. ' +
          'When no bid is left undecided the listing is settled: accepted bids become trades (awarded), or it expires. 409 while bidding is open (without close_early) or when the listing no longer takes decisions.',
        response: ListingRow,
        handler: async (ctx, { row, body }) => {
          await decide(ctx.db, ctx.user!, row.id, body);
          return listingFor(app, ctx, row.id);
        },
      }),
      action({
        method: 'GET',
        name: 'ranking',
        detail: true,
        access: PROVIDER_WRITE,
        summary: 'The automatic ranking of the live bids (the lister only): best first, filled to the listing’s MW with the minimum fill respected',
        response: Ranking,
        handler: async (ctx, { row }) => {
          if (row.flex_provider !== ctx.user!.orgId) throw forbidden(M.ONLY_LISTER);
          return ranking(ctx.db, row.id, requestLocale(ctx.request));
        },
      }),
      action({
        method: 'GET',
        name: 'history',
        detail: true,
        access: READERS,
        summary: 'The listing’s history: all of it for the lister; for others, what README “History” says they may see (a sealed listing hides other bidders’ bids)',
        response: ListingHistory,
        handler: async (ctx, { row }) => listingHistory(ctx.db, ctx.user!, row),
      }),
      action({
        method: 'POST',
        name: 'buy',
        detail: true,
        write: false,
        access: READERS,
        body: BuyBody,
        summary: 'Buy the whole listing at its buy-now price: an immediate trade, the listing awarded, other live bids rejected',
        description:
          'Load modifications: holders of buy-load-mod approved for the load-modification market. Capacity-market and obligation listings with a buy-now price: providers holding manage-bids approved for the listing’s market, or holders of buy-from-open-market approved for the open market (an obligation also needs an asset qualified for its competition). ' +
          'price must be the listing’s buy-now price (409 when it changed); 409 when the listing was bought already or bidding is not open.',
        status: 201,
        response: TradeRow,
        handler: async (ctx, { row, body }) => {
          const trade = await buyNow(ctx.db, ctx.user!, row.id, body.price);
          return (await app.resources.get('exchange/trades')!.fetchByIds(ctx, [trade]))[0];
        },
      }),
    ],
  });

  typedRequests(app).get(
    '/exchange/load-modifications/map/',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'Load-modification blocks I may see, compactly for the map (scheduled, open and closed ones; mine in every status)',
        response: { 200: LoadModificationMap },
      },
    },
    async (request) => {
      const scope = listingScope({ user: request.user, db: app.db, request });
      const r = await app.db.query(
        sql`SELECT t.id, 'EX-' || t.id AS reference, t.lat, t.lon, t.mw::text AS mw, g.name AS gsp_name, t.buy_now_price::text AS price, t.status
              FROM exchange_listings t JOIN gsp_regions g ON g.id = t.gsp_region_id
             WHERE t.exchange_type = 'load_modification' AND ${scope === true ? sql`true` : scope === false ? sql`false` : scope}
               AND (t.status IN ('scheduled', 'open', 'closed') OR t.flex_provider_id = ${request.user!.orgId ?? 0}::int)
             ORDER BY t.id`,
      );
      return r.rows;
    },
  );

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

function registerBids(app: FastifyInstance): void {
  const bidFor = async (ctx: ResourceContext, id: number) => (await app.resources.get('exchange/bids')!.fetchByIds(ctx, [id]))[0];
  registerResource(app, {
    path: 'exchange/bids',
    table: 'exchange_bids',
    row: ExchangeBidRow,
    columns: BID_COLUMNS,
    filters: {
      listing: { type: 'integer', column: 't.listing_id' },
      status: { type: 'string', lookups: ['exact', 'in'] },
      bidder_fp_id: { type: 'integer' },
      exchange_type: {
        schema: Type.Union(EXCHANGE_TYPES.map((k) => Type.Literal(k))),
        apply: (v: unknown) => sql`EXISTS (SELECT 1 FROM exchange_listings l WHERE l.id = t.listing_id AND l.exchange_type = ${String(v)})`,
      },
    },
    ordering: ['created', 'updated', 'price', 'mw', 'status'],
    defaultOrdering: ['-created'],
    access: { list: READERS, read: READERS },
    scope: bidScope,
    canWrite: (ctx, row) => row.bidder_fp_id === ctx.user?.orgId,
    descriptions: {
      list: `Bids I made, and the bids on my listings (sealed or not, the lister sees them all; a bidder never sees another's). Statuses: ${BID_STATUSES.join(', ')}.`,
    },
    actions: (action) => [
      action({
        method: 'POST',
        name: 'amend',
        detail: true,
        write: false,
        access: READERS,
        body: AmendBidBody,
        summary: 'Amend my live bid while bidding is open; version must be the bid’s (409 when it has changed since)',
        response: ExchangeBidRow,
        handler: async (ctx, { row, body }) => bidFor(ctx, (await amendBid(ctx.db, ctx.user!, row.id, body)).id),
      }),
      action({
        method: 'POST',
        name: 'withdraw',
        detail: true,
        write: false,
        access: READERS,
        summary: 'Withdraw my live bid while bidding is open',
        response: ExchangeBidRow,
        handler: async (ctx, { row }) => bidFor(ctx, (await withdrawBid(ctx.db, ctx.user!, row.id)).id),
      }),
    ],
  });
  typedRequests(app).post(
    '/exchange/bids/',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'Bid on a listing: the net price the buyer keeps (capacity market, obligations) or the price it pays (load modifications), and MW',
        description:
          'Providers holding manage-bids bid on capacity-market and obligation listings of markets they are approved for (obligations: with an asset qualified for the competition); holders of buy-load-mod on load modifications; holders of buy-from-open-market on listings with a buy-now price. ' +
          'MW between the listing’s minimum fill and its MW; the price at most the reference (the clear price, the availability rate). One live bid per bidder and listing: a second is 409 (amend it). 409 before bidding opens and after it closes (nothing is stored). bidder_fp_id, when sent, must be my organisation.',
        body: BidBody,
        response: { 201: ExchangeBidRow, 400: Type.Record(Type.String(), Type.Unknown()), 403: Detail, 409: Detail },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const row = await app.db.transaction(async (tx) => {
        const ctx = { user, db: tx, request };
        const bid = await createBid(tx, user, request.body, listingScope(ctx));
        return bidFor(ctx, bid.id);
      });
      return reply.code(201).send(row);
    },
  );
}

function registerTrades(app: FastifyInstance): void {
  registerResource(app, {
    path: 'exchange/trades',
    table: 'exchange_trades',
    row: TradeRow,
    columns: TRADE_COLUMNS,
    filters: {
      listing: { type: 'integer', column: 't.listing_id' },
      seller: { type: 'integer', column: 't.seller_id' },
      buyer: { type: 'integer', column: 't.buyer_id' },
      registration_status: { type: 'string', lookups: ['exact', 'in'] },
      exchange_type: {
        schema: Type.Union(EXCHANGE_TYPES.map((k) => Type.Literal(k))),
        apply: (v: unknown) => sql`EXISTS (SELECT 1 FROM exchange_listings l WHERE l.id = t.listing_id AND l.exchange_type = ${String(v)})`,
      },
    },
    ordering: ['created', 'reference', 'amount', 'mw', 'transfer_starts_on', 'registration_status'],
    defaultOrdering: ['-created'],
    access: { list: READERS, read: READERS },
    scope: tradeScope,
    canWrite: (ctx, row) => row.seller === ctx.user?.orgId || row.buyer === ctx.user?.orgId,
    descriptions: {
      list: 'Trades my organisation sold or bought: parties, MW, period, price, the premium (or price) with its invoice issued by the seller to the buyer, the registration with the delivery body, and each side’s MW and monthly payment before and after.',
    },
    actions: (action) => [
      action({
        method: 'POST',
        name: 'registration',
        detail: true,
        access: READERS,
        body: RegistrationBody,
        summary: 'Either party records the registration with the Capacity Market’s delivery body: pending → submitted → confirmed | rejected (with its reference); rejected → submitted again',
        response: TradeRow,
        handler: async (ctx, { row, body }) => {
          await updateRegistration(ctx.db, ctx.user!, row, body);
          return (await app.resources.get('exchange/trades')!.fetchByIds(ctx, [row.id]))[0];
        },
      }),
      action({
        method: 'GET',
        name: 'download_links',
        detail: true,
        access: READERS,
        summary: 'A signed link to the trade’s invoice PDF, valid for the caller only, for 10 minutes',
        response: TradeDownloads,
        handler: async (ctx, { row }) => tradeLinks(app.config.jwtSecret, app.config.apiBaseUrl, row.id, ctx.user!.userId),
      }),
    ],
  });
  typedRequests(app).get(
    '/exchange/trades/:id/invoice/',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'A trade’s invoice as PDF, by its signed link (download_links; no auth header)',
        description: 'A link works for the user it was made for, while that user may still log in and belongs to the seller or the buyer, until it expires: otherwise 403.',
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        querystring: Type.Object(
          {
            user: Type.Integer({ minimum: 1, maximum: 2147483647 }),
            expires: Type.Integer({ minimum: 0, maximum: 99999999999 }),
            signature: Type.String({ minLength: 1, maxLength: 128 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: { description: 'The invoice', content: { 'application/pdf': { schema: Type.String() } } }, 403: Detail, 404: Detail },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const who = await checkTradeDownload(app.db, app.config.jwtSecret, { id, ...request.query });
      const trade = await loadTrade(app.db, id);
      if (!trade) throw notFound();
      const body = await tradeInvoicePdf(app.db, trade, localeOr(who.locale));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition(tradeFileName(trade)))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(body);
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
  registerExchangeMail(app);
  registerAgreements(app);
  registerListings(app);
  registerBids(app);
  registerTrades(app);
  registerAccess(app);
}
