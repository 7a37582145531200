import { useLingui } from '@lingui/react';
import { formatCalendarDate, formatCapacity, formatClockTime, formatDateTime, powerUnitOf, type FormatRegion } from 'shared-ui';
import type { ShownCompetition, ShownWindow } from '../data/views';
import { daysLabel, holidayLabel } from '../domain/labels';

const DATE_FIELDS = ['qualification_open', 'qualification_closed', 'open', 'closed'] as const;

/** The competition's qualification and bidding dates, on the region's clock. */
export function CompetitionDates({ competition, region }: { competition: ShownCompetition; region: FormatRegion }) {
  const { i18n } = useLingui();
  const labels: Record<(typeof DATE_FIELDS)[number], string> = {
    qualification_open: i18n._({ id: 'dashboard.dates.qualificationOpen', message: 'Qualification opens' }),
    qualification_closed: i18n._({ id: 'dashboard.dates.qualificationClosed', message: 'Qualification closes' }),
    open: i18n._({ id: 'dashboard.dates.biddingOpen', message: 'Bidding opens' }),
    closed: i18n._({ id: 'dashboard.dates.biddingClosed', message: 'Bidding closes' }),
  };
  return (
    <section className="dash-section" aria-labelledby="dash-dates-title">
      <h2 id="dash-dates-title">{i18n._({ id: 'dashboard.dates.title', message: 'Dates' })}</h2>
      <dl className="dash-facts">
        {DATE_FIELDS.map((field) => {
          const iso = competition[field];
          const when = formatDateTime(iso, region);
          return (
            <div key={field} className="dash-facts__row">
              <dt>{labels[field]}</dt>
              <dd>{when && iso ? <time dateTime={iso}>{when}</time> : i18n._({ id: 'dashboard.dates.notSet', message: 'Not set' })}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}


/** Service periods and their windows: dates, days in words, times, holiday rule and capacity. */
export function CompetitionPeriods({ competition, region }: { competition: ShownCompetition; region: FormatRegion }) {
  const { i18n } = useLingui();
  const periods = (competition.service_periods ?? []).filter((p) => typeof p === 'object' && p !== null);
  const unit = powerUnitOf(competition.power_type);
  const windowText = (w: ShownWindow) =>
    [
      `${formatClockTime(w.start_time, region) ?? '?'}–${formatClockTime(w.end_time, region) ?? '?'}`,
      daysLabel(i18n, w.service_days, region.locale),
      holidayLabel(i18n, w.holiday_handling),
      w.capacity_required != null
        ? i18n._({ id: 'dashboard.window.capacity', message: '{capacity} required', values: { capacity: formatCapacity(w.capacity_required, unit, region) } })
        : null,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <section className="dash-section" aria-labelledby="dash-periods-title">
      <h2 id="dash-periods-title">{i18n._({ id: 'dashboard.periods.title', message: 'Service periods and windows' })}</h2>
      {periods.length === 0 ? (
        <p>{i18n._({ id: 'dashboard.periods.none', message: 'No service periods yet.' })}</p>
      ) : (
        periods.map((p) => (
          <div key={p.id} className="dash-period">
            <h3>
              {i18n._({
                id: 'dashboard.period.heading',
                message: '{name}: {from} to {to}',
                values: { name: p.name, from: formatCalendarDate(p.start, 'medium', region) ?? p.start, to: formatCalendarDate(p.end, 'medium', region) ?? p.end },
              })}
            </h3>
            {(p.windows ?? []).length === 0 ? (
              <p>{i18n._({ id: 'dashboard.period.noWindows', message: 'This period has no service windows.' })}</p>
            ) : (
              <ul className="dash-windows">
                {(p.windows ?? []).map((w) => (
                  <li key={w.id}>
                    <span className="dash-windows__name">{w.name}</span>
                    <span className="dash-windows__text">{windowText(w)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))
      )}
    </section>
  );
}
