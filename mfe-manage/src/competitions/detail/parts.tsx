import { Fragment, useMemo, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { Region } from 'shared-session';
import { DataTable, formatCalendarDate, formatCapacity, formatDateTime, formatMoney, NotFoundPage, powerUnitOf, type DataTableColumn, type LoadStateProps } from 'shared-ui';
import {
  COMPETITION_DATES,
  dateLabel,
  describeDays,
  formatTimeRange,
  holidayLabel,
  periodsOf,
  statusLabel,
  type Competition,
  type CompetitionStatus,
  type ServiceWindow,
} from '../../common/competitions';
import './competitions.css';

/** A definition list of facts; entries without a value are left out. */
export function Facts({ items, label, className = 'competition-facts' }: { items: Array<[ReactNode, ReactNode | null | undefined]>; label?: string; className?: string }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <dl className={className} aria-label={label}>
      {shown.map(([term, value], i) => (
        <Fragment key={i}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The date whose phase is under way, by status: qualifying began at qualification_open, and so on. */
const PHASE_INDEX: Partial<Record<CompetitionStatus, number>> = { qualifying: 0, qualified: 1, open: 2, closed: 3, archived: 4 };

/** Status labels of the phase each date opens (spec platform §4.2). */
const PHASE_STATUS: readonly CompetitionStatus[] = ['qualifying', 'qualified', 'open', 'closed', 'archived'];

/**
 * The five dates in order, each with the status it starts ("Qualification open", "Bidding closed"…)
 * and whether it has passed, is the current phase, or is still to come.
 */
export function CompetitionDates({ competition, region }: { competition: Competition; region: Region }) {
  const { i18n } = useLingui();
  const current = PHASE_INDEX[competition.status] ?? -1;
  return (
    <ol className="competition-dates">
      {COMPETITION_DATES.map((field, index) => {
        const iso = competition[field];
        const when = formatDateTime(iso, region);
        const phase = statusLabel(i18n, PHASE_STATUS[index]);
        const state =
          index === current
            ? i18n._({ id: 'competitions.dates.now', message: 'Now: {status}', values: { status: phase } })
            : index < current
              ? i18n._({ id: 'competitions.dates.passed', message: 'Passed: {status} from this date', values: { status: phase } })
              : i18n._({ id: 'competitions.dates.upcoming', message: 'Upcoming: {status} from this date', values: { status: phase } });
        return (
          <li key={field} className={index === current ? 'is-current' : undefined} aria-current={index === current ? 'step' : undefined}>
            <span className="competition-dates__label">{dateLabel(i18n, field)}</span>
            {when && iso ? <time dateTime={iso}>{when}</time> : <Trans id="competitions.dates.notSet" message="Not set" />}
            <span className="competition-dates__state">{state}</span>
          </li>
        );
      })}
    </ol>
  );
}

function priceText(i18n: I18n, w: ServiceWindow, currency: string, region: Region): string {
  const parts = [
    w.fixed_availability_price != null
      ? i18n._({ id: 'competitions.window.price.availability', message: 'Availability {price}/MW/h', values: { price: formatMoney(w.fixed_availability_price, currency, region) } })
      : null,
    w.fixed_utilisation_price != null
      ? i18n._({ id: 'competitions.window.price.utilisation', message: 'Utilisation {price}/MWh', values: { price: formatMoney(w.fixed_utilisation_price, currency, region) } })
      : null,
    w.fixed_service_fee != null
      ? i18n._({ id: 'competitions.window.price.fee', message: 'Service fee {price}', values: { price: formatMoney(w.fixed_service_fee, currency, region) } })
      : null,
  ].filter((p): p is string => p !== null);
  return parts.join('; ');
}

function windowColumns(i18n: I18n, competition: Competition, region: Region): DataTableColumn<ServiceWindow>[] {
  const unit = powerUnitOf(competition.power_type);
  return [
    { key: 'name', header: i18n._({ id: 'competitions.window.name', message: 'Window' }), isRowHeader: true },
    {
      key: 'time',
      header: i18n._({ id: 'competitions.window.time', message: 'Time' }),
      value: (w) => formatTimeRange(w.start_time, w.end_time, region),
    },
    {
      key: 'days',
      header: i18n._({ id: 'competitions.window.days', message: 'Days' }),
      value: (w) => describeDays(i18n, w.service_days),
    },
    {
      key: 'holidays',
      header: i18n._({ id: 'competitions.window.holidays', message: 'Public holidays' }),
      value: (w) => holidayLabel(i18n, w.holiday_handling || 'Ignore'),
    },
    {
      key: 'capacity',
      header: i18n._({ id: 'competitions.window.capacity', message: 'Capacity required' }),
      align: 'end',
      value: (w) => formatCapacity(w.capacity_required, unit, region) ?? '',
      render: (w) => formatCapacity(w.capacity_required, unit, region) ?? '—',
    },
    {
      key: 'prices',
      header: i18n._({ id: 'competitions.window.prices', message: 'Fixed prices' }),
      value: (w) => priceText(i18n, w, competition.currency, region),
      render: (w) => priceText(i18n, w, competition.currency, region) || '—',
    },
    {
      key: 'minimum',
      header: i18n._({ id: 'competitions.window.minimumAggregate', message: 'Minimum aggregate size' }),
      align: 'end',
      value: (w) => formatCapacity(w.minimum_aggregate_asset_size, unit, region) ?? '',
      render: (w) => formatCapacity(w.minimum_aggregate_asset_size, unit, region) ?? '—',
    },
    { key: 'required_response_time', header: i18n._({ id: 'competitions.window.responseTime', message: 'Response time' }) },
    { key: 'minimum_run_time', header: i18n._({ id: 'competitions.window.minimumRunTime', message: 'Minimum run time' }) },
  ];
}

/** Service periods, each with a table of its windows: times, days in words, holidays, capacity and prices. */
export function PeriodsAndWindows({ competition, region, headingLevel = 3 }: { competition: Competition; region: Region; headingLevel?: 3 | 4 }) {
  const { i18n } = useLingui();
  const periods = periodsOf(competition);
  const columns = useMemo(() => windowColumns(i18n, competition, region), [i18n, competition, region]);
  const Heading = `h${headingLevel}` as const;
  if (periods.length === 0) {
    return (
      <p>
        <Trans id="competitions.periods.none" message="No service periods yet." />
      </p>
    );
  }
  return (
    <>
      {periods.map((period) => {
        const from = formatCalendarDate(period.start, 'medium', region) ?? period.start;
        const to = formatCalendarDate(period.end, 'medium', region) ?? period.end;
        return (
          <div key={period.id} className="competition-section">
            <Heading>
              <Trans id="competitions.period.heading" message="{name}: {from} to {to}" values={{ name: period.name, from, to }} />
            </Heading>
            <DataTable
              caption={<Trans id="competitions.period.caption" message="Service windows of {name}" values={{ name: period.name }} />}
              hideCaption
              columns={columns}
              rows={period.windows}
              getRowKey={(w) => w.id}
              empty={<Trans id="competitions.period.noWindows" message="This period has no service windows." />}
            />
          </div>
        );
      })}
    </>
  );
}

/** How a competition page shows its load: under the heading "Competition", and the not-found page for one not there or not this user's. */
export const COMPETITION_PAGE_LOAD = {
  page: { title: <Trans id="competitions.page.errorTitle" message="Competition" />, className: 'competitions-page' },
  loading: <Trans id="competitions.page.loading" message="Loading the competition…" />,
  notFound: <NotFoundPage />,
  failureClassName: 'competitions-page__error',
} satisfies Omit<LoadStateProps, 'result'>;

/** The "Try again" under a failed load of the competition and market screens. */
export function retryLoad(onRetry: () => void) {
  return { label: <Trans id="competitions.page.retry" message="Try again" />, onRetry };
}
