/**
 * An unavailability record as the provider types it (spec workflows §3 "Unavailability record",
 * §5): an asset, a from date and time, a to date and time, and a reason. Dates are YYYY-MM-DD or
 * day-month-year with -, / or . (turned into YYYY-MM-DD); times HH:MM, 24-hour. Each date and
 * time is read in the region's time zone with its IANA rules (never the browser's zone) and joined
 * into an ISO date-time (UTC): a time the zone skips is refused with the gap named, a time it
 * repeats takes the earlier occurrence. A record counts
 * as present only when from, to and reason are all set.
 */
import { i18n, type AssetUnavailability, type AssetUnavailabilityCreate, type FlexAsset } from 'shared-session';
import { isDate, isTime, normaliseDate, utcToZonedText, zonedEntry, zonedTextToUtc } from 'shared-ui';

/** An asset to choose, as flex/assets/ lists it. */
export type AssetChoice = Pick<FlexAsset, 'id' | 'ref' | 'name'>;

export interface UnavailabilityDraft {
  asset: AssetChoice | null;
  unavailable_from_date: string;
  unavailable_from_time: string;
  unavailable_to_date: string;
  unavailable_to_time: string;
  reason: string;
}

export const EMPTY_DRAFT: UnavailabilityDraft = {
  asset: null,
  unavailable_from_date: '',
  unavailable_from_time: '',
  unavailable_to_date: '',
  unavailable_to_time: '',
  reason: '',
};

export const REASON_MAX = 500;

/** The date and time fields as "YYYY-MM-DD HH:MM", or null unless both are set and valid. The date may be day-month-year. */
export function wallText(date: string, time: string): string | null {
  const d = normaliseDate(date ?? '');
  const t = (time ?? '').trim();
  if (!d || !t || isDate(d) || isTime(t)) return null;
  return `${d} ${t}`;
}

/**
 * A date and a time in `zone` joined as an ISO date-time in UTC ("2026-12-01T08:00:00.000Z"), or
 * null unless both are set and valid and the time exists in the zone that day.
 */
export function joinDateTime(date: string, time: string, zone: string): string | null {
  const text = wallText(date, time);
  return text === null ? null : zonedTextToUtc(text, zone);
}

/** An ISO date-time as the date and time fields in `zone`. */
export function splitDateTime(iso: string, zone: string): { date: string; time: string } {
  const text = utcToZonedText(iso, zone);
  return text ? { date: text.slice(0, 10), time: text.slice(11) } : { date: '', time: '' };
}

/** The instants and reason of a draft: each null until it is whole. */
export function instantsOf(draft: UnavailabilityDraft, zone: string): { from: string | null; to: string | null; reason: string | null } {
  const reason = (draft.reason ?? '').trim();
  return {
    from: joinDateTime(draft.unavailable_from_date ?? '', draft.unavailable_from_time ?? '', zone),
    to: joinDateTime(draft.unavailable_to_date ?? '', draft.unavailable_to_time ?? '', zone),
    reason: reason || null,
  };
}

/** Present only when from, to and reason are all set (spec workflows §5), for an asset. */
export function isPresent(draft: UnavailabilityDraft, zone: string): boolean {
  const { from, to, reason } = instantsOf(draft, zone);
  return draft.asset !== null && from !== null && to !== null && reason !== null;
}

export type DraftErrors = Partial<Record<'asset' | keyof Omit<UnavailabilityDraft, 'asset'>, string>>;

/** The draft's problems per field (the server checks the same and that records of an asset do not overlap). */
export function validateDraft(draft: UnavailabilityDraft, zone: string): DraftErrors {
  const errors: DraftErrors = {};
  const required = () => i18n._({ id: 'manage.availability.required', message: 'This field is required' });
  if (!draft.asset) errors.asset = i18n._({ id: 'manage.availability.assetRequired', message: 'Choose the asset that is unavailable.' });
  for (const side of ['from', 'to'] as const) {
    const dateKey = `unavailable_${side}_date` as const;
    const timeKey = `unavailable_${side}_time` as const;
    const date = draft[dateKey] ?? '';
    const time = draft[timeKey] ?? '';
    const dateError = date.trim() ? isDate(date) : required();
    const timeError = time.trim() ? isTime(time) : required();
    if (dateError) errors[dateKey] = dateError;
    if (timeError) errors[timeKey] = timeError;
    // A real date and time the zone's clocks skip (they go forward): the message names the gap.
    const entry = !dateError && !timeError ? zonedEntry(wallText(date, time), zone) : null;
    if (entry?.state === 'gap') errors[timeKey] = i18n._(entry.error);
  }
  const reason = draft.reason ?? '';
  if (!reason.trim()) errors.reason = i18n._({ id: 'manage.availability.reasonRequired', message: 'This field may not be blank.' });
  else if (reason.length > REASON_MAX) {
    errors.reason = i18n._({ id: 'manage.availability.reasonLong', message: 'Ensure this field has no more than {max} characters.', values: { max: REASON_MAX } });
  }
  const { from, to } = instantsOf(draft, zone);
  if (from && to && Date.parse(to) <= Date.parse(from)) {
    errors.unavailable_to_time = i18n._({ id: 'manage.availability.endAfterStart', message: 'The end must be after the start.' });
  }
  return errors;
}

/** The body of POST/PATCH flex/assetunavailability/, or null while the draft is not present. */
export function toBody(draft: UnavailabilityDraft, zone: string): AssetUnavailabilityCreate | null {
  const { from, to, reason } = instantsOf(draft, zone);
  if (!draft.asset || !from || !to || !reason) return null;
  return { flex_asset: draft.asset.id, unavailable_from: from, unavailable_to: to, reason };
}

/** A stored record as a draft (to change it). */
export function draftOf(record: AssetUnavailability, zone: string): UnavailabilityDraft {
  const from = splitDateTime(record.unavailable_from, zone);
  const to = splitDateTime(record.unavailable_to, zone);
  return {
    asset: { id: record.flex_asset, ref: record.asset_ref, name: record.asset_name },
    unavailable_from_date: from.date,
    unavailable_from_time: from.time,
    unavailable_to_date: to.date,
    unavailable_to_time: to.time,
    reason: record.reason,
  };
}

/** Where a record stands against `now`: over, under way, or to come. */
export function phaseOf(record: Pick<AssetUnavailability, 'unavailable_from' | 'unavailable_to'>, now = Date.now()): 'past' | 'current' | 'upcoming' {
  if (Date.parse(record.unavailable_to) <= now) return 'past';
  if (Date.parse(record.unavailable_from) <= now) return 'current';
  return 'upcoming';
}
