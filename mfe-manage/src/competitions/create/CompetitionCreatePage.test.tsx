import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { REGIONS } from 'shared-session';
import { renderArea } from 'shared-ui/testing';
import { App } from '../../App';
import { messages } from '../../locales/en-GB/messages';
import { CompetitionCreatePage } from './CompetitionCreatePage';
import { choose, fill, json, location, OPERATOR_ID, renderAt, serveApi, type RouteAnswer } from './testing';

const CREATE = '/manage/systemoperator/competitions/create';

const regions = [
  { id: 101, name: 'Norwich Main', gsp_group: '_A' },
  { id: 102, name: 'Walpole', gsp_group: '_A' },
  { id: 201, name: 'Pelham', gsp_group: '_C' },
];

const holidays: Record<string, Array<{ date: string; name: string }>> = {
  'GB-ENG': [
    { date: '2026-12-25', name: 'Christmas Day' },
    { date: '2026-12-28', name: 'Boxing Day (substitute day)' },
    { date: '2027-01-01', name: "New Year's Day" },
  ],
  'GB-SCT': [
    { date: '2026-12-25', name: 'Christmas Day' },
    { date: '2027-01-01', name: "New Year's Day" },
    { date: '2027-01-04', name: '2nd January (substitute day)' },
  ],
};

const square = { type: 'MultiPolygon', coordinates: [[[[1.2, 52.6], [1.4, 52.6], [1.4, 52.7], [1.2, 52.7], [1.2, 52.6]]]] };

function routes(extra: Record<string, RouteAnswer> = {}): Record<string, RouteAnswer> {
  return {
    'GET flex/need-types/': [{ value: 'constraint', label: 'Constraint management' }],
    'GET flex/voltages/': [
      { value: 11, label: '11 kV' },
      { value: 33, label: '33 kV' },
    ],
    'GET flex/holiday-calendars/': [
      { value: 'GB-ENG', label: 'England' },
      { value: 'GB-SCT', label: 'Scotland' },
    ],
    'GET flex/competitions/': [{ id: 5, name: 'Norwich North', reference: 'NN-1' }],
    'GET flex/gspregions/': (req) => {
      const search = (req.url.searchParams.get('search') ?? '').toLowerCase();
      return json(regions.filter((r) => r.name.toLowerCase().includes(search)));
    },
    'GET flex/holidays/': (req) => {
      const from = req.url.searchParams.get('from') ?? '';
      const to = req.url.searchParams.get('to') ?? '';
      const list = holidays[req.url.searchParams.get('calendar') ?? ''] ?? [];
      return json(list.filter((h) => h.date >= from && h.date <= to));
    },
    'POST flex/competitions/preview_area/': { area_refs: [101], gsp_groups: ['_A'], boundary: square, area_km2: 812.6, holiday_calendar: 'GB-ENG' },
    'POST flex/competitions/': (req) => json({ id: 77, ...(req.body as object) }, { status: 201 }),
    ...extra,
  };
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
/**
 * A text input by its label's text (required labels end with an asterisk), in the visible draft.
 * Found through the label's `for`, which on a form this size is much faster than label or role
 * queries (jsdom resolves each label's control by walking the tree).
 */
const textbox = (name: string, scope: HTMLElement = document.body): HTMLInputElement => {
  const labels = within(scope)
    .getAllByText(exactly(name), { selector: 'label' })
    .filter((l) => !l.closest('[hidden]')) as HTMLLabelElement[];
  if (labels.length !== 1) throw new Error(`${labels.length} visible labels "${name}"`);
  const control = document.getElementById(labels[0]!.htmlFor);
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) throw new Error(`No text input for "${name}"`);
  return control as HTMLInputElement;
};
/** A fieldset by its legend. */
const group = (name: string) => {
  const legend = screen.getAllByText(name, { selector: 'legend' }).find((l) => !l.closest('[hidden]'));
  const fieldset = legend?.closest('fieldset');
  if (!fieldset) throw new Error(`No fieldset "${name}"`);
  return fieldset;
};

async function ready() {
  return screen.findByRole('textbox', { name: 'Reference' });
}

