/**
 * Bulk competition creation: the `competitions` kind of the file pipeline
 * (POST files/upload/competitions/, template GET files/templates/competitions/).
 *
 * One CSV row is one service window. Rows with the same `reference` make one competition: its
 * fields come from its first row; `period_name` groups the rows into service periods. Every
 * competition is checked exactly as POST flex/competitions/ checks it, and only when every row of
 * the file is right is anything written (all competitions in one transaction).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors.js';
import type { Row } from '../../resources/index.js';
import { FileRowErrors, registerFileKind, type FileColumn, type FileRowError, type ParsedRow } from '../../platform/files/index.js';
import type { QualificationService } from '../qualification/service.js';
import { COMPETITION_TYPES, NEED_DIRECTIONS, POWER_TYPES } from '../../platform/http/schemas.js';
import { resolveArea } from './area.js';
import { HOLIDAY_CALENDARS, HOLIDAY_HANDLING } from './holidays.js';
import { createCompetition, validateCompetition } from './service.js';

const COLUMNS: FileColumn[] = [
  { name: 'reference', description: 'Your reference, unique among your competitions; rows sharing it make one competition', example: 'NE-2027-101', required: true },
  { name: 'name', description: 'Competition name', example: 'Teesside Winter Evening Peak', required: true },
  { name: 'competition_type', description: COMPETITION_TYPES.join(' | '), example: 'availability_utilisation' },
  { name: 'power_type', description: POWER_TYPES.join(' | '), example: 'active_power' },
  { name: 'need_direction', description: NEED_DIRECTIONS.join(' | '), example: 'deficit' },
  { name: 'qualification_open', description: 'Date-time, ISO 8601 with offset (UTC: Z)', example: '2027-01-04T09:00:00Z' },
  { name: 'qualification_closed', description: 'Date-time, ISO 8601', example: '2027-01-25T17:00:00Z' },
  { name: 'open', description: 'Bidding opens, ISO 8601', example: '2027-02-01T09:00:00Z' },
  { name: 'closed', description: 'Bidding closes, ISO 8601', example: '2027-02-15T17:00:00Z' },
  { name: 'archive_on', description: 'Optional, ISO 8601', example: '' },
  { name: 'area_refs', description: 'GSP region ids separated by spaces or |', example: '' },
  { name: 'postcodes', description: 'Postcode districts separated by spaces or |', example: 'TS1 TS2' },
  { name: 'min_connection_voltage', description: 'kV', example: '0.4' },
  { name: 'max_connection_voltage', description: 'kV', example: '33' },
  { name: 'boundary_buffer', description: 'km around the area', example: '1' },
  { name: 'availability_guide_price', description: '£/MW/h', example: '6.5' },
  { name: 'utilisation_guide_price', description: '£/MWh', example: '300' },
  { name: 'service_fee', description: '£', example: '' },
  { name: 'fixed_price', description: 'yes or no', example: 'no' },
  { name: 'holiday_calendar', description: HOLIDAY_CALENDARS.join(' | ') + ' (default: from the area)', example: '' },
  { name: 'contact', description: 'Contact e-mail or name', example: 'flex@example.com' },
  { name: 'description', description: 'Free text', example: 'Evening peak reduction' },
  { name: 'period_name', description: 'Service period name', example: 'Winter 2027/28', required: true },
  { name: 'period_start', description: 'YYYY-MM-DD', example: '2027-11-01', required: true },
  { name: 'period_end', description: 'YYYY-MM-DD', example: '2028-02-28', required: true },
  { name: 'window_name', description: 'Service window name', example: 'Evening peak', required: true },
  { name: 'window_start', description: 'HH:MM', example: '16:00', required: true },
  { name: 'window_end', description: 'HH:MM (earlier than the start: runs overnight)', example: '19:30', required: true },
  { name: 'service_days', description: 'everyday | weekdays | weekends | day numbers (Monday 0 … Sunday 6) separated by spaces', example: 'weekdays' },
  { name: 'holiday_handling', description: HOLIDAY_HANDLING.join(' | '), example: 'Exclude' },
  { name: 'capacity_required', description: 'MW (MVAr for reactive power)', example: '4.5', required: true },
  { name: 'fixed_availability_price', description: 'With fixed_price', example: '' },
  { name: 'fixed_utilisation_price', description: 'With fixed_price', example: '' },
  { name: 'fixed_service_fee', description: 'With fixed_price', example: '' },
];

const NUMBER_FIELDS = [
  'min_connection_voltage', 'max_connection_voltage', 'boundary_buffer', 'availability_guide_price', 'utilisation_guide_price', 'service_fee',
  'capacity_required', 'fixed_availability_price', 'fixed_utilisation_price', 'fixed_service_fee',
] as const;
const DATE_TIME_FIELDS = ['qualification_open', 'qualification_closed', 'open', 'closed', 'archive_on'] as const;
const CHOICES: Record<string, readonly string[]> = {
  competition_type: COMPETITION_TYPES,
  power_type: POWER_TYPES,
  need_direction: NEED_DIRECTIONS,
  holiday_calendar: HOLIDAY_CALENDARS,
  holiday_handling: HOLIDAY_HANDLING,
};
const DAY_WORDS: Record<string, number[]> = { everyday: [0, 1, 2, 3, 4, 5, 6], weekdays: [0, 1, 2, 3, 4], weekends: [5, 6] };

/** A checked CSV row: the cells as typed values ('' dropped). */
type CompetitionCsvRow = Record<string, string | number | boolean | number[] | string[]>;

