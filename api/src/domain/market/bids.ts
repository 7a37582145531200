/**
 * Bids (bids/bids/): one per ballot and service window, amended in place with every version kept
 * (history). A provider sees its own, an operator those on its competitions. `approval` and
 * `outcome` show the final decision once the operator has confirmed the results; the operator's
 * working decisions before that are at bids/approvals/.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { raw, sql, type SqlFragment } from '../../db/sql.js';
import type { Db } from '../../db/types.js';
import { badRequest, notFound } from '../../errors.js';
import { defineAction, registerResource, type FilterDef, type RegisteredResource } from '../../resources/index.js';
import { statusExpr } from '../competitions/visibility.js';
import { RESULTS_CONFIRMED_SQL, ownScope } from './ballots.js';
import { assertBiddingOpen, competitionFacts } from './facts.js';
import { submitOne } from './offers.js';
import { formatDuration, type OfferInput } from './rules.js';
import { BidCreate, BidRow, BidUpdate, BidVersion } from './schemas.js';
import { typedRequests } from '../../platform/http/typed-app.js';

const CONFIRMED = RESULTS_CONFIRMED_SQL('t.competition_id');
const APPROVAL = `(SELECT json_build_object('approved', ap.approved, 'reason', ap.reason, 'method', ap.method, 'paid_price', ap.paid_price::float8, 'decided', ap.decided)
  FROM bid_approvals ap WHERE ap.bid_id = t.id AND ${CONFIRMED})`;
const WINDOW = (col: string) => `(SELECT ${col} FROM service_windows w JOIN service_periods p ON p.id = w.service_period_id WHERE w.id = t.service_window_id)`;
const ASSETS = (col: string, order: string) =>
  `(SELECT COALESCE(array_agg(${col} ORDER BY ${order}), '{}') FROM ballots bl JOIN ballot_assets ba ON ba.group_id = bl.ballot_asset_group_id JOIN flex_assets a ON a.id = ba.flex_asset_id WHERE bl.id = t.ballot_id)`;

/** The bid row's fields that are not plain columns: its competition, window, assets and the confirmed decision. */
const BID_COLUMNS = {
  ballot: 't.ballot_id',
  competition: 't.competition_id',
  competition_name: '(SELECT c.name FROM competitions c WHERE c.id = t.competition_id)',
  competition_reference: '(SELECT c.reference FROM competitions c WHERE c.id = t.competition_id)',
  competition_status: `(SELECT ${statusExpr('c').text} FROM competitions c WHERE c.id = t.competition_id)`,
  flex_provider: 't.flex_provider_id',
  flex_provider_name: '(SELECT o.name FROM organisations o WHERE o.id = t.flex_provider_id)',
  service_window: 't.service_window_id',
  window_name: WINDOW('w.name'),
  window_start_time: WINDOW(`to_char(w.start_time, 'HH24:MI')`),
  window_end_time: WINDOW(`to_char(w.end_time, 'HH24:MI')`),
  window_service_days: WINDOW('w.service_days'),
  period_start: WINDOW(`to_char(p.start, 'YYYY-MM-DD')`),
  period_end: WINDOW(`to_char(p."end", 'YYYY-MM-DD')`),
  capacity: 't.capacity::float8',
  max_runtime: `(CASE WHEN t.max_runtime_seconds >= 86400 THEN (t.max_runtime_seconds / 86400)::text || ' ' ELSE '' END
    || lpad(((t.max_runtime_seconds % 86400) / 3600)::text, 2, '0') || ':' || lpad(((t.max_runtime_seconds % 3600) / 60)::text, 2, '0')
    || ':' || lpad((t.max_runtime_seconds % 60)::text, 2, '0'))`,
  availability_price: 't.availability_price::float8',
  utilisation_price: 't.utilisation_price::float8',
  service_fee: 't.service_fee::float8',
  assets: ASSETS('a.id', 'a.id'),
  asset_refs: ASSETS('a.ref', 'a.id'),
  approval: APPROVAL,
  outcome: `COALESCE((SELECT CASE WHEN ap.approved THEN 'accepted' ELSE 'rejected' END FROM bid_approvals ap WHERE ap.bid_id = t.id AND ${CONFIRMED}), 'pending')`,
  results_confirmed: CONFIRMED,
};

