/**
 * The market-clearing modal's types: the API's own, generated from its OpenAPI document and
 * named in shared-session, with the competition expanded as the modal needs it.
 */
// TEMPORARY until shared-session exports the generated market types (McaDemandInterval…).
export interface McaDemandInterval {
  start_time: string;
  end_time: string;
  max_utilisation_rate: number;
  required_capacity: number;
  exclude_gsps: string[] | null;
  period_dates: string[];
  service_days: number[];
  holiday_handling: 'Ignore' | 'Exclude' | 'Only';
  window_id?: number | null;
}
export type DecisionReason = 'accepted' | 'rejected_by_operator' | 'over_price_cap' | 'excluded_gsp' | 'capacity_met' | 'not_in_interval';
export interface McaBidDecision {
  bid_id: number;
  approved: boolean;
  reason: DecisionReason;
  intervals: number[];
  paid_price: number | null;
}
export interface McaIntervalResult {
  index: number;
  required_capacity: number;
  max_utilisation_rate: number;
  accepted_capacity: number;
  clearing_price: number | null;
  met: boolean;
  instances: number;
}
export interface McaStackBid {
  bid_id: number;
  flex_provider_name: string;
  service_window: number;
  window_name: string;
  capacity: number;
  price: number;
  gsps: string[];
  submitted: string;
}
export interface McaDecisionSet {
  competition: number;
  pricing: 'pay_as_bid' | 'pay_as_clear' | 'fixed_price';
  currency: string;
  unit: 'MWh' | 'MVArh';
  decisions: McaBidDecision[];
  intervals: McaIntervalResult[];
  bids: McaStackBid[];
}
import type { Competition as ApiCompetition, Expanded } from 'shared-session';

/** The competition as the modal needs it: `expand=service_periods.windows`. */
export type McaCompetition = Expanded<ApiCompetition, 'service_periods', { service_periods: 'windows' }>;
export type McaServicePeriod = McaCompetition['service_periods'][number];
export type McaServiceWindow = NonNullable<McaServicePeriod['windows']>[number];
export type HolidayHandling = McaDemandInterval['holiday_handling'];
export type PricingMethod = McaDecisionSet['pricing'];
