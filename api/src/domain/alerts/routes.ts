/**
 * Alerts (alerts/): a flex provider's members list, create, change, pause/resume and delete their
 * organisation's alerts (another organisation's alert answers 404); alerts/markets/ lists the
 * markets an alert may follow; alerts/unsubscribe/ is the e-mail link's action, for anyone holding
 * the link (no sign-in). See README.md beside this file.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../errors.js';
import { typed } from '../../platform/http/typed-app.js';
import { registerAlertJobs } from './jobs.js';
import { AlertCreate, AlertIdParams, AlertList, AlertRow, AlertUpdate, MarketOptions, UnsubscribeAnswer, UnsubscribeBody } from './schemas.js';
import { createAlert, deleteAlert, listAlerts, marketOptions, readAlert, updateAlert } from './service.js';
import { tokenMatches } from './unsubscribe.js';
import { operatingArea } from '../topology/area.js';
import { OperatingAreaSchema } from '../topology/schemas.js';

const members = { orgTypes: ['flexprovider' as const] };
const MarketParams = Type.Object({ operator: Type.Integer({ minimum: 1, maximum: 2147483647 }) }, { additionalProperties: false });
const tags = ['alerts'];

export function registerAlerts(app: FastifyInstance): void {
  const api = typed(app);
  registerAlertJobs(app);

  api.route({
    method: 'GET',
    url: '/alerts/',
    config: { access: members },
    schema: { tags, summary: 'Your organisation’s alerts, newest first', response: { 200: AlertList } },
    handler: async (request) => listAlerts(app.db, request.user!.orgId!),
  });

  api.route({
    method: 'GET',
    url: '/alerts/markets/',
    config: { access: members },
    schema: { tags, summary: 'The markets an alert may follow: each system operator’s flexibility market', response: { 200: MarketOptions } },
    handler: async () => marketOptions(app.db),
  });

  api.route({
    method: 'GET',
    url: '/alerts/markets/:operator/area/',
    config: { access: members },
    schema: {
      tags,
      summary: 'The area of one market, to choose an alert’s GSP regions on a map: the operator’s GSP groups, their regions (simplified boundaries) and the GB outline',
      params: MarketParams,
      response: { 200: OperatingAreaSchema },
    },
    handler: async (request) => {
      const r = await app.db.query<{ operating_area: string[] }>(`SELECT operating_area FROM organisations WHERE id = $1 AND org_type = 'systemoperator'`, [
        request.params.operator,
      ]);
      const market = r.rows[0];
      if (!market) throw notFound();
      return operatingArea(market.operating_area ?? []);
    },
  });

  api.route({
    method: 'POST',
    url: '/alerts/',
    config: { access: members },
    schema: {
      tags,
      summary: 'Subscribe to alerts for a market, an area, asset types and voltages; delivered by e-mail (to you), live push and/or webhook, at once or daily',
      body: AlertCreate,
      response: { 201: AlertRow },
    },
    handler: async (request, reply) => {
      const user = request.user!;
      const id = await app.db.transaction((tx) => createAlert(tx, user.orgId!, user.userId, request.body));
      return reply.code(201).send(await readAlert(app.db, user.orgId!, id));
    },
  });

  api.route({
    method: 'GET',
    url: '/alerts/:id/',
    config: { access: members },
    schema: { tags, summary: 'One of your organisation’s alerts', params: AlertIdParams, response: { 200: AlertRow } },
    handler: async (request) => readAlert(app.db, request.user!.orgId!, request.params.id),
  });

  api.route({
    method: 'PATCH',
    url: '/alerts/:id/',
    config: { access: members },
    schema: {
      tags,
      summary: 'Change an alert, or pause (is_paused true) or resume it (false; resuming also undoes an unsubscribe)',
      params: AlertIdParams,
      body: AlertUpdate,
      response: { 200: AlertRow },
    },
    handler: async (request) => {
      const orgId = request.user!.orgId!;
      await app.db.transaction((tx) => updateAlert(tx, orgId, request.params.id, request.body));
      return readAlert(app.db, orgId, request.params.id);
    },
  });

  api.route({
    method: 'DELETE',
    url: '/alerts/:id/',
    config: { access: members },
    schema: { tags, summary: 'Delete an alert (what it already told stays told)', params: AlertIdParams, response: { 204: Type.Null() } },
    handler: async (request, reply) => {
      await deleteAlert(app.db, request.user!.orgId!, request.params.id);
      return reply.code(204).send(null);
    },
  });

  api.route({
    method: 'POST',
    url: '/alerts/unsubscribe/',
    config: { access: { public: true } },
    schema: {
      tags,
      summary: 'The unsubscribe link of an alert e-mail: pauses that one alert, without signing in (the token is the link’s signature)',
      body: UnsubscribeBody,
      response: { 200: UnsubscribeAnswer },
    },
    handler: async (request) => {
      const { alert, token } = request.body;
      const found = await app.db.query<{ id: number; name: string; created_by: number | null }>(`SELECT id, name, created_by FROM alerts WHERE id = $1`, [alert]);
      const row = found.rows[0];
      // A wrong token and a missing alert answer alike, so the link reveals nothing else.
      if (!row || !tokenMatches(app.config.jwtSecret, row, token)) throw notFound('This unsubscribe link is not valid. Sign in to manage your alerts.');
      await app.db.query(`UPDATE alerts SET is_paused = true, unsubscribed = COALESCE(unsubscribed, now()), updated = now() WHERE id = $1`, [row.id]);
      return { alert: row.id, name: row.name, is_paused: true as const };
    },
  });
}
