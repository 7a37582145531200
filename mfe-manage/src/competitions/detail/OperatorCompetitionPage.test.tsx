import { screen, waitFor, within } from '@testing-library/react';
import { bus, type Toast } from 'shared-session';
import { answerNextConfirmation, json, page, queryOf, renderManage, serveApi, type Recorded } from '../../test/manage';
import { COMPETITION } from '../../test/fixtures';

const ASSETS = [
  {
    id: 100,
    competition: 7,
    flex_asset: 500,
    planned: false,
    flex_provider: 3,
    ref: 'BAT-1',
    name: 'Battery Norwich',
    asset_type: 'storage',
    asset_category: 'storage',
    voltage_level: 11,
    active_export_capacity: 2.5,
    active_import_capacity: 1,
    eligibility_status: 'eligible',
    override_status: null,
    override_reason: null,
    reasons: [],
  },
  {
    id: 101,
    competition: 7,
    flex_asset: 501,
    planned: false,
    flex_provider: 4,
    ref: 'GEN-9',
    name: 'Diesel Cromer',
    asset_type: 'thermal',
    asset_category: 'thermal',
    voltage_level: 0.4,
    active_export_capacity: 0.2,
    active_import_capacity: null,
    eligibility_status: 'ineligible',
    override_status: null,
    override_reason: null,
    reasons: [{ code: 'voltage', message: 'Connection voltage 0.4 kV is outside 11–33 kV', details: { voltage_level: 0.4, min: 11, max: 33 } }],
  },
  {
    id: 102,
    competition: 7,
    flex_asset: 502,
    planned: false,
    flex_provider: 3,
    ref: 'BAT-2',
    name: 'Battery Diss',
    asset_type: 'storage',
    asset_category: 'storage',
    voltage_level: 11,
    active_export_capacity: 1,
    active_import_capacity: 1,
    eligibility_status: 'disqualified',
    override_status: 'disqualified',
    override_reason: 'deadline',
    reasons: [],
  },
];

const ENTRIES = [
  { id: 9, competition: 7, flex_provider: 3, status: 'confirmed', withdrawn: false, flex_assets: [500], created: '2026-11-02T10:00:00Z', updated: '2026-11-03T10:30:00Z' },
];

const OPERATOR = { orgType: 'systemoperator' as const, orgId: 31, permissions: ['default', 'view-competitions', 'manage-competitions'] };

function serve(competition: Record<string, unknown> = COMPETITION, extra: Record<string, unknown> = {}) {
  return serveApi({
    'GET flex/competitions/7/': competition,
    'GET flex/competitions/7/assets/': ASSETS,
    'GET flex/competitionentries/': () => page(ENTRIES),
    'GET flex/flexproviders/': [
      { id: 3, name: 'Bright Grid' },
      { id: 4, name: 'Cromer Power' },
    ],
    'GET flex/gspregions/': [{ id: 4, name: 'Norwich Main', gsp_group: '_A', area_km2: 812 }],
    ...extra,
  });
}

function captureToasts() {
  const toasts: Toast[] = [];
  const sub = bus.toast$.subscribe((t) => toasts.push(t));
  return { toasts, stop: () => sub.unsubscribe() };
}

const section = (name: string) => screen.getByRole('region', { name });
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