/** The fields every competition needs before the browser lets it go (a service fee competition). */
async function fillRequired(user: UserEvent, reference: string) {
  await fill(user, textbox('Reference'), reference);
  await fill(user, textbox('Name'), `Competition ${reference}`);
  await choose(user, 'Competition type', 'Service fee');
  await choose(user, 'Need direction', 'Reduce demand / increase generation (deficit)');
  await fill(user, textbox('Service fee guide price'), '40');
  const period = group('Service period 1');
  await fill(user, textbox('Period name', period), 'Winter');
  await fill(user, textbox('Start date', period), '2026-11-01');
  await fill(user, textbox('End date', period), '2027-02-28');
  const window1 = group('Period 1, window 1');
  await fill(user, textbox('Window name', window1), 'Evening');
  await fill(user, textbox('Start time (HH:MM)', window1), '16:00');
  await fill(user, textbox('End time (HH:MM)', window1), '19:00');
  await fill(user, textbox('Capacity required', window1), '2');
}

const submit = (user: UserEvent, name = 'Create this competition') => user.click(screen.getByRole('button', { name }));

jest.setTimeout(60_000);

// Rendered in the US region unless a test says otherwise: its dates are typed in US/Eastern.

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

test('fills and sends a competition with two periods and windows: US/Eastern dates go out in UTC, day codes and holiday rules as chosen', async () => {
  const api = serveApi(routes());
  const { user } = renderAt(CREATE, CREATE, <CompetitionCreatePage />, REGIONS.US);
  await ready();

  await fill(user, textbox('Reference'), 'NR-FLEX-1');
  await fill(user, textbox('Name'), 'Norwich winter peak');
  await choose(user, 'Competition type', 'Availability and utilisation');
  await choose(user, 'Need type', 'Constraint management');
  await choose(user, 'Need direction', 'Reduce demand / increase generation (deficit)');
  await fill(user, textbox('Contact'), 'flex@operator.test');
  await fill(user, textbox('DPS record reference'), 'DPS-9');
  await choose(user, 'Copy asset overrides from competition', 'Norwich North (NN-1)');
  await fill(user, textbox('Description'), 'Evening peak support for Norwich.');

  // Winter (EST, UTC-5), the day clocks go forward (2026-03-08, after 02:00 it is EDT, UTC-4), summer.
  await fill(user, textbox('Qualification opens (US/Eastern)'), '2026-01-15 09:00');
  await fill(user, textbox('Qualification closes (US/Eastern)'), '2026-03-08 03:30');
  await fill(user, textbox('Bidding opens (US/Eastern)'), '2026-03-20T09:00');
  await fill(user, textbox('Bidding closes (US/Eastern)'), '2026-04-01 17:00');
  await fill(user, textbox('Archive on (US/Eastern)'), '2026-12-01 00:00');
  expect(textbox('Qualification opens (US/Eastern)')).toHaveAccessibleDescription('Time zone: Eastern Time (US/Eastern). In UTC: 2026-01-15 14:00 (UTC-05:00).');
  expect(textbox('Qualification closes (US/Eastern)')).toHaveAccessibleDescription('Time zone: Eastern Time (US/Eastern). In UTC: 2026-03-08 07:30 (UTC-04:00).');
  expect(textbox('Bidding opens (US/Eastern)')).toHaveValue('2026-03-20 09:00');

  await user.click(await screen.findByRole('checkbox', { name: 'Norwich Main (_A)' }));
  await fill(user, textbox('Postcode districts'), 'nr1, NR2');
  await fill(user, textbox('Boundary buffer'), '2.5');
  await choose(user, 'Minimum connection voltage', '11 kV');
  await choose(user, 'Maximum connection voltage', '33 kV');
  await fill(user, textbox('Minimum budget'), '1000');
  await fill(user, textbox('Maximum budget'), '50000.5');
  await fill(user, textbox('Availability guide price'), '12.5');
  await fill(user, textbox('Utilisation guide price'), '300');

  const period1 = group('Service period 1');
  await fill(user, textbox('Period name', period1), 'Winter');
  await fill(user, textbox('Start date', period1), '01/11/2026');
  await fill(user, textbox('End date', period1), '2027-02-28');
  const w11 = group('Period 1, window 1');
  await fill(user, textbox('Window name', w11), 'Evening peak');
  await fill(user, textbox('Start time (HH:MM)', w11), '16:00');
  await fill(user, textbox('End time (HH:MM)', w11), '19:00');
  await user.click(within(w11).getByRole('radio', { name: 'Weekdays (Monday to Friday)' }));
  await user.click(within(w11).getByRole('radio', { name: 'No service on public holidays' }));
  await fill(user, textbox('Capacity required', w11), '2.5');
  await fill(user, textbox('Required response time', w11), '00:15:00');

  await user.click(within(period1).getByRole('button', { name: 'Add a window to service period 1' }));
  const w12 = group('Period 1, window 2');
  expect(textbox('Window name', w12)).toHaveFocus();
  await fill(user, textbox('Window name', w12), 'Weekend morning');
  await fill(user, textbox('Start time (HH:MM)', w12), '10:00');
  await fill(user, textbox('End time (HH:MM)', w12), '12:00');
  await user.click(within(w12).getByRole('radio', { name: 'Choose the days' }));
  // Custom keeps the days chosen so far (every day): untick them all, then pick Tuesday and Saturday.
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await user.click(within(w12).getByRole('checkbox', { name: day }));
  }
  // No day at all is refused before anything is sent.
  await submit(user);
  expect(within(w12).getByRole('group', { name: 'Service days' })).toHaveAccessibleDescription('Choose at least one day.');
  expect(api.callsTo('POST', 'flex/competitions/')).toHaveLength(0);
  for (const day of ['Tuesday', 'Saturday']) {
    await user.click(within(w12).getByRole('checkbox', { name: day }));
  }
  await fill(user, textbox('Capacity required', w12), '1');

  await user.click(screen.getByRole('button', { name: 'Add a service period' }));
  const period2 = group('Service period 2');
  expect(textbox('Period name', period2)).toHaveFocus();
  await fill(user, textbox('Period name', period2), 'Spring');
  await fill(user, textbox('Start date', period2), '2027-03-01');
  await fill(user, textbox('End date', period2), '2027-05-31');
  const w21 = group('Period 2, window 1');
  await fill(user, textbox('Window name', w21), 'Morning');
  await fill(user, textbox('Start time (HH:MM)', w21), '07:00');
  await fill(user, textbox('End time (HH:MM)', w21), '09:00');
  await user.click(within(w21).getByRole('radio', { name: 'Weekends (Saturday and Sunday)' }));
  await user.click(within(w21).getByRole('radio', { name: 'Service only on public holidays' }));
  await fill(user, textbox('Capacity required', w21), '0.75');
  await fill(user, textbox('Dispatch duration', w21), '1 02:00:00');
  await fill(user, textbox('Dispatch estimate (number of dispatches)', w21), '4');

  await submit(user);
  await waitFor(() => expect(location()).toBe('/systemoperator/competitions/77'));
  const posts = api.callsTo('POST', 'flex/competitions/');
  expect(posts).toHaveLength(1);
  const emptyWindow = {
    minimum_aggregate_asset_size: null,
    required_response_time: null,
    minimum_run_time: null,
    dispatch_estimate: null,
    dispatch_duration: null,
    fixed_availability_price: null,
    fixed_utilisation_price: null,
    fixed_service_fee: null,
    available_hours_override: null,
  };
  expect(posts[0]?.body).toEqual({
    reference: 'NR-FLEX-1',
    name: 'Norwich winter peak',
    competition_type: 'availability_utilisation',
    duplicate_asset_overrides_from_competition: 5,
    dps_record_reference: 'DPS-9',
    contact: 'flex@operator.test',
    qualification_open: '2026-01-15T14:00:00.000Z',
    qualification_closed: '2026-03-08T07:30:00.000Z',
    open: '2026-03-20T13:00:00.000Z',
    closed: '2026-04-01T21:00:00.000Z',
    archive_on: '2026-12-01T05:00:00.000Z',
    need_type: 'constraint',
    need_direction: 'deficit',
    power_type: 'active_power',
    min_connection_voltage: 11,
    max_connection_voltage: 33,
    boundary_buffer: 2.5,
    area_refs: [101],
    postcodes: ['NR1', 'NR2'],
    minimum_budget: 1000,
    maximum_budget: 50000.5,
    availability_guide_price: 12.5,
    utilisation_guide_price: 300,
    service_fee: null,
    fixed_price: false,
    qualification_type: 'standard',
    description: 'Evening peak support for Norwich.',
    service_periods: [
      {
        name: 'Winter',
        start: '2026-11-01',
        end: '2027-02-28',
        service_windows: [
          {
            ...emptyWindow,
            name: 'Evening peak',
            start_time: '16:00',
            end_time: '19:00',
            service_days: [0, 1, 2, 3, 4],
            holiday_handling: 'Exclude',
            capacity_required: 2.5,
            required_response_time: '00:15:00',
          },
          {
            ...emptyWindow,
            name: 'Weekend morning',
            start_time: '10:00',
            end_time: '12:00',
            service_days: [1, 5],
            holiday_handling: 'Ignore',
            capacity_required: 1,
          },
        ],
      },
      {
        name: 'Spring',
        start: '2027-03-01',
        end: '2027-05-31',
        service_windows: [
          {
            ...emptyWindow,
            name: 'Morning',
            start_time: '07:00',
            end_time: '09:00',
            service_days: [5, 6],
            holiday_handling: 'Only',
            capacity_required: 0.75,
            dispatch_duration: '1 02:00:00',
            dispatch_estimate: 4,
          },
        ],
      },
    ],
  });
  // The area was previewed from the chosen region and postcode districts.
  expect(api.callsTo('POST', 'flex/competitions/preview_area/').at(-1)?.body).toEqual({ area_refs: [101], postcodes: ['NR1', 'NR2'] });
});