function parseRow(cells: Record<string, string>): { value: CompetitionCsvRow } | { errors: { field: string; message: string }[] } {
  const errors: { field: string; message: string }[] = [];
  const value: CompetitionCsvRow = {};
  for (const [field, text] of Object.entries(cells)) {
    if (text === '') continue;
    if ((NUMBER_FIELDS as readonly string[]).includes(field)) {
      const n = Number(text.replace(',', '.'));
      if (!/^-?\d+([.,]\d+)?$/.test(text) || !Number.isFinite(n) || n < 0) errors.push({ field, message: 'Enter a number (0 or more).' });
      else value[field] = n;
    } else if ((DATE_TIME_FIELDS as readonly string[]).includes(field)) {
      if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text) || Number.isNaN(Date.parse(text))) {
        errors.push({ field, message: 'Enter a date-time like 2027-01-04T09:00:00Z.' });
      } else value[field] = new Date(text).toISOString();
    } else if (field === 'period_start' || field === 'period_end') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || !new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)) errors.push({ field, message: 'Enter a date as YYYY-MM-DD.' });
      else value[field] = text;
    } else if (field === 'window_start' || field === 'window_end') {
      if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(text)) errors.push({ field, message: 'Enter a time as HH:MM (24-hour).' });
      else value[field] = text;
    } else if (field === 'fixed_price') {
      if (!/^(yes|no|true|false)$/i.test(text)) errors.push({ field, message: 'Enter yes or no.' });
      else value[field] = /^(yes|true)$/i.test(text);
    } else if (field === 'service_days') {
      const word = DAY_WORDS[text.toLowerCase()];
      const days = word ?? text.split(/[\s|]+/).map(Number);
      if (!days.length || days.some((d) => !Number.isInteger(d) || d < 0 || d > 6) || new Set(days).size !== days.length) {
        errors.push({ field, message: 'Enter everyday, weekdays, weekends or day numbers 0–6 (Monday is 0).' });
      } else value[field] = [...days].sort();
    } else if (field === 'area_refs') {
      const ids = text.split(/[\s|]+/).filter(Boolean).map(Number);
      if (ids.some((id) => !Number.isInteger(id) || id < 1)) errors.push({ field, message: 'Enter GSP region ids separated by spaces.' });
      else value[field] = ids;
    } else if (field === 'postcodes') {
      value[field] = text.split(/[\s|]+/).filter(Boolean);
    } else if (CHOICES[field]) {
      if (!CHOICES[field]!.includes(text)) errors.push({ field, message: `Choose one of ${CHOICES[field]!.join(', ')}.` });
      else value[field] = text;
    } else {
      const max = field === 'description' ? 4000 : field === 'reference' || field === 'period_name' || field === 'window_name' ? 120 : 200;
      if (text.length > max) errors.push({ field, message: `At most ${max} characters.` });
      else value[field] = text;
    }
  }
  return errors.length ? { errors } : { value };
}

interface Group {
  /** CSV row of the competition's first line, and of each period's and window's line. */
  firstRow: number;
  body: Row;
  periodRows: number[];
  windowRows: number[][];
}

