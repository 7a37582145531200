import { i18n } from 'shared-session';
import { messages } from '../../locales/en-GB/messages';
import {
  canEditStatus,
  dayChoiceOf,
  describeDays,
  formatCalendarDate,
  formatCapacity,
  formatDateTime,
  formatKv,
  formatMoney,
  needDirectionLabel,
  operatorListParams,
  periodsOf,
  statusLabel,
  type Competition,
} from './index';

beforeAll(() => {
  i18n.load('en-GB', messages);
  i18n.activate('en-GB');
});

test('day codes: Monday is 0; presets and custom lists in words', () => {
  expect(dayChoiceOf([4, 3, 2, 1, 0])).toBe('weekdays');
  expect(dayChoiceOf([6, 5])).toBe('weekends');
  expect(dayChoiceOf([0, 1, 2, 3, 4, 5, 6, 6])).toBe('everyday');
  expect(dayChoiceOf([0, 6])).toBe('custom');
  expect(describeDays(i18n, [0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
  expect(describeDays(i18n, [0, 1, 2, 3, 4])).toBe('Weekdays (Monday to Friday)');
  expect(describeDays(i18n, [5, 6])).toBe('Weekends (Saturday and Sunday)');
  expect(describeDays(i18n, [6, 0])).toBe('Monday and Sunday');
  expect(describeDays(i18n, [1, 3, 4])).toBe('Tuesday, Thursday and Friday');
  expect(describeDays(i18n, [])).toBe('No days');
});

test('status and need direction in words; unknown codes stay readable', () => {
  expect(statusLabel(i18n, 'qualified')).toBe('Qualification closed');
  expect(statusLabel(i18n, 'open')).toBe('Bidding open');
  expect(needDirectionLabel(i18n, 'excess')).toBe('Increase demand / reduce generation (excess)');
  expect(statusLabel(i18n, 'on_hold')).toBe('on hold');
  expect(statusLabel(i18n, null)).toBe('—');
});

test('edits are allowed until bidding opens', () => {
  expect(['incomplete', 'pending', 'qualifying', 'qualified', 'open', 'closed', 'archived'].filter(canEditStatus)).toEqual([
    'incomplete',
    'pending',
    'qualifying',
    'qualified',
  ]);
});

test('dates show in the region’s zone; calendar dates are not shifted by any zone', () => {
  expect(formatDateTime('2026-07-01T08:00:00Z', { locale: 'en-GB', timezone: 'Europe/London' })).toBe('1 Jul 2026, 09:00 BST');
  expect(formatDateTime('2026-07-01T08:00:00Z', { locale: 'en-US', timezone: 'US/Eastern' })).toBe('Jul 1, 2026, 04:00 AM EDT');
  // A zone the runtime does not know falls back to UTC rather than failing the page.
  expect(formatDateTime('2026-07-01T08:00:00Z', { locale: 'en-GB', timezone: 'US/Western' })).toBe('1 Jul 2026, 08:00 UTC');
  expect(formatDateTime('not a date', { locale: 'en-GB', timezone: 'Europe/London' })).toBeNull();
  expect(formatCalendarDate('2027-02-28', 'en-GB')).toBe('28 Feb 2027');
});

test('numbers: capacity up to 5 decimals, kV up to 3, money in the currency', () => {
  expect(formatCapacity(1.1234567, 'MW', 'en-GB')).toBe('1.12346 MW');
  expect(formatKv(0.23999, 'en-GB')).toBe('0.24 kV');
  expect(formatMoney(1234.5, 'GBP', 'en-GB')).toBe('£1,234.50');
  expect(formatCapacity(null, 'MVAr', 'en-GB')).toBeNull();
});

test('the list query: own operator, archived included, trimmed search, statuses comma-joined', () => {
  expect(operatorListParams({ operator: 31, ordering: '-open', search: '  nor ', statuses: ['open', 'closed'] })).toEqual({
    operator: 31,
    include_archived: true,
    ordering: '-open',
    search: 'nor',
    status__in: ['open', 'closed'],
  });
  expect(operatorListParams({ operator: 31, search: ' ', statuses: [] })).toEqual({
    operator: 31,
    include_archived: true,
    ordering: undefined,
    search: undefined,
    status__in: undefined,
  });
});

test('periods come with their windows whichever name the API used', () => {
  const c = {
    service_periods: [
      3,
      { id: 1, name: 'A', start: '2026-01-01', end: '2026-01-31', windows: [{ id: 5 }] },
      { id: 2, name: 'B', start: '2026-02-01', end: '2026-02-28', service_windows: [{ id: 6 }] },
    ],
  } as unknown as Competition;
  expect(periodsOf(c).map((p) => [p.id, p.windows.map((w) => w.id)])).toEqual([
    [1, [5]],
    [2, [6]],
  ]);
});
