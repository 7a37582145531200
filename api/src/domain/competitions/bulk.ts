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
import { compileBodyCheck } from '../../plugins/input.js';
import { FileRowErrors, registerFileKind, type FileColumn, type FileRowError, type ParsedRow, type RowResult } from '../../platform/files/index.js';
import type { QualificationService } from '../qualification/service.js';
import { COMPETITION_TYPES, NEED_DIRECTIONS, POWER_TYPES } from '../../platform/http/schemas.js';
import { resolveArea } from './area.js';
import { HOLIDAY_CALENDARS, HOLIDAY_HANDLING } from './holidays.js';
import { CompetitionCreate, type PeriodBody, type WindowBody } from './schemas.js';
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

const DAY_WORDS: Record<string, number[]> = { everyday: [0, 1, 2, 3, 4, 5, 6], weekdays: [0, 1, 2, 3, 4], weekends: [5, 6] };

/** A cell read as a value, or why it is not one. */
type Cell<T> = { value: T } | { message: string };

/** A number, 0 or more (a decimal comma is read as a point). */
function nonNegativeNumber(text: string): Cell<number> {
  const n = Number(text.replace(',', '.'));
  if (!/^-?\d+([.,]\d+)?$/.test(text) || !Number.isFinite(n) || n < 0) return { message: 'Enter a number (0 or more).' };
  return { value: n };
}

/** An ISO 8601 date-time with its offset, as an ISO string in UTC. */
function dateTime(text: string): Cell<string> {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text) || Number.isNaN(Date.parse(text))) {
    return { message: 'Enter a date-time like 2027-01-04T09:00:00Z.' };
  }
  return { value: new Date(text).toISOString() };
}

/** A calendar date, YYYY-MM-DD. */
function date(text: string): Cell<string> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || !new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)) return { message: 'Enter a date as YYYY-MM-DD.' };
  return { value: text };
}

/** A time of day, HH:MM (24-hour). */
function timeOfDay(text: string): Cell<string> {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(text)) return { message: 'Enter a time as HH:MM (24-hour).' };
  return { value: text };
}

function yesNo(text: string): Cell<boolean> {
  if (!/^(yes|no|true|false)$/i.test(text)) return { message: 'Enter yes or no.' };
  return { value: /^(yes|true)$/i.test(text) };
}

/** Service days: everyday, weekdays, weekends or day numbers (Monday 0 … Sunday 6), in order. */
function serviceDays(text: string): Cell<number[]> {
  const days = DAY_WORDS[text.toLowerCase()] ?? text.split(/[\s|]+/).map(Number);
  if (!days.length || days.some((d) => !Number.isInteger(d) || d < 0 || d > 6) || new Set(days).size !== days.length) {
    return { message: 'Enter everyday, weekdays, weekends or day numbers 0–6 (Monday is 0).' };
  }
  return { value: [...days].sort() };
}

/** GSP region ids separated by spaces or |. */
function regionIds(text: string): Cell<number[]> {
  const ids = text.split(/[\s|]+/).filter(Boolean).map(Number);
  if (ids.some((id) => !Number.isInteger(id) || id < 1)) return { message: 'Enter GSP region ids separated by spaces.' };
  return { value: ids };
}

/** Postcode districts separated by spaces or | (the write checks each). */
function postcodeList(text: string): Cell<string[]> {
  return { value: text.split(/[\s|]+/).filter(Boolean) };
}

/** One of the listed values. */
function oneOf<T extends string>(values: readonly T[]): (text: string) => Cell<T> {
  return (text) => {
    const value = values.find((v) => v === text);
    return value === undefined ? { message: `Choose one of ${values.join(', ')}.` } : { value };
  };
}

/** Text of at most `max` characters. */
function textOf(max: number): (text: string) => Cell<string> {
  return (text) => (text.length > max ? { message: `At most ${max} characters.` } : { value: text });
}

/** One CSV row as bodies: its competition's fields (taken from the competition's first row), its service period's and its window's. */
interface CompetitionCsvRow {
  competition: Omit<CompetitionCreate, 'service_periods'>;
  period: Omit<PeriodBody, 'service_windows'>;
  window: WindowBody;
}

type Problems = Array<{ field: string; message: string }>;

/** Reads a row's cells by column, noting each cell that does not parse (in the order they are read). */
function cellReader(cells: Readonly<Record<string, string>>) {
  const problems: Problems = [];
  /** The cell's value; undefined when it is empty or does not parse. */
  const optional = <T>(column: string, parse: (text: string) => Cell<T>): T | undefined => {
    const text = cells[column] ?? '';
    if (text === '') return undefined;
    const cell = parse(text);
    if ('message' in cell) {
      problems.push({ field: column, message: cell.message });
      return undefined;
    }
    return cell.value;
  };
  /** A cell the file must fill (the file pipeline refuses an empty one before a row is parsed). */
  const required = <T>(column: string, parse: (text: string) => Cell<T>): T | undefined => {
    if ((cells[column] ?? '') === '') problems.push({ field: column, message: 'This field is required.' });
    return optional(column, parse);
  };
  return { problems, optional, required };
}

/**
 * Parses a CSV row into the bodies of its competition, period and window (the create body's
 * types), or answers the cells that do not parse, in column order.
 */
