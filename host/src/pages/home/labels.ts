import type { I18n, MessageDescriptor } from '@lingui/core';
import type { CompetitionStatus, DispatchStatus } from 'shared-session';

/** Competition statuses in words (spec platform §4.2). */
export const COMPETITION_STATUS: Record<CompetitionStatus, MessageDescriptor> = {
  incomplete: /*i18n*/ { id: 'home.status.incomplete', message: 'Incomplete' },
  pending: /*i18n*/ { id: 'home.status.pending', message: 'Pending' },
  qualifying: /*i18n*/ { id: 'home.status.qualifying', message: 'Qualification open' },
  qualified: /*i18n*/ { id: 'home.status.qualified', message: 'Qualification closed' },
  open: /*i18n*/ { id: 'home.status.open', message: 'Bidding open' },
  closed: /*i18n*/ { id: 'home.status.closed', message: 'Bidding closed' },
  archived: /*i18n*/ { id: 'home.status.archived', message: 'Archived' },
};

export const DISPATCH_STATUS: Record<DispatchStatus, MessageDescriptor> = {
  created: /*i18n*/ { id: 'home.dispatch.created', message: 'Created' },
  scheduled: /*i18n*/ { id: 'home.dispatch.scheduled', message: 'Scheduled' },
  'awaiting response': /*i18n*/ { id: 'home.dispatch.awaiting', message: 'Awaiting response' },
  accepted: /*i18n*/ { id: 'home.dispatch.accepted', message: 'Accepted' },
  rejected: /*i18n*/ { id: 'home.dispatch.rejected', message: 'Rejected' },
  expired: /*i18n*/ { id: 'home.dispatch.expired', message: 'Expired' },
  stop: /*i18n*/ { id: 'home.dispatch.stopped', message: 'Stopped' },
  unknown: /*i18n*/ { id: 'home.dispatch.unknown', message: 'Unknown' },
};

/** A status in words; a status this build does not know is shown as sent. */
export function statusLabel(i18n: I18n, status: string): string {
  const known = (COMPETITION_STATUS as Record<string, MessageDescriptor | undefined>)[status];
  return known ? i18n._(known) : status;
}
