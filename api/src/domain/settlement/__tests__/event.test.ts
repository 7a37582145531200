import { defaultSettlementConfig } from '../config.js';
import { Dec } from '../decimal.js';
import { coveredPeriods, settleEvent, type EventContext, type SettlementEventInput } from '../event.js';
import { addDays, periodStartsOfDay } from '../time.js';

const LONDON = 'Europe/London';
const HALF_HOUR = 1_800_000;
// Tuesday 26 May 2026, 17:00–18:00 BST: a 2 MW turn-down.
const START = Date.parse('2026-05-26T16:00:00Z');
const event: SettlementEventInput = { id: 'e1', start: START, end: START + 2 * HALF_HOUR, direction: 'turn_down', instructedMw: new Dec(2), isStorage: false, capacityMw: new Dec(3) };

/** Ten weeks of history at 5 MW, and the event day at 3.5 MW. */
function readings(): Map<number, Dec> {
  const out = new Map<number, Dec>();
  for (let back = 1; back <= 70; back++) for (const t of periodStartsOfDay(addDays('2026-05-26', -back), 30, LONDON)) out.set(t, new Dec(5));
  for (const t of periodStartsOfDay('2026-05-26', 30, LONDON)) out.set(t, new Dec('3.5'));
  return out;
}

const context = (over: Partial<EventContext> = {}): EventContext => ({
  config: defaultSettlementConfig('GB'),
  zone: LONDON,
  holidayCalendar: 'GB-ENG',
  readings: readings(),
  eventDays: new Set(),
  ...over,
});

describe('one settlement event', () => {
  it('settles against a historical baseline: 5 MW baseline, 3.5 MW metered, 2 MW instructed', () => {
    const s = settleEvent(event, context());
    expect(s).toMatchObject({ has_baseline_data: true, has_actual_data: true, missing_metered: [] });
    expect(s.baseline.days_used).toHaveLength(10);
    // Delivered 5 − 3.5 = 1.5 MW in each half-hour: 1.5 MWh of 2 MWh, ratio 0.75.
    expect(s.delivery).toMatchObject({ delivered_mwh: String(1.5 * 0.5 * 2), instructed_mwh: String(2 * 0.5 * 2), performance_ratio: String(1.5 / 2) });
  });

  it('lists the periods without meter data and settles nothing', () => {
    const r = readings();
    r.delete(START + HALF_HOUR);
    const s = settleEvent(event, context({ readings: r }));
    expect(s).toMatchObject({ has_actual_data: false, missing_metered: ['2026-05-26T16:30:00.000Z'], delivery: null });
  });

  it('has no baseline data without history', () => {
    const r = new Map([...readings()].filter(([t]) => t >= Date.parse('2026-05-25T23:00:00Z')));
    const s = settleEvent(event, context({ readings: r }));
    expect(s).toMatchObject({ has_baseline_data: false, has_actual_data: true, delivery: null });
  });

  it('follows the configured method: a nominated or a fixed baseline', () => {
    const nominated = settleEvent(event, context({ config: { ...defaultSettlementConfig('GB'), baseline: { method: 'nominated', lock_time: '12:00', lock_days_before: 1 } }, nominations: new Map([[START, new Dec(4)], [START + HALF_HOUR, new Dec(4)]]) }));
    expect(nominated.delivery?.delivered_mwh).toBe(String((4 - 3.5) * 0.5 * 2));
    const fixed = settleEvent(event, context({ config: { ...defaultSettlementConfig('GB'), baseline: { method: 'fixed', profile: 'zero' } } }));
    // Baseline 0, metered 3.5 MW of demand: a turn-down moved the wrong way, nothing delivered.
    expect(fixed.delivery?.delivered_mwh).toBe('0');
  });

  it('an instruction covering part of a period instructs that part of its energy', () => {
    // 17:10–17:40: 20 minutes (two thirds) of the 17:00 half-hour and 10 minutes (a third) of the 17:30 one.
    const cover = coveredPeriods(START + 600_000, START + 2_400_000, 30);
    expect(cover.map((c) => [new Date(c.start).toISOString(), c.share.toFixed(3)])).toEqual([
      ['2026-05-26T16:00:00.000Z', (2 / 3).toFixed(3)],
      ['2026-05-26T16:30:00.000Z', (1 / 3).toFixed(3)],
    ]);
    const s = settleEvent({ ...event, start: START + 600_000, end: START + 2_400_000 }, context());
    // Instructed 2 MW × 4/3 and 2 MW × 2/3 as period averages: 2 MW × 0.5 h = 1 MWh in all.
    // The asset moved 1.5 MW in both half-hours: capped at 4/3 and 2/3, so everything was delivered.
    expect(new Dec(s.delivery!.instructed_mwh).toDecimalPlaces(9).toFixed()).toBe('1');
    expect(new Dec(s.delivery!.delivered_mwh).toDecimalPlaces(9).toFixed()).toBe('1');
    expect(s.delivery!.periods.map((p) => new Dec(p.instructed).toDecimalPlaces(3).toFixed())).toEqual([(4 / 3).toFixed(3), (2 / 3).toFixed(3)]);
  });
});
