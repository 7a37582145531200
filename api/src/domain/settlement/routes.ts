/** Settlement's routes: the defaults a competition starts with, and each part's own routes. */
import type { FastifyInstance } from 'fastify';
import { typed } from '../../platform/http/typed-app.js';
import { defaultSettlementConfig } from './config.js';
import { SettlementConfig, SettlementDefaultsQuery } from './schemas.js';
import { registerSettlementSettings } from './settings-routes.js';
import { registerInvoices } from './invoices/routes.js';
import { registerMeterData } from './meter/routes.js';
import { registerSettlementRuns } from './runs/routes.js';

export function registerSettlement(app: FastifyInstance): void {
  typed(app).route({
    method: 'GET',
    url: '/performance/settlement-defaults/',
    config: { access: { orgTypes: ['flexprovider', 'systemoperator'] } },
    schema: {
      tags: ['performance'],
      summary: "The settlement configuration a competition starts with in the operator's country (interval, baseline, performance, penalty, invoice mode, VAT)",
      querystring: SettlementDefaultsQuery,
      response: { 200: SettlementConfig },
    },
    handler: async (request) => defaultSettlementConfig(request.query.country),
  });
  registerSettlementSettings(app);
  registerInvoices(app);
  registerMeterData(app);
  registerSettlementRuns(app);
}