test('a date that does not parse is flagged and left out of the body; an empty one is sent as null', async () => {
  const api = serveApi(routes());
  const { user } = renderAt(CREATE, CREATE, <CompetitionCreatePage />, REGIONS.US);
  await ready();
  await fillRequired(user, 'BAD-DATE');
  await fill(user, textbox('Qualification opens (US/Eastern)'), '2026-02-30 10:00');
  await fill(user, textbox('Bidding opens (US/Eastern)'), '2026-06-01 25:00');
  await fill(user, textbox('Bidding closes (US/Eastern)'), '2026-06-02 10:00');
  expect(textbox('Qualification opens (US/Eastern)')).toHaveAccessibleDescription(
    'Time zone: Eastern Time (US/Eastern). Not a date and time as YYYY-MM-DD HH:MM: it will be left out when you send the form.',
  );

  await submit(user);
  await waitFor(() => expect(api.callsTo('POST', 'flex/competitions/')).toHaveLength(1));
  const body = api.callsTo('POST', 'flex/competitions/')[0]?.body as Record<string, unknown>;
  expect(body).not.toHaveProperty('qualification_open');
  expect(body).not.toHaveProperty('open');
  expect(body.closed).toBe('2026-06-02T14:00:00.000Z');
  expect(body.qualification_closed).toBeNull();
  expect(body.archive_on).toBeNull();
});

