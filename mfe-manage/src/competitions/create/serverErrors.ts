/**
 * The API's 400 answer (the contract's FieldErrors) turned into react-final-form submission errors:
 * `{"closed": ["…"], "service_periods": [{}, {"end": ["…"], "service_windows": [{"end_time": ["…"]}]}]}`
 * puts each message on its field; `detail`, `non_field_errors` and keys the form has no field
 * for go to FORM_ERROR, so nothing the server said is lost.
 */
import { ARRAY_ERROR, FORM_ERROR } from 'final-form';
import type { ApiFieldError, ApiFieldErrors } from 'shared-session';

export type SubmissionErrors = Record<string, unknown>;

const COMPETITION_FIELDS = new Set([
  'reference', 'name', 'competition_type', 'duplicate_asset_overrides_from_competition', 'dps_record_reference', 'contact',
  'qualification_open', 'qualification_closed', 'open', 'closed', 'archive_on', 'need_type', 'need_direction', 'power_type',
  'min_connection_voltage', 'max_connection_voltage', 'boundary_buffer', 'area_refs', 'postcodes', 'holiday_calendar',
  'minimum_budget', 'maximum_budget', 'availability_guide_price', 'utilisation_guide_price', 'service_fee', 'fixed_price',
  'description', 'service_periods',
]);
const PERIOD_FIELDS = new Set(['name', 'start', 'end', 'service_windows']);
const WINDOW_FIELDS = new Set([
  'name', 'start_time', 'end_time', 'service_days', 'holiday_handling', 'capacity_required', 'minimum_aggregate_asset_size',
  'required_response_time', 'minimum_run_time', 'dispatch_estimate', 'dispatch_duration', 'fixed_availability_price',
  'fixed_utilisation_price', 'fixed_service_fee', 'available_hours_override',
]);
const GENERAL = new Set(['detail', 'non_field_errors', '__all__']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((m) => typeof m === 'string');

/** "A form has errors if any error entry is a non-empty list of strings" (spec workflows §5), at any depth. */
export function hasErrors(errors: unknown): boolean {
  if (isStringList(errors)) return errors.length > 0;
  if (Array.isArray(errors)) return errors.some(hasErrors);
  if (isRecord(errors)) return Object.values(errors).some(hasErrors);
  return false;
}

/** Every message in an entry of the answer, flattened (a nested object's as `field: message`). */
function messagesOf(value: ApiFieldError | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => messagesOf(item));
  return Object.entries(value).flatMap(([k, v]) => messagesOf(v).map((m) => `${k}: ${m}`));
}

export interface MappedErrors {
  /** The object to return from react-final-form's onSubmit. */
  errors: SubmissionErrors;
  /** Messages with no field of their own (also placed under FORM_ERROR). */
  general: string[];
}

/** Names for the places of messages the form cannot put on a field (e.g. "Service period 2, window 1"). */
export interface ErrorPlaces {
  period: (p: number) => string;
  window: (p: number, w: number) => string;
}

/** Maps the API's 400 answer (its FieldErrors) to submission errors. */
export function toSubmissionErrors(body: ApiFieldErrors, where: ErrorPlaces): MappedErrors {
  const general: string[] = [];
  const errors: SubmissionErrors = {};
  for (const [key, value] of Object.entries(body)) {
    if (GENERAL.has(key)) general.push(...messagesOf(value));
    else if (key === 'service_periods') {
      const mapped = periodsErrors(value, where, general);
      if (mapped !== undefined) errors.service_periods = mapped;
    } else if (COMPETITION_FIELDS.has(key)) {
      const messages = messagesOf(value);
      if (messages.length) errors[key] = messages.join(' ');
    } else {
      general.push(...messagesOf(value).map((m) => `${key}: ${m}`));
    }
  }
  if (general.length) errors[FORM_ERROR] = general.join(' ');
  return { errors, general };
}

