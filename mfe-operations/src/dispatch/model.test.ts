import { i18n, loadCatalog } from 'shared-session';
import { messages } from '../locales/en-GB/messages';
import { defaultValues, nextDelivery, toInstructions, validate } from './createForm';
import { utcToZonedText } from 'shared-ui';
import { dayKeyOf, zonedToIso } from './zonedTime';
import { canRespond, canStop, statusLabel, STATUSES } from './labels';
import { applyInstruction, instructionOf } from './live';
import { barPosition, scheduleByDay } from './timeline';
import { instruction } from '../test/operations';

const NOW = Date.parse('2026-12-01T10:00:00Z');

test('every status has its word; an unexpected one reads Unknown', () => {
  loadCatalog({ 'en-GB': messages });
  expect(STATUSES.map((s) => statusLabel(i18n, s))).toEqual(['Created', 'Scheduled', 'Awaiting response', 'Accepted', 'Rejected', 'Expired', 'Stopped', 'Unknown']);
  expect(statusLabel(i18n, 'exploded')).toBe('Unknown');
});

test('a provider answers only an instruction awaiting response before its deadline; an operator stops only a live one', () => {
  const i = instruction({ response_deadline: '2026-12-01T11:00:00Z', end: '2026-12-01T13:00:00Z' });
  expect(canRespond(i, NOW)).toBe(true);
  expect(canRespond({ ...i, response_deadline: '2026-12-01T09:59:00Z' }, NOW)).toBe(false);
  expect(canRespond({ ...i, status: 'accepted' }, NOW)).toBe(false);
  expect(canStop(i, NOW)).toBe(true);
  expect(canStop({ ...i, status: 'accepted' }, NOW)).toBe(true);
  expect(canStop({ ...i, status: 'scheduled' }, NOW)).toBe(true);
  for (const status of ['stop', 'rejected', 'expired', 'created', 'unknown'] as const) expect(canStop({ ...i, status }, NOW)).toBe(false);
  expect(canStop({ ...i, end: '2026-12-01T09:00:00Z' }, NOW)).toBe(false);
});

test('wall-clock times of the region convert to UTC and back, across the clock change', () => {
  expect(zonedToIso('2026-12-01T17:30', 'Europe/London')).toBe('2026-12-01T17:30:00.000Z');
  expect(zonedToIso('2026-07-01T17:30', 'Europe/London')).toBe('2026-07-01T16:30:00.000Z');
  expect(zonedToIso('2026-07-01T17:30', 'America/New_York')).toBe('2026-07-01T21:30:00.000Z');
  expect(utcToZonedText('2026-07-01T16:30:00Z', 'Europe/London', 'T')).toBe('2026-07-01T17:30');
  expect(zonedToIso('2026-13-01T17:30', 'Europe/London')).toBeNull();
  expect(zonedToIso('', 'Europe/London')).toBeNull();
  expect(dayKeyOf('2026-07-01T23:30:00Z', 'Europe/London')).toBe('2026-07-02');
});

test('the schedule groups by day in the zone, then by competition and provider, in start order', () => {
  const rows = [
    instruction({ id: 3, start: '2026-12-02T09:00:00Z', end: '2026-12-02T10:00:00Z' }),
    instruction({ id: 1, start: '2026-12-01T18:00:00Z', end: '2026-12-01T19:00:00Z', competition: 8, competition_name: 'Bristol' }),
    instruction({ id: 2, start: '2026-12-01T08:00:00Z', end: '2026-12-01T09:00:00Z' }),
    instruction({ id: 4, start: '2026-12-01T07:00:00Z', end: '2026-12-01T08:00:00Z', flex_provider: 42, flex_provider_name: 'Amber Power' }),
  ];
  const days = scheduleByDay(rows, 'Europe/London');
  expect(days.map((d) => d.day)).toEqual(['2026-12-01', '2026-12-02']);
  expect(days[0]!.lanes.map((l) => [l.competition_name, l.flex_provider_name, l.instructions.map((i) => i.id)])).toEqual([
    ['Bristol', 'Sunny Flex', [1]],
    ['Norwich Winter 2026', 'Amber Power', [4]],
    ['Norwich Winter 2026', 'Sunny Flex', [2]],
  ]);
  expect(barPosition(rows[1]!, '2026-12-01', 'Europe/London')).toEqual({ left: 75, width: (60 / 1440) * 100 });
  // Over midnight: cut at the end of the day.
  expect(barPosition({ start: '2026-12-01T23:00:00Z', end: '2026-12-02T01:00:00Z' }, '2026-12-01', 'Europe/London').width).toBeCloseTo((60 / 1440) * 100);
});

