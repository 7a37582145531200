/** The settlement terms form: its values (text as typed) from a configuration, and the configuration they make. */
import type { SettlementConfig } from './api';

export interface ConfigValues {
  interval_minutes: string;
  method: 'historical' | 'nominated' | 'fixed';
  days_used: string;
  days_considered: string;
  day_selection: 'highest' | 'most_recent';
  adjust: boolean;
  measure_minutes: string;
  gap_minutes: string;
  positive_only: boolean;
  storage_exempt: boolean;
  lock_time: string;
  lock_days_before: string;
  profile: 'zero' | 'capacity' | 'reference_profile';
  performance_method: SettlementConfig['performance_method'];
  min_performance_ratio: string;
  penalty_rate?: string;
  invoice_mode: SettlementConfig['invoice_mode'];
  vat_rate_percent: string;
}

export function valuesOf(c: SettlementConfig): ConfigValues {
  const b = c.baseline;
  const adjustment = b.method === 'historical' ? b.same_day_adjustment : null;
  return {
    interval_minutes: String(c.interval_minutes),
    method: b.method,
    days_used: String(b.method === 'historical' ? b.days_used : 10),
    days_considered: String(b.method === 'historical' ? b.days_considered : 10),
    day_selection: b.method === 'historical' ? b.day_selection : 'highest',
    adjust: adjustment !== null,
    measure_minutes: String(adjustment?.measure_minutes ?? 180),
    gap_minutes: String(adjustment?.gap_minutes ?? 60),
    positive_only: adjustment?.positive_only ?? false,
    storage_exempt: adjustment?.storage_exempt ?? true,
    lock_time: b.method === 'nominated' ? b.lock_time : '12:00',
    lock_days_before: String(b.method === 'nominated' ? b.lock_days_before : 1),
    profile: b.method === 'fixed' ? b.profile : 'zero',
    performance_method: c.performance_method,
    min_performance_ratio: String(c.min_performance_ratio),
    penalty_rate: c.penalty_rate ?? '',
    invoice_mode: c.invoice_mode,
    vat_rate_percent: String(c.vat_rate_percent),
  };
}

function baselineOf(v: ConfigValues, current: SettlementConfig): SettlementConfig['baseline'] {
  if (v.method === 'historical') {
    return {
      method: 'historical',
      days_used: Number(v.days_used),
      days_considered: Number(v.days_considered),
      day_selection: v.day_selection,
      same_day_adjustment: v.adjust
        ? { measure_minutes: Number(v.measure_minutes), gap_minutes: Number(v.gap_minutes), positive_only: v.positive_only, storage_exempt: v.storage_exempt }
        : null,
    };
  }
  if (v.method === 'nominated') return { method: 'nominated', lock_time: v.lock_time.trim(), lock_days_before: Number(v.lock_days_before) };
  // A reference profile is kept as it was (it is set through the API); the form offers zero and capacity.
  if (current.baseline.method === 'fixed' && current.baseline.profile === 'reference_profile' && v.profile === 'reference_profile') return current.baseline;
  return { method: 'fixed', profile: v.profile === 'reference_profile' ? 'zero' : v.profile };
}

export function bodyOf(v: ConfigValues, current: SettlementConfig): SettlementConfig {
  const penalty = (v.penalty_rate ?? '').trim();
  return {
    interval_minutes: v.interval_minutes === '15' ? 15 : 30,
    baseline: baselineOf(v, current),
    performance_method: v.performance_method,
    min_performance_ratio: Number(v.min_performance_ratio),
    penalty_rate: penalty === '' ? null : penalty,
    invoice_mode: v.invoice_mode,
    vat_rate_percent: Number(v.vat_rate_percent),
  };
}
