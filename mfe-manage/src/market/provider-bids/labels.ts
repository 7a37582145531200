import type { I18n, MessageDescriptor } from '@lingui/core';
import type { BidApproval, DecisionReason } from 'shared-session';
import type { BidOutcome } from './api';

/** A bid's outcome (pending until the operator confirms the results). */
export const OUTCOME_LABELS: Record<BidOutcome, MessageDescriptor> = {
  accepted: /*i18n*/ { id: 'manage.bids.outcome.accepted', message: 'Accepted' },
  rejected: /*i18n*/ { id: 'manage.bids.outcome.rejected', message: 'Rejected' },
  pending: /*i18n*/ { id: 'manage.bids.outcome.pending', message: 'Pending' },
};

export const OUTCOMES: readonly BidOutcome[] = ['accepted', 'rejected', 'pending'];

/** Why a bid was accepted or rejected, in the provider's words (workflows §4, the clearing engine's reasons). */
export const REASON_LABELS: Record<DecisionReason, MessageDescriptor> = {
  accepted: /*i18n*/ { id: 'manage.bids.reason.accepted', message: 'Accepted' },
  rejected_by_operator: /*i18n*/ { id: 'manage.bids.reason.rejectedByOperator', message: 'Rejected by the operator' },
  over_price_cap: /*i18n*/ { id: 'manage.bids.reason.overPriceCap', message: 'Over the price cap' },
  excluded_gsp: /*i18n*/ { id: 'manage.bids.reason.excludedGsp', message: 'In an excluded grid supply point' },
  capacity_met: /*i18n*/ { id: 'manage.bids.reason.capacityMet', message: 'The capacity needed was already met by cheaper bids' },
  not_in_interval: /*i18n*/ { id: 'manage.bids.reason.notInInterval', message: 'Not in the demand intervals' },
};

export const METHOD_LABELS: Record<BidApproval['method'], MessageDescriptor> = {
  manual: /*i18n*/ { id: 'manage.bids.method.manual', message: 'By the operator' },
  auto: /*i18n*/ { id: 'manage.bids.method.auto', message: 'Automatic decision' },
  clearing: /*i18n*/ { id: 'manage.bids.method.clearing', message: 'Market clearing' },
};

function lookup(table: Record<string, MessageDescriptor>, i18n: I18n, code: string): string {
  const d = table[code];
  return d ? i18n._(d) : code.replace(/_/g, ' ');
}

export const outcomeLabel = (i18n: I18n, outcome: string): string => lookup(OUTCOME_LABELS, i18n, outcome);
export const reasonLabel = (i18n: I18n, reason: string): string => lookup(REASON_LABELS, i18n, reason);
export const methodLabel = (i18n: I18n, method: string): string => lookup(METHOD_LABELS, i18n, method);

/**
 * In the manage-bids view only bids of open competitions are active (workflows §4); the others
 * (closed, archived…) are inactive.
 */
export const isActiveCompetition = (status: string): boolean => status === 'open';

export const activityLabel = (i18n: I18n, competitionStatus: string): string =>
  isActiveCompetition(competitionStatus)
    ? i18n._({ id: 'manage.bids.activity.active', message: 'Active' })
    : i18n._({ id: 'manage.bids.activity.inactive', message: 'Inactive' });