const HOUR = 3_600_000;
/** The UTC ISO string of a wall time "YYYY, month, day, hour, minute" on a clock `hours` ahead of UTC. */
const atOffset = (y: number, mo: number, d: number, h: number, mi: number, hours: number) => new Date(Date.UTC(y, mo - 1, d, h, mi) - hours * HOUR).toISOString();

test('in the US region, 2027-03-28 01:30 is an Eastern time (EDT) and is sent; a time the clocks skip is a field error naming the gap and stops the send', async () => {
  const api = serveApi(routes());
  const { user } = renderAt(CREATE, CREATE, <CompetitionCreatePage />, REGIONS.US);
  await ready();
  await fillRequired(user, 'US-DST');
  await fill(user, textbox('Bidding opens (US/Eastern)'), '2027-03-28 01:30');
  expect(textbox('Bidding opens (US/Eastern)')).toHaveAccessibleDescription('Time zone: Eastern Time (US/Eastern). In UTC: 2027-03-28 05:30 (UTC-04:00).');
  await fill(user, textbox('Bidding closes (US/Eastern)'), '2027-03-14 02:30');
  const gap = 'does not exist on March 14, 2027 in Eastern Time (US/Eastern): the clocks go forward then.';
  expect(textbox('Bidding closes (US/Eastern)')).toHaveAccessibleDescription(expect.stringContaining(`02:00 AM–03:00 AM ${gap}`));
  expect(textbox('Bidding closes (US/Eastern)')).toHaveAttribute('aria-invalid', 'true');
  await submit(user);
  expect(api.callsTo('POST', 'flex/competitions/')).toHaveLength(0);

  // The autumn hour: the earlier (EDT) occurrence, with its offset shown.
  await fill(user, textbox('Bidding closes (US/Eastern)'), '2027-11-07 01:30');
  expect(textbox('Bidding closes (US/Eastern)')).toHaveAccessibleDescription(
    expect.stringContaining('occurs twice on November 7, 2027 in Eastern Time (US/Eastern) because the clocks go back. The first one is used, at UTC-04:00'),
  );
  await submit(user);
  await waitFor(() => expect(api.callsTo('POST', 'flex/competitions/')).toHaveLength(1));
  const body = api.callsTo('POST', 'flex/competitions/')[0]?.body as Record<string, unknown>;
  expect(body.open).toBe(atOffset(2027, 3, 28, 1, 30, -4));
  expect(body.closed).toBe(atOffset(2027, 11, 7, 1, 30, -4));
});

