import { REGIONS } from 'shared-session';
import fc from 'fast-check';
import { formatRelativeTime, relativeAmount } from './relative';

const { AU, GB, IT, PT, US } = REGIONS;
const NOW = Date.parse('2026-07-01T12:00:00Z');
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;
const ago = (ms: number, region = GB) => formatRelativeTime(NOW - ms, NOW, region);
const ahead = (ms: number, region = GB) => formatRelativeTime(NOW + ms, NOW, region);

test('each threshold of platform §9, on both sides', () => {
  expect(ago(43 * S)).toBe('43 seconds ago');
  expect(ago(44 * S)).toBe('1 minute ago');
  expect(ago(43 * MIN)).toBe('43 minutes ago');
  expect(ago(44 * MIN)).toBe('1 hour ago');
  expect(ago(21 * H)).toBe('21 hours ago');
  expect(ago(22 * H)).toBe('1 day ago');
  expect(ago(25 * D)).toBe('25 days ago');
  expect(ago(26 * D)).toBe('1 month ago');
  expect(ago(319 * D)).toBe('10 months ago');
  expect(ago(320 * D)).toBe('1 year ago');
  expect(ago(800 * D)).toBe('2 years ago');
});

test('the future reads the same way', () => {
  expect(ahead(43 * S)).toBe('in 43 seconds');
  expect(ahead(44 * S)).toBe('in 1 minute');
  expect(ahead(44 * MIN)).toBe('in 1 hour');
  expect(ahead(22 * H)).toBe('in 1 day');
  expect(ahead(26 * D)).toBe('in 1 month');
  expect(ahead(320 * D)).toBe('in 1 year');
});

test('"now" and the other regions', () => {
  expect(ago(0)).toBe('now');
  expect(ago(400)).toBe('now');
  expect(ago(0, IT)).toBe('ora');
  expect(ago(0, PT)).toBe('agora');
  expect(ago(44 * S, IT)).toBe('1 minuto fa');
  expect(ago(22 * H, IT)).toBe('1 giorno fa');
  expect(ago(3 * H, PT)).toBe('há 3 horas');
  expect(ago(320 * D, PT)).toBe('há 1 ano');
  expect(ahead(2 * D, US)).toBe('in 2 days');
  expect(ago(5 * MIN, AU)).toBe('5 minutes ago');
});

test('ISO strings and Dates, and nothing for absent values', () => {
  expect(formatRelativeTime('2026-07-01T11:00:00Z', new Date(NOW), GB)).toBe('1 hour ago');
  expect(formatRelativeTime(null, NOW, GB)).toBeNull();
  expect(formatRelativeTime('soon', NOW, GB)).toBeNull();
});

test('property: a unit is used only from its threshold on, with at least 1 of it', () => {
  const order = ['second', 'minute', 'hour', 'day', 'month', 'year'];
  fc.assert(
    fc.property(fc.integer({ min: -1000 * D, max: 1000 * D }), fc.integer({ min: 0, max: 1000 * D }), (diff, other) => {
      const a = relativeAmount(diff);
      if (a.unit !== 'second') expect(Math.abs(a.value)).toBeGreaterThanOrEqual(1);
      expect(Math.sign(a.value) === 0 || Math.sign(a.value) === Math.sign(diff)).toBe(true);
      // A longer distance never uses a smaller unit.
      const b = relativeAmount(Math.abs(diff) <= other ? other : Math.abs(diff));
      expect(order.indexOf(b.unit)).toBeGreaterThanOrEqual(order.indexOf(relativeAmount(Math.min(Math.abs(diff), other)).unit));
    }),
  );
});