test('shows the details, dates, periods and windows, assets with reasons and entries', async () => {
  const api = serve();
  renderManage('/systemoperator/competitions/7', OPERATOR);
  expect(await screen.findByRole('heading', { level: 1, name: 'Norwich winter peak' })).toBeInTheDocument();
  expect(queryOf(api.callsTo('GET flex/competitions/7/')[0])).toEqual({ expand: 'service_periods.windows', include_archived: 'true' });

  const details = section('Details');
  // The area by its GSP regions' names (read by the competition's area_refs), not by group codes.
  await within(details).findByText('Norwich Main');
  expect(queryOf(api.callsTo('GET flex/gspregions/')[0])).toEqual({ ids: '4' });
  const facts = Object.fromEntries(
    within(details)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );
  expect(facts).toMatchObject({
    Reference: 'NOR-7',
    Status: 'Qualification open',
    'Competition type': 'Availability and utilisation',
    'Power type': 'Active power (MW)',
    Need: 'Reduce demand / increase generation (deficit)',
    'Connection voltage': '11 kV to 33 kV',
    Budget: '£10,000.00 to £50,000.00',
    'Availability guide price': '£12.50/MW/h',
    'Utilisation guide price': '£250.00/MWh',
    'Fixed prices': 'Yes',
    'Area (GSP regions)': 'Norwich Main',
    'Public holiday calendar': 'England',
    Contact: 'flex@gridnorth.test',
    Description: 'Winter evening peak support for Norwich.',
  });

  const dates = within(section('Dates')).getAllByRole('listitem');
  expect(dates.map((d) => d.textContent)).toEqual([
    'Qualification opens1 Nov 2026, 09:00 GMTNow: Qualification open',
    'Qualification closes20 Nov 2026, 17:00 GMTUpcoming: Qualification closed from this date',
    'Bidding opens1 Dec 2026, 09:00 GMTUpcoming: Bidding open from this date',
    'Bidding closes10 Dec 2026, 17:00 GMTUpcoming: Bidding closed from this date',
    // 23:00 UTC on 31 March 2027 is already 1 April in British Summer Time.
    'Archived on1 Apr 2027, 00:00 BSTUpcoming: Archived from this date',
  ]);
  expect(dates[0]).toHaveAttribute('aria-current', 'step');

  const periods = section('Service periods and windows');
  expect(within(periods).getByRole('heading', { name: 'Winter 2026: 1 Dec 2026 to 28 Feb 2027' })).toBeInTheDocument();
  expect(rowTexts(within(periods).getByRole('table', { name: 'Service windows of Winter 2026' }))).toEqual([
    ['Evening peak', '16:00–19:30', 'Weekdays (Monday to Friday)', 'No service on public holidays', '5 MW', 'Availability £10.00/MW/h; Utilisation £200.00/MWh', '0.5 MW', '00:15:00', '01:00:00'],
    ['Market days', '07:00–09:00', 'Monday, Wednesday and Friday', 'Public holidays are like any other day', '1.25 MW', '—', '—', '—', '—'],
  ]);
  expect(within(periods).getByRole('table', { name: 'Service windows of Spring 2027' })).toHaveTextContent('This period has no service windows.');

  const qualified = await within(section('Qualified assets')).findByRole('table', { name: 'Qualified assets (1)' });
  await waitFor(() => expect(rowTexts(qualified)[0]?.[2]).toBe('Bright Grid'));
  expect(rowTexts(qualified)).toEqual([['BAT-1', 'Battery Norwich', 'Bright Grid', 'Storage', '11 kV', '2.5 MW export / 1 MW import', 'Eligible', '—']]);
  const unqualified = within(section('Unqualified assets')).getByRole('table', { name: 'Unqualified assets (2)' });
  expect(rowTexts(unqualified)).toEqual([
    ['GEN-9', 'Diesel Cromer', 'Cromer Power', 'Thermal', '0.4 kV', '0.2 MW export', 'Unqualified', 'Connection voltage 0.4 kV is outside 11 kV to 33 kV'],
    ['BAT-2', 'Battery Diss', 'Bright Grid', 'Storage', '11 kV', '1 MW export / 1 MW import', 'Disqualified (set by you)', 'Missed the deadline'],
  ]);
  expect(rowTexts(within(section('Entries')).getByRole('table', { name: 'Entries (1)' }))).toEqual([['Bright Grid', 'Entry confirmed', '1', '3 Nov 2026, 10:30 GMT']]);
  expect(queryOf(api.callsTo('GET flex/competitionentries/')[0])).toMatchObject({ competition: '7' });
  expect(queryOf(api.callsTo('GET flex/flexproviders/')[0])).toMatchObject({ ids: '3,4', fields: 'id,name' });

  expect(screen.getByRole('link', { name: 'View on the map' })).toHaveAttribute('href', '/dashboard?competition=7');
});

test.each(['incomplete', 'pending', 'qualifying', 'qualified'])('a %s competition, which the API answers as editable, can be edited', async (status) => {
  serve({ ...COMPETITION, status, editable: true });
  renderManage('/systemoperator/competitions/7', OPERATOR);
  expect(await screen.findByRole('link', { name: 'Edit competition' })).toHaveAttribute('href', '/manage/systemoperator/competitions/create?edit=7');
});

test.each([
  ['open', 'Bidding is open, so this competition can no longer be edited.'],
  ['closed', 'Bidding has closed, so this competition can no longer be edited.'],
  ['archived', 'This competition is archived, so it can no longer be edited.'],
])('a competition %s for bidding, which the API answers as not editable, cannot be edited any more, and says why in its own status', async (status, text) => {
  serve({ ...COMPETITION, status, editable: false });
  renderManage('/systemoperator/competitions/7', OPERATOR);
  await screen.findByRole('heading', { level: 1, name: 'Norwich winter peak' });
  expect(screen.queryByRole('link', { name: 'Edit competition' })).toBeNull();
  expect(screen.getByText(text)).toBeInTheDocument();
});

