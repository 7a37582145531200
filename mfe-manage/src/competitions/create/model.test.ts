import { ARRAY_ERROR, FORM_ERROR } from 'final-form';
import { dayChoiceOf, emptyCompetition, emptyWindow, requiredFixedPrices, requiredGuidePrices, toBody, valuesFromCompetition, valuesFromTemplate, type CompetitionValues } from './model';
import { countFieldErrors, hasErrors, toSubmissionErrors } from './serverErrors';

function values(patch: Partial<CompetitionValues> = {}): CompetitionValues {
  return { ...emptyCompetition(), reference: ' R-1 ', name: 'N', competition_type: 'service_fee', need_direction: 'excess', ...patch };
}

const ZONE = 'US/Eastern';

describe('the body', () => {
  test('numbers are numbers, empty optional numbers are null, text is trimmed, postcodes are a list', () => {
    const body = toBody(
      values({ minimum_budget: '10.50', maximum_budget: '', boundary_buffer: '', postcodes: ' nr1,NR2  nr1;ip3 ', min_connection_voltage: 11, holiday_calendar: '' }),
      ZONE,
    );
    expect(body.reference).toBe('R-1');
    expect(body.minimum_budget).toBe(10.5);
    expect(body.maximum_budget).toBeNull();
    expect(body.min_connection_voltage).toBe(11);
    expect(body.max_connection_voltage).toBeNull();
    expect(body.postcodes).toEqual(['NR1', 'NR2', 'IP3']);
    expect(body).not.toHaveProperty('boundary_buffer');
    expect(body).not.toHaveProperty('holiday_calendar');
    expect(body.duplicate_asset_overrides_from_competition).toBeNull();
  });

  test('window days are sorted and unique; an empty capacity is left out', () => {
    const window = { ...emptyWindow(), name: 'W', start_time: '07:00', end_time: '09:00', day_choice: 'custom' as const, service_days: [6, 1, 6] };
    const body = toBody(values({ service_periods: [{ name: 'P', start: '2026-01-01', end: '2026-02-01', service_windows: [window] }] }), ZONE);
    const sent = body.service_periods?.[0]?.service_windows?.[0];
    expect(sent?.service_days).toEqual([1, 6]);
    expect(sent).not.toHaveProperty('capacity_required');
    expect(sent?.holiday_handling).toBe('Ignore');
  });

  test('edit keeps the stored fields the form does not show', () => {
    expect(toBody(values(), ZONE, { tag: 'Week Ahead' })).toMatchObject({ qualification_type: 'standard', tag: 'Week Ahead' });
  });

  test('a day-ahead market is a piclo_stac competition tagged Day Ahead', () => {
    expect(toBody({ ...values(), day_ahead: true }, ZONE, { tag: 'Untagged' })).toMatchObject({ qualification_type: 'piclo_stac', tag: 'Day Ahead' });
    expect(valuesFromTemplate({ qualification_type: 'piclo_stac' }).day_ahead).toBe(true);
  });

  test('a stored competition reads back as form values, even with values outside the contract', () => {
    // An unknown power type and a period left as its id (not expanded) read back safely.
    const outsideContract: unknown = {
      name: 'X',
      postcodes: ['NR1', 'NR2'],
      power_type: 'bogus',
      service_periods: [7, { name: 'P', start: '2026-01-01', end: '2026-01-31', service_windows: [{ name: 'W', start_time: '07:00:00', end_time: '09:30:00', service_days: [4, 3, 2, 1, 0] }] }],
    };
    const v = valuesFromCompetition(outsideContract as Parameters<typeof valuesFromCompetition>[0], ZONE);
    expect(v.postcodes).toBe('NR1, NR2');
    expect(v.power_type).toBe('active_power');
    expect(v.service_periods).toHaveLength(1);
    expect(v.service_periods[0]?.service_windows[0]).toMatchObject({ start_time: '07:00', end_time: '09:30', day_choice: 'weekdays', service_days: [0, 1, 2, 3, 4] });
  });
});