const COMPETITION_FIELDS = [
  'reference', 'name', 'competition_type', 'power_type', 'need_direction', ...DATE_TIME_FIELDS, 'area_refs', 'postcodes', 'min_connection_voltage',
  'max_connection_voltage', 'boundary_buffer', 'availability_guide_price', 'utilisation_guide_price', 'service_fee', 'fixed_price', 'holiday_calendar',
  'contact', 'description',
];
const WINDOW_FIELDS: Record<string, string> = {
  window_name: 'name', window_start: 'start_time', window_end: 'end_time', service_days: 'service_days', holiday_handling: 'holiday_handling',
  capacity_required: 'capacity_required', fixed_availability_price: 'fixed_availability_price', fixed_utilisation_price: 'fixed_utilisation_price',
  fixed_service_fee: 'fixed_service_fee',
};
const WINDOW_COLUMN_OF: Record<string, string> = Object.fromEntries(Object.entries(WINDOW_FIELDS).map(([column, field]) => [field, column]));
const PERIOD_COLUMN_OF: Record<string, string> = { name: 'period_name', start: 'period_start', end: 'period_end' };

function groupRows(rows: ParsedRow<CompetitionCsvRow>[]): Group[] {
  const groups = new Map<string, Group>();
  for (const { row, value } of rows) {
    const key = String(value.reference).toLowerCase();
    let g = groups.get(key);
    if (!g) {
      const body: Row = { service_periods: [] };
      for (const f of COMPETITION_FIELDS) if (value[f] !== undefined) body[f] = value[f];
      g = { firstRow: row, body, periodRows: [], windowRows: [] };
      groups.set(key, g);
    }
    const periods = g.body.service_periods as Row[];
    let index = periods.findIndex((p) => p.name === value.period_name);
    if (index < 0) {
      periods.push({ name: value.period_name, start: value.period_start, end: value.period_end, service_windows: [] });
      g.periodRows.push(row);
      g.windowRows.push([]);
      index = periods.length - 1;
    }
    const window: Row = {};
    for (const [column, field] of Object.entries(WINDOW_FIELDS)) if (value[column] !== undefined) window[field] = value[column];
    (periods[index]!.service_windows as Row[]).push(window);
    g.windowRows[index]!.push(row);
  }
  return [...groups.values()];
}

/** The server's field errors for one competition as row errors pointing at the CSV rows and columns. */
function rowErrors(g: Group, body: unknown): FileRowError[] {
  const out: FileRowError[] = [];
  if (!body || typeof body !== 'object') return [{ row: g.firstRow, message: String(body) }];
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    if (field === 'service_periods' && Array.isArray(value)) {
      value.forEach((p: Record<string, unknown>, i) => {
        for (const [pf, pv] of Object.entries(p ?? {})) {
          if (pf === 'service_windows' && Array.isArray(pv)) {
            pv.forEach((w: Record<string, string[]>, j) => {
              for (const [wf, messages] of Object.entries(w ?? {})) {
                for (const message of messages) out.push({ row: g.windowRows[i]![j]!, field: WINDOW_COLUMN_OF[wf] ?? wf, message });
              }
            });
          } else for (const message of pv as string[]) out.push({ row: g.periodRows[i]!, field: PERIOD_COLUMN_OF[pf] ?? pf, message });
        }
      });
    } else if (Array.isArray(value)) {
      for (const message of value) out.push({ row: g.firstRow, ...(field === 'detail' ? {} : { field }), message: String(message) });
    } else if (typeof value === 'string') out.push({ row: g.firstRow, message: value });
  }
  return out;
}

export function registerCompetitionUploads(app: FastifyInstance, qualification: QualificationService): void {
  registerFileKind<CompetitionCsvRow>(app, {
    kind: 'competitions',
    permission: 'manage-competitions',
    orgTypes: ['systemoperator'],
    columns: COLUMNS,
    maxRows: 2000,
    parseRow: (cells) => parseRow(cells),
    apply: async (db, rows, ctx) => {
      const groups = groupRows(rows);
      // Check every competition first (the same checks as the API), so the file's errors all come back at once.
      const errors: FileRowError[] = [];
      for (const g of groups) {
        try {
          await validateCompetition(db, ctx.orgId, g.body, null);
          await resolveArea(db, ctx.orgId, g.body, null);
        } catch (error) {
          if (error instanceof ApiError) errors.push(...rowErrors(g, error.body));
          else throw error;
        }
      }
      if (errors.length) throw new FileRowErrors(errors.sort((a, b) => a.row - b.row));
      const created: number[] = [];
      for (const g of groups) created.push(await createCompetition(db, qualification, ctx.orgId, g.body));
      return { created };
    },
  });
}
