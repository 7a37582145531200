/** Words for the alerts' codes: triggers, channels and how often. */
import type { MessageDescriptor } from '@lingui/core';
import { codeLabel } from '../common/competitions/labels';
import type { AlertChannel, AlertFrequency, AlertTrigger } from './api';

export const TRIGGERS: readonly AlertTrigger[] = ['qualification_open', 'bidding_open', 'results_published', 'milestone_due'];
export const CHANNELS: readonly AlertChannel[] = ['email', 'push', 'webhook'];
export const FREQUENCIES: readonly AlertFrequency[] = ['immediate', 'daily'];

const TRIGGER_LABELS: Record<AlertTrigger, MessageDescriptor> = {
  qualification_open: /*i18n*/ { id: 'manage.alerts.trigger.qualificationOpen', message: 'A competition opens for qualification' },
  bidding_open: /*i18n*/ { id: 'manage.alerts.trigger.biddingOpen', message: 'A competition opens for bidding' },
  results_published: /*i18n*/ { id: 'manage.alerts.trigger.resultsPublished', message: 'Results are published' },
  milestone_due: /*i18n*/ { id: 'manage.alerts.trigger.milestoneDue', message: 'A milestone is due' },
};
export const triggerLabel = codeLabel(TRIGGER_LABELS);

const CHANNEL_LABELS: Record<AlertChannel, MessageDescriptor> = {
  email: /*i18n*/ { id: 'manage.alerts.channel.email', message: 'E-mail' },
  push: /*i18n*/ { id: 'manage.alerts.channel.push', message: 'Live notification' },
  webhook: /*i18n*/ { id: 'manage.alerts.channel.webhook', message: 'Webhook' },
};
export const channelLabel = codeLabel(CHANNEL_LABELS);

const FREQUENCY_LABELS: Record<AlertFrequency, MessageDescriptor> = {
  immediate: /*i18n*/ { id: 'manage.alerts.frequency.immediate', message: 'At once' },
  daily: /*i18n*/ { id: 'manage.alerts.frequency.daily', message: 'Daily digest' },
};
export const frequencyLabel = codeLabel(FREQUENCY_LABELS);
