import type { I18n, MessageDescriptor } from '@lingui/core';
import type { CompetitionStatus } from 'shared-session';
import type { FilterStatus, FilterTag } from './filters';

/** Competition status labels (spec platform §4.2), and the map filter's 'visibility' status. */
const STATUS: Record<CompetitionStatus | FilterStatus, MessageDescriptor> = {
  incomplete: /*i18n*/ { id: 'dashboard.status.incomplete', message: 'Incomplete' },
  pending: /*i18n*/ { id: 'dashboard.status.pending', message: 'Pending' },
  qualifying: /*i18n*/ { id: 'dashboard.status.qualifying', message: 'Qualification open' },
  qualified: /*i18n*/ { id: 'dashboard.status.qualified', message: 'Qualification closed' },
  open: /*i18n*/ { id: 'dashboard.status.open', message: 'Bidding open' },
  closed: /*i18n*/ { id: 'dashboard.status.closed', message: 'Bidding closed' },
  archived: /*i18n*/ { id: 'dashboard.status.archived', message: 'Archived' },
  visibility: /*i18n*/ { id: 'dashboard.status.visibility', message: 'Visibility' },
};

export function statusLabel(i18n: I18n, status: string): string {
  const d = STATUS[status as CompetitionStatus | FilterStatus];
  return d ? i18n._(d) : status;
}

const TAGS: Record<FilterTag, MessageDescriptor> = {
  untagged: /*i18n*/ { id: 'dashboard.tag.untagged', message: 'Untagged' },
  day_ahead: /*i18n*/ { id: 'dashboard.tag.dayAhead', message: 'Day Ahead' },
  week_ahead: /*i18n*/ { id: 'dashboard.tag.weekAhead', message: 'Week Ahead' },
};

export function tagLabel(i18n: I18n, tag: string): string {
  const d = TAGS[tag as FilterTag];
  return d ? i18n._(d) : tag;
}

/** Asset types and categories (spec §3). */
const ASSET_KINDS: Record<string, MessageDescriptor> = {
  demand_side_response: /*i18n*/ { id: 'dashboard.asset.dsr', message: 'Demand side response' },
  energy_efficiency: /*i18n*/ { id: 'dashboard.asset.efficiency', message: 'Energy efficiency' },
  interconnectors: /*i18n*/ { id: 'dashboard.asset.interconnectors', message: 'Interconnectors' },
  low_carbon: /*i18n*/ { id: 'dashboard.asset.lowCarbon', message: 'Low carbon' },
  renewable: /*i18n*/ { id: 'dashboard.asset.renewable', message: 'Renewable' },
  storage: /*i18n*/ { id: 'dashboard.asset.storage', message: 'Storage' },
  thermal: /*i18n*/ { id: 'dashboard.asset.thermal', message: 'Thermal' },
  non_matching: /*i18n*/ { id: 'dashboard.asset.nonMatching', message: 'Non-matching' },
};

export function assetKindLabel(i18n: I18n, kind: string | undefined | null): string {
  if (!kind) return '—';
  const d = ASSET_KINDS[kind];
  return d ? i18n._(d) : kind.replace(/_/g, ' ');
}

/** What the grid needs from providers, in words (spec §3 need_direction). */
const NEED_DIRECTIONS: Record<string, MessageDescriptor> = {
  deficit: /*i18n*/ { id: 'dashboard.need.deficit', message: 'Deficit — reduce demand or increase generation' },
  excess: /*i18n*/ { id: 'dashboard.need.excess', message: 'Excess — increase demand or reduce generation' },
  import: /*i18n*/ { id: 'dashboard.need.import', message: 'Import — take power from the network' },
  export: /*i18n*/ { id: 'dashboard.need.export', message: 'Export — put power into the network' },
};

export function needDirectionLabel(i18n: I18n, need: string | null | undefined): string {
  if (!need) return '—';
  const d = NEED_DIRECTIONS[need];
  return d ? i18n._(d) : need.replace(/_/g, ' ');
}

const POWER_TYPES: Record<string, MessageDescriptor> = {
  active_power: /*i18n*/ { id: 'dashboard.powerType.active', message: 'Active power (MW)' },
  reactive_power: /*i18n*/ { id: 'dashboard.powerType.reactive', message: 'Reactive power (MVAr)' },
};

export function powerTypeLabel(i18n: I18n, powerType: string | null | undefined): string {
  if (!powerType) return '—';
  const d = POWER_TYPES[powerType];
  return d ? i18n._(d) : powerType.replace(/_/g, ' ');
}

/** A window's public-holiday rule (Ignore, Exclude, Only). */
const HOLIDAYS: Record<string, MessageDescriptor> = {
  Ignore: /*i18n*/ { id: 'dashboard.holidays.ignore', message: 'Public holidays are like any other day' },
  Exclude: /*i18n*/ { id: 'dashboard.holidays.exclude', message: 'No service on public holidays' },
  Only: /*i18n*/ { id: 'dashboard.holidays.only', message: 'Service only on public holidays' },
};

export function holidayLabel(i18n: I18n, rule: string | null | undefined): string {
  return i18n._(HOLIDAYS[rule || 'Ignore'] ?? (HOLIDAYS.Ignore as MessageDescriptor));
}

// 1 January 2024 was a Monday: service day code n (Monday = 0) is that date plus n days.
const MONDAY_UTC = Date.UTC(2024, 0, 1);
const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Service days in words: "Every day", "Weekdays (Monday to Friday)", "Weekends (Saturday and Sunday)", or the days listed. */
export function daysLabel(i18n: I18n, codes: readonly number[] | null | undefined, locale: string): string {
  const days = [...new Set((codes ?? []).filter((c) => Number.isInteger(c) && c >= 0 && c <= 6))].sort((a, b) => a - b);
  if (days.length === 0 || same(days, [0, 1, 2, 3, 4, 5, 6])) return i18n._({ id: 'dashboard.days.everyday', message: 'Every day' });
  if (same(days, [0, 1, 2, 3, 4])) return i18n._({ id: 'dashboard.days.weekdays', message: 'Weekdays (Monday to Friday)' });
  if (same(days, [5, 6])) return i18n._({ id: 'dashboard.days.weekends', message: 'Weekends (Saturday and Sunday)' });
  const names = days.map((d) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(MONDAY_UTC + d * 86_400_000)));
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
}

/** An asset's qualification in a competition (spec §3 Qualification.eligibility_status). */
const ELIGIBILITY: Record<string, MessageDescriptor> = {
  eligible: /*i18n*/ { id: 'dashboard.eligibility.eligible', message: 'Qualifies' },
  qualified: /*i18n*/ { id: 'dashboard.eligibility.qualified', message: 'Qualified by the operator' },
  ineligible: /*i18n*/ { id: 'dashboard.eligibility.ineligible', message: 'Does not qualify' },
  disqualified: /*i18n*/ { id: 'dashboard.eligibility.disqualified', message: 'Disqualified by the operator' },
};

export function eligibilityLabel(i18n: I18n, status: string | null | undefined): string {
  if (!status) return '—';
  const d = ELIGIBILITY[status];
  return d ? i18n._(d) : status;
}
