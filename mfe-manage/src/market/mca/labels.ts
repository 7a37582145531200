import type { I18n, MessageDescriptor } from '@lingui/core';
import type { DecisionReason, HolidayHandling } from './types';

/** A decision's reason in words (workflows §4; the clearing engine's reasons). */
export const REASON_LABELS: Record<DecisionReason, MessageDescriptor> = {
  accepted: /*i18n*/ { id: 'manage.mca.reason.accepted', message: 'Accepted' },
  over_price_cap: /*i18n*/ { id: 'manage.mca.reason.overPriceCap', message: 'Over the price cap' },
  excluded_gsp: /*i18n*/ { id: 'manage.mca.reason.excludedGsp', message: 'Excluded GSP' },
  capacity_met: /*i18n*/ { id: 'manage.mca.reason.capacityMet', message: 'Capacity already met' },
  not_in_interval: /*i18n*/ { id: 'manage.mca.reason.notInInterval', message: 'Not in any demand interval' },
  rejected_by_operator: /*i18n*/ { id: 'manage.mca.reason.rejectedByOperator', message: 'Rejected by the operator' },
};

export function reasonLabel(i18n: I18n, reason: string): string {
  const d = (REASON_LABELS as Record<string, MessageDescriptor | undefined>)[reason];
  return d ? i18n._(d) : reason.replace(/_/g, ' ');
}

export const decisionLabel = (i18n: I18n, approved: boolean): string =>
  approved ? i18n._({ id: 'manage.mca.decision.accepted', message: 'Accepted' }) : i18n._({ id: 'manage.mca.decision.rejected', message: 'Rejected' });

export const HOLIDAY_LABELS: Record<HolidayHandling, MessageDescriptor> = {
  Ignore: /*i18n*/ { id: 'manage.mca.holidays.ignore', message: 'Ignore (public holidays are like any other day)' },
  Exclude: /*i18n*/ { id: 'manage.mca.holidays.exclude', message: 'Exclude public holidays' },
  Only: /*i18n*/ { id: 'manage.mca.holidays.only', message: 'Only public holidays' },
};

export const holidayLabel = (i18n: I18n, handling: HolidayHandling): string => i18n._(HOLIDAY_LABELS[handling]);
