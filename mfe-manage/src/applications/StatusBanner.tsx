import { Trans, useLingui } from '@lingui/react';
import { bus, type DpsOutcome } from 'shared-session';
import { formatDate, useBusValue } from 'shared-ui';
import { statusLabel } from './labels';
import type { FullApplication } from './api';

/** The badge of an application's status: Draft, Pending (until an outcome), Approved or Rejected. */
export function StatusBadge({ status }: { status: FullApplication['status'] }) {
  const { i18n } = useLingui();
  return <span className={`dps-status dps-status--${status}`}>{statusLabel(i18n, status)}</span>;
}

/** Where an application stands: its status, who submitted it and when, and the operator's decision with its note. */
export function StatusBanner({ application }: { application: Pick<FullApplication, 'status' | 'submitted' | 'submitted_by_name' | 'system_operator_name'> & { outcome: DpsOutcome | null } }) {
  const { outcome } = application;
  const region = useBusValue(bus.region$);
  const submitted = formatDate(application.submitted, 'long', region);
  const decided = outcome ? formatDate(outcome.created, 'long', region) : null;
  return (
    <div className="dps-banner">
      <p>
        <Trans id="manage.applications.banner.status" message="Status:" /> <StatusBadge status={application.status} />
        {submitted ? (
          <>
            {' '}
            <span className="dps__muted">
              {application.submitted_by_name ? (
                <Trans id="manage.applications.banner.submittedBy" message="Submitted by {name} on {date}." values={{ name: application.submitted_by_name, date: submitted }} />
              ) : (
                <Trans id="manage.applications.banner.submittedOn" message="Submitted on {date}." values={{ date: submitted }} />
              )}
            </span>
          </>
        ) : null}
      </p>
      {application.status === 'pending' ? (
        <p className="dps__muted">
          <Trans id="manage.applications.banner.pending" message="{operator} has not decided yet." values={{ operator: application.system_operator_name }} />
        </p>
      ) : null}
      {outcome ? (
        <p>
          {outcome.is_approved ? (
            <Trans id="manage.applications.banner.approved" message="Approved by {operator} on {date}." values={{ operator: application.system_operator_name, date: decided ?? '' }} />
          ) : (
            <Trans id="manage.applications.banner.rejected" message="Rejected by {operator} on {date}." values={{ operator: application.system_operator_name, date: decided ?? '' }} />
          )}
          {outcome.note ? (
            <>
              {' '}
              <Trans id="manage.applications.banner.note" message="Their note: {note}" values={{ note: outcome.note }} />
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
