/**
 * The markets family (spec platform §7.5 `flex/markets`, `markets/markets/{id}/register`): the
 * markets with the caller's access, registering interest, the reviewer's queue and decisions,
 * and the organisation's plans.
 */
import type { FastifyInstance } from 'fastify';
import { typed } from '../../platform/http/typed-app.js';
import { publishEvent } from '../../platform/events/publish.js';
import { marketsFor, registerInterest, registrationsFor, reviewRegistration } from './access.js';
import { registerMarketAccessMail } from './mail/send.js';
import { subscriptionOf, subscriptionsOf } from './subscriptions.js';
import {
  Market,
  MarketIdParams,
  MarketList,
  Registration,
  RegistrationIdParams,
  RegistrationList,
  Review,
  SubscriptionAnswer,
  SubscriptionsAnswer,
} from './schemas.js';

const ORGS = ['flexprovider', 'systemoperator'] as ('flexprovider' | 'systemoperator')[];
const tags = ['markets'];

export function registerMarkets(app: FastifyInstance): void {
  const api = typed(app);
  registerMarketAccessMail(app);
  api.route({
    method: 'GET',
    url: '/flex/markets/',
    config: { access: { orgTypes: ORGS, permissions: ['view-manage-ui'] } },
    schema: { tags, summary: "The markets (each operator's flexibility market, the capacity-market exchange, load modifications, the open market) with my organisation's access to each", response: { 200: MarketList } },
    handler: async (request) => marketsFor(app.db, request.user!.orgId!),
  });
  api.route({
    method: 'POST',
    url: '/markets/markets/:id/register/',
    config: { access: { orgTypes: ['flexprovider'], permissions: ['view-manage-ui'] } },
    schema: {
      tags,
      summary: 'Register my organisation’s interest in a market (once; again after a refusal). 409 when already registered.',
      params: MarketIdParams,
      response: { 201: Market },
    },
    handler: async (request, reply) => {
      const user = request.user!;
      const market = await app.db.transaction(async (tx) => {
        const m = await registerInterest(tx, request.params.id, user);
        await publishEvent(tx, { type: 'market.access.updated', org_ids: [user.orgId!, ...(m.operator !== null ? [m.operator] : [])], data: { market: m.id, organisation: user.orgId, state: m.state } });
        return m;
      });
      return reply.code(201).send(market);
    },
  });
  api.route({
    method: 'GET',
    url: '/markets/registrations/',
    schema: { tags, summary: "Registrations I review: my operator's market's (manage-competitions), the platform's markets' (platform admins)", response: { 200: RegistrationList } },
    handler: async (request) => registrationsFor(app.db, request.user!),
  });
  api.route({
    method: 'POST',
    url: '/markets/registrations/:id/review/',
    schema: {
      tags,
      summary: 'Put a registration under review, approve it, or refuse it with a reason (its market’s reviewer only); the provider is told by e-mail and live push',
      params: RegistrationIdParams,
      body: Review,
      response: { 200: Registration },
    },
    handler: async (request) =>
      app.db.transaction(async (tx) => {
        const r = await reviewRegistration(tx, request.params.id, request.user!, request.body);
        await publishEvent(tx, { type: 'market.access.updated', org_ids: [r.organisation], data: { access: r.id, market: r.market, organisation: r.organisation, state: r.state } });
        return r;
      }),
  });
  api.route({
    method: 'GET',
    url: '/markets/subscriptions/',
    config: { access: { orgTypes: ORGS } },
    schema: { tags, summary: "My organisation's plan on each market (Free where it has none), what each plan unlocks, and its seats", response: { 200: SubscriptionsAnswer } },
    handler: async (request) => subscriptionsOf(app.db, request.user!.orgId!),
  });
  api.route({
    method: 'GET',
    url: '/markets/subscriptions/:id/',
    config: { access: { orgTypes: ORGS } },
    schema: { tags, summary: "My organisation's subscription to one market, with its usage", params: MarketIdParams, response: { 200: SubscriptionAnswer } },
    handler: async (request) => subscriptionOf(app.db, request.user!.orgId!, request.params.id),
  });
}
