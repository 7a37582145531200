/** The milestones screens' words for stored values: kinds and statuses. */
import type { I18n } from '@lingui/core';
import type { Milestone, MilestoneStatus } from './api';

export function kindLabel(i18n: I18n, m: Pick<Milestone, 'kind' | 'sequence'>): string {
  switch (m.kind) {
    case 'financial_commitment':
      return i18n._({ id: 'manage.milestones.kind.financial', message: 'Financial commitment' });
    case 'connection':
      return i18n._({ id: 'manage.milestones.kind.connection', message: 'Connection date' });
    case 'progress_report':
      return i18n._({ id: 'manage.milestones.kind.progress', message: 'Progress report {n}', values: { n: m.sequence } });
    case 'commissioning':
      return i18n._({ id: 'manage.milestones.kind.commissioning', message: 'Commissioning (90% of capacity operational)' });
  }
}

export function statusLabel(i18n: I18n, status: MilestoneStatus): string {
  switch (status) {
    case 'upcoming':
      return i18n._({ id: 'manage.milestones.status.upcoming', message: 'Upcoming' });
    case 'overdue':
      return i18n._({ id: 'manage.milestones.status.overdue', message: 'Overdue' });
    case 'submitted':
      return i18n._({ id: 'manage.milestones.status.submitted', message: 'Awaiting decision' });
    case 'accepted':
      return i18n._({ id: 'manage.milestones.status.accepted', message: 'Accepted' });
    case 'rejected':
      return i18n._({ id: 'manage.milestones.status.rejected', message: 'Rejected' });
    case 'closed':
      return i18n._({ id: 'manage.milestones.status.closed', message: 'Closed (contract terminated)' });
  }
}

/** The provider may submit (again) until the evidence is accepted, while the contract runs. */
export const canSubmit = (m: Milestone) => m.status === 'upcoming' || m.status === 'overdue' || m.status === 'rejected';
