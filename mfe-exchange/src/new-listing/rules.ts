/**
 * The listing rules the server applies, checked as the lister types so each message sits on its
 * field before anything is sent (the server checks them again and its messages land on the same
 * fields). Capacity market: more than 1 MW; the lister keeps either none of the agreement or at
 * least 1 MW; the transfer lasts from one day to the whole delivery year and lies inside it
 * (1 October – 30 September).
 */
import type { I18n } from '@lingui/core';
import type { Agreement } from '../common/api';
import { deliveryYear } from '../common/dates';
import { parseDecimal } from '../common/numbers';

export type RuleErrors = Partial<Record<string, string>>;

/** Within 1 W, as the API's 5 decimals. */
const EPS = 5e-6;

export interface QuantityInput {
  mw?: string;
  min_fill_mw?: string;
}

export interface CapacityInput extends QuantityInput {
  guide_price?: string;
  buy_now_price?: string;
  transfer_starts_on?: string;
  /** The transfer's last day (inclusive), as the lister types it. */
  transfer_last_day?: string;
}

const isDay = (v: string | undefined): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The smallest fill: a positive number no larger than the listing. */
export function minFillRule(i18n: I18n, input: QuantityInput): RuleErrors {
  const mw = parseDecimal(input.mw);
  const min = parseDecimal(input.min_fill_mw);
  if (!input.min_fill_mw || min === null || mw === null) return {};
  if (min <= 0) return { min_fill_mw: i18n._({ id: 'exchange.rule.minFillPositive', message: 'The smallest fill must be more than zero.' }) };
  if (min > mw + EPS) return { min_fill_mw: i18n._({ id: 'exchange.rule.minFillMax', message: 'The smallest fill cannot be more than the quantity listed.' }) };
  return {};
}

/** The capacity-market rules on quantity and transfer dates against the chosen agreement. */
export function capacityRules(i18n: I18n, input: CapacityInput, agreement: Agreement | null): RuleErrors {
  const errors: RuleErrors = { ...minFillRule(i18n, input) };
  const mw = parseDecimal(input.mw);
  if (agreement && !agreement.commissioned)
    errors.agreement = i18n._({
      id: 'exchange.rule.notCommissioned',
      message: 'This unit is still being built: it can be listed once its substantial-completion milestone (at least 90 % commissioned) is accepted.',
    });
  if (mw !== null) {
    if (mw <= 1 + EPS) errors.mw = i18n._({ id: 'exchange.rule.moreThanOne', message: 'List more than 1 MW: smaller transfers are not traded.' });
    else if (agreement) {
      const available = Number(agreement.available_mw);
      const left = available - mw;
      if (left < -EPS) errors.mw = i18n._({ id: 'exchange.rule.available', message: 'Only {available} MW of this agreement is free to list.', values: { available: agreement.available_mw } });
      else if (left > EPS && left < 1 - EPS)
        errors.mw = i18n._({
          id: 'exchange.rule.keep',
          message: 'You must keep none of the agreement or at least 1 MW: list all {available} MW, or at most {most} MW.',
          values: { available: agreement.available_mw, most: String(Math.round((available - 1) * 1e5) / 1e5) },
        });
    }
  }
  const minFill = parseDecimal(input.min_fill_mw);
  if (minFill !== null && minFill <= 1 + EPS && !errors.min_fill_mw)
    errors.min_fill_mw = i18n._({ id: 'exchange.rule.minFillOverOne', message: 'Each part sold must be more than 1 MW: set the smallest fill above 1 MW, or leave it empty.' });
  if (agreement) {
    const clear = Number(agreement.clear_price);
    const guide = parseDecimal(input.guide_price);
    const buyNow = parseDecimal(input.buy_now_price);
    if (guide !== null && guide > clear)
      errors.guide_price = i18n._({ id: 'exchange.rule.guideAboveClear', message: 'The guide price cannot be above the agreement’s clearing price ({clear}).', values: { clear: agreement.clear_price } });
    if (buyNow !== null && buyNow > clear)
      errors.buy_now_price = i18n._({ id: 'exchange.rule.buyNowAboveClear', message: 'The buy-now price cannot be above the clearing price ({clear}).', values: { clear: agreement.clear_price } });
  }
  if (agreement && isDay(input.transfer_starts_on) && isDay(input.transfer_last_day)) {
    const year = deliveryYear(agreement.delivery_year);
    if (input.transfer_starts_on < year.starts || input.transfer_starts_on > year.last)
      errors.transfer_starts_on = i18n._({ id: 'exchange.rule.startInYear', message: 'Start inside the delivery year: {from} to {to}.', values: { from: year.starts, to: year.last } });
    if (input.transfer_last_day < input.transfer_starts_on)
      errors.transfer_last_day = i18n._({ id: 'exchange.rule.atLeastDay', message: 'The transfer lasts at least one day: its last day cannot be before its first.' });
    else if (input.transfer_last_day > year.last)
      errors.transfer_last_day = i18n._({ id: 'exchange.rule.endInYear', message: 'End by the last day of the delivery year, {to}.', values: { to: year.last } });
  }
  return errors;
}

