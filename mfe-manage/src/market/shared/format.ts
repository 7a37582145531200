/** A bid in words, as the provider's screens show it. */
import type { I18n } from '@lingui/core';
import type { Bid } from 'shared-session';
import { formatCalendarDate, formatMoney, type FormatRegion } from 'shared-ui';
import { formatTimeRange } from '../../common/competitions';

/** A bid's rates with the currency they are in and the capacity unit they are priced per. */
type Priced = Pick<Bid, 'availability_price' | 'utilisation_price' | 'service_fee'> & { currency: string; unit: string };

/** The bid's rates in words, one per rate the bid carries: "Availability £5.50/MW/h". */
export function priceLines(i18n: I18n, bid: Priced, region: FormatRegion): string[] {
  const money = (v: number | null) => formatMoney(v, bid.currency, region);
  const lines: string[] = [];
  const availability = money(bid.availability_price);
  if (availability) lines.push(i18n._({ id: 'manage.bids.price.availability', message: 'Availability {price}/{unit}/h', values: { price: availability, unit: bid.unit } }));
  const utilisation = money(bid.utilisation_price);
  if (utilisation) lines.push(i18n._({ id: 'manage.bids.price.utilisation', message: 'Utilisation {price}/{unit}h', values: { price: utilisation, unit: bid.unit } }));
  const fee = money(bid.service_fee);
  if (fee) lines.push(i18n._({ id: 'manage.bids.price.serviceFee', message: 'Service fee {price}', values: { price: fee } }));
  return lines;
}

/** "16:00–19:30, 1 Dec 2026 to 28 Feb 2027": the window's times and its period's dates. */
export function windowWhen(i18n: I18n, bid: Pick<Bid, 'window_start_time' | 'window_end_time' | 'period_start' | 'period_end'>, region: FormatRegion): string {
  return i18n._({
    id: 'manage.bids.window.when',
    message: '{times}, {from} to {to}',
    values: {
      times: formatTimeRange(bid.window_start_time, bid.window_end_time, region),
      from: formatCalendarDate(bid.period_start, 'medium', region) ?? bid.period_start,
      to: formatCalendarDate(bid.period_end, 'medium', region) ?? bid.period_end,
    },
  });
}

/** "Evening peak in Norwich winter peak": names a bid in buttons and dialogs. */
export function bidName(i18n: I18n, bid: Pick<Bid, 'window_name' | 'competition_name'>): string {
  return i18n._({ id: 'manage.bids.bidName', message: '{window} in {competition}', values: { window: bid.window_name, competition: bid.competition_name } });
}