function listWithArrayError(items: unknown[], arrayError: string | undefined): unknown[] {
  const list = [...items] as unknown[] & { [ARRAY_ERROR]?: string };
  if (arrayError) list[ARRAY_ERROR] = arrayError;
  return list;
}

/** One entry per item of a nested list: its errors object, or a message about the list itself. */
type ItemErrors = Array<string | ApiFieldErrors | undefined>;

/**
 * The per-item entries of a nested list's errors: a list as the domain's checks answer it, or an
 * object keyed by index as the schema validation answers nested paths (`{"1": {...}}`); undefined
 * when the entry is the list's own messages.
 */
function itemsOf(value: ApiFieldError): ItemErrors | undefined {
  if (typeof value === 'string' || isStringList(value)) return undefined;
  if (Array.isArray(value)) return value;
  const items: ItemErrors = [];
  for (const [k, v] of Object.entries(value)) if (/^\d+$/.test(k) && (typeof v === 'string' || !Array.isArray(v))) items[Number(k)] = v;
  return items;
}

/** A list's own messages (`["At least one period."]`) as the array error of an empty list. */
function ownMessages(value: ApiFieldError): unknown[] | undefined {
  return isStringList(value) && value.length ? listWithArrayError([], value.join(' ')) : undefined;
}

function periodsErrors(value: ApiFieldError, where: ErrorPlaces, general: string[]): unknown {
  const entries = itemsOf(value);
  if (entries === undefined) return ownMessages(value);
  const arrayMessages: string[] = [];
  const items = Array.from(entries, (entry, p) => {
    if (typeof entry === 'string') {
      arrayMessages.push(entry);
      return undefined;
    }
    if (entry === undefined) return undefined;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(entry)) {
      if (key === 'service_windows') {
        const windows = windowsErrors(v, p, where, general);
        if (windows !== undefined) out.service_windows = windows;
      } else if (PERIOD_FIELDS.has(key)) {
        const messages = messagesOf(v);
        if (messages.length) out[key] = messages.join(' ');
      } else if (GENERAL.has(key)) {
        general.push(...messagesOf(v).map((m) => `${where.period(p)}: ${m}`));
      } else {
        general.push(...messagesOf(v).map((m) => `${where.period(p)}: ${key}: ${m}`));
      }
    }
    return Object.keys(out).length ? out : undefined;
  });
  return listWithArrayError(items, arrayMessages.join(' ') || undefined);
}

function windowsErrors(value: ApiFieldError, p: number, where: ErrorPlaces, general: string[]): unknown {
  const entries = itemsOf(value);
  if (entries === undefined) return ownMessages(value);
  const arrayMessages: string[] = [];
  const items = Array.from(entries, (entry, w) => {
    if (typeof entry === 'string') {
      arrayMessages.push(entry);
      return undefined;
    }
    if (entry === undefined) return undefined;
    const out: Record<string, string> = {};
    for (const [key, v] of Object.entries(entry)) {
      const messages = messagesOf(v);
      if (!messages.length) continue;
      if (WINDOW_FIELDS.has(key)) out[key] = messages.join(' ');
      else if (GENERAL.has(key)) general.push(...messages.map((m) => `${where.window(p, w)}: ${m}`));
      else general.push(...messages.map((m) => `${where.window(p, w)}: ${key}: ${m}`));
    }
    return Object.keys(out).length ? out : undefined;
  });
  return listWithArrayError(items, arrayMessages.join(' ') || undefined);
}

/** Counts the messages placed on fields (for the summary above the form). */
export function countFieldErrors(errors: unknown): number {
  if (typeof errors === 'string') return 1;
  if (Array.isArray(errors)) {
    const own = (errors as unknown[] & { [ARRAY_ERROR]?: unknown })[ARRAY_ERROR] ? 1 : 0;
    return own + errors.reduce<number>((n, e) => n + countFieldErrors(e), 0);
  }
  if (isRecord(errors)) return Object.entries(errors).reduce((n, [k, v]) => (k === FORM_ERROR ? n : n + countFieldErrors(v)), 0);
  return 0;
}