/** `search`: competition name or reference, provider name, window name or asset ref (ILIKE, wildcards escaped). */
function bidSearch(v: unknown): SqlFragment {
  const like = `%${String(v).replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return sql`(EXISTS (SELECT 1 FROM competitions c WHERE c.id = t.competition_id AND (c.name ILIKE ${like} OR c.reference ILIKE ${like}))
    OR EXISTS (SELECT 1 FROM organisations o WHERE o.id = t.flex_provider_id AND o.name ILIKE ${like})
    OR EXISTS (SELECT 1 FROM service_windows w WHERE w.id = t.service_window_id AND w.name ILIKE ${like})
    OR EXISTS (SELECT 1 FROM ballots bl JOIN ballot_assets ba ON ba.group_id = bl.ballot_asset_group_id JOIN flex_assets a ON a.id = ba.flex_asset_id
               WHERE bl.id = t.ballot_id AND a.ref ILIKE ${like}))`;
}

const BID_FILTERS = {
  competition: { type: 'integer', column: 't.competition_id' },
  ballot: { type: 'integer', column: 't.ballot_id' },
  service_window: { type: 'integer', column: 't.service_window_id' },
  flex_provider: { type: 'integer', column: 't.flex_provider_id' },
  is_active: { type: 'boolean', lookups: ['exact'] },
  outcome: {
    schema: Type.Union([Type.Literal('accepted'), Type.Literal('rejected'), Type.Literal('pending')]),
    description: 'The final outcome (pending until results are confirmed)',
    apply: (v) =>
      v === 'pending'
        ? sql`NOT EXISTS (SELECT 1 FROM bid_approvals ap WHERE ap.bid_id = t.id AND ${raw(CONFIRMED)})`
        : sql`EXISTS (SELECT 1 FROM bid_approvals ap WHERE ap.bid_id = t.id AND ap.approved = ${v === 'accepted'} AND ${raw(CONFIRMED)})`,
  },
  competition_status: {
    schema: Type.String({ description: 'Comma list of competition statuses, e.g. open' }),
    apply: (v) => sql`EXISTS (SELECT 1 FROM competitions c WHERE c.id = t.competition_id AND ${statusExpr('c')} = ANY(${String(v).split(',')}::text[]))`,
  },
  search: {
    schema: Type.String({ maxLength: 100, description: 'Competition name or reference, provider name, window name or asset ref' }),
    apply: bidSearch,
  },
} satisfies Record<string, FilterDef>;

type Bid = Static<typeof BidRow>;

/**
 * The offer a PUT or PATCH makes of the bid: PUT sends a whole offer (its schema requires
 * capacity and max_runtime), PATCH any part of one over the stored offer.
 */
async function amendedOffer(db: Db, existing: Bid, body: Partial<Static<typeof BidUpdate>>, partial: boolean): Promise<OfferInput> {
  const current = partial ? await currentOffer(db, existing.id) : {};
  const { capacity, max_runtime, ...prices } = { ...current, ...body };
  if (capacity === undefined || max_runtime === undefined) {
    throw badRequest({ ...(capacity === undefined && { capacity: ['This field is required.'] }), ...(max_runtime === undefined && { max_runtime: ['This field is required.'] }) });
  }
  return { ...prices, capacity, max_runtime, service_window: existing.service_window };
}

/** A stored version of a bid: its runtime in seconds, the rest as the answer carries it. */
type StoredVersion = Omit<Static<typeof BidVersion>, 'max_runtime'> & { max_runtime_seconds: number };

/** GET bids/bids/{id}/history/: every version of the bid, newest first. */
const historyAction = defineAction<Bid>({
  method: 'GET',
  name: 'history',
  detail: true,
  access: { orgTypes: ['flexprovider', 'systemoperator'] },
  summary: 'Every version of the bid, newest first',
  response: Type.Array(BidVersion),
  handler: async (ctx, { row }) => {
    const r = await ctx.db.query<StoredVersion>(
      `SELECT v.version, v.capacity::float8 AS capacity, v.max_runtime_seconds, v.availability_price::float8 AS availability_price,
              v.utilisation_price::float8 AS utilisation_price, v.service_fee::float8 AS service_fee, v.created,
              NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS created_by_name
         FROM bid_versions v LEFT JOIN users u ON u.id = v.created_by WHERE v.bid_id = $1 ORDER BY v.version DESC`,
      [row.id],
    );
    return r.rows.map(({ max_runtime_seconds, ...v }) => ({ ...v, max_runtime: formatDuration(max_runtime_seconds) }));
  },
});

/** POST bids/bids/ {ballot, service_window, …}: one bid through the same rules as a ballot's submission. */
function registerBidCreate(app: FastifyInstance, bids: RegisteredResource): void {
  typedRequests(app).route({
    method: 'POST',
    url: '/bids/bids/',
    config: { access: { orgTypes: ['flexprovider'], permissions: ['manage-bids'] } },
    schema: { tags: ['bids'], summary: 'Place (or amend) the ballot’s bid for one window', body: BidCreate, response: { 201: BidRow } },
    handler: async (request, reply) => {
      const { ballot, ...offer } = request.body;
      const user = request.user!;
      const id = await app.db.transaction((tx) => submitOne(tx, user, ballot, offer));
      const [row] = await bids.fetchByIds({ user, db: app.db, request }, [id]);
      return reply.code(201).send(row);
    },
  });
}

export function registerBids(app: FastifyInstance): RegisteredResource {
  const bids: RegisteredResource = registerResource(app, {
    path: 'bids/bids',
    table: 'bids',
    row: BidRow,
    columns: BID_COLUMNS,
    update: BidUpdate,
    bulk: false,
    filters: BID_FILTERS,
    ordering: ['created', 'submitted', 'updated', 'capacity', 'competition', 'service_window'],
    defaultOrdering: ['-submitted'],
    access: {
      list: { orgTypes: ['flexprovider', 'systemoperator'] },
      read: { orgTypes: ['flexprovider', 'systemoperator'] },
      create: { orgTypes: ['flexprovider'], permissions: ['manage-bids'] },
      update: { orgTypes: ['flexprovider'], permissions: ['manage-bids'] },
      delete: { orgTypes: ['flexprovider'], permissions: ['manage-bids'] },
    },
    scope: ownScope,
    canWrite: ({ user }, row) => user?.orgType === 'flexprovider' && row.flex_provider === user.orgId,
    hooks: {
      // Writes go through submitOffers (the one place that decides what a valid bid is); the
      // resource layer's own UPDATE then only touches `updated`.
      beforeUpdate: async (ctx, existing, body, partial) => {
        await submitOne(ctx.db, ctx.user!, existing.ballot, await amendedOffer(ctx.db, existing, body, partial));
        return { updated: new Date().toISOString() };
      },
      beforeDelete: async (ctx, existing) => {
        const competition = await competitionFacts(ctx.db, existing.competition);
        if (competition) assertBiddingOpen(competition);
      },
    },
    actions: [historyAction],
  });
  registerBidCreate(app, bids);
  return bids;
}

async function currentOffer(db: Db, id: number): Promise<Omit<OfferInput, 'service_window'>> {
  const r = await db.query<{ capacity: number; max_runtime_seconds: number; availability_price: number | null; utilisation_price: number | null; service_fee: number | null }>(
    'SELECT capacity::float8 AS capacity, max_runtime_seconds, availability_price::float8 AS availability_price, utilisation_price::float8 AS utilisation_price, service_fee::float8 AS service_fee FROM bids WHERE id = $1',
    [id],
  );
  const b = r.rows[0];
  if (!b) throw notFound();
  return { capacity: b.capacity, max_runtime: formatDuration(b.max_runtime_seconds), availability_price: b.availability_price, utilisation_price: b.utilisation_price, service_fee: b.service_fee };
}

