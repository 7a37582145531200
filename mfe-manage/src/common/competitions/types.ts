/**
 * The competition screens' types: the API's own, generated from its OpenAPI document (shared-session's
 * schema.gen.ts, named in its types.ts), with the expansions each call asks for. Nothing here
 * restates a response shape; the value lists below are checked against the generated unions.
 */
import type {
  AssetSummaryRow,
  Competition as ApiCompetition,
  CompetitionAsset as ApiCompetitionAsset,
  CompetitionCounts as ApiCompetitionCounts,
  CompetitionEntry as ApiCompetitionEntry,
  CompetitionOperator,
  CompetitionServicePeriod,
  CompetitionTemplate as ApiCompetitionTemplate,
  Expanded,
  FlexProvider as ApiFlexProvider,
  QualificationReason,
} from 'shared-session';

/** A competition row (flex/competitions/); `operator`, `service_periods`, `counts`… hold ids or null until expanded. */
export type Competition = ApiCompetition;
/** The operator's page: `expand=service_periods.windows`. */
export type OperatorCompetition = Expanded<ApiCompetition, 'service_periods', { service_periods: 'windows' }>;
/** The provider's page: `expand=operator,service_periods.windows`. */
export type ProviderCompetition = Expanded<ApiCompetition, 'operator' | 'service_periods', { service_periods: 'windows' }>;
export type Operator = CompetitionOperator;
export type ServicePeriod = Expanded<CompetitionServicePeriod, 'windows'>;
export type ServiceWindow = ServicePeriod['windows'][number];
export type CompetitionCounts = ApiCompetitionCounts;
export type CompetitionAsset = ApiCompetitionAsset;
/** A provider's row of flex/assetsummary/ (its own assets in the competition). */
export type ProviderAssetSummary = AssetSummaryRow;
export type CompetitionEntry = ApiCompetitionEntry;
export type FlexProvider = Pick<ApiFlexProvider, 'id' | 'name'>;
export type CompetitionTemplate = ApiCompetitionTemplate;
export type Reason = QualificationReason;

export type CompetitionStatus = ApiCompetition['status'];
export type CompetitionType = ApiCompetition['competition_type'];
export type PowerType = ApiCompetition['power_type'];
export type NeedDirection = ApiCompetition['need_direction'];
export type HolidayCalendar = ApiCompetition['holiday_calendar'];
export type EligibilityStatus = ApiCompetitionAsset['eligibility_status'];
export type OverrideReason = NonNullable<ApiCompetitionAsset['override_reason']>;

/** Every value of a generated union, in display order (a missing or unknown value fails the typecheck). */
function allOf<T extends string>() {
  return <const L extends readonly T[]>(list: L & ([T] extends [L[number]] ? unknown : { missing: Exclude<T, L[number]> })) => list;
}

export const COMPETITION_STATUSES = allOf<CompetitionStatus>()(['incomplete', 'pending', 'qualifying', 'qualified', 'open', 'closed', 'archived']);
export const COMPETITION_TYPES = allOf<CompetitionType>()(['availability_utilisation', 'utilisation', 'service_fee', 'availability']);
export const POWER_TYPES = allOf<PowerType>()(['active_power', 'reactive_power']);
export const NEED_DIRECTIONS = allOf<NeedDirection>()(['deficit', 'excess', 'import', 'export']);
export const HOLIDAY_CALENDARS = allOf<HolidayCalendar>()(['GB-ENG', 'GB-WLS', 'GB-SCT', 'GB-NIR']);
export const ELIGIBILITY_STATUSES = allOf<EligibilityStatus>()(['eligible', 'qualified', 'ineligible', 'disqualified']);

/** Public holiday handling of a service window (`holiday_handling`; the API keeps it a free string). */
export const HOLIDAY_HANDLING = ['Ignore', 'Exclude', 'Only'] as const;
export type HolidayHandling = (typeof HOLIDAY_HANDLING)[number];

/** The five dates of a competition, in lifecycle order (UTC ISO strings). */
export const COMPETITION_DATES = ['qualification_open', 'qualification_closed', 'open', 'closed', 'archive_on'] as const satisfies readonly (keyof ApiCompetition)[];
export type CompetitionDateField = (typeof COMPETITION_DATES)[number];