test.each([
  [[0, 1, 2, 3, 4, 5, 6], 'everyday'],
  [[0, 1, 2, 3, 4], 'weekdays'],
  [[6, 5], 'weekends'],
  [[1, 5], 'custom'],
])('days %p are %s', (days, choice) => {
  expect(dayChoiceOf(days)).toBe(choice);
});

test('rates required by competition type: guide prices, or window fixed prices with fixed pricing', () => {
  expect(requiredGuidePrices({ competition_type: 'availability_utilisation', fixed_price: false })).toEqual(['availability_guide_price', 'utilisation_guide_price']);
  expect(requiredGuidePrices({ competition_type: 'utilisation', fixed_price: false })).toEqual(['utilisation_guide_price']);
  expect(requiredGuidePrices({ competition_type: 'service_fee', fixed_price: false })).toEqual(['service_fee']);
  expect(requiredGuidePrices({ competition_type: 'availability', fixed_price: true })).toEqual([]);
  expect(requiredFixedPrices({ competition_type: 'availability', fixed_price: true })).toEqual(['fixed_availability_price']);
  expect(requiredFixedPrices({ competition_type: 'availability_utilisation', fixed_price: false })).toEqual([]);
  expect(requiredGuidePrices({ competition_type: '', fixed_price: false })).toEqual([]);
});

describe('server errors', () => {
  const where = { period: (p: number) => `Period ${p + 1}`, window: (p: number, w: number) => `Period ${p + 1} window ${w + 1}` };

  test('"a form has errors if any error entry is a non-empty list of strings"', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ name: [] })).toBe(false);
    expect(hasErrors({ service_periods: [{}, { service_windows: [{}, { end_time: [] }] }] })).toBe(false);
    expect(hasErrors({ name: ['Required.'] })).toBe(true);
    expect(hasErrors({ service_periods: [{}, { service_windows: [{}, { end_time: ['Too early.'] }] }] })).toBe(true);
  });

  test('field messages go to their fields, nested ones to their period and window', () => {
    const { errors, general } = toSubmissionErrors(
      {
        closed: ['Must not be before open.', 'Must be in the future.'],
        service_periods: [{}, { end: ['Before the start.'], service_windows: [{ end_time: ['Before the start time.'], color: ['Unknown.'] }] }],
      },
      where,
    );
    expect(errors.closed).toBe('Must not be before open. Must be in the future.');
    const periods = errors.service_periods as Array<Record<string, unknown> | undefined>;
    expect(periods[0]).toBeUndefined();
    expect(periods[1]?.end).toBe('Before the start.');
    expect((periods[1]?.service_windows as Array<Record<string, unknown>>)[0]).toEqual({ end_time: 'Before the start time.' });
    expect(general).toEqual(['Period 2 window 1: color: Unknown.']);
    expect(errors[FORM_ERROR]).toBe('Period 2 window 1: color: Unknown.');
    expect(countFieldErrors(errors)).toBe(3);
  });

  test('detail, non_field_errors and unknown fields are general; a list message on periods is the array error', () => {
    const { errors } = toSubmissionErrors(
      { detail: 'Not allowed.', non_field_errors: ['Overlaps.'], tag: ['Unknown tag.'], service_periods: ['At least one period.'] },
      where,
    );
    expect(errors[FORM_ERROR]).toBe('Not allowed. Overlaps. tag: Unknown tag.');
    expect((errors.service_periods as unknown as Record<string, unknown>)[ARRAY_ERROR]).toBe('At least one period.');
  });

  test('period errors keyed by index are placed too', () => {
    const { errors } = toSubmissionErrors({ service_periods: { '1': { name: ['Required.'] } } }, where);
    expect((errors.service_periods as Array<Record<string, unknown> | undefined>)[1]).toEqual({ name: 'Required.' });
  });
});