test('in the GB region the dates are typed in Europe/London: named beside each field, with the UK gap refused', async () => {
  const api = serveApi(routes());
  const { user } = renderAt(CREATE, CREATE, <CompetitionCreatePage />, REGIONS.GB);
  await ready();
  await fillRequired(user, 'GB-DST');
  await fill(user, textbox('Bidding opens (Europe/London)'), '2027-03-28 01:30');
  expect(textbox('Bidding opens (Europe/London)')).toHaveAccessibleDescription(
    expect.stringContaining('01:00–02:00 does not exist on 28 March 2027 in United Kingdom Time (Europe/London): the clocks go forward then.'),
  );
  await fill(user, textbox('Bidding opens (Europe/London)'), '2027-06-01 09:00');
  expect(textbox('Bidding opens (Europe/London)')).toHaveAccessibleDescription('Time zone: United Kingdom Time (Europe/London). In UTC: 2027-06-01 08:00 (UTC+01:00).');
  await submit(user);
  await waitFor(() => expect(api.callsTo('POST', 'flex/competitions/')).toHaveLength(1));
  expect((api.callsTo('POST', 'flex/competitions/')[0]?.body as Record<string, unknown>).open).toBe(atOffset(2027, 6, 1, 9, 0, 1));
});

test("the server's field errors, top-level and nested in periods and windows, show on their fields", async () => {
  serveApi(
    routes({
      'POST flex/competitions/': json(
        {
          closed: ['Must not be before open.'],
          reference: ['You already have a competition with this reference.'],
          service_periods: [{}, { end: ['Must not be before the start.'], service_windows: [{ end_time: ['Must be after the start time.'] }] }],
          non_field_errors: ['The competition could not be saved as it is.'],
          tag: ['Unknown tag.'],
        },
        { status: 400 },
      ),
    }),
  );
  const { user } = renderAt(CREATE, CREATE, <CompetitionCreatePage />, REGIONS.US);
  await ready();
  await fillRequired(user, 'DUP-1');
  await user.click(screen.getByRole('button', { name: 'Add a service period' }));
  const period2 = group('Service period 2');
  await fill(user, textbox('Period name', period2), 'Spring');
  await fill(user, textbox('Start date', period2), '2027-03-01');
  await fill(user, textbox('End date', period2), '2027-02-01');
  const w21 = group('Period 2, window 1');
  await fill(user, textbox('Window name', w21), 'Morning');
  await fill(user, textbox('Start time (HH:MM)', w21), '09:00');
  await fill(user, textbox('End time (HH:MM)', w21), '07:00');
  await fill(user, textbox('Capacity required', w21), '1');

  await submit(user);
  expect(await screen.findByText('Must not be before open.')).toBeInTheDocument();
  expect(textbox('Bidding closes (US/Eastern)')).toHaveAccessibleDescription(expect.stringContaining('Must not be before open.'));
  expect(textbox('Reference')).toHaveAccessibleDescription('You already have a competition with this reference.');
  expect(textbox('End date', group('Service period 2'))).toHaveAccessibleDescription('Must not be before the start.');
  expect(textbox('End date', group('Service period 1'))).not.toHaveAccessibleDescription();
  expect(textbox('End time (HH:MM)', group('Period 2, window 1'))).toHaveAccessibleDescription('Must be after the start time.');
  expect(textbox('End time (HH:MM)', group('Period 1, window 1'))).not.toHaveAccessibleDescription();
  // Messages without a field of their own are not lost.
  const summary = screen.getByRole('alert');
  expect(summary).toHaveTextContent('The competition was not saved');
  expect(summary).toHaveTextContent('The competition could not be saved as it is.');
  expect(summary).toHaveTextContent('tag: Unknown tag.');
  expect(await screen.findByRole('tab', { name: 'Competition 1 (has errors)' })).toBeInTheDocument();
  expect(location()).toBe(CREATE);

  // Correcting the field takes the server's message away.
  await fill(user, textbox('Reference'), 'DUP-2');
  expect(textbox('Reference')).not.toHaveAccessibleDescription();
});

