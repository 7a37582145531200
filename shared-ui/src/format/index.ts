/** Dates, numbers, money and units per region and time zone (platform §3, §9). */
export { formatNumber, formatInteger, formatCapacity, formatKv, formatMoney, formatPricePerMWh, powerUnitOf, toNumber, CAPACITY_DECIMALS, KV_DECIMALS } from './number';
export type { Numeric, NumberOptions, PowerUnit } from './number';
export { formatDate, formatDateTime, formatTime, formatCalendarDate, formatClockTime, formatContractEndDate, toInstant } from './date';
export type { DateInput, DateStyle } from './date';
export {
  formatUtcOffset,
  isRealWallTime,
  parseWallTime,
  utcToWallTime,
  utcToZonedText,
  wallTimeText,
  zoneLabel,
  zoneOffsetMinutes,
  zonedTextToUtc,
  zonedWallTimeToUtc,
} from './zoned';
export type { WallTime, ZonedConversion, ZonedInstant } from './zoned';
export { formatRelativeTime, relativeAmount, RELATIVE_THRESHOLDS } from './relative';
export type { RelativeAmount } from './relative';
export { DEFAULT_CURRENCY } from './region';
export type { FormatRegion } from './region';
export { formattersFor } from './bound';
export type { Formatters } from './bound';
export { useFormat } from './useFormat';
