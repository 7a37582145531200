/**
 * Meter data for settlement (providers): settlement events with their data state
 * (performance/settlementevents/), what is required (performance/required/), the meter readings
 * file kind `meterreadings` and its prefilled template (also upload/meterreadings/template/), the
 * same readings for machines (POST upload/meterreadings/), and nominated baselines (file kind
 * `nominations`, POST upload/nominations/).
 */
import type { FastifyInstance } from 'fastify';
import { badRequest, FieldErrorsAnswer } from '../../../errors.js';
import { writeCsv } from '../../../platform/files/content.js';
import { FileRowErrors, registerFileKind, type FileColumn, type FileRowError } from '../../../platform/files/index.js';
import { contentDisposition, PRODUCT_PREFIX } from '../../../platform/files/routes.js';
import { contentRange } from '../../../platform/http/http.js';
import { typed } from '../../../platform/http/typed-app.js';
import { COMPETITION_TIME_ZONE } from '../../dispatch/validate.js';
import { checkReadings, parseReading, spanOf, type ReadingCells, type ReadingInput, type RowProblem } from './check.js';
import { settlementEventsOf } from './events.js';
import { checkNominations, parseNomination, writeNominations, type NominationInput } from './nominations.js';
import {
  EVENTS_PAGE_SIZE,
  MachineNominationsBody,
  MachineReadingsBody,
  NominationsWritten,
  ReadingsWritten,
  RequiredAnswer,
  RequiredQuery,
  SettlementEventAnswer,
  SettlementEventsQuery,
  TemplateQuery,
} from './schemas.js';
import { answersOf, requiredOf, templateRows } from './service.js';
import { writeReadings } from './write.js';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../../db/types.js';

export const READINGS_KIND = 'meterreadings';
export const NOMINATIONS_KIND = 'nominations';
const ZONE = COMPETITION_TIME_ZONE;
const providers = { orgTypes: ['flexprovider' as const], permissions: ['view-settlement' as const] };

export const READING_COLUMNS: FileColumn[] = [
  { name: 'meter_id', description: "The meter's id (MPAN): an import or export meter of one of your assets", example: 'IMP100001', required: true },
  { name: 'period_start_utc', description: 'Start of the period in UTC, e.g. 2026-10-14T17:00:00Z (or fill period_start_local)', example: '2026-10-14T17:00:00Z' },
  { name: 'period_start_local', description: `Start of the period on the competition's clock (${ZONE}) with its offset, e.g. 2026-10-14 18:00+01:00`, example: '2026-10-14 18:00+01:00' },
  { name: 'value', description: 'The reading: a decimal with a point, at most 6 decimals', example: '152.25', required: true },
  { name: 'unit', description: 'kW (average power over the period) or kWh (energy in the period)', example: 'kW', required: true },
  { name: 'interval_minutes', description: '30 (half-hourly) or 15 (quarter-hourly)', example: '30', required: true },
];

const NOMINATION_COLUMNS: FileColumn[] = [
  { name: 'competition', description: 'The competition id', example: '12', required: true },
  { name: 'asset_ref', description: "Your asset's ref", example: 'BAT-001', required: true },
  { name: 'period_start_utc', description: 'Start of the settlement period in UTC (or fill period_start_local)', example: '2026-10-14T17:00:00Z' },
  { name: 'period_start_local', description: `Start of the period on the competition's clock (${ZONE}) with its offset`, example: '' },
  { name: 'mw', description: 'Baseline in MW of net import (demand positive, export negative)', example: '1.25', required: true },
];

const asFileErrors = (problems: readonly RowProblem[]): FileRowError[] => problems.map((p) => ({ row: p.row, ...(p.field ? { field: p.field } : {}), message: p.message }));

/** A 400 for the machine API: `{non_field_errors: [count], <list>: {<index>: {<field>: [message]}}}` (at most 200 problems). */
function machineErrors(list: string, problems: readonly RowProblem[]): never {
  const byIndex: Record<string, Record<string, string[]>> = {};
  for (const p of problems.slice(0, 200)) {
    const item = (byIndex[String(p.row)] ??= {});
    (item[p.field ?? 'non_field_errors'] ??= []).push(p.message);
  }
  const n = problems.length;
  throw badRequest({ non_field_errors: [n === 1 ? '1 problem found; nothing was written.' : `${n} problems found; nothing was written.`], [list]: byIndex });
}

