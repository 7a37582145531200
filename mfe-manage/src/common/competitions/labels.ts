import type { I18n, MessageDescriptor } from '@lingui/core';
import type {
  CompetitionDateField,
  CompetitionStatus,
  CompetitionType,
  EligibilityStatus,
  HolidayCalendar,
  HolidayHandling,
  NeedDirection,
  OverrideReason,
  PowerType,
} from './types';

/** A function giving the words for a code from `table` (workflows §3, platform §4.2); no code is "—", unknown codes show as they are. */
export function codeLabel<K extends string>(table: Record<K, MessageDescriptor>) {
  return (i18n: I18n, code: string | null | undefined): string => {
    if (code === null || code === undefined || code === '') return '—';
    const d = (table as Record<string, MessageDescriptor | undefined>)[code];
    return d ? i18n._(d) : code.replace(/_/g, ' ');
  };
}

export const STATUS_LABELS: Record<CompetitionStatus, MessageDescriptor> = {
  incomplete: /*i18n*/ { id: 'competitions.status.incomplete', message: 'Incomplete' },
  pending: /*i18n*/ { id: 'competitions.status.pending', message: 'Pending' },
  qualifying: /*i18n*/ { id: 'competitions.status.qualifying', message: 'Qualification open' },
  qualified: /*i18n*/ { id: 'competitions.status.qualified', message: 'Qualification closed' },
  open: /*i18n*/ { id: 'competitions.status.open', message: 'Bidding open' },
  closed: /*i18n*/ { id: 'competitions.status.closed', message: 'Bidding closed' },
  archived: /*i18n*/ { id: 'competitions.status.archived', message: 'Archived' },
};
export const statusLabel = codeLabel(STATUS_LABELS);

export const TYPE_LABELS: Record<CompetitionType, MessageDescriptor> = {
  availability_utilisation: /*i18n*/ { id: 'competitions.type.availabilityUtilisation', message: 'Availability and utilisation' },
  utilisation: /*i18n*/ { id: 'competitions.type.utilisation', message: 'Utilisation' },
  service_fee: /*i18n*/ { id: 'competitions.type.serviceFee', message: 'Service fee' },
  availability: /*i18n*/ { id: 'competitions.type.availability', message: 'Availability' },
};
export const competitionTypeLabel = codeLabel(TYPE_LABELS);

export const POWER_TYPE_LABELS: Record<PowerType, MessageDescriptor> = {
  active_power: /*i18n*/ { id: 'competitions.powerType.active', message: 'Active power (MW)' },
  reactive_power: /*i18n*/ { id: 'competitions.powerType.reactive', message: 'Reactive power (MVAr)' },
};
export const powerTypeLabel = codeLabel(POWER_TYPE_LABELS);

/** What the grid needs from providers, in words, with the code in brackets. */
export const NEED_DIRECTION_LABELS: Record<NeedDirection, MessageDescriptor> = {
  deficit: /*i18n*/ { id: 'competitions.need.deficit', message: 'Reduce demand / increase generation (deficit)' },
  excess: /*i18n*/ { id: 'competitions.need.excess', message: 'Increase demand / reduce generation (excess)' },
  import: /*i18n*/ { id: 'competitions.need.import', message: 'Import from the network (import)' },
  export: /*i18n*/ { id: 'competitions.need.export', message: 'Export to the network (export)' },
};
export const needDirectionLabel = codeLabel(NEED_DIRECTION_LABELS);

export const HOLIDAY_LABELS: Record<HolidayHandling, MessageDescriptor> = {
  Ignore: /*i18n*/ { id: 'competitions.holidays.ignore', message: 'Public holidays are like any other day' },
  Exclude: /*i18n*/ { id: 'competitions.holidays.exclude', message: 'No service on public holidays' },
  Only: /*i18n*/ { id: 'competitions.holidays.only', message: 'Service only on public holidays' },
};
export const holidayLabel = codeLabel(HOLIDAY_LABELS);

/** The public-holiday calendars the windows may follow (date-holidays regions). */
export const HOLIDAY_CALENDAR_LABELS: Record<HolidayCalendar, MessageDescriptor> = {
  'GB-ENG': /*i18n*/ { id: 'competitions.calendar.eng', message: 'England' },
  'GB-WLS': /*i18n*/ { id: 'competitions.calendar.wls', message: 'Wales' },
  'GB-SCT': /*i18n*/ { id: 'competitions.calendar.sct', message: 'Scotland' },
  'GB-NIR': /*i18n*/ { id: 'competitions.calendar.nir', message: 'Northern Ireland' },
};
export const holidayCalendarLabel = codeLabel(HOLIDAY_CALENDAR_LABELS);