test('an operator without manage-competitions sees the page but no edit, deactivate or template actions', async () => {
  serve();
  renderManage('/systemoperator/competitions/7', { ...OPERATOR, permissions: ['view-competitions'] });
  await screen.findByRole('heading', { level: 1, name: 'Norwich winter peak' });
  expect(screen.queryByRole('link', { name: 'Edit competition' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Save as template' })).toBeNull();
});

test('deactivation asks for confirmation first; cancelling sends nothing, confirming withdraws the competition', async () => {
  const api = serve(COMPETITION, {
    'POST flex/competitions/7/set_inactive/': () => json({ ...COMPETITION, service_periods: [1, 2], is_active: false }),
  });
  const toasts = captureToasts();
  try {
    const { user } = renderManage('/systemoperator/competitions/7', OPERATOR);
    const button = await screen.findByRole('button', { name: 'Deactivate' });

    const cancelled = answerNextConfirmation(false);
    await user.click(button);
    await waitFor(() => expect(cancelled.seen).toHaveLength(1));
    expect(cancelled.seen[0]).toMatchObject({ title: 'Deactivate this competition?', confirmLabel: 'Deactivate' });
    expect(cancelled.seen[0]?.body).toContain('“Norwich winter peak” will no longer be shown to flex providers');
    expect(api.callsTo('POST flex/competitions/7/set_inactive/')).toHaveLength(0);

    const confirmed = answerNextConfirmation(true);
    await user.click(button);
    await waitFor(() => expect(api.callsTo('POST flex/competitions/7/set_inactive/')).toHaveLength(1));
    expect(confirmed.seen).toHaveLength(1);
    expect(await screen.findByText('This competition is deactivated: flex providers no longer see it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit competition' })).toBeNull();
    // The periods stay on the page (the action's answer does not expand them).
    expect(screen.getByRole('table', { name: 'Service windows of Winter 2026' })).toBeInTheDocument();
    expect(toasts.toasts).toEqual([{ kind: 'success', title: 'Competition deactivated' }]);
  } finally {
    toasts.stop();
  }
});

test('a refused deactivation is reported and the competition stays active', async () => {
  serve(COMPETITION, {
    'POST flex/competitions/7/set_inactive/': () => json({ detail: 'You do not have permission to perform this action.' }, { status: 403 }),
  });
  const toasts = captureToasts();
  try {
    const { user } = renderManage('/systemoperator/competitions/7', OPERATOR);
    answerNextConfirmation(true);
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toasts.toasts).toHaveLength(1));
    expect(toasts.toasts[0]).toEqual({ kind: 'error', title: 'Deactivation failed', text: 'You do not have permission to perform this action.' });
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeEnabled();
  } finally {
    toasts.stop();
  }
});

test('save as template names the template, shows the server’s message on the field, then saves', async () => {
  let taken = true;
  const api = serve(COMPETITION, {
    'POST flex/competitions/7/save_as_template/': (req: Recorded) =>
      taken
        ? json({ name: ['You already have a template with this name.'] }, { status: 400 })
        : json({ id: 3, name: (req.body as { name: string }).name, source_competition: 7 }, { status: 201 }),
  });
  const toasts = captureToasts();
  try {
    const { user } = renderManage('/systemoperator/competitions/7', OPERATOR);
    const open = await screen.findByRole('button', { name: 'Save as template' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Save as a template' });
    const name = within(dialog).getByRole('textbox', { name: /Template name/ });
    expect(name).toHaveValue('Norwich winter peak template');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await within(dialog).findByText('You already have a template with this name.')).toBeInTheDocument();
    expect(api.callsTo('POST flex/competitions/7/save_as_template/')[0]?.body).toEqual({ name: 'Norwich winter peak template' });

    taken = false;
    await user.clear(name);
    await user.type(name, 'Winter peak');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST flex/competitions/7/save_as_template/')[1]?.body).toEqual({ name: 'Winter peak' });
    expect(toasts.toasts).toEqual([{ kind: 'success', title: 'Template saved', text: '“Winter peak” is now among your templates.' }]);
    // Focus returns to the button that opened the dialog.
    expect(open).toHaveFocus();
  } finally {
    toasts.stop();
  }
});

test("another operator's competition says whose it is (read through the shared scope, or refused 403 by the API); one that does not exist is not found", async () => {
  serve({ ...COMPETITION, operator: 99 });
  const first = renderManage('/systemoperator/competitions/7', OPERATOR);
  expect(await screen.findByRole('alert')).toHaveTextContent('This competition belongs to another operator.');
  expect(screen.queryByText(/removed|could not be found/)).toBeNull();
  first.unmount();
  serveApi({ 'GET flex/competitions/7/': json({ detail: 'This competition belongs to another operator.', code: 'other_operator' }, { status: 403 }) });
  const second = renderManage('/systemoperator/competitions/7', OPERATOR);
  expect(await screen.findByRole('alert')).toHaveTextContent('This competition belongs to another operator.');
  expect(screen.queryByText(/removed|could not be found/)).toBeNull();
  second.unmount();
  serveApi({});
  renderManage('/systemoperator/competitions/7', OPERATOR);
  expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
});

test('flex providers and operators without view-competitions get the not-found page without a call', () => {
  const api = serve();
  const { unmount } = renderManage('/systemoperator/competitions/7', { orgType: 'flexprovider', orgId: 3 });
  expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  unmount();
  renderManage('/systemoperator/competitions/7', { ...OPERATOR, permissions: ['default'] });
  expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});
