import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage, toast } from 'shared-session';
import { LoadState, formatCalendarDate, useFormat, useLoad } from 'shared-ui';
import type { ReportQuery, ReportType } from './api';
import { REPORTS } from './reports';
import { FREQUENCIES, createSchedule, deleteSchedule, mySchedules, scheduleFilters, type Frequency } from './schedules';

const FREQUENCY_LABELS = {
  weekly: /*i18n*/ { id: 'analytics.schedule.weekly', message: 'Weekly (Mondays)' },
  monthly: /*i18n*/ { id: 'analytics.schedule.monthly', message: 'Monthly (on the 1st)' },
} as const;

/**
 * "Send by e-mail": the caller chooses weekly or monthly and the report, with the filters shown,
 * is e-mailed to them on that schedule; their schedules are listed with a button to stop each.
 */
export function Schedules({ report, filters }: { report: ReportType; filters: ReportQuery }) {
  const { i18n } = useLingui();
  const id = useId();
  const { region } = useFormat();
  const [frequency, setFrequency] = useState<Frequency>('weekly');
  const [saving, setSaving] = useState(false);
  const { result, update } = useLoad(mySchedules, i18n._({ id: 'analytics.schedule.loadFailed', message: 'Your e-mailed reports could not be loaded.' }), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const created = await createSchedule({ report, frequency, filters: scheduleFilters(filters) });
      update((list) => [...list, created]);
      toast({ kind: 'success', title: i18n._({ id: 'analytics.schedule.created', message: 'The report will be e-mailed to you' }) });
    } catch (error) {
      toast({ kind: 'error', title: i18n._({ id: 'analytics.schedule.createFailed', message: 'The report was not scheduled' }), text: errorMessage(error, '') });
    } finally {
      setSaving(false);
    }
  };

  const remove = async (scheduleId: number) => {
    try {
      await deleteSchedule(scheduleId);
      update((list) => list.filter((s) => s.id !== scheduleId));
      toast({ kind: 'success', title: i18n._({ id: 'analytics.schedule.deleted', message: 'The e-mail is stopped' }) });
    } catch (error) {
      toast({ kind: 'error', title: i18n._({ id: 'analytics.schedule.deleteFailed', message: 'The e-mail was not stopped' }), text: errorMessage(error, '') });
    }
  };

  return (
    <section className="analytics-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans id="analytics.schedule.title" message="Send by e-mail" />
      </h2>
      <form className="analytics-schedule" onSubmit={(e) => void submit(e)}>
        <fieldset className="fx-field">
          <legend className="fx-field__label">
            <Trans id="analytics.schedule.frequency" message="How often" />
          </legend>
          {FREQUENCIES.map((value) => (
            <label key={value} className="analytics-schedule__choice">
              <input type="radio" name={`${id}-frequency`} value={value} checked={frequency === value} onChange={() => setFrequency(value)} /> {i18n._(FREQUENCY_LABELS[value])}
            </label>
          ))}
          <p className="fx-field__hint">
            <Trans id="analytics.schedule.hint" message="The e-mail brings the report’s table as CSV, with the competition, area, product and provider chosen now. A weekly e-mail covers the seven days before each Monday; a monthly one the month before." />
          </p>
        </fieldset>
        <button type="submit" className="fx-button fx-button--primary" disabled={saving}>
          <Trans id="analytics.schedule.submit" message="E-mail me this report" />
        </button>
      </form>
      <h3>
        <Trans id="analytics.schedule.list" message="Your e-mailed reports" />
      </h3>
      <LoadState result={result} loading={<Trans id="analytics.schedule.loading" message="Loading your e-mailed reports…" />} />
      {result.state === 'ready' ? (
        result.value.length === 0 ? (
          <p>
            <Trans id="analytics.schedule.none" message="You have no reports e-mailed to you." />
          </p>
        ) : (
          <ul className="analytics-schedule__list">
            {result.value.map((s) => {
              const name = i18n._(REPORTS[s.report].title);
              const how = i18n._(FREQUENCY_LABELS[s.frequency]);
              return (
                <li key={s.id}>
                  <span>
                    <Trans id="analytics.schedule.item" message="{name}, {how}: next e-mail {next}" values={{ name, how, next: formatCalendarDate(s.next_send, 'medium', region) ?? s.next_send }} />
                  </span>{' '}
                  <button type="button" className="fx-button" onClick={() => void remove(s.id)}>
                    <Trans id="analytics.schedule.delete" message="Stop {name}, {how}" values={{ name, how }} />
                  </button>
                </li>
              );
            })}
          </ul>
        )
      ) : null}
    </section>
  );
}
