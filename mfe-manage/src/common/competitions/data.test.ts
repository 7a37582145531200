import { setupI18n } from '@lingui/core';
import { i18n, REGIONS } from 'shared-session';
import { messages } from '../../locales/en-GB/messages';
import { messages as italianMessages } from '../../locales/it-IT/messages';
import {
  dayChoiceOf,
  describeDays,
  formatTimeRange,
  HOLIDAY_CALENDAR_LABELS,
  NEED_TYPE_LABELS,
  needDirectionLabel,
  needTypeLabel,
  operatorListParams,
  optionLabel,
  periodsOf,
  statusLabel,
  tagLabel,
  type Competition,
} from '.';

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

test('a window’s times in the region’s locale (dates and numbers: shared-ui format tests)', () => {
  expect(formatTimeRange('16:00:00', '19:30', REGIONS.GB)).toBe('16:00–19:30');
  expect(formatTimeRange('16:00', '19:30', REGIONS.IT)).toBe('16:00–19:30');
  expect(formatTimeRange('16:00', '19:30', REGIONS.US)).toBe('04:00 PM–07:30 PM');
  expect(formatTimeRange('16:00', null, REGIONS.GB)).toBe('16:00–?');
});

test('the list query: own operator, archived included, trimmed search, statuses comma-joined', () => {
  expect(operatorListParams({ operator: 31, ordering: '-open', search: '  nor ', statuses: ['open', 'closed'] })).toEqual({
    operator: '31',
    include_archived: true,
    ordering: '-open',
    search: 'nor',
    status__in: 'open,closed',
  });
  expect(operatorListParams({ operator: 31, search: ' ', statuses: [] })).toEqual({
    operator: '31',
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

test('need types, tags and reference-list options read in the reader’s language; unknown ones as the server has them', () => {
  const italian = setupI18n({ locale: 'it-IT', messages: { 'it-IT': italianMessages } });
  expect(needTypeLabel(italian, 'peak_reduction')).toBe('Riduzione dei picchi');
  expect(needTypeLabel(italian, null)).toBe('—');
  expect(tagLabel(italian, 'Day Ahead')).toBe('Giorno prima');
  expect(tagLabel(italian, 'Untagged')).toBe('Senza etichetta');
  expect(optionLabel(HOLIDAY_CALENDAR_LABELS, italian, { value: 'GB-SCT', label: 'Scotland' })).toBe('Scozia');
  expect(optionLabel(NEED_TYPE_LABELS, italian, { value: 'frequency', label: 'Frequency response' })).toBe('Frequency response');
});
