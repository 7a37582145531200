/**
 * What the competition form looks up: GSP regions to pick an area from, the holiday calendars
 * and their holidays, and a preview of the area a set of regions and postcodes makes.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../errors.js';
import { contentRange, queryValue } from '../../platform/http/http.js';
import { DateOnly } from '../../platform/http/schemas.js';
import { resolveArea } from './area.js';
import { boundaryRecord } from './boundary.js';
import { HOLIDAY_CALENDAR_LABELS, HOLIDAY_CALENDARS, holidaysBetween, isHolidayCalendar, defaultCalendarFor } from './holidays.js';
import { typed } from '../../platform/http/typed-app.js';

const operators = { orgTypes: ['systemoperator' as const] };
const MAX_HOLIDAY_SPAN_DAYS = 366 * 5;

export function registerCompetitionLookups(app: FastifyInstance): void {
  const api = typed(app);
  api.route({
    method: 'GET',
    url: '/flex/gspregions/',
    config: { access: { orgTypes: ['flexprovider', 'systemoperator'] } },
    schema: {
      tags: ['flex'],
      summary: 'GSP regions (the areas a competition is made of), by name; within_operating_area=true keeps an operator to its own GSP groups',
      querystring: Type.Object(
        {
          search: Type.Optional(Type.String({ maxLength: 80 })),
          within_operating_area: Type.Optional(Type.Boolean()),
          ids: Type.Optional(Type.String({ maxLength: 2000, description: 'Comma-joined ids' })),
        },
        { additionalProperties: true },
      ),
      response: { 200: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), gsp_group: Type.String(), area_km2: Type.Number() })) },
    },
    handler: async (request, reply) => {
      const q = request.query;
      const search = (queryValue(q, 'search') ?? '').trim().toLowerCase();
      const ids = (queryValue(q, 'ids') ?? '').split(',').filter(Boolean);
      if (!ids.every((s) => /^\d{1,9}$/.test(s))) throw badRequest({ ids: ['Enter a comma list of ids.'] });
      let groups: string[] | null = null;
      if (q.within_operating_area === true && request.user?.orgType === 'systemoperator') {
        const r = await app.db.query<{ operating_area: string[] }>('SELECT operating_area FROM organisations WHERE id = $1', [request.user.orgId]);
        const area = r.rows[0]?.operating_area ?? [];
        groups = area.length ? area : null;
      }
      const r = await app.db.query<{ id: number; name: string; gsp_group: string; area_km2: number }>(
        `SELECT id, name, gsp_group, area_km2 FROM gsp_regions
          WHERE ($1 = '' OR lower(name) LIKE '%' || $1 || '%')
            AND ($2::text[] IS NULL OR gsp_group = ANY($2::text[]))
            AND (cardinality($3::int[]) = 0 OR id = ANY($3::int[]))
          ORDER BY name, id`,
        [search.replace(/[%_]/g, ''), groups, ids.map(Number)],
      );
      contentRange(reply, { limit: r.rows.length, offset: 0 }, r.rows.length, r.rows.length);
      return r.rows;
    },
  });

  app.route({
    method: 'GET',
    url: '/flex/holiday-calendars/',
    config: { access: { public: true } },
    schema: {
      tags: ['flex'],
      summary: 'Public-holiday calendars a competition can follow',
      response: { 200: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })) },
    },
    handler: async () => HOLIDAY_CALENDARS.map((value) => ({ value, label: HOLIDAY_CALENDAR_LABELS[value] })),
  });

  api.route({
    method: 'GET',
    url: '/flex/holidays/',
    config: { access: { public: true } },
    schema: {
      tags: ['flex'],
      summary: 'Public and bank holidays of a calendar between two dates (inclusive, at most five years), from date-holidays',
      querystring: Type.Object({ calendar: Type.String({ maxLength: 10 }), from: DateOnly, to: DateOnly }, { additionalProperties: true }),
      response: { 200: Type.Array(Type.Object({ date: DateOnly, name: Type.String() })) },
    },
    handler: async (request) => {
      const q = request.query;
      if (!isHolidayCalendar(q.calendar)) throw badRequest({ calendar: [`Choose one of ${HOLIDAY_CALENDARS.join(', ')}.`] });
      const from = Date.parse(`${q.from}T00:00:00Z`);
      const to = Date.parse(`${q.to}T00:00:00Z`);
      if (Number.isNaN(from)) throw badRequest({ from: ['Enter a real date.'] });
      if (Number.isNaN(to)) throw badRequest({ to: ['Enter a real date.'] });
      if (to < from) throw badRequest({ to: ['Must not be before from.'] });
      if (to - from > MAX_HOLIDAY_SPAN_DAYS * 86_400_000) throw badRequest({ to: ['Ask for at most five years at a time.'] });
      return holidaysBetween(q.calendar, q.from, q.to);
    },
  });

  api.route({
    method: 'POST',
    url: '/flex/competitions/preview_area/',
    config: { access: operators },
    schema: {
      tags: ['flex'],
      summary: 'The area a competition would cover, from GSP region ids and/or postcode districts (nothing is stored)',
      body: Type.Object(
        {
          area_refs: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100, uniqueItems: true })),
          postcodes: Type.Optional(Type.Array(Type.String({ minLength: 2, maxLength: 10 }), { maxItems: 200 })),
        },
        { additionalProperties: false },
      ),
      response: {
        200: Type.Object({
          area_refs: Type.Array(Type.Integer()),
          gsp_groups: Type.Array(Type.String()),
          holiday_calendar: Type.String({ description: 'The calendar a competition over this area follows by default' }),
          area_km2: Type.Number(),
          bbox: Type.Array(Type.Number(), { description: '[minLon, minLat, maxLon, maxLat]' }),
          boundary: Type.Union([Type.Null(), Type.Object({ type: Type.Literal('MultiPolygon'), coordinates: Type.Array(Type.Any()) })]),
        }),
      },
    },
    handler: async (request) => {
      const area = await resolveArea(app.db, request.user!.orgId!, request.body);
      if (!area || !area.boundary) return { area_refs: [], gsp_groups: [], holiday_calendar: 'GB-ENG', area_km2: 0, bbox: [], boundary: null };
      const record = boundaryRecord(area.boundary);
      return {
        area_refs: area.area_refs,
        gsp_groups: area.gsp_groups,
        holiday_calendar: defaultCalendarFor(area.gsp_groups),
        area_km2: record.area_km2,
        bbox: [record.min_lon, record.min_lat, record.max_lon, record.max_lat],
        boundary: record.boundary_low,
      };
    },
  });
}
