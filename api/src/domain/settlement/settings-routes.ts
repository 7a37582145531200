/**
 * A competition's settlement configuration: read by anyone signed in (it is part of the
 * competition's terms, shown on its page), changed by its operator.
 */
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../auth/principal.js';
import { forbidden } from '../../errors.js';
import { typed } from '../../platform/http/typed-app.js';
import { defaultSettlementConfig } from './config.js';
import { CompetitionIdParams, SettlementConfig, SettlementSettingsAnswer } from './schemas.js';
import { hasPublishedReport, saveSettlementConfig, settlementSettingsOf, type SettlementSettings } from './settings.js';
import type { Db } from '../../db/types.js';

async function answerOf(db: Db, s: SettlementSettings): Promise<SettlementSettingsAnswer> {
  return {
    competition: s.competitionId,
    version: s.version,
    config: s.config,
    defaults: defaultSettlementConfig(s.country),
    country: s.country,
    currency: s.currency,
    time_zone: s.zone,
    holiday_calendar: s.holidayCalendar,
    published: await hasPublishedReport(db, s.competitionId),
  };
}

function assertOperatorOf(user: Principal, s: SettlementSettings): void {
  if (user.orgId !== s.systemOperatorId) throw forbidden('Only the competition’s system operator can change its settlement configuration.');
}

export function registerSettlementSettings(app: FastifyInstance): void {
  const api = typed(app);
  const url = '/performance/settlementconfig/:competition_id/';
  api.route({
    method: 'GET',
    url,
    config: { access: { orgTypes: ['flexprovider', 'systemoperator'] } },
    schema: {
      tags: ['performance'],
      summary: "A competition's settlement configuration (its defaults while the operator has not changed it), and whether a change now makes a new version",
      params: CompetitionIdParams,
      response: { 200: SettlementSettingsAnswer },
    },
    handler: async (request) => answerOf(app.db, await settlementSettingsOf(app.db, request.params.competition_id)),
  });
  api.route({
    method: 'PUT',
    url,
    config: { access: { orgTypes: ['systemoperator'], permissions: ['manage-competitions'] } },
    schema: {
      tags: ['performance'],
      summary: 'Change the settlement configuration of your competition: in place until its first report is published, as a new version after',
      params: CompetitionIdParams,
      body: SettlementConfig,
      response: { 200: SettlementSettingsAnswer },
    },
    handler: async (request) => {
      const id = request.params.competition_id;
      assertOperatorOf(request.user!, await settlementSettingsOf(app.db, id));
      return answerOf(app.db, await saveSettlementConfig(app.db, id, request.body, request.user!.userId));
    },
  });
}
