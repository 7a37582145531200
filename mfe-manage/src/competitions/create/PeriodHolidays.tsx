/**
 * The public holidays inside a service period, from the real calendar of the competition's
 * region (`GET flex/holidays/?calendar=&from=&to=`): the chosen calendar, else the one the server
 * derives from the previewed area, else England.
 */
import { useEffect, useState } from 'react';
import { useField } from 'react-final-form';
import { useLingui } from '@lingui/react';
import { isIsoDate } from './dates';
import { useDraft } from './formContext';
import { HOLIDAY_CALENDAR_LABELS, holidayCalendarLabel, optionLabel } from './labels';
import type { PublicHoliday } from './types';

export const FALLBACK_CALENDAR = 'GB-ENG';

type State = { status: 'loading' } | { status: 'ready'; holidays: PublicHoliday[] } | { status: 'error' };

export function PeriodHolidays({ name }: { name: string }) {
  const { i18n } = useLingui();
  const { api, calendars, derivedCalendar } = useDraft();
  const start = useField<string>(`${name}.start`, { subscription: { value: true } }).input.value;
  const end = useField<string>(`${name}.end`, { subscription: { value: true } }).input.value;
  const chosen = useField<string>('holiday_calendar', { subscription: { value: true } }).input.value;
  const calendar = chosen || derivedCalendar || FALLBACK_CALENDAR;
  const option = calendars.find((c) => c.value === calendar);
  const calendarLabel = option ? optionLabel(HOLIDAY_CALENDAR_LABELS, i18n, option) : holidayCalendarLabel(i18n, calendar);
  const ready = isIsoDate(start) && isIsoDate(end) && start <= end;
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!ready) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    api
      .holidays(calendar, start, end, controller.signal)
      .then((holidays) => setState({ status: 'ready', holidays }))
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[competition form] holidays', e);
        setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [api, calendar, start, end, ready]);

  const heading = i18n._({
    id: 'manage.competitionForm.periodHolidays.heading',
    message: 'Public holidays in this period ({calendar})',
    values: { calendar: calendarLabel },
  });
  return (
    <div className="cf-holidays" role="group" aria-label={heading}>
      <p className="cf-holidays__heading">{heading}</p>
      {!ready ? (
        <p className="fx-field__hint">
          {i18n._({ id: 'manage.competitionForm.periodHolidays.needDates', message: 'Enter the start and end dates to see them.' })}
        </p>
      ) : state.status === 'loading' ? (
        <p className="fx-field__hint" role="status">
          {i18n._({ id: 'manage.competitionForm.periodHolidays.loading', message: 'Loading public holidays…' })}
        </p>
      ) : state.status === 'error' ? (
        <p className="fx-field__error">
          {i18n._({ id: 'manage.competitionForm.periodHolidays.failed', message: 'The public holidays could not be loaded.' })}
        </p>
      ) : state.holidays.length === 0 ? (
        <p className="fx-field__hint">{i18n._({ id: 'manage.competitionForm.periodHolidays.none', message: 'None.' })}</p>
      ) : (
        <ul className="cf-holidays__list">
          {state.holidays.map((h) => (
            <li key={`${h.date}-${h.name}`}>
              <time dateTime={h.date}>
                {i18n.date(new Date(`${h.date}T00:00:00Z`), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}
              </time>{' '}
              {h.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