async function storeReadings(db: Db, rows: ReadonlyArray<{ row: number; value: ReadingInput }>, orgId: number, uploadId: number | null) {
  const readings = rows.map((r) => r.value);
  const span = spanOf(readings);
  const outcome = await writeReadings(db, { rows: () => readings, ...span }, { orgId, uploadId });
  return { written: outcome.written, meters: span.meters.length, from: new Date(span.from).toISOString(), to: new Date(span.to).toISOString() };
}

function registerKinds(app: FastifyInstance): void {
  registerFileKind<ReadingInput>(app, {
    kind: READINGS_KIND,
    permission: 'view-settlement',
    orgTypes: ['flexprovider'],
    columns: READING_COLUMNS,
    maxRows: 100_000,
    parseRow: (cells) => parseReading(cellsOf(cells), ZONE, Date.now()),
    apply: async (db, rows, ctx) => {
      const problems = await checkReadings(db, ctx.orgId, rows, ZONE);
      if (problems.length > 0) throw new FileRowErrors(asFileErrors(problems));
      return storeReadings(db, rows, ctx.orgId, ctx.uploadId);
    },
    template: {
      params: { events: 'Comma-separated settlement event ids, or "required" for every required event', competition: "Only this competition's required events" },
      rows: async (params, ctx) => ({ rows: await templateFor(ctx.db, ctx.orgId, params), name: 'required' }),
    },
  });
  registerFileKind<NominationInput>(app, {
    kind: NOMINATIONS_KIND,
    permission: 'view-settlement',
    orgTypes: ['flexprovider'],
    columns: NOMINATION_COLUMNS,
    maxRows: 50_000,
    parseRow: (cells) => parseNomination({ competition: cells.competition ?? '', asset_ref: cells.asset_ref ?? '', period_start_utc: cells.period_start_utc ?? '', period_start_local: cells.period_start_local ?? '', mw: cells.mw ?? '' }, ZONE),
    apply: async (db, rows, ctx) => {
      const { problems, checked } = await checkNominations(db, ctx.orgId, rows, Date.now());
      if (problems.length > 0) throw new FileRowErrors(asFileErrors(problems));
      return { written: await writeNominations(db, ctx.orgId, checked, ctx.uploadId) };
    },
  });
}

const cellsOf = (cells: Record<string, string>): ReadingCells => ({
  meter_id: cells.meter_id ?? '',
  period_start_utc: cells.period_start_utc ?? '',
  period_start_local: cells.period_start_local ?? '',
  value: cells.value ?? '',
  unit: cells.unit ?? '',
  interval_minutes: cells.interval_minutes ?? '',
});

async function templateFor(db: Db, orgId: number, params: Record<string, string | undefined>): Promise<string[][]> {
  // events=required (or none at all on upload/meterreadings/template/): every required event.
  const ids = params.events && params.events !== 'required' ? params.events.split(',').map((s) => s.trim()).filter(Boolean) : undefined;
  if (ids && ids.length > 500) throw badRequest({ events: ['Name at most 500 events.'] });
  if (params.competition !== undefined && !/^\d{1,9}$/.test(params.competition)) throw badRequest({ competition: ['A valid integer is required.'] });
  return templateRows(db, orgId, { ...(ids ? { ids } : {}), ...(params.competition ? { competitionId: Number(params.competition) } : {}) }, Date.now());
}

export function registerMeterData(app: FastifyInstance): void {
  registerKinds(app);
  const api = typed(app);
  api.route({
    method: 'GET',
    url: '/performance/settlementevents/',
    config: { access: providers },
    schema: {
      tags: ['performance'],
      summary: 'Your settlement events (an accepted dispatch instruction × each of its assets) with their data state: baseline and metered data, completeness %, what is missing, the money at stake',
      description: `Pages of at most ${EVENTS_PAGE_SIZE} (the total in Content-Range); ordering=-start (default) or start.`,
      querystring: SettlementEventsQuery,
      response: { 200: Type.Array(SettlementEventAnswer) },
    },
    handler: async (request, reply) => {
      const q = request.query;
      const all = await settlementEventsOf(app.db, { providerId: request.user!.orgId!, ...(q.competition ? { competitionId: q.competition } : {}), ...(q.month ? { month: q.month } : {}) });
      if (q.ordering !== 'start') all.reverse();
      const page = { limit: q.limit ?? EVENTS_PAGE_SIZE, offset: q.offset ?? 0 };
      const rows = await answersOf(app.db, all.slice(page.offset, page.offset + page.limit));
      contentRange(reply, page, rows.length, all.length);
      return rows;
    },
  });
  api.route({
    method: 'GET',
    url: '/performance/required/',
    config: { access: providers },
    schema: {
      tags: ['performance'],
      summary: 'Your settlement events that have ended without their baseline or metered data, with the meters and periods missing, their count and the money at stake',
      querystring: RequiredQuery,
      response: { 200: RequiredAnswer },
    },
    handler: async (request) => requiredOf(app.db, request.user!.orgId!, request.query.competition, Date.now()),
  });
  api.route({
    method: 'GET',
    url: '/upload/meterreadings/template/',
    config: { access: providers },
    schema: {
      tags: ['upload'],
      summary: 'The meter readings CSV prefilled for your required events: one row per meter and period still to send (period start in UTC and on the competition clock, value to fill in, unit, interval)',
      querystring: TemplateQuery,
      response: { 200: { description: 'CSV text', content: { 'text/csv': { schema: Type.String() } } }, 400: FieldErrorsAnswer },
    },
    handler: async (request, reply) => {
      const rows = await templateFor(app.db, request.user!.orgId!, request.query);
      const csv = writeCsv(READING_COLUMNS.map((c) => c.name), rows);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition(`${PRODUCT_PREFIX}-${READINGS_KIND}-required.csv`))
        .header('Cache-Control', 'private, no-cache')
        .send(`\uFEFF${csv}\r\n`);
    },
  });
  registerMachineUploads(app);
}

