/**
 * The maxdashboard family (spec platform §7.5 `maxdashboard/*`): what the max organisation's home
 * shows. Flex providers only (any provider, max organisation or not: README.md); each answer is
 * about the caller's own organisation.
 */
import type { FastifyInstance } from 'fastify';
import { typed } from '../../platform/http/typed-app.js';
import { activityOf } from './activity.js';
import { Activity, Valuation } from './schemas.js';
import { valuationOf } from './valuation.js';

const providers = { orgTypes: ['flexprovider' as const] };
const tags = ['maxdashboard'];

export function registerMaxDashboard(app: FastifyInstance): void {
  const api = typed(app);
  api.route({
    method: 'GET',
    url: '/maxdashboard/valuation/',
    config: { access: providers },
    schema: {
      tags,
      summary:
        "My organisation's market valuation: per service window of each open competition (qualification open or closed, bidding open) its assets qualify for, " +
        'min(eligible MW, required MW) × guide price × the window’s hours over its service period; totals per currency. A window without a guide price has a null value.',
      response: { 200: Valuation },
    },
    handler: async (request) => valuationOf(app.db, request.user!.orgId!),
  });
  api.route({
    method: 'GET',
    url: '/maxdashboard/activity/',
    config: { access: providers },
    schema: {
      tags,
      summary: "My organisation's exchange activity: its listings and its bids per status, its trades as seller and buyer, with the latest five of each",
      response: { 200: Activity },
    },
    handler: async (request) => activityOf(app.db, request.user!.orgId!),
  });
}