function parseRow(cells: Readonly<Record<string, string>>): RowResult<CompetitionCsvRow> {
  const { problems, optional, required } = cellReader(cells);
  const reference = required('reference', textOf(120));
  const name = required('name', textOf(200));
  const competition = {
    competition_type: optional('competition_type', oneOf(COMPETITION_TYPES)),
    power_type: optional('power_type', oneOf(POWER_TYPES)),
    need_direction: optional('need_direction', oneOf(NEED_DIRECTIONS)),
    qualification_open: optional('qualification_open', dateTime),
    qualification_closed: optional('qualification_closed', dateTime),
    open: optional('open', dateTime),
    closed: optional('closed', dateTime),
    archive_on: optional('archive_on', dateTime),
    area_refs: optional('area_refs', regionIds),
    postcodes: optional('postcodes', postcodeList),
    min_connection_voltage: optional('min_connection_voltage', nonNegativeNumber),
    max_connection_voltage: optional('max_connection_voltage', nonNegativeNumber),
    boundary_buffer: optional('boundary_buffer', nonNegativeNumber),
    availability_guide_price: optional('availability_guide_price', nonNegativeNumber),
    utilisation_guide_price: optional('utilisation_guide_price', nonNegativeNumber),
    service_fee: optional('service_fee', nonNegativeNumber),
    fixed_price: optional('fixed_price', yesNo),
    holiday_calendar: optional('holiday_calendar', oneOf(HOLIDAY_CALENDARS)),
    contact: optional('contact', textOf(200)),
    description: optional('description', textOf(4000)),
  };
  const periodName = required('period_name', textOf(120));
  const start = required('period_start', date);
  const end = required('period_end', date);
  const windowName = required('window_name', textOf(120));
  const startTime = required('window_start', timeOfDay);
  const endTime = required('window_end', timeOfDay);
  const window = {
    service_days: optional('service_days', serviceDays),
    holiday_handling: optional('holiday_handling', oneOf(HOLIDAY_HANDLING)),
    capacity_required: required('capacity_required', nonNegativeNumber),
    fixed_availability_price: optional('fixed_availability_price', nonNegativeNumber),
    fixed_utilisation_price: optional('fixed_utilisation_price', nonNegativeNumber),
    fixed_service_fee: optional('fixed_service_fee', nonNegativeNumber),
  };
  if (
    problems.length ||
    reference === undefined ||
    name === undefined ||
    periodName === undefined ||
    start === undefined ||
    end === undefined ||
    windowName === undefined ||
    startTime === undefined ||
    endTime === undefined
  ) {
    return { errors: problems };
  }
  return {
    value: {
      competition: { reference, name, ...competition },
      period: { name: periodName, start, end },
      window: { name: windowName, start_time: startTime, end_time: endTime, ...window },
    },
  };
}

/** A service period of the file with the windows of its rows. */
type FilePeriod = PeriodBody & { service_windows: WindowBody[] };

interface Group {
  /** CSV row of the competition's first line, and of each period's and window's line. */
  firstRow: number;
  body: CompetitionCreate & { service_periods: FilePeriod[] };
  periodRows: number[];
  windowRows: number[][];
}

const WINDOW_COLUMN_OF: Record<string, string> = { name: 'window_name', start_time: 'window_start', end_time: 'window_end' };
const PERIOD_COLUMN_OF: Record<string, string> = { name: 'period_name', start: 'period_start', end: 'period_end' };

/** The file's competitions: rows with the same reference make one, their period names group them into periods. */
function groupRows(rows: ReadonlyArray<ParsedRow<CompetitionCsvRow>>): Group[] {
  const groups = new Map<string, Group>();
  for (const { row, value } of rows) {
    const key = value.competition.reference.toLowerCase();
    let g = groups.get(key);
    if (!g) {
      g = { firstRow: row, body: { ...value.competition, service_periods: [] }, periodRows: [], windowRows: [] };
      groups.set(key, g);
    }
    const periods = g.body.service_periods;
    let index = periods.findIndex((p) => p.name === value.period.name);
    if (index < 0) {
      periods.push({ ...value.period, service_windows: [] });
      g.periodRows.push(row);
      g.windowRows.push([]);
      index = periods.length - 1;
    }
    periods[index]!.service_windows.push(value.window);
    g.windowRows[index]!.push(row);
  }
  return [...groups.values()];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A field's messages in an error body (a list of them). */
const messagesOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The server's field errors for one competition as row errors pointing at the CSV rows and columns. */
function rowErrors(g: Group, body: unknown): FileRowError[] {
  const out: FileRowError[] = [];
  if (!isRecord(body)) return [{ row: g.firstRow, message: String(body) }];
  for (const [field, value] of Object.entries(body)) {
    if (field === 'service_periods' && Array.isArray(value)) {
      value.forEach((p: unknown, i) => {
        for (const [pf, pv] of Object.entries(isRecord(p) ? p : {})) {
          if (pf === 'service_windows' && Array.isArray(pv)) {
            pv.forEach((w: unknown, j) => {
              for (const [wf, messages] of Object.entries(isRecord(w) ? w : {})) {
                for (const message of messagesOf(messages)) out.push({ row: g.windowRows[i]![j]!, field: WINDOW_COLUMN_OF[wf] ?? wf, message });
              }
            });
          } else for (const message of messagesOf(pv)) out.push({ row: g.periodRows[i]!, field: PERIOD_COLUMN_OF[pf] ?? pf, message });
        }
      });
    } else if (Array.isArray(value)) {
      for (const message of value) out.push({ row: g.firstRow, ...(field === 'detail' ? {} : { field }), message: String(message) });
    } else if (typeof value === 'string') out.push({ row: g.firstRow, message: value });
  }
  return out;
}

/** The API's own check of a competition create body: a file's competition meets the same limits. */
const checkCreateBody = compileBodyCheck(CompetitionCreate);

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
        const invalid = checkCreateBody(g.body);
        if (invalid) {
          errors.push(...rowErrors(g, invalid));
          continue;
        }
        try {
          await validateCompetition(db, ctx.orgId, g.body, null);
          await resolveArea(db, ctx.orgId, g.body);
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
