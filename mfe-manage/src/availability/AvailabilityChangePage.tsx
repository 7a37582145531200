/**
 * Record or change an unavailability (`/manage/flexprovider/availability/change`, `?record=ID` to
 * change one, `?asset=ID` to start with an asset): the asset, from and to as a date (YYYY-MM-DD,
 * or day-month-year with -, / or ., reformatted) and a time (HH:MM), and the reason. Review leads
 * to the confirm screen with the whole record; nothing is saved here.
 */
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { Form, useFormState } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import { bus } from 'shared-session';
import { DateField, EmptyState, normaliseDate, TextAreaField, TimeField, useBusValue, zonedEntry, zoneNote, useLoad } from 'shared-ui';
import { getAssetChoice, getRecord } from './api';
import { AssetPicker } from './AssetPicker';
import { AvailabilityShell } from './AvailabilityShell';
import { draftOf, EMPTY_DRAFT, REASON_MAX, validateDraft, wallText, type UnavailabilityDraft } from './model';
import { AVAILABILITY_PATHS } from './paths';
import { isReviewState, type ReviewState } from './reviewState';

/**
 * Beside a time field: the zone it is read in and, once date and time are whole, the UTC instant
 * with the offset used (and which occurrence, when the clocks go back and the time occurs twice).
 */
function ZonedTimeHint({ side, zone }: { side: 'from' | 'to'; zone: string }) {
  const { i18n } = useLingui();
  const { values } = useFormState<UnavailabilityDraft>({ subscription: { values: true } });
  const entry = zonedEntry(wallText(values[`unavailable_${side}_date`] ?? '', values[`unavailable_${side}_time`] ?? ''), zone);
  return (
    <>
      {i18n._(zoneNote(zone))}.{entry.state === 'ok' ? ` ${i18n._(entry.note)}` : null}
    </>
  );
}

/**
 * The draft to start from: the review coming back from the confirm screen, else the record being
 * changed (`?record=ID`), else a new record, of the asset in `?asset=ID` when given.
 */
function useStartingDraft(zone: string) {
  const { i18n } = useLingui();
  const location = useLocation();
  const [search] = useSearchParams();
  const back: unknown = location.state;
  const returning = isReviewState(back) ? back : null;
  const recordParam = search.get('record');
  const assetParam = search.get('asset');
  const recordId = returning ? returning.recordId : recordParam && /^\d+$/.test(recordParam) ? Number(recordParam) : null;

  const { result } = useLoad<ReviewState>(
    async () => {
      if (returning) return returning;
      if (recordId !== null) return { draft: draftOf(await getRecord(recordId), zone), recordId };
      if (assetParam && /^\d+$/.test(assetParam)) return { draft: { ...EMPTY_DRAFT, asset: await getAssetChoice(assetParam) }, recordId: null };
      return { draft: EMPTY_DRAFT, recordId: null };
    },
    i18n._({ id: 'manage.availability.change.loadFailed', message: 'The record could not be loaded.' }),
    [recordId, assetParam, zone],
  );
  return { result, recordId };
}

export function AvailabilityChangePage() {
  // Review goes to the confirm screen once rendered (not inside the submit event).
  const [review, setReview] = useState<ReviewState | null>(null);
  const zone = useBusValue(bus.region$).timezone;
  const { result, recordId } = useStartingDraft(zone);

  const title =
    recordId !== null ? (
      <Trans id="manage.availability.change.titleEdit" message="Change an unavailability" />
    ) : (
      <Trans id="manage.availability.change.title" message="Record unavailability" />
    );
  const intro = (
    <Trans
      id="manage.availability.change.intro"
      message="Give the asset, when it stops being available and when it is available again, and why. Dates as YYYY-MM-DD (or DD-MM-YYYY), times as HH:MM in 24 hours, in your region's time zone ({zone})."
      values={{ zone }}
    />
  );

  if (review) return <Navigate to={AVAILABILITY_PATHS.confirm} state={review} />;
  if (result.state === 'loading') {
    return (
      <AvailabilityShell title={title}>
        <p role="status">
          <Trans id="manage.availability.change.loading" message="Loading…" />
        </p>
      </AvailabilityShell>
    );
  }
  if (result.state === 'failed') {
    return (
      <AvailabilityShell title={title}>
        <EmptyState
          title={result.notFound ? <Trans id="manage.availability.change.notFound" message="This record is not one of yours" /> : result.message}
          description={result.notFound ? result.message : undefined}
          action={
            <Link to={AVAILABILITY_PATHS.list}>
              <Trans id="manage.availability.backToList" message="Back to your records" />
            </Link>
          }
        />
      </AvailabilityShell>
    );
  }

  return (
    <AvailabilityShell title={title} intro={intro}>
      <UnavailabilityForm start={result.value} zone={zone} onReview={setReview} />
    </AvailabilityShell>
  );
}

/** One end of the unavailability: its date and its time, with the zone the time is read in. */
function EndFields({ side, zone, legend, dateLabel, timeLabel }: { side: 'from' | 'to'; zone: string; legend: ReactNode; dateLabel: ReactNode; timeLabel: ReactNode }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="availability-form__pair">
        <DateField name={`unavailable_${side}_date`} required label={dateLabel} />
        <TimeField name={`unavailable_${side}_time`} required label={timeLabel} hint={<ZonedTimeHint side={side} zone={zone} />} />
      </div>
    </fieldset>
  );
}

/** The record's fields; Review hands the whole draft (dates normalised) to the confirm screen. */
function UnavailabilityForm({ start, zone, onReview }: { start: ReviewState; zone: string; onReview: (review: ReviewState) => void }) {
  return (
    <Form<UnavailabilityDraft>
      initialValues={start.draft}
      validate={(values) => validateDraft(values, zone)}
      onSubmit={(values) => {
        const draft: UnavailabilityDraft = {
          ...values,
          reason: values.reason ?? '',
          unavailable_from_date: normaliseDate(values.unavailable_from_date ?? ''),
          unavailable_to_date: normaliseDate(values.unavailable_to_date ?? ''),
        };
        onReview({ draft, recordId: start.recordId });
      }}
      render={({ handleSubmit }) => (
        <form className="availability-form" onSubmit={(e) => void handleSubmit(e)} noValidate>
          <AssetPicker />
          <EndFields
            side="from"
            zone={zone}
            legend={<Trans id="manage.availability.from" message="Unavailable from" />}
            dateLabel={<Trans id="manage.availability.fromDate" message="From date" />}
            timeLabel={<Trans id="manage.availability.fromTime" message="From time" />}
          />
          <EndFields
            side="to"
            zone={zone}
            legend={<Trans id="manage.availability.to" message="Available again" />}
            dateLabel={<Trans id="manage.availability.toDate" message="To date" />}
            timeLabel={<Trans id="manage.availability.toTime" message="To time" />}
          />
          <TextAreaField name="reason" required maxLength={REASON_MAX} label={<Trans id="manage.availability.reason" message="Reason" />} />
          <div className="availability-form__actions">
            <button type="submit" className="fx-button fx-button--primary">
              <Trans id="manage.availability.review" message="Review" />
            </button>
            <Link className="fx-button" to={AVAILABILITY_PATHS.list}>
              <Trans id="manage.availability.cancel" message="Cancel" />
            </Link>
          </div>
        </form>
      )}
    />
  );
}
