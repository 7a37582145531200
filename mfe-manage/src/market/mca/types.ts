/**
 * The market-clearing modal's types: the API's own, generated from its OpenAPI document and
 * named in shared-session, with the competition expanded as the modal needs it.
 */
import type { Competition as ApiCompetition, Expanded, McaDecisionSet, McaDemandInterval } from 'shared-session';

export type {
  McaBidDecision,
  McaConfirmBody,
  McaConfirmResult,
  McaDecisionSet,
  McaDemandInterval,
  McaGsps,
  McaInputParameterSet,
  McaIntervalResult,
  McaStackBid,
} from 'shared-session';

/** The competition as the modal needs it: `expand=service_periods.windows`. */
export type McaCompetition = Expanded<ApiCompetition, 'service_periods', { service_periods: 'windows' }>;
export type McaServicePeriod = McaCompetition['service_periods'][number];
export type McaServiceWindow = NonNullable<McaServicePeriod['windows']>[number];
/** Public holiday handling of an interval (the API defaults it to Ignore). */
export type HolidayHandling = NonNullable<McaDemandInterval['holiday_handling']>;
export type PricingMethod = McaDecisionSet['pricing'];