/** The transfer (or delivery) starts on or after the day bidding closes (`closeDay`, YYYY-MM-DD). */
export function startAfterClose(i18n: I18n, field: string, starts: string | undefined, closeDay: string | null): RuleErrors {
  if (!closeDay || !isDay(starts) || starts >= closeDay) return {};
  return { [field]: i18n._({ id: 'exchange.rule.startAfterClose', message: 'The transfer cannot start before the day bidding closes ({day}).', values: { day: closeDay } }) };
}

/** Bidding closes after it opens. */
export function biddingRule(i18n: I18n, opensUtc: string | null, closesUtc: string | null): RuleErrors {
  if (opensUtc && closesUtc && closesUtc <= opensUtc) return { bidding_closes: i18n._({ id: 'exchange.rule.closesAfterOpens', message: 'Bidding must close after it opens.' }) };
  return {};
}

/** The obligation rules (the whole obligation goes to one buyer): a transfer start on a day it runs, and a buy-now price no higher than its availability rate. */
export function obligationRules(
  i18n: I18n,
  input: { transfer_starts_on?: string; buy_now_price?: string },
  obligation: { starts_on: string; ends_on: string; availability_rate: string | null } | null,
): RuleErrors {
  const errors: RuleErrors = {};
  const buyNow = parseDecimal(input.buy_now_price);
  if (obligation?.availability_rate && buyNow !== null && buyNow > Number(obligation.availability_rate))
    errors.buy_now_price = i18n._({
      id: 'exchange.rule.buyNowAboveRate',
      message: 'The buy-now price cannot be above the obligation’s availability rate ({rate}).',
      values: { rate: obligation.availability_rate },
    });
  if (obligation && isDay(input.transfer_starts_on) && (input.transfer_starts_on < obligation.starts_on || input.transfer_starts_on >= obligation.ends_on))
    errors.transfer_starts_on = i18n._({ id: 'exchange.rule.obligationStart', message: 'Start the transfer on a day the obligation runs.' });
  return errors;
}

/** Load modification: the last month is not before the first, and the window has a length. */
export function loadModificationRules(i18n: I18n, input: QuantityInput & { first_month?: string; last_month?: string; start_time?: string; end_time?: string }): RuleErrors {
  const errors: RuleErrors = { ...minFillRule(i18n, input) };
  const month = /^\d{4}-(0[1-9]|1[0-2])$/;
  if (input.first_month && !month.test(input.first_month)) errors.first_month = i18n._({ id: 'exchange.rule.month', message: 'Enter a month as YYYY-MM.' });
  if (input.last_month && !month.test(input.last_month)) errors.last_month = i18n._({ id: 'exchange.rule.month', message: 'Enter a month as YYYY-MM.' });
  else if (input.first_month && input.last_month && month.test(input.first_month) && input.last_month < input.first_month)
    errors.last_month = i18n._({ id: 'exchange.rule.lastMonth', message: 'The last month cannot be before the first.' });
  if (input.start_time && input.end_time && input.start_time === input.end_time)
    errors.end_time = i18n._({ id: 'exchange.rule.window', message: 'The window must end at a different time from its start.' });
  return errors;
}
