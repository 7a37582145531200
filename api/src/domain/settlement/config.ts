/** The settlement configuration a competition starts with, by its operator's country. */
import type { SameDayAdjustment, SettlementConfig, SettlementCountry } from './schemas.js';

/** VAT (GST in Australia) on flexibility services by operator country, in percent. */
export const VAT_RATE_PERCENT: Record<SettlementCountry, number> = { GB: 20, IT: 22, PT: 23, AU: 10, US: 0 };

/**
 * Meter interval by country: half-hours in Great Britain's settlement; 15 minutes in Italy, the
 * Iberian market, the US programmes and Australia (the NEM settles 5-minute data, which sums to
 * quarter-hours).
 */
export const INTERVAL_MINUTES: Record<SettlementCountry, 30 | 15> = { GB: 30, IT: 15, PT: 15, AU: 15, US: 15 };

/** What a same-day adjustment measures once switched on: the 3 hours ending 1 hour before the event. */
export const DEFAULT_SAME_DAY_ADJUSTMENT: SameDayAdjustment = { measure_minutes: 180, gap_minutes: 60, positive_only: false, storage_exempt: true };

export const DEFAULT_MIN_PERFORMANCE_RATIO = 0.5;

export function defaultSettlementConfig(country: SettlementCountry): SettlementConfig {
  return {
    interval_minutes: INTERVAL_MINUTES[country],
    baseline: { method: 'historical', days_used: 10, days_considered: 10, day_selection: 'highest', same_day_adjustment: null },
    performance_method: 'energy_ratio',
    min_performance_ratio: DEFAULT_MIN_PERFORMANCE_RATIO,
    penalty_rate: null,
    invoice_mode: 'self_billed',
    vat_rate_percent: VAT_RATE_PERCENT[country],
  };
}
