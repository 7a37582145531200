import type { I18n, MessageDescriptor } from '@lingui/core';
import type { DecisionReason } from 'shared-session';
import type { DecisionMethod, DecisionState, RateField } from './model';

/** Words for the review's codes. Unknown codes show as they are. */
function label<K extends string>(table: Record<K, MessageDescriptor>) {
  return (i18n: I18n, code: string | null | undefined): string => {
    if (code === null || code === undefined || code === '') return '—';
    const d = (table as Record<string, MessageDescriptor | undefined>)[code];
    return d ? i18n._(d) : code.replace(/_/g, ' ');
  };
}

export const STATE_LABELS: Record<DecisionState, MessageDescriptor> = {
  accepted: /*i18n*/ { id: 'manage.review.state.accepted', message: 'Accepted' },
  rejected: /*i18n*/ { id: 'manage.review.state.rejected', message: 'Rejected' },
  pending: /*i18n*/ { id: 'manage.review.state.pending', message: 'Pending' },
};
export const stateLabel = label(STATE_LABELS);

/** Why a bid was decided as it was, in words. */
export const REASON_LABELS: Record<DecisionReason, MessageDescriptor> = {
  accepted: /*i18n*/ { id: 'manage.review.reason.accepted', message: 'Accepted' },
  rejected_by_operator: /*i18n*/ { id: 'manage.review.reason.rejectedByOperator', message: 'Rejected by you' },
  over_price_cap: /*i18n*/ { id: 'manage.review.reason.overPriceCap', message: 'Price above the cap' },
  excluded_gsp: /*i18n*/ { id: 'manage.review.reason.excludedGsp', message: 'Its grid supply point was excluded' },
  capacity_met: /*i18n*/ { id: 'manage.review.reason.capacityMet', message: 'Required capacity already met by lower-priced bids' },
  not_in_interval: /*i18n*/ { id: 'manage.review.reason.notInInterval', message: 'Its window is outside the demand intervals' },
};
export const reasonLabel = label(REASON_LABELS);

export const METHOD_LABELS: Record<DecisionMethod, MessageDescriptor> = {
  manual: /*i18n*/ { id: 'manage.review.method.manual', message: 'Manual' },
  auto: /*i18n*/ { id: 'manage.review.method.auto', message: 'Auto-decisioning' },
  clearing: /*i18n*/ { id: 'manage.review.method.clearing', message: 'Market clearing' },
};
export const methodLabel = label(METHOD_LABELS);

export const RATE_LABELS: Record<RateField, MessageDescriptor> = {
  availability_price: /*i18n*/ { id: 'manage.review.rate.availability', message: 'Availability price' },
  utilisation_price: /*i18n*/ { id: 'manage.review.rate.utilisation', message: 'Utilisation price' },
  service_fee: /*i18n*/ { id: 'manage.review.rate.serviceFee', message: 'Service fee' },
};
export const rateLabel = label(RATE_LABELS);

/** "Active" for open competitions, "Inactive" for the others (workflows §4). */
export function activityLabel(i18n: I18n, status: string): string {
  return status === 'open'
    ? i18n._({ id: 'manage.review.active', message: 'Active' })
    : i18n._({ id: 'manage.review.inactive', message: 'Inactive' });
}

/** The auto-decisioning rule, written out (the server's rule in bids/approvals/auto_decide/). */
export const AUTO_RULE: MessageDescriptor = /*i18n*/ {
  id: 'manage.review.auto.rule',
  message:
    'Per service window, bids are taken in merit order — lowest price first (the utilisation price when the competition takes one, otherwise its one rate), ties to the earlier submission, then the lower bid id — and accepted whole while the accepted capacity is below the window’s required capacity. Bids above the competition’s guide price are rejected as over the price cap; the rest as capacity already met.',
};
