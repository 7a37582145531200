/**
 * The clearing results' tables: the columns of the demand intervals (with a remove button on
 * day-ahead runs) and of the decisions on bids, over the results' formats of price, capacity and
 * interval names.
 */
import type { I18n } from '@lingui/core';
import type { DataTableColumn, Formatters, PowerUnit } from 'shared-ui';
import { describeDays, formatTimeRange } from '../../common/competitions';
import { outcomeLabel, reasonLabel } from '../shared/labels';
import type { McaBidDecision, McaDecisionSet, McaDemandInterval, McaStackBid } from './types';

export interface BidRow {
  bid: McaStackBid;
  decision: McaBidDecision | undefined;
}

export interface IntervalRow {
  index: number;
  interval: McaDemandInterval;
  result: McaDecisionSet['intervals'][number] | undefined;
}

/** How the results show a price, a capacity and an interval's name. */
export interface ResultFormats {
  price: (value: number | null | undefined) => string;
  capacity: (value: number | null | undefined) => string;
  intervalName: (index: number) => string;
}

/** The formats over the run's currency and volume unit, the competition's power unit and the intervals. */
export function resultFormats(
  i18n: I18n,
  format: Formatters,
  set: Pick<McaDecisionSet, 'currency' | 'unit'>,
  intervals: readonly McaDemandInterval[],
  powerUnit: PowerUnit,
): ResultFormats {
  return {
    price: (value) => (value === null || value === undefined ? '—' : `${format.formatMoney(value, set.currency)}/${set.unit}`),
    capacity: (value) => format.formatCapacity(value, powerUnit) ?? '—',
    intervalName: (index) => {
      const iv = intervals[index];
      const name = i18n._({ id: 'manage.mca.interval.name', message: 'Interval {n}', values: { n: index + 1 } });
      return iv ? `${name}, ${formatTimeRange(iv.start_time, iv.end_time, format.region)}` : name;
    },
  };
}

/** The demand intervals' columns: dates, days, the cap, required and accepted capacity, clearing price, met. */
export function intervalColumns(
  i18n: I18n,
  { price, capacity, intervalName }: ResultFormats,
  { formatCalendarDate }: Pick<Formatters, 'formatCalendarDate'>,
): DataTableColumn<IntervalRow>[] {
  return [
    { key: 'name', header: i18n._({ id: 'manage.mca.results.interval', message: 'Interval' }), value: (r) => intervalName(r.index), isRowHeader: true },
    {
      key: 'dates',
      header: i18n._({ id: 'manage.mca.results.dates', message: 'Dates' }),
      value: (r) => {
        const [start = '', end = ''] = r.interval.period_dates;
        return `${formatCalendarDate(start) ?? start} – ${formatCalendarDate(end) ?? end}`;
      },
    },
    { key: 'days', header: i18n._({ id: 'manage.mca.results.days', message: 'Days' }), value: (r) => describeDays(i18n, r.interval.service_days) },
    { key: 'instances', header: i18n._({ id: 'manage.mca.results.instances', message: 'Days served' }), value: (r) => r.result?.instances ?? null, align: 'end' },
    { key: 'cap', header: i18n._({ id: 'manage.mca.results.cap', message: 'Max utilisation rate' }), value: (r) => price(r.interval.max_utilisation_rate), align: 'end' },
    { key: 'required', header: i18n._({ id: 'manage.mca.results.required', message: 'Required' }), value: (r) => capacity(r.result?.required_capacity ?? r.interval.required_capacity), align: 'end' },
    {
      key: 'accepted',
      header: i18n._({ id: 'manage.mca.results.acceptedLeast', message: 'Accepted (least on any day)' }),
      value: (r) => capacity(r.result?.accepted_capacity),
      align: 'end',
    },
    { key: 'clearing', header: i18n._({ id: 'manage.mca.results.clearingPrice', message: 'Clearing price' }), value: (r) => price(r.result?.clearing_price), align: 'end' },
    {
      key: 'met',
      header: i18n._({ id: 'manage.mca.results.met', message: 'Capacity met' }),
      value: (r) =>
        r.result?.met ? i18n._({ id: 'manage.mca.results.metYes', message: 'Yes' }) : i18n._({ id: 'manage.mca.results.metNo', message: 'No' }),
    },
  ];
}

/** The column with each interval's remove button (day-ahead runs). */
export function removeIntervalColumn(i18n: I18n, intervalName: ResultFormats['intervalName'], remove: (index: number) => void, disabled: boolean): DataTableColumn<IntervalRow> {
  return {
    key: 'actions',
    header: <span className="fx-visually-hidden">{i18n._({ id: 'manage.mca.results.actions', message: 'Actions' })}</span>,
    csvHeader: 'actions',
    exportable: false,
    render: (r) => (
      <button type="button" className="fx-button" disabled={disabled} onClick={() => remove(r.index)}>
        {i18n._({ id: 'manage.mca.results.remove', message: 'Remove {interval}', values: { interval: intervalName(r.index) } })}
      </button>
    ),
  };
}

/** The decisions' columns: provider, window, capacity, price, GSPs, decision, reason and paid price. */
export function bidColumns(i18n: I18n, { price, capacity }: ResultFormats): DataTableColumn<BidRow>[] {
  return [
    { key: 'provider', header: i18n._({ id: 'manage.mca.bids.provider', message: 'Provider' }), value: (r) => r.bid.flex_provider_name, sortable: true, isRowHeader: true },
    { key: 'window', header: i18n._({ id: 'manage.mca.bids.window', message: 'Window' }), value: (r) => r.bid.window_name, sortable: true },
    { key: 'capacity', header: i18n._({ id: 'manage.mca.bids.capacity', message: 'Capacity' }), value: (r) => r.bid.capacity, render: (r) => capacity(r.bid.capacity), sortable: true, align: 'end' },
    { key: 'price', header: i18n._({ id: 'manage.mca.bids.price', message: 'Price' }), value: (r) => r.bid.price, render: (r) => price(r.bid.price), sortable: true, align: 'end' },
    { key: 'gsps', header: i18n._({ id: 'manage.mca.bids.gsps', message: 'GSPs' }), value: (r) => r.bid.gsps.join(', ') },
    {
      key: 'decision',
      header: i18n._({ id: 'manage.mca.bids.decision', message: 'Decision' }),
      value: (r) => (r.decision ? outcomeLabel(i18n, r.decision.approved ? 'accepted' : 'rejected') : '—'),
      sortable: true,
    },
    { key: 'reason', header: i18n._({ id: 'manage.mca.bids.reason', message: 'Reason' }), value: (r) => (r.decision ? reasonLabel(i18n, r.decision.reason, 'operator') : '—'), sortable: true },
    { key: 'paid', header: i18n._({ id: 'manage.mca.bids.paid', message: 'Paid price' }), value: (r) => r.decision?.paid_price ?? null, render: (r) => price(r.decision?.paid_price), align: 'end' },
  ];
}
