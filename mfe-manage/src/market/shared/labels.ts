/**
 * The market's words, once for every screen (workflows §3, §4): a bid's outcome, the reason for a
 * decision, how it was decided, the rates a bid carries, and whether a competition is active.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Bid, BidApproval, BiddingRules, DecisionReason } from 'shared-session';
import { codeLabel, statusLabel } from '../../common/competitions';

/** A bid's outcome: pending until decided (providers see it once the results are confirmed). */
export type Outcome = Bid['outcome'];
export const OUTCOMES: readonly Outcome[] = ['accepted', 'rejected', 'pending'];

const OUTCOME_LABELS: Record<Outcome, MessageDescriptor> = {
  accepted: /*i18n*/ { id: 'manage.market.outcome.accepted', message: 'Accepted' },
  rejected: /*i18n*/ { id: 'manage.market.outcome.rejected', message: 'Rejected' },
  pending: /*i18n*/ { id: 'manage.market.outcome.pending', message: 'Pending' },
};
export const outcomeLabel = codeLabel(OUTCOME_LABELS);

/**
 * Who reads a reason. The operator decided (or ran the clearing) and reads short table cells in the
 * market's own terms ("Excluded GSP"); the provider did not see the clearing and is told in a
 * sentence what happened to its bid, with the grid operator named rather than "you".
 */
export type ReasonAudience = 'operator' | 'provider';

const REASON_LABELS: Record<ReasonAudience, Record<DecisionReason, MessageDescriptor>> = {
  operator: {
    accepted: /*i18n*/ { id: 'manage.market.reason.operator.accepted', message: 'Accepted' },
    rejected_by_operator: /*i18n*/ { id: 'manage.market.reason.operator.rejectedByOperator', message: 'Rejected by you' },
    over_price_cap: /*i18n*/ { id: 'manage.market.reason.operator.overPriceCap', message: 'Over the price cap' },
    excluded_gsp: /*i18n*/ { id: 'manage.market.reason.operator.excludedGsp', message: 'Excluded GSP' },
    capacity_met: /*i18n*/ { id: 'manage.market.reason.operator.capacityMet', message: 'Capacity already met by cheaper bids' },
    not_in_interval: /*i18n*/ { id: 'manage.market.reason.operator.notInInterval', message: 'Not in any demand interval' },
  },
  provider: {
    accepted: /*i18n*/ { id: 'manage.market.reason.provider.accepted', message: 'Your bid was accepted.' },
    rejected_by_operator: /*i18n*/ { id: 'manage.market.reason.provider.rejectedByOperator', message: 'The grid operator rejected this bid.' },
    over_price_cap: /*i18n*/ { id: 'manage.market.reason.provider.overPriceCap', message: 'The price was above the maximum the grid operator would pay.' },
    excluded_gsp: /*i18n*/ { id: 'manage.market.reason.provider.excludedGsp', message: 'Your assets are behind an excluded grid supply point.' },
    capacity_met: /*i18n*/ { id: 'manage.market.reason.provider.capacityMet', message: 'The capacity needed was already met by cheaper bids.' },
    not_in_interval: /*i18n*/ { id: 'manage.market.reason.provider.notInInterval', message: 'The window was outside the times the grid operator needed.' },
  },
};

const REASON_WORDS = { operator: codeLabel(REASON_LABELS.operator), provider: codeLabel(REASON_LABELS.provider) };

/** Why a bid was accepted or rejected (the decision's reason code), in the audience's words. */
export const reasonLabel = (i18n: I18n, reason: string, audience: ReasonAudience): string => REASON_WORDS[audience](i18n, reason);

/** How a decision was made. */
export type DecisionMethod = BidApproval['method'];

const METHOD_LABELS: Record<DecisionMethod, MessageDescriptor> = {
  manual: /*i18n*/ { id: 'manage.market.method.manual', message: 'Manual' },
  auto: /*i18n*/ { id: 'manage.market.method.auto', message: 'Auto-decisioning' },
  clearing: /*i18n*/ { id: 'manage.market.method.clearing', message: 'Market clearing' },
};
export const methodLabel = codeLabel(METHOD_LABELS);

/** The prices a bid may carry (which ones, by competition type: workflows §3). */
export type RateField = BiddingRules['rate_fields'][number];

const RATE_LABELS: Record<RateField, MessageDescriptor> = {
  availability_price: /*i18n*/ { id: 'manage.market.rate.availability', message: 'Availability price' },
  utilisation_price: /*i18n*/ { id: 'manage.market.rate.utilisation', message: 'Utilisation price' },
  service_fee: /*i18n*/ { id: 'manage.market.rate.serviceFee', message: 'Service fee' },
};
export const rateLabel = (i18n: I18n, field: RateField): string => i18n._(RATE_LABELS[field]);

/** The unit a rate is priced per: /MW/h for availability, /MWh for utilisation (MVAr likewise). */
export function rateUnit(field: RateField, unit: string): string {
  if (field === 'availability_price') return `/${unit}/h`;
  if (field === 'utilisation_price') return `/${unit}h`;
  return '';
}

/** A formatted amount with the unit it is priced per ("£5.50/MW/h"), or a dash when there is none. */
export const priced = (money: string | null, unit: string): string => (money === null ? '—' : `${money}${unit}`);

/** In the bids views only competitions open for bidding are active; the others are inactive (workflows §4). */
export const isActiveCompetition = (status: string): boolean => status === 'open';

export const activityLabel = (i18n: I18n, status: string): string =>
  isActiveCompetition(status)
    ? i18n._({ id: 'manage.market.activity.active', message: 'Active' })
    : i18n._({ id: 'manage.market.activity.inactive', message: 'Inactive' });

/** "Active · Bidding open": a competition's activity and status together. */
export const activityStatusText = (i18n: I18n, status: string): string =>
  i18n._({ id: 'manage.market.activityStatus', message: '{activity} · {status}', values: { activity: activityLabel(i18n, status), status: statusLabel(i18n, status) } });
