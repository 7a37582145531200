/** Dispatch words, once for every screen (workflows §3 Dispatch): an instruction's status and a provider's response. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { DispatchHistoryEntry, DispatchResponseValue, InstructionStatus } from './types';

export const STATUSES: readonly InstructionStatus[] = ['created', 'scheduled', 'awaiting response', 'accepted', 'rejected', 'expired', 'stop', 'unknown'];

const STATUS_LABELS: Record<InstructionStatus, MessageDescriptor> = {
  created: /*i18n*/ { id: 'operations.status.created', message: 'Created' },
  scheduled: /*i18n*/ { id: 'operations.status.scheduled', message: 'Scheduled' },
  'awaiting response': /*i18n*/ { id: 'operations.status.awaitingResponse', message: 'Awaiting response' },
  accepted: /*i18n*/ { id: 'operations.status.accepted', message: 'Accepted' },
  rejected: /*i18n*/ { id: 'operations.status.rejected', message: 'Rejected' },
  expired: /*i18n*/ { id: 'operations.status.expired', message: 'Expired' },
  stop: /*i18n*/ { id: 'operations.status.stop', message: 'Stopped' },
  unknown: /*i18n*/ { id: 'operations.status.unknown', message: 'Unknown' },
};

/** An instruction's status in words; an unexpected code shows as Unknown. */
export function statusLabel(i18n: I18n, status: string | null | undefined): string {
  const d = STATUS_LABELS[(status ?? 'unknown') as InstructionStatus] ?? STATUS_LABELS.unknown;
  return i18n._(d);
}

const RESPONSE_LABELS: Record<DispatchResponseValue, MessageDescriptor> = {
  accepted: /*i18n*/ { id: 'operations.response.accepted', message: 'Accepted' },
  rejected: /*i18n*/ { id: 'operations.response.rejected', message: 'Rejected' },
};

/** A provider's response in words; a dash when there is none. */
export function responseLabel(i18n: I18n, response: string | null | undefined): string {
  const d = response ? RESPONSE_LABELS[response as DispatchResponseValue] : undefined;
  return d ? i18n._(d) : '—';
}

/** The provider may still answer: sent, unanswered, before the deadline. */
export function canRespond(i: { status: string; response_deadline: string }, now = Date.now()): boolean {
  return i.status === 'awaiting response' && Date.parse(i.response_deadline) > now;
}

/** The operator may still stop it: scheduled, awaiting response or accepted, and not yet over (the server's rule). */
export function canStop(i: { status: string; end: string }, now = Date.now()): boolean {
  return ['scheduled', 'awaiting response', 'accepted'].includes(i.status) && Date.parse(i.end) > now;
}

const KIND_LABELS: Record<DispatchHistoryEntry['kind'], MessageDescriptor> = {
  created: /*i18n*/ { id: 'operations.history.created', message: 'Created' },
  scheduled: /*i18n*/ { id: 'operations.history.scheduled', message: 'Scheduled' },
  sent: /*i18n*/ { id: 'operations.history.sent', message: 'Sent to the provider' },
  accepted: /*i18n*/ { id: 'operations.history.accepted', message: 'Accepted by the provider' },
  rejected: /*i18n*/ { id: 'operations.history.rejected', message: 'Rejected by the provider' },
  expired: /*i18n*/ { id: 'operations.history.expired', message: 'Expired unanswered' },
  stopped: /*i18n*/ { id: 'operations.history.stopped', message: 'Stopped by the operator' },
};

/** What happened, in words (an instruction's history). */
export function historyLabel(i18n: I18n, kind: string): string {
  const d = KIND_LABELS[kind as DispatchHistoryEntry['kind']];
  return d ? i18n._(d) : kind;
}