/** Need types (the reference list flex/need-types/). */
export const NEED_TYPE_LABELS: Record<string, MessageDescriptor> = {
  peak_reduction: /*i18n*/ { id: 'competitions.needType.peakReduction', message: 'Peak reduction' },
  constraint: /*i18n*/ { id: 'competitions.needType.constraint', message: 'Constraint management' },
  generation_absorption: /*i18n*/ { id: 'competitions.needType.generationAbsorption', message: 'Generation absorption' },
  restoration: /*i18n*/ { id: 'competitions.needType.restoration', message: 'Restoration support' },
  voltage: /*i18n*/ { id: 'competitions.needType.voltage', message: 'Voltage support' },
};
export const needTypeLabel = codeLabel(NEED_TYPE_LABELS);

/** A competition's tag (the server keeps these words as its values). */
export const TAG_LABELS: Record<string, MessageDescriptor> = {
  Untagged: /*i18n*/ { id: 'competitions.tag.untagged', message: 'Untagged' },
  'Day Ahead': /*i18n*/ { id: 'competitions.tag.dayAhead', message: 'Day ahead' },
  'Week Ahead': /*i18n*/ { id: 'competitions.tag.weekAhead', message: 'Week ahead' },
};
export const tagLabel = codeLabel(TAG_LABELS);

/** A reference list's option (`{value, label}` from the server) in the reader's words: ours for a value we know, else the server's label. */
export function optionLabel(table: Record<string, MessageDescriptor>, i18n: I18n, option: { value: string | number; label: string }): string {
  const d = table[String(option.value)];
  return d ? i18n._(d) : option.label;
}

export const ELIGIBILITY_LABELS: Record<EligibilityStatus, MessageDescriptor> = {
  eligible: /*i18n*/ { id: 'competitions.eligibility.eligible', message: 'Eligible' },
  qualified: /*i18n*/ { id: 'competitions.eligibility.qualified', message: 'Qualified' },
  ineligible: /*i18n*/ { id: 'competitions.eligibility.ineligible', message: 'Unqualified' },
  disqualified: /*i18n*/ { id: 'competitions.eligibility.disqualified', message: 'Disqualified' },
};
export const eligibilityLabel = codeLabel(ELIGIBILITY_LABELS);

export const OVERRIDE_REASON_LABELS: Record<OverrideReason, MessageDescriptor> = {
  location: /*i18n*/ { id: 'competitions.override.location', message: 'Location' },
  deadline: /*i18n*/ { id: 'competitions.override.deadline', message: 'Missed the deadline' },
  incomplete: /*i18n*/ { id: 'competitions.override.incomplete', message: 'Incomplete information' },
  withdrawn: /*i18n*/ { id: 'competitions.override.withdrawn', message: 'Withdrawn' },
  requirements: /*i18n*/ { id: 'competitions.override.requirements', message: 'Does not meet the requirements' },
  capacity: /*i18n*/ { id: 'competitions.override.capacity', message: 'Capacity' },
  unspecified: /*i18n*/ { id: 'competitions.override.unspecified', message: 'Unspecified' },
  insufficient_experience: /*i18n*/ { id: 'competitions.override.experience', message: 'Insufficient experience' },
  insufficient_financials: /*i18n*/ { id: 'competitions.override.financials', message: 'Insufficient financials' },
};
export const overrideReasonLabel = codeLabel(OVERRIDE_REASON_LABELS);

export const DATE_LABELS: Record<CompetitionDateField, MessageDescriptor> = {
  qualification_open: /*i18n*/ { id: 'competitions.date.qualificationOpen', message: 'Qualification opens' },
  qualification_closed: /*i18n*/ { id: 'competitions.date.qualificationClosed', message: 'Qualification closes' },
  open: /*i18n*/ { id: 'competitions.date.open', message: 'Bidding opens' },
  closed: /*i18n*/ { id: 'competitions.date.closed', message: 'Bidding closes' },
  archive_on: /*i18n*/ { id: 'competitions.date.archiveOn', message: 'Archived on' },
};
export const dateLabel = codeLabel(DATE_LABELS);

const ASSET_TYPE_LABELS: Record<string, MessageDescriptor> = {
  demand_side_response: /*i18n*/ { id: 'competitions.asset.dsr', message: 'Demand side response' },
  energy_efficiency: /*i18n*/ { id: 'competitions.asset.efficiency', message: 'Energy efficiency' },
  interconnectors: /*i18n*/ { id: 'competitions.asset.interconnectors', message: 'Interconnectors' },
  low_carbon: /*i18n*/ { id: 'competitions.asset.lowCarbon', message: 'Low carbon' },
  renewable: /*i18n*/ { id: 'competitions.asset.renewable', message: 'Renewable' },
  storage: /*i18n*/ { id: 'competitions.asset.storage', message: 'Storage' },
  thermal: /*i18n*/ { id: 'competitions.asset.thermal', message: 'Thermal' },
  non_matching: /*i18n*/ { id: 'competitions.asset.nonMatching', message: 'Non-matching' },
};
export const assetTypeLabel = codeLabel(ASSET_TYPE_LABELS);

/** Options for a dropdown (value and translated label) from a table of labels. */
export function optionsOf<K extends string>(i18n: I18n, table: Record<K, MessageDescriptor>): Array<{ value: K; label: string }> {
  return (Object.keys(table) as K[]).map((value) => ({ value, label: i18n._(table[value]) }));
}
