/**
 * The market: ballots and bids (providers), decisions and results (operators), market
 * clearing (mca/), bulk bids by file, and the results e-mail. Rules in README.md.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from '../../db/sql.js';
import { badRequest } from '../../errors.js';
import { registerResource } from '../../resources/index.js';
import { registerBallots } from './ballots.js';
import { registerBids } from './bids.js';
import { registerBulkBids } from './bulk.js';
import { registerDecisions } from './decisions.js';
import { competitionFacts } from './facts.js';
import { confirmClearing, previewClearing } from './mca.js';
import { registerResultsMail } from './results.js';
import { BidSummaryRow, McaConfirmBody, McaDecisionSet, McaInputParameterSet, McaRunBody } from './schemas.js';
import { bidSummaries } from './summaries.js';
import { typedRequests } from '../../platform/http/typed-app.js';

const COMPETITION_STATUSES = ['incomplete', 'pending', 'qualifying', 'qualified', 'open', 'closed', 'archived'];
const operatorOnly = { orgTypes: ['systemoperator' as const] };

export function registerMarket(app: FastifyInstance): void {
  const api = typedRequests(app);
  registerBallots(app);
  registerBids(app);
  registerDecisions(app);
  registerBulkBids(app);
  registerResultsMail(app);

  api.route({
    method: 'GET',
    url: '/bids/summaries/',
    config: { access: operatorOnly },
    schema: {
      tags: ['bids'],
      summary: 'Bid summaries of your competitions: bids, capacity offered, decisions, per competition and window',
      querystring: Type.Object(
        {
          status: Type.Optional(Type.String({ description: 'Comma list of competition statuses, e.g. open,closed' })),
          competition: Type.Optional(Type.Integer({ minimum: 1 })),
        },
        { additionalProperties: false },
      ),
      response: { 200: Type.Array(BidSummaryRow) },
    },
    handler: async (request) => {
      const q = request.query;
      const statuses = q.status ? q.status.split(',').map((s) => s.trim()).filter(Boolean) : null;
      const bad = statuses?.filter((s) => !COMPETITION_STATUSES.includes(s)) ?? [];
      if (bad.length) throw badRequest({ status: [`Unknown status: ${bad.join(', ')}. Use ${COMPETITION_STATUSES.join(', ')}.`] });
      return bidSummaries(app.db, request.user!.orgId!, statuses, q.competition ?? null);
    },
  });

  api.route({
    method: 'GET',
    url: '/mca/gsps/',
    config: { access: operatorOnly },
    schema: {
      tags: ['mca'],
      summary: 'The GSP names the competition’s active bids come from: exclude_gsps must be drawn from these',
      querystring: Type.Object({ competition: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
      response: { 200: Type.Object({ competition: Type.Integer(), gsps: Type.Array(Type.String()) }) },
    },
    handler: async (request) => {
      const id = request.query.competition;
      const c = await competitionFacts(app.db, id);
      if (!c || c.operator_id !== request.user!.orgId) throw badRequest({ competition: ['Unknown competition.'] });
      const r = await app.db.query<{ gsp: string }>('SELECT DISTINCT unnest(gsps) AS gsp FROM bids WHERE competition_id = $1 AND is_active ORDER BY 1', [id]);
      return { competition: id, gsps: r.rows.map((x) => x.gsp) };
    },
  });

  registerResource(app, {
    path: 'mca/inputparametersets',
    table: 'mca_parameter_sets',
    row: McaInputParameterSet,
    columns: { competition: 't.competition_id' },
    filters: { competition: { type: 'integer', column: 't.competition_id' } },
    ordering: ['created'],
    defaultOrdering: ['-created'],
    access: { list: operatorOnly, read: operatorOnly },
    scope: ({ user }) =>
      user?.orgType === 'systemoperator' && user.orgId !== null
        ? sql`EXISTS (SELECT 1 FROM competitions c WHERE c.id = t.competition_id AND c.operator_id = ${user.orgId})`
        : false,
  });

  api.route({
    method: 'POST',
    url: '/mca/decisionsets/',
    config: { access: { orgTypes: ['systemoperator'], permissions: ['manage-bids'] } },
    schema: {
      tags: ['mca'],
      summary: 'Run market clearing over demand intervals (a preview: nothing is saved). Each decision carries its reason.',
      body: McaRunBody,
      response: { 200: McaDecisionSet },
    },
    handler: async (request) => {
      const body = request.body;
      return previewClearing(app.db, request.user!, body.competition, body.demand_intervals);
    },
  });

  api.route({
    method: 'POST',
    url: '/mca/decisionsets/confirm/',
    config: { access: { orgTypes: ['systemoperator'], permissions: ['manage-bids'] } },
    schema: {
      tags: ['mca'],
      summary:
        'Confirm a market clearing. Send the same demand intervals as the run and its whole `decisions` list as `{bid_id, approved}` (every bid of the answer, not_in_interval ones included). The server re-runs the clearing: 409 when its decisions differ from those sent (a bid was placed or withdrawn since, or an amendment changed a decision), 400 when a bid is sent twice; otherwise it saves the demand intervals as the input parameter set and decides the bids that overlap them; other bids keep their decisions.',
      body: McaConfirmBody,
      response: { 201: Type.Object({ parameter_set: Type.Integer(), decided: Type.Integer(), unchanged: Type.Integer() }) },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const result = await app.db.transaction((tx) => confirmClearing(tx, request.user!, body.competition, body.demand_intervals, body.decisions));
      return reply.code(201).send(result);
    },
  });
}
