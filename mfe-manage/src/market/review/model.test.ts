import {
  canConfirm,
  canDecide,
  competitionParam,
  countStates,
  guidePriceOf,
  joinDecisions,
  meritFieldOf,
  rateFieldsOf,
  selectionState,
  toggled,
  toggledAll,
  windowResults,
  windowsOf,
} from './model';
import { bid, BIDS, COMPETITION, decision, DECISIONS } from './testing';
import type { OperatorCompetition } from '../../common/competitions';

const competition = COMPETITION as unknown as OperatorCompetition;

test('rates and the merit price follow the competition type', () => {
  expect(rateFieldsOf('availability_utilisation')).toEqual(['availability_price', 'utilisation_price']);
  expect(rateFieldsOf('service_fee')).toEqual(['service_fee']);
  expect(meritFieldOf('availability_utilisation')).toBe('utilisation_price');
  expect(meritFieldOf('availability')).toBe('availability_price');
  expect(meritFieldOf('service_fee')).toBe('service_fee');
  expect(meritFieldOf('mystery')).toBeNull();
});

test('the guide price is the one of the merit rate, if any', () => {
  expect(guidePriceOf({ competition_type: 'availability_utilisation', availability_guide_price: 12.5, utilisation_guide_price: 250 })).toBe(250);
  expect(guidePriceOf({ competition_type: 'availability', availability_guide_price: 12.5, utilisation_guide_price: 250 })).toBe(12.5);
  expect(guidePriceOf({ competition_type: 'utilisation', availability_guide_price: 12.5, utilisation_guide_price: null })).toBeNull();
  expect(guidePriceOf({ competition_type: 'service_fee', availability_guide_price: 12.5, utilisation_guide_price: 250 })).toBeNull();
});

test('decisions may change while bidding is open or closed until results are confirmed; confirmation needs bidding closed', () => {
  expect(canDecide('open', false)).toBe(true);
  expect(canDecide('closed', false)).toBe(true);
  expect(canDecide('closed', true)).toBe(false);
  expect(canDecide('archived', false)).toBe(false);
  expect(canConfirm('closed', false)).toBe(true);
  expect(canConfirm('open', false)).toBe(false);
  expect(canConfirm('closed', true)).toBe(false);
});

test('decisions are joined to bids by bid id; per window, results count decisions and sum capacities', () => {
  const rows = joinDecisions(BIDS, [...DECISIONS, decision(999, true)]);
  expect(rows.map((r) => r.decision?.approved ?? null)).toEqual([true, false, null, null]);
  expect(countStates(rows)).toEqual({ accepted: 1, rejected: 1, pending: 2, acceptedCapacity: 2 });

  const windows = windowsOf(competition, BIDS);
  expect(windows.map((w) => [w.id, w.capacity_required])).toEqual([
    [11, 5],
    [12, 1.25],
  ]);
  const [evening, market] = windowResults(windows, rows);
  expect(evening).toMatchObject({ bids: 3, capacityOffered: 6.5, accepted: 1, rejected: 1, pending: 1, acceptedCapacity: 2, met: false });
  expect(market).toMatchObject({ bids: 1, capacityOffered: 1, accepted: 0, pending: 1, acceptedCapacity: 0, met: false });
});

test('capacities add up without binary fractions, and the requirement counts as met at equality', () => {
  const bids = [bid({ id: 1, capacity: 0.1 }), bid({ id: 2, capacity: 0.2 }), bid({ id: 3, capacity: 4.7 })];
  const rows = joinDecisions(bids, [decision(1, true), decision(2, true), decision(3, true)]);
  const [evening] = windowResults(windowsOf(competition, bids), rows);
  expect(evening).toMatchObject({ acceptedCapacity: 5, met: true });
  expect(countStates(rows.slice(0, 2)).acceptedCapacity).toBe(0.3);
});

test('a window only the bids know of is still listed, without a requirement', () => {
  const stray = bid({ id: 5, service_window: 99, window_name: 'Moved', window_start_time: '01:00', window_end_time: '02:00' });
  const windows = windowsOf(competition, [stray]);
  expect(windows.at(-1)).toEqual({ id: 99, name: 'Moved', start_time: '01:00', end_time: '02:00', capacity_required: null });
  expect(windowResults(windows, joinDecisions([stray], [])).at(-1)?.met).toBeNull();
});

test('selection helpers tick one or many, and tell none, some or all', () => {
  const one = toggled(new Set(), 3, true);
  expect([...one]).toEqual([3]);
  expect(selectionState(one, [3, 4])).toBe('some');
  const both = toggledAll(one, [3, 4], true);
  expect(selectionState(both, [3, 4])).toBe('all');
  expect(selectionState(toggledAll(both, [3, 4], false), [3, 4])).toBe('none');
  // Unticking what is shown keeps a selection outside it.
  expect([...toggledAll(toggledAll(new Set([1]), [3, 4], true), [3, 4], false)]).toEqual([1]);
});

test('the competition parameter must be a positive id', () => {
  expect(competitionParam(new URLSearchParams('competition=12'))).toBe(12);
  expect(competitionParam(new URLSearchParams('competition=0'))).toBeNull();
  expect(competitionParam(new URLSearchParams('competition=12abc'))).toBeNull();
  expect(competitionParam(new URLSearchParams(''))).toBeNull();
});
