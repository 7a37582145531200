/** The settlement data screens' test fixtures: a provider's settlement events and what is required. */
import type { Required, SettlementEvent } from './api';

/** An event of the provider on Wednesday 14 October 2026, 18:00–19:00 in London, lacking everything. */
export function settlementEvent(patch: Partial<SettlementEvent> = {}): SettlementEvent {
  return {
    id: '12-7',
    instruction: 12,
    asset: 7,
    asset_ref: 'BAT-001',
    asset_name: 'Riverside battery',
    competition: 3,
    competition_name: 'Norwich Winter 2026',
    start: '2026-10-14T17:00:00.000Z',
    end: '2026-10-14T18:00:00.000Z',
    direction: 'turn_down',
    instructed_mw: '2',
    meters: ['IMP100001', 'EXP100001'],
    has_baseline_data: false,
    has_actual_data: false,
    completeness: 0,
    missing_metered: ['2026-10-14T17:00:00.000Z', '2026-10-14T17:30:00.000Z'],
    baseline_method: 'historical',
    baseline_missing_days: ['2026-10-12', '2026-10-13'],
    baseline_missing_periods: [],
    money_at_stake: '300',
    currency: 'GBP',
    ...patch,
  };
}

export function requiredOf(events: SettlementEvent[]): Required {
  const total = events.reduce((sum, e) => sum + Number(e.money_at_stake), 0);
  return { count: events.length, money_at_stake: events.length ? [{ currency: 'GBP', amount: String(total) }] : [], events };
}