test('several competitions at once keep their own values; sending one creates only it and keeps the others open', async () => {
  const api = serveApi(routes());
  const { user } = renderAt(CREATE, CREATE, <CompetitionCreatePage />, REGIONS.US);
  await ready();
  await fill(user, textbox('Reference'), 'FIRST-1');
  await fill(user, textbox('Name'), 'First draft');

  await user.click(screen.getByRole('button', { name: 'Add another competition' }));
  const second = screen.getByRole('tab', { name: 'Competition 2' });
  expect(second).toHaveAttribute('aria-selected', 'true');
  expect(second).toHaveFocus();
  expect(textbox('Reference')).toHaveValue('');
  await fillRequired(user, 'SECOND-2');

  await user.click(screen.getByRole('tab', { name: 'Competition 1' }));
  expect(textbox('Reference')).toHaveValue('FIRST-1');
  expect(textbox('Name')).toHaveValue('First draft');
  await user.click(screen.getByRole('tab', { name: 'Competition 2' }));
  expect(textbox('Reference')).toHaveValue('SECOND-2');

  await submit(user);
  expect(await screen.findByText('Competition Competition SECOND-2 was created.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open competition Competition SECOND-2' })).toHaveAttribute('href', '/systemoperator/competitions/77');
  const posts = api.callsTo('POST', 'flex/competitions/');
  expect(posts).toHaveLength(1);
  expect(posts[0]?.body).toMatchObject({ reference: 'SECOND-2' });
  // The created draft's tab is gone; the first one is current again with its values.
  expect(screen.getAllByRole('tab')).toHaveLength(1);
  expect(screen.getByRole('tab', { name: 'Competition 1' })).toHaveAttribute('aria-selected', 'true');
  expect(textbox('Reference')).toHaveValue('FIRST-1');
  expect(location()).toBe(CREATE);

  // A blocked send in one draft marks only that draft.
  await user.click(screen.getByRole('button', { name: 'Add another competition' }));
  await submit(user);
  expect(await screen.findByRole('tab', { name: 'Competition 2 (has errors)' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Competition 1' })).toBeInTheDocument();
  expect(api.callsTo('POST', 'flex/competitions/')).toHaveLength(1);
});

test('a competition type asks for its rates: guide prices, or the windows’ fixed prices when prices are fixed', async () => {
  const api = serveApi(routes());
  const { user } = renderAt(CREATE, CREATE, <CompetitionCreatePage />, REGIONS.US);
  await ready();
  await fillRequired(user, 'RATES-1');
  await choose(user, 'Competition type', 'Availability');
  await submit(user);
  expect(textbox('Availability guide price')).toHaveAccessibleDescription('This field is required');
  expect(textbox('Utilisation guide price')).not.toHaveAccessibleDescription();

  await user.click(screen.getByRole('checkbox', { name: 'Fixed prices' }));
  await submit(user);
  expect(textbox('Availability guide price')).not.toHaveAccessibleDescription();
  const w11 = group('Period 1, window 1');
  expect(textbox('Fixed availability price', w11)).toHaveAccessibleDescription('This field is required');
  expect(api.callsTo('POST', 'flex/competitions/')).toHaveLength(0);

  await fill(user, textbox('Fixed availability price', w11), '15.25');
  await submit(user);
  await waitFor(() => expect(api.callsTo('POST', 'flex/competitions/')).toHaveLength(1));
  expect(api.callsTo('POST', 'flex/competitions/')[0]?.body).toMatchObject({
    competition_type: 'availability',
    fixed_price: true,
    service_periods: [{ service_windows: [{ fixed_availability_price: 15.25 }] }],
  });
});

test("each period lists the public holidays of the area's calendar, and of the calendar chosen", async () => {
  const api = serveApi(routes());
  const { user } = renderAt(CREATE, CREATE, <CompetitionCreatePage />, REGIONS.US);
  await ready();
  const period = group('Service period 1');
  await fill(user, textbox('Start date', period), '2026-12-01');
  await fill(user, textbox('End date', period), '2027-01-10');
  const list = await within(period).findByRole('group', { name: 'Public holidays in this period (England)' });
  await waitFor(() => expect(list).toHaveTextContent('Christmas Day'));
  expect(list).toHaveTextContent('Boxing Day (substitute day)');
  expect(api.callsTo('GET', 'flex/holidays/').at(-1)?.url.search).toBe('?calendar=GB-ENG&from=2026-12-01&to=2027-01-10');

  await choose(user, 'Public holiday calendar', 'Scotland');
  const scottish = await within(period).findByRole('group', { name: 'Public holidays in this period (Scotland)' });
  await waitFor(() => expect(scottish).toHaveTextContent('2nd January (substitute day)'));
  expect(scottish).not.toHaveTextContent('Boxing Day');
});

test('the boundary is previewed from GSP regions and postcode districts; the server’s refusal is shown', async () => {
  const api = serveApi(
    routes({
      'POST flex/competitions/preview_area/': (req) => {
        const body = req.body as { postcodes?: string[] };
        if (body.postcodes?.includes('ZZ9')) return json({ postcodes: ['Unknown postcode district: ZZ9.'] }, { status: 400 });
        return json({ area_refs: [101, 102], gsp_groups: ['_A'], boundary: square, area_km2: 812.6 });
      },
    }),
  );
  const { user } = renderAt(CREATE, CREATE, <CompetitionCreatePage />, REGIONS.US);
  await ready();
  expect(screen.getByText('Choose GSP regions or postcode districts to see the boundary.')).toBeInTheDocument();
  await fill(user, screen.getByRole('searchbox', { name: 'Search GSP regions' }), 'wal');
  await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Norwich Main (_A)' })).not.toBeInTheDocument());
  await user.click(screen.getByRole('checkbox', { name: 'Walpole (_A)' }));
  expect(screen.getByRole('list', { name: 'Chosen GSP regions' })).toHaveTextContent('Walpole (_A)');
  expect(await screen.findByText('Area about 813 km² in GSP groups _A.')).toBeInTheDocument();
  expect(api.callsTo('POST', 'flex/competitions/preview_area/').at(-1)?.body).toEqual({ area_refs: [102] });
  expect(await screen.findByRole('region', { name: 'Map of the competition boundary' })).toBeInTheDocument();

  await fill(user, textbox('Postcode districts'), 'NR1, ZZ9');
  expect(await screen.findByText('Postcode districts: Unknown postcode district: ZZ9.')).toBeInTheDocument();
  expect(api.callsTo('POST', 'flex/competitions/preview_area/').at(-1)?.body).toEqual({ area_refs: [102], postcodes: ['NR1', 'ZZ9'] });

  await user.click(screen.getByRole('button', { name: 'Remove Walpole (_A)' }));
  expect(screen.queryByRole('list', { name: 'Chosen GSP regions' })).not.toBeInTheDocument();
});

const stored = {
  id: 42,
  name: 'Lowestoft summer',
  reference: 'LOW-7',
  status: 'pending',
  competition_type: 'utilisation',
  qualification_type: 'standard',
  tag: null,
  power_type: 'reactive_power',
  need_direction: 'excess',
  need_type: null,
  min_connection_voltage: 11,
  max_connection_voltage: null,
  boundary_buffer: 1,
  area_refs: [101],
  postcodes: ['NR32'],
  holiday_calendar: null,
  contact: 'ops@operator.test',
  description: '',
  dps_record_reference: null,
  duplicate_asset_overrides_from_competition: null,
  minimum_budget: null,
  maximum_budget: 9000,
  availability_guide_price: null,
  utilisation_guide_price: 250,
  service_fee: null,
  fixed_price: false,
  qualification_open: '2026-07-01T12:00:00Z',
  qualification_closed: '2026-07-15T12:00:00Z',
  open: '2026-08-01T13:00:00Z',
  closed: '2026-08-15T13:00:00Z',
  archive_on: null,
  service_periods: [
    {
      id: 3,
      name: 'Summer',
      start: '2026-09-01',
      end: '2026-10-31',
      windows: [
        {
          id: 8,
          name: 'Weekend noon',
          start_time: '11:00',
          end_time: '14:00',
          service_days: [5, 6],
          holiday_handling: 'Exclude',
          capacity_required: 3,
          minimum_aggregate_asset_size: null,
          required_response_time: '00:30:00',
          minimum_run_time: null,
          dispatch_estimate: null,
          dispatch_duration: null,
          fixed_availability_price: null,
          fixed_utilisation_price: null,
          fixed_service_fee: null,
          available_hours_override: null,
        },
      ],
    },
  ],
};

test('edit mode loads the competition with its periods and windows and saves it with PUT', async () => {
  const api = serveApi(routes({ 'GET flex/competitions/42/': stored, 'PUT flex/competitions/42/': (req) => json({ ...(req.body as object), id: 42 }) }));
  const { user } = renderAt(`${CREATE}?edit=42`, CREATE, <CompetitionCreatePage />, REGIONS.US);
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit competition Lowestoft summer' })).toBeInTheDocument();
  expect(api.callsTo('GET', 'flex/competitions/42/')[0]?.url.searchParams.get('expand')).toBe('service_periods.windows');
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  // Field arrays render their items once registered.
  await screen.findByText('Period 1, window 1', { selector: 'legend' });
  expect(textbox('Reference')).toHaveValue('LOW-7');
  // Stored in UTC, shown in US/Eastern (EDT in July).
  expect(textbox('Qualification opens (US/Eastern)')).toHaveValue('2026-07-01 08:00');
  const w11 = group('Period 1, window 1');
  expect(within(w11).getByRole('radio', { name: 'Weekends (Saturday and Sunday)' })).toBeChecked();
  expect(within(w11).getByRole('radio', { name: 'No service on public holidays' })).toBeChecked();
  expect(textbox('Capacity required', w11)).toHaveValue('3');

  await fill(user, textbox('Name'), 'Lowestoft summer 2026');
  await user.click(within(w11).getByRole('radio', { name: 'Every day (Monday to Sunday)' }));
  await submit(user, 'Save changes');
  await waitFor(() => expect(location()).toBe('/systemoperator/competitions/42'));
  expect(api.callsTo('POST', 'flex/competitions/')).toHaveLength(0);
  const body = api.callsTo('PUT', 'flex/competitions/42/')[0]?.body as Record<string, unknown>;
  expect(body).toMatchObject({
    name: 'Lowestoft summer 2026',
    reference: 'LOW-7',
    qualification_type: 'standard',
    tag: null,
    power_type: 'reactive_power',
    need_direction: 'excess',
    min_connection_voltage: 11,
    max_connection_voltage: null,
    postcodes: ['NR32'],
    qualification_open: '2026-07-01T12:00:00.000Z',
    closed: '2026-08-15T13:00:00.000Z',
    archive_on: null,
    service_periods: [
      {
        name: 'Summer',
        start: '2026-09-01',
        end: '2026-10-31',
        service_windows: [{ name: 'Weekend noon', service_days: [0, 1, 2, 3, 4, 5, 6], holiday_handling: 'Exclude', capacity_required: 3, required_response_time: '00:30:00' }],
      },
    ],
  });
});

test('starting from a template pre-fills everything but the reference and the dates', async () => {
  const { reference: _r, qualification_open: _qo, qualification_closed: _qc, open: _o, closed: _c, archive_on: _a, id: _id, status: _s, ...body } = stored;
  const api = serveApi(routes({ 'GET flex/competitiontemplates/9/': { id: 9, name: 'Summer template', body } }));
  const { user } = renderAt(`${CREATE}?template=9`, CREATE, <CompetitionCreatePage />, REGIONS.US);
  expect(await screen.findByRole('heading', { level: 1, name: 'Create a competition from the template Summer template' })).toBeInTheDocument();
  await screen.findByText('Period 1, window 1', { selector: 'legend' });
  expect(textbox('Name')).toHaveValue('Lowestoft summer');
  expect(textbox('Reference')).toHaveValue('');
  expect(textbox('Qualification opens (US/Eastern)')).toHaveValue('');
  expect(textbox('Window name', group('Period 1, window 1'))).toHaveValue('Weekend noon');

  await fill(user, textbox('Reference'), 'LOW-8');
  await submit(user);
  await waitFor(() => expect(location()).toBe('/systemoperator/competitions/77'));
  expect(api.callsTo('POST', 'flex/competitions/')[0]?.body).toMatchObject({
    reference: 'LOW-8',
    name: 'Lowestoft summer',
    competition_type: 'utilisation',
    qualification_open: null,
    service_periods: [{ name: 'Summer', service_windows: [{ service_days: [5, 6] }] }],
  });
});

test('an unknown competition to edit says so', async () => {
  serveApi(routes());
  renderAt(`${CREATE}?edit=999`, CREATE, <CompetitionCreatePage />, REGIONS.US);
  expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
});

test("the Manage area opens the form on the operator's create route (loaded on demand)", async () => {
  const api = serveApi(routes());
  renderArea(App, { path: CREATE, orgType: 'systemoperator', orgId: OPERATOR_ID, catalog: messages });
  expect(await screen.findByRole('heading', { level: 1, name: 'Create a competition' })).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'Competition 1' })).toHaveAttribute('aria-selected', 'true');
  await waitFor(() => expect(api.callsTo('GET', 'flex/competitions/')[0]?.url.searchParams.get('operator')).toBe(String(OPERATOR_ID)));
});