function registerMachineUploads(app: FastifyInstance): void {
  const api = typed(app);
  api.route({
    method: 'POST',
    url: '/upload/meterreadings/',
    bodyLimit: 12 * 1024 * 1024,
    config: { access: providers },
    schema: {
      tags: ['upload'],
      summary: 'Meter readings from a machine: the checks of the meterreadings file (aligned periods, duplicates, units, gaps, clock changes, direction, your meters only); any problem and nothing is written (400 names each by its index)',
      body: MachineReadingsBody,
      response: { 201: ReadingsWritten, 400: FieldErrorsAnswer },
    },
    handler: async (request, reply) => {
      const orgId = request.user!.orgId!;
      const now = Date.now();
      const problems: RowProblem[] = [];
      const rows: Array<{ row: number; value: ReadingInput }> = [];
      request.body.readings.forEach((r, index) => {
        const parsed = parseReading({ meter_id: r.meter_id, period_start_utc: r.period_start, period_start_local: '', value: r.value, unit: r.unit, interval_minutes: String(r.interval_minutes) }, ZONE, now);
        if ('errors' in parsed) for (const e of parsed.errors) problems.push({ row: index, ...(e.field ? { field: e.field === 'period_start_utc' ? 'period_start' : e.field } : {}), message: e.message });
        else rows.push({ row: index, value: parsed.value });
      });
      if (problems.length === 0) problems.push(...(await checkReadings(app.db, orgId, rows, ZONE)).map((p) => ({ ...p, ...(p.field === 'period_start_utc' ? { field: 'period_start' } : {}) })));
      if (problems.length > 0) machineErrors('readings', problems);
      const written = await app.db.transaction((tx) => storeReadings(tx, rows, orgId, null));
      return reply.code(201).send(written);
    },
  });
  api.route({
    method: 'POST',
    url: '/upload/nominations/',
    bodyLimit: 4 * 1024 * 1024,
    config: { access: providers },
    schema: {
      tags: ['upload'],
      summary: 'Nominated baselines from a machine: per competition, asset and period, until the lock (12:00 the day before delivery by default); any problem and nothing is written',
      body: MachineNominationsBody,
      response: { 201: NominationsWritten, 400: FieldErrorsAnswer },
    },
    handler: async (request, reply) => {
      const orgId = request.user!.orgId!;
      const problems: RowProblem[] = [];
      const rows: Array<{ row: number; value: NominationInput }> = [];
      request.body.nominations.forEach((n, index) => {
        const parsed = parseNomination({ competition: String(n.competition), asset_ref: n.asset_ref, period_start_utc: n.period_start, period_start_local: '', mw: n.mw }, ZONE);
        if ('errors' in parsed) for (const e of parsed.errors) problems.push({ row: index, ...(e.field ? { field: e.field === 'period_start_utc' ? 'period_start' : e.field } : {}), message: e.message });
        else rows.push({ row: index, value: parsed.value });
      });
      if (problems.length > 0) machineErrors('nominations', problems);
      const written = await app.db.transaction(async (tx) => {
        const { problems: found, checked } = await checkNominations(tx, orgId, rows, Date.now());
        if (found.length > 0) machineErrors('nominations', found.map((p) => ({ ...p, ...(p.field === 'period_start_utc' ? { field: 'period_start' } : {}) })));
        return writeNominations(tx, orgId, checked, null);
      });
      return reply.code(201).send({ written });
    },
  });
}
