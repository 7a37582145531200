/**
 * A report value in words, per its kind (the contract's `CellKind`) and the region's locale:
 * money and prices in the answer's currency, MW and MWh, ratios as percentages, durations,
 * calendar dates and months. Built on shared-ui's formatters; the kinds they do not cover
 * (percent, month, duration) use Intl in the same locale.
 */
import type { I18n } from '@lingui/core';
import { formatCalendarDate, formatCapacity, formatInteger, formatMoney, formatNumber, type FormatRegion } from 'shared-ui';
import type { CellKind, CellValue } from './api';

export interface ValueContext {
  /** The region whose locale the values are written in (the session's). */
  region: FormatRegion;
  i18n: I18n;
  /** The currency of `money` and `price` values (the report's). */
  currency: string;
}

/** The number a cell stands for (API decimals come as text); null when blank or not a number. */
export function numberOf(value: CellValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** "2026-03" → "Mar 2026" in the locale; other text as it is. */
export function formatMonth(value: string, locale: string): string {
  const m = MONTH.exec(value);
  if (!m) return value;
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
}

/** 0.256 → "25.6%" in the locale (at most one decimal). */
export function formatRatio(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'negative' }).format(value);
}

/** 3725 seconds → "1 hr 2 min 5 sec" in the locale (whole seconds; the larger units only when reached). */
export function formatSeconds(value: number, locale: string): string {
  const total = Math.round(Math.abs(value));
  const parts: [number, 'hour' | 'minute' | 'second'][] = [
    [Math.floor(total / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total % 60, 'second'],
  ];
  const shown = parts.filter(([amount], index) => amount > 0 || (index === 2 && total === 0));
  const text = shown.map(([amount, unit]) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(amount)).join(' ');
  return value < 0 ? `−${text}` : text;
}

/** A value of `kind` in words; blank and unreadable values are null (the caller shows its dash). */
export function formatValue(value: CellValue | undefined, kind: CellKind, unit: string | undefined, { region, i18n, currency }: ValueContext): string | null {
  if (value === null || value === undefined || value === '') return null;
  const locale = region.locale;
  const n = numberOf(value);
  switch (kind) {
    case 'text':
      return String(value);
    case 'flag':
      return value === true || value === 'true'
        ? i18n._({ id: 'analytics.value.yes', message: 'Yes' })
        : i18n._({ id: 'analytics.value.no', message: 'No' });
    case 'date':
      return typeof value === 'string' ? (formatCalendarDate(value, 'medium', region) ?? value) : String(value);
    case 'month':
      return typeof value === 'string' ? formatMonth(value, locale) : String(value);
    case 'count':
      return formatInteger(n, region);
    case 'number':
      return formatNumber(n, { maxDecimals: 2 }, region);
    case 'mw':
      return formatCapacity(n, 'MW', region);
    case 'mwh': {
      const text = formatNumber(n, { maxDecimals: 3 }, region);
      return text === null ? null : `${text} MWh`;
    }
    case 'money':
      return formatMoney(n, currency, region);
    case 'price': {
      const money = formatMoney(n, currency, region);
      return money === null ? null : unit ? `${money}/${unit}` : money;
    }
    case 'ratio':
      return n === null ? null : formatRatio(n, locale);
    case 'seconds':
      return n === null ? null : formatSeconds(n, locale);
    default:
      return String(value);
  }
}

/** The dash shown for a blank value. */
export const BLANK = '—';

/** A value in words, a dash when blank. */
export function shownValue(value: CellValue | undefined, kind: CellKind, unit: string | undefined, context: ValueContext): string {
  return formatValue(value, kind, unit, context) ?? BLANK;
}