test('the create form checks times, quantity against each bid and the sending time', () => {
  const base = { competition: 7, service_window: 70, flex_provider: 41, assets: [1, 2], unit: 'MW' as const };
  const bids = [{ ...base, id: 101, capacity: 2.5 }, { ...base, id: 102, capacity: 1.5, flex_provider: 42, assets: [3] }];
  const ok = { start: '2026-12-01T14:00', end: '2026-12-01T15:00', quantity: '1.5', deadline: '2026-12-01T13:00', send: 'now' as const, sendAt: '' };
  expect(validate(ok, bids, 'Europe/London', NOW)).toEqual({});
  const errors = validate({ ...ok, end: '2026-12-01T13:00', quantity: '2', deadline: '2026-12-01T14:30', send: 'later', sendAt: '2026-12-01T09:00' }, bids, 'Europe/London', NOW);
  expect(Object.fromEntries(Object.entries(errors).map(([k, d]) => [k, d.id]))).toEqual({
    end: 'operations.create.error.endBeforeStart',
    quantity: 'operations.create.error.quantityOverCapacity',
    deadline: 'operations.create.error.deadlineAfterStart',
    sendAt: 'operations.create.error.sendAtPast',
  });
  expect(validate({ ...ok, start: '', quantity: '0' }, bids, 'Europe/London', NOW)).toMatchObject({
    start: { id: 'operations.create.error.startRequired' },
    quantity: { id: 'operations.create.error.quantityNumber' },
  });
  expect(validate(ok, [bids[0]!, { ...bids[1]!, unit: 'MVAr' }], 'Europe/London', NOW)).toMatchObject({ quantity: { id: 'operations.create.error.mixedUnits' } });
  const times = { start: '2026-12-01T14:00:00.000Z', end: '2026-12-01T15:00:00.000Z', quantity: 1.5, unit: 'MW', response_deadline: '2026-12-01T13:00:00.000Z', send_at: '2026-12-01T12:00:00.000Z' };
  expect(toInstructions({ ...ok, send: 'later', sendAt: '2026-12-01T12:00' }, bids, 'Europe/London')).toEqual([
    { competition: 7, service_window: 70, flex_provider: 41, bid: 101, assets: [1, 2], ...times },
    { competition: 7, service_window: 70, flex_provider: 42, bid: 102, assets: [3], ...times },
  ]);
  const defaults = defaultValues(bids, 'Europe/London', NOW);
  expect(defaults).toMatchObject({ start: '2026-12-01T11:00', end: '2026-12-01T12:00', deadline: '2026-12-01T10:30', quantity: '1.5', send: 'now' });
  expect(validate(defaults, bids, 'Europe/London', NOW)).toEqual({});
});

test('the default dispatch is the next delivery of the bid’s window, an hour long, at least an hour ahead', () => {
  const window = { window_start_time: '16:00', window_end_time: '19:00', period_start: '2026-11-01', period_end: '2027-02-28' };
  const at = (t: number) => new Date(t).toISOString();
  // 10:00 UTC on 1 December: today at 16:00 London time (GMT).
  const today = nextDelivery(window, 'Europe/London', NOW)!;
  expect([at(today.start), at(today.end)]).toEqual(['2026-12-01T16:00:00.000Z', '2026-12-01T17:00:00.000Z']);
  // At 15:30 it is too late for today's: tomorrow's.
  const late = nextDelivery(window, 'Europe/London', Date.parse('2026-12-01T15:30:00Z'))!;
  expect(at(late.start)).toBe('2026-12-02T16:00:00.000Z');
  // Before the period: its first day; in summer time the local 16:00 is 15:00 UTC; short windows end with the window.
  const summer = nextDelivery({ ...window, window_end_time: '16:30', period_start: '2027-06-01', period_end: '2027-06-30' }, 'Europe/London', NOW)!;
  expect([at(summer.start), at(summer.end)]).toEqual(['2027-06-01T15:00:00.000Z', '2027-06-01T15:30:00.000Z']);
  // A window that serves weekdays only (Monday = 0): after Friday's delivery has passed, the next is Monday's.
  const fridayEvening = Date.parse('2026-12-04T18:00:00Z');
  const weekdays = nextDelivery({ ...window, window_service_days: [0, 1, 2, 3, 4] }, 'Europe/London', fridayEvening)!;
  expect(at(weekdays.start)).toBe('2026-12-07T16:00:00.000Z');
  // Every day served: Saturday's.
  expect(at(nextDelivery({ ...window, window_service_days: [0, 1, 2, 3, 4, 5, 6] }, 'Europe/London', fridayEvening)!.start)).toBe('2026-12-05T16:00:00.000Z');
  // Past the period: none.
  expect(nextDelivery({ ...window, period_end: '2026-11-30' }, 'Europe/London', NOW)).toBeNull();
  // The defaults use it, answered half an hour before.
  expect(defaultValues([{ id: 1, capacity: 2, unit: 'MW', ...window }], 'Europe/London', NOW)).toMatchObject({ start: '2026-12-01T16:00', end: '2026-12-01T17:00', deadline: '2026-12-01T15:30' });
  // The window is on the competition's clock; the form shows it in the region's zone.
  expect(defaultValues([{ id: 1, capacity: 2, unit: 'MW', ...window }], 'America/New_York', NOW)).toMatchObject({ start: '2026-12-01T11:00', end: '2026-12-01T12:00' });
});

test('a pushed instruction updates its row, is inserted when it belongs, and leaves when it no longer does', () => {
  const upcoming = (i: { end: string }) => Date.parse(i.end) > NOW;
  const a = instruction({ id: 1, end: '2026-12-01T12:00:00Z' });
  const rows = [a];
  expect(applyInstruction(rows, { ...a, status: 'accepted' }, upcoming)[0]!.status).toBe('accepted');
  expect(applyInstruction(rows, instruction({ id: 2, end: '2026-12-01T12:00:00Z' }), upcoming).map((r) => r.id)).toEqual([2, 1]);
  expect(applyInstruction(rows, instruction({ id: 3, end: '2026-12-01T09:00:00Z' }), upcoming)).toBe(rows);
  expect(applyInstruction(rows, { ...a, end: '2026-12-01T09:00:00Z' }, upcoming)).toEqual([]);
});

test('the instruction is read from a dispatch event, either nested or as the data itself', () => {
  const i = instruction();
  expect(instructionOf({ type: 'dispatch.instruction.responded', data: { instruction: i, response: 'accepted' } })).toBe(i);
  expect(instructionOf({ type: 'dispatch.instruction.created', data: i as unknown as Record<string, unknown> })).toBe(i);
  expect(instructionOf({ type: 'something.else', data: { instruction: i } })).toBeNull();
  expect(instructionOf({ type: 'dispatch.instruction.created', data: { instruction: { id: 'x' } } })).toBeNull();
});
