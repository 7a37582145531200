/** Every formatter bound to one region (what useFormat returns). */
import {
  formatCalendarDate,
  formatClockTime,
  formatContractEndDate,
  formatDate,
  formatDateTime,
  formatTime,
  type DateInput,
  type DateStyle,
} from './date';
import { formatCapacity, formatInteger, formatKv, formatMoney, formatNumber, formatPricePerMWh, type NumberOptions, type Numeric, type PowerUnit } from './number';
import type { FormatRegion } from './region';
import { formatRelativeTime } from './relative';

export interface Formatters {
  region: FormatRegion;
  formatNumber(value: Numeric, options?: NumberOptions): string | null;
  formatInteger(value: Numeric): string | null;
  formatCapacity(value: Numeric, unit?: PowerUnit): string | null;
  formatKv(value: Numeric): string | null;
  formatMoney(value: Numeric, currency?: string | null): string | null;
  formatPricePerMWh(value: Numeric, currency?: string | null): string | null;
  formatDate(value: DateInput, style?: DateStyle): string | null;
  formatDateTime(value: DateInput): string | null;
  formatTime(value: DateInput): string | null;
  formatCalendarDate(ymd: string | null | undefined, style?: DateStyle): string | null;
  formatClockTime(hhmm: string | null | undefined): string | null;
  formatContractEndDate(stored: DateInput, style?: DateStyle): string | null;
  formatRelativeTime(value: DateInput, now?: DateInput): string | null;
}

export function formattersFor(region: FormatRegion): Formatters {
  return {
    region,
    formatNumber: (value, options) => formatNumber(value, options, region),
    formatInteger: (value) => formatInteger(value, region),
    formatCapacity: (value, unit) => formatCapacity(value, unit, region),
    formatKv: (value) => formatKv(value, region),
    formatMoney: (value, currency) => formatMoney(value, currency, region),
    formatPricePerMWh: (value, currency) => formatPricePerMWh(value, currency, region),
    formatDate: (value, style) => formatDate(value, style, region),
    formatDateTime: (value) => formatDateTime(value, region),
    formatTime: (value) => formatTime(value, region),
    formatCalendarDate: (ymd, style) => formatCalendarDate(ymd, style, region),
    formatClockTime: (hhmm) => formatClockTime(hhmm, region),
    formatContractEndDate: (stored, style) => formatContractEndDate(stored, style, region),
    formatRelativeTime: (value, now) => formatRelativeTime(value, now, region),
  };
}
