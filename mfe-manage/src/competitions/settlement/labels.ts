/** Words for a settlement configuration: methods, modes and a one-line summary of the baseline. */
import type { I18n } from '@lingui/core';
import type { BaselineMethod, SettlementConfig } from './api';

export function baselineSummary(i18n: I18n, b: BaselineMethod): string {
  if (b.method === 'historical') {
    const base = i18n._({
      id: 'settlementTerms.baseline.historical',
      message: 'Historical: {used} of the {considered} previous days of the same type ({selection})',
      values: {
        used: b.days_used,
        considered: b.days_considered,
        selection:
          b.day_selection === 'highest'
            ? i18n._({ id: 'settlementTerms.selection.highest', message: 'highest days' })
            : i18n._({ id: 'settlementTerms.selection.recent', message: 'most recent days' }),
      },
    });
    const a = b.same_day_adjustment;
    if (!a) return base;
    return i18n._({
      id: 'settlementTerms.baseline.adjusted',
      message: '{base}, with a same-day adjustment over {measure} minutes ending {gap} minutes before the event',
      values: { base, measure: a.measure_minutes, gap: a.gap_minutes },
    });
  }
  if (b.method === 'nominated') {
    return i18n._({
      id: 'settlementTerms.baseline.nominated',
      message: 'Nominated by the provider, locked at {time} {days, plural, =0 {on the delivery day} one {the day before} other {# days before}}',
      values: { time: b.lock_time, days: b.lock_days_before },
    });
  }
  if (b.profile === 'zero') return i18n._({ id: 'settlementTerms.baseline.zero', message: 'Fixed at zero' });
  if (b.profile === 'capacity') return i18n._({ id: 'settlementTerms.baseline.capacity', message: 'Fixed at the asset’s capacity' });
  return i18n._({ id: 'settlementTerms.baseline.profile', message: 'Fixed reference profile ({points} points × {devices} devices)', values: { points: b.reference_profile?.length ?? 0, devices: b.devices ?? 1 } });
}

export function performanceLabel(i18n: I18n, method: SettlementConfig['performance_method']): string {
  return method === 'energy_ratio'
    ? i18n._({ id: 'settlementTerms.performance.energy', message: 'Delivered energy ÷ instructed energy' })
    : i18n._({ id: 'settlementTerms.performance.average', message: 'Mean of each period’s delivered ÷ instructed' });
}

export function invoiceModeLabel(i18n: I18n, mode: SettlementConfig['invoice_mode']): string {
  return mode === 'self_billed'
    ? i18n._({ id: 'settlementTerms.invoice.selfBilled', message: 'Self-billed by the system operator' })
    : i18n._({ id: 'settlementTerms.invoice.provider', message: 'Issued by the flex provider from the platform' });
}
