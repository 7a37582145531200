/**
 * Ballots (workflows §3 "Bidding"): a provider's set of assets bidding in one competition, with
 * one bid per service window. bids/ballots/ — list, read, create from an asset selection, delete
 * (with its bids), submit a set of bids, the stacking check and the bidding rules.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from '../../db/sql.js';
import type { Db } from '../../db/types.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { registerResource, type RegisteredResource, type ResourceContext } from '../../resources/index.js';
import { assertBiddingOpen, competitionFacts, unitOf } from './facts.js';
import { createBallot, submitOffers } from './offers.js';
import { CAPACITY_DECIMALS, PRICE_DECIMALS, rateFieldsFor } from './rules.js';
import { BallotCreate, BallotRow, BallotSubmit, BiddingRules, StackingWarning } from './schemas.js';
import { stackingWarnings } from './stacking.js';
import { typedRequests } from '../../platform/http/typed-app.js';

const CAPACITY_SQL = `CASE WHEN c.power_type = 'reactive_power'
    THEN CASE WHEN c.need_direction IN ('deficit', 'export') THEN a.reactive_export_capacity ELSE a.reactive_import_capacity END
    ELSE CASE WHEN c.need_direction IN ('deficit', 'export') THEN a.active_export_capacity ELSE a.active_import_capacity END END`;

export const RESULTS_CONFIRMED_SQL = (competition: string) =>
  `EXISTS (SELECT 1 FROM competition_confirmations cc WHERE cc.competition_id = ${competition} AND cc.kind = 'results')`;

export const ownScope = (ctx: ResourceContext) => {
  const user = ctx.user;
  if (!user || user.orgId === null) return false;
  if (user.orgType === 'flexprovider') return sql`t.flex_provider_id = ${user.orgId}`;
  if (user.orgType === 'systemoperator') return sql`EXISTS (SELECT 1 FROM competitions c WHERE c.id = t.competition_id AND c.operator_id = ${user.orgId})`;
  return false;
};

export function registerBallots(app: FastifyInstance): RegisteredResource {
  const api = typedRequests(app);
  const ballots: RegisteredResource = registerResource(app, {
    path: 'bids/ballots',
    table: 'ballots',
    row: BallotRow,
    columns: {
      competition: 't.competition_id',
      flex_provider: 't.flex_provider_id',
      ballot_asset_group: `(SELECT json_build_object('id', g.id, 'is_active', g.is_active, 'ballot_assets',
          COALESCE((SELECT json_agg(json_build_object('flex_asset', ba.flex_asset_id, 'planned', false) ORDER BY ba.flex_asset_id) FROM ballot_assets ba WHERE ba.group_id = g.id), '[]'::json))
          FROM ballot_asset_groups g WHERE g.id = t.ballot_asset_group_id)`,
      assets: `(SELECT COALESCE(array_agg(ba.flex_asset_id ORDER BY ba.flex_asset_id), '{}') FROM ballot_assets ba WHERE ba.group_id = t.ballot_asset_group_id)`,
      asset_refs: `(SELECT COALESCE(array_agg(a.ref ORDER BY a.id), '{}') FROM ballot_assets ba JOIN flex_assets a ON a.id = ba.flex_asset_id WHERE ba.group_id = t.ballot_asset_group_id)`,
      max_capacity: `(SELECT COALESCE(round(sum(${CAPACITY_SQL})::numeric, 5), 0)::float8 FROM ballot_assets ba JOIN flex_assets a ON a.id = ba.flex_asset_id
          JOIN competitions c ON c.id = t.competition_id WHERE ba.group_id = t.ballot_asset_group_id)`,
      bids: `(SELECT COALESCE(json_agg(json_build_object('id', b.id, 'service_window', b.service_window_id) ORDER BY b.service_window_id), '[]'::json) FROM bids b WHERE b.ballot_id = t.id AND b.is_active)`,
      bid_count: `(SELECT count(*)::int FROM bids b WHERE b.ballot_id = t.id AND b.is_active)`,
      results_confirmed: RESULTS_CONFIRMED_SQL('t.competition_id'),
    },
    filters: {
      competition: { type: 'integer', column: 't.competition_id' },
      is_active: { type: 'boolean', lookups: ['exact'] },
    },
    ordering: ['created', 'updated'],
    defaultOrdering: ['-created'],
    access: {
      list: { orgTypes: ['flexprovider', 'systemoperator'] },
      read: { orgTypes: ['flexprovider', 'systemoperator'] },
      create: { orgTypes: ['flexprovider'], permissions: ['manage-bids'] },
      delete: { orgTypes: ['flexprovider'], permissions: ['manage-bids'] },
    },
    bulk: false,
    scope: ownScope,
    canWrite: ({ user }, row) => user?.orgType === 'flexprovider' && row.flex_provider === user.orgId,
    hooks: {
      beforeDelete: async (ctx, existing) => {
        const competition = await competitionFacts(ctx.db, existing.competition);
        if (competition) assertBiddingOpen(competition);
        await ctx.db.query('DELETE FROM bids WHERE ballot_id = $1', [existing.id]);
      },
    },
    actions: (action) => [
      action({
        method: 'POST',
        name: 'submit',
        detail: true,
        access: { orgTypes: ['flexprovider'], permissions: ['manage-bids'] },
        summary:
          'Create or amend the ballot’s bid for each window given, all or nothing. 400 {bids: [{}, {field: [...]}]} per offer; 409 when bidding is not open or results are confirmed.',
        body: BallotSubmit,
        response: Type.Object({ ballot: BallotRow, bids: Type.Array(Type.Integer()), created: Type.Integer(), amended: Type.Integer(), unchanged: Type.Integer() }),
        handler: async (ctx, { body, row }) => {
          const result = await ctx.db.transaction((tx) => submitOffers(tx, ctx.user!, row.id, body.bids));
          const [ballot] = await ballots.fetchByIds({ ...ctx }, [row.id]);
          return { ballot, bids: result.bidIds, created: result.created, amended: result.amended, unchanged: result.unchanged };
        },
      }),
      action({
        method: 'GET',
        name: 'stacking',
        detail: true,
        access: { orgTypes: ['flexprovider'] },
        summary: 'Stacking check: the ballot’s assets offered in overlapping windows of other competitions (a warning; such bids are allowed)',
        response: Type.Array(StackingWarning),
        handler: async (ctx, { row }) => stackingWarnings(ctx.db, row.id),
      }),
      action({
        method: 'GET',
        name: 'bidding_rules',
        access: { orgTypes: ['flexprovider', 'systemoperator'] },
        summary: 'What a bid in this competition must carry: its rate fields, decimal places, currency, unit, and whether bidding is open',
        querystring: Type.Object({ competition: Type.Integer({ minimum: 1 }) }),
        response: BiddingRules,
        handler: async (ctx, { query }) => biddingRules(ctx.db, query.competition, ctx),
      }),
    ],
  });

  // POST bids/ballots/ {competition, flex_assets}: the ballot and its asset group in one transaction.
  api.route({
    method: 'POST',
    url: '/bids/ballots/',
    config: { access: { orgTypes: ['flexprovider'], permissions: ['manage-bids'] } },
    schema: {
      tags: ['bids'],
      summary: 'Create a ballot from your qualifying assets (bidding must be open)',
      body: BallotCreate,
      response: { 201: BallotRow },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const user = request.user!;
      const id = await app.db.transaction((tx) => createBallot(tx, user, body.competition, body.flex_assets));
      const [row] = await ballots.fetchByIds({ user, db: app.db, request }, [id]);
      return reply.code(201).send(row);
    },
  });
  return ballots;
}

async function biddingRules(db: Db, competitionId: number, ctx: ResourceContext): Promise<Static<typeof BiddingRules>> {
  const c = await competitionFacts(db, competitionId);
  const user = ctx.user!;
  if (!c) throw notFound('Competition not found.');
  if (user.orgType === 'systemoperator' && c.operator_id !== user.orgId) throw forbidden();
  if (user.orgType === 'flexprovider' && (c.status === 'incomplete' || c.status === 'pending')) throw badRequest({ competition: ['Unknown competition.'] });
  return {
    competition: c.id,
    competition_type: c.competition_type,
    rate_fields: [...rateFieldsFor(c.competition_type)],
    capacity_decimals: CAPACITY_DECIMALS,
    price_decimals: PRICE_DECIMALS,
    currency: c.currency,
    unit: unitOf(c),
    open: c.status === 'open' && !c.results_confirmed,
    results_confirmed: c.results_confirmed,
  };
}
