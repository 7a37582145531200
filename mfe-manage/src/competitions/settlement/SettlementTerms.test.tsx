import { screen, waitFor, within } from '@testing-library/react';
import { json, renderManage, serveApi, type Recorded } from '../../test/manage';
import { COMPETITION } from '../../test/fixtures';

const DEFAULTS = {
  interval_minutes: 30,
  baseline: { method: 'historical', days_used: 10, days_considered: 10, day_selection: 'highest', same_day_adjustment: null },
  performance_method: 'energy_ratio',
  min_performance_ratio: 0.5,
  penalty_rate: null,
  invoice_mode: 'self_billed',
  vat_rate_percent: 20,
};

const SETTINGS = {
  competition: 7,
  version: 0,
  config: DEFAULTS,
  defaults: DEFAULTS,
  country: 'GB',
  currency: 'GBP',
  time_zone: 'Europe/London',
  holiday_calendar: 'GB-ENG',
  published: false,
};

const OPERATOR = { orgType: 'systemoperator' as const, orgId: 31, permissions: ['default', 'view-competitions', 'manage-competitions'] };

function serve(settings: Record<string, unknown> = SETTINGS) {
  const saved: unknown[] = [];
  const api = serveApi({
    'GET flex/competitions/7/': COMPETITION,
    'GET flex/competitions/7/assets/': [],
    'GET flex/competitionentries/': [],
    'GET performance/settlementconfig/7/': settings,
    'PUT performance/settlementconfig/7/': async (req: Recorded) => {
      const body = req.body as Record<string, unknown>;
      saved.push(body);
      return json({ ...SETTINGS, version: 1, config: body });
    },
  });
  return { api, saved };
}

const facts = (region: HTMLElement) =>
  Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

test('shows the country’s defaults as the competition’s settlement terms', async () => {
  serve();
  renderManage('/systemoperator/competitions/7', OPERATOR);
  const section = await screen.findByRole('region', { name: 'Settlement terms' });
  await waitFor(() => expect(within(section).getAllByRole('term').length).toBeGreaterThan(0));
  expect(facts(section)).toMatchObject({
    Terms: 'The defaults for GB',
    'Settlement period': '30 minutes',
    Baseline: 'Historical: 10 of the 10 previous days of the same type (highest days)',
    'Minimum performance ratio': '50% (below it an event earns no utilisation)',
    Penalty: 'None',
    Invoices: 'Self-billed by the system operator',
    VAT: '20 %',
  });
});

test('the operator changes the terms and the page shows what was saved', async () => {
  const { saved } = serve();
  const { user } = renderManage('/systemoperator/competitions/7', OPERATOR);
  await user.click(await screen.findByRole('button', { name: 'Change settlement terms' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change settlement terms' });
  const ratio = within(dialog).getByRole('textbox', { name: /Minimum performance ratio/ });
  await user.clear(ratio);
  await user.type(ratio, '0.6');
  await user.type(within(dialog).getByRole('textbox', { name: /Penalty per MWh/ }), '12.5');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Same-day adjustment' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save settlement terms' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toEqual({
    ...DEFAULTS,
    baseline: { ...DEFAULTS.baseline, same_day_adjustment: { measure_minutes: 180, gap_minutes: 60, positive_only: false, storage_exempt: true } },
    min_performance_ratio: 0.6,
    penalty_rate: '12.5',
  });
  const section = screen.getByRole('region', { name: 'Settlement terms' });
  await waitFor(() => expect(facts(section).Penalty).toBe('£12.50 per MWh not delivered'));
  expect(facts(section).Terms).toBe('Set by the operator; can be changed until the first report is published');
});

test('an operator without the manage permission reads the versioned terms but cannot change them', async () => {
  serve({ ...SETTINGS, version: 2, published: true });
  renderManage('/systemoperator/competitions/7', { ...OPERATOR, permissions: ['default', 'view-competitions'] });
  const section = await screen.findByRole('region', { name: 'Settlement terms' });
  await waitFor(() => expect(facts(section).Terms).toBe('Version 2: a change now makes a new version; published reports keep theirs'));
  expect(within(section).queryByRole('button', { name: 'Change settlement terms' })).toBeNull();
});
