/**
 * Confirm an unavailability (`/manage/flexprovider/availability/confirm`): the record as it will be
 * saved — the asset, from and to in the region's time zone (and UTC), the reason — then Save
 * (POST, or PATCH of the record being changed). The server's messages stay on this screen, with
 * the way back to change the details.
 */
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus, errorMessage, toast } from 'shared-session';
import { EmptyState, formatDateTime, Notification, useBusValue } from 'shared-ui';
import { changeRecord, createRecord } from './api';
import { AvailabilityShell } from './AvailabilityShell';
import { isReviewState } from './reviewState';
import { toBody } from './model';
import { AVAILABILITY_PATHS } from './paths';

export function AvailabilityConfirmPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const region = useBusValue(bus.region$);
  const state: unknown = location.state;
  const review = isReviewState(state) ? state : null;
  const body = review ? toBody(review.draft, region.timezone) : null;
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const title = <Trans id="manage.availability.confirm.title" message="Confirm the unavailability" />;

  if (!review || !body) {
    return (
      <AvailabilityShell title={title}>
        <EmptyState
          title={<Trans id="manage.availability.confirm.nothing" message="There is nothing to confirm" />}
          description={
            <Trans id="manage.availability.confirm.nothingText" message="An unavailability needs its asset, from, to and reason. Fill them in first, then review them here." />
          }
          action={
            <Link className="fx-button fx-button--primary" to={AVAILABILITY_PATHS.change} state={review ?? undefined}>
              <Trans id="manage.availability.confirm.toChange" message="Record unavailability" />
            </Link>
          }
        />
      </AvailabilityShell>
    );
  }

  const { draft, recordId } = review;
  const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
  const save = async () => {
    setSaving(true);
    setProblem(null);
    try {
      const saved = recordId === null ? await createRecord(body) : await changeRecord(recordId, body);
      toast({
        kind: 'success',
        title: i18n._({ id: 'manage.availability.saved', message: 'The unavailability of {ref} was saved', values: { ref: saved.asset_ref } }),
      });
      navigate(AVAILABILITY_PATHS.list);
    } catch (error) {
      setProblem(errorMessage(error, i18n._({ id: 'manage.availability.saveFailed', message: 'The record could not be saved. Please try again.' })));
      setSaving(false);
    }
  };

  return (
    <AvailabilityShell
      title={title}
      intro={<Trans id="manage.availability.confirm.intro" message="Check the record, then save it. To correct anything, go back to change the details." />}
    >
      {problem ? <Notification kind="error" title={i18n._({ id: 'manage.availability.notSaved', message: 'The record was not saved' })} text={problem} /> : null}
      <dl className="availability-review" aria-label={i18n._({ id: 'manage.availability.confirm.summary', message: 'The unavailability to save' })}>
        <dt>
          <Trans id="manage.availability.asset" message="Asset" />
        </dt>
        <dd>
          {draft.asset?.ref} {draft.asset?.name}
        </dd>
        <dt>
          <Trans id="manage.availability.from" message="Unavailable from" />
        </dt>
        <dd>
          {formatDateTime(body.unavailable_from, region)} ({utc(body.unavailable_from)})
        </dd>
        <dt>
          <Trans id="manage.availability.to" message="Available again" />
        </dt>
        <dd>
          {formatDateTime(body.unavailable_to, region)} ({utc(body.unavailable_to)})
        </dd>
        <dt>
          <Trans id="manage.availability.reason" message="Reason" />
        </dt>
        <dd>{body.reason}</dd>
      </dl>
      <div className="availability-form__actions">
        <button type="button" className="fx-button fx-button--primary" disabled={saving} onClick={() => void save()}>
          {saving ? <Trans id="manage.availability.saving" message="Saving…" /> : <Trans id="manage.availability.save" message="Save" />}
        </button>
        <Link className="fx-button" to={AVAILABILITY_PATHS.change} state={review}>
          <Trans id="manage.availability.confirm.back" message="Change the details" />
        </Link>
        <Link className="fx-button" to={AVAILABILITY_PATHS.list}>
          <Trans id="manage.availability.cancel" message="Cancel" />
        </Link>
      </div>
    </AvailabilityShell>
  );
}
