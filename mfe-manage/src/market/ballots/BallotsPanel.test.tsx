import { screen, waitFor, within } from '@testing-library/react';
import { answerNextConfirmation, json, page, queryOf, renderManage, serveApi, type Routes } from '../../test/manage';
import { ASSETS, BALLOT, OPEN_COMPETITION, PROVIDER, RULES } from './fixtures';

function serve(overrides: Routes = {}, ballots: unknown[] = [BALLOT], assets: unknown[] = ASSETS) {
  return serveApi({
    'GET flex/competitions/7/': OPEN_COMPETITION,
    'GET flex/assetsummary/': () => page(assets),
    'GET flex/competitionentries/': () => page([]),
    'GET bids/ballots/bidding_rules/': RULES,
    'GET bids/ballots/': () => page(ballots),
    ...overrides,
  });
}

const ballotsSection = () => screen.findByRole('region', { name: 'Ballots' });

test('the competition page lists the ballots: assets, last updated and View leading to the ballot', async () => {
  const api = serve();
  renderManage('/flexprovider/competitions/7', PROVIDER);
  const section = await ballotsSection();
  const table = await within(section).findByRole('table', { name: 'Your ballots' });
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[↕▲▼]/g, ''))).toEqual(['Capitalised assets', 'Last updated', 'Action']);
  const row = within(table).getByRole('rowheader', { name: 'BAT-1' }).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('2 Dec 2026, 10:00 GMT');
  expect(within(row).getByRole('link', { name: 'View the ballot of BAT-1' })).toHaveAttribute('href', '/flexprovider/competitions/7/ballots/40');
  expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull();
  expect(within(section).getByRole('link', { name: 'All your ballots in this competition' })).toHaveAttribute('href', '/flexprovider/competitions/7/ballots');
  expect(queryOf(api.callsTo('GET bids/ballots/')[0])).toMatchObject({ competition: '7', is_active: 'true', ordering: '-created' });
  expect(queryOf(api.callsTo('GET bids/ballots/bidding_rules/')[0])).toEqual({ competition: '7' });
  // The page's own asset list is reused, not fetched twice.
  expect(api.callsTo('GET flex/assetsummary/')).toHaveLength(1);
});

test('a new ballot starts from the assets in no ballot yet; assets that cannot bid cannot be ticked', async () => {
  const created = { ...BALLOT, id: 41, assets: [504], asset_refs: ['BAT-4'] };
  const api = serve({ 'POST bids/ballots/': () => json(created, { status: 201 }) });
  const { user } = renderManage('/flexprovider/competitions/7', PROVIDER);
  const section = await ballotsSection();
  await user.click(await within(section).findByRole('button', { name: 'Create a ballot' }));

  const dialog = screen.getByRole('dialog', { name: 'Select the assets to bid with' });
  // BAT-1 is already in ballot 40's asset group: the default is BAT-4 alone.
  expect(within(dialog).getByRole('checkbox', { name: 'BAT-1 — Battery Norwich' })).not.toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: 'BAT-4 — Battery Wymondham' })).toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: 'GEN-9 — Diesel Cromer' })).toBeDisabled();
  const planned = within(dialog).getByRole('checkbox', { name: 'PLAN-1 — Solar Attleborough' });
  expect(planned).toBeDisabled();
  expect(planned).toHaveAccessibleDescription('A planned asset cannot bid until it is built and registered.');

  await user.click(within(dialog).getByRole('button', { name: 'Confirm (1)' }));
  await waitFor(() => expect(window.location.pathname).toBe('/flexprovider/competitions/7/ballots/41'));
  expect(api.callsTo('POST bids/ballots/')[0]?.body).toEqual({ competition: 7, flex_assets: [504] });
});

test('a refused ballot keeps the selection open with the server’s message, the field named in words', async () => {
  serve({ 'POST bids/ballots/': () => json({ flex_assets: ['These assets do not qualify for the competition: BAT-4.'] }, { status: 400 }) });
  const { user } = renderManage('/flexprovider/competitions/7', PROVIDER);
  await user.click(await within(await ballotsSection()).findByRole('button', { name: 'Create a ballot' }));
  await user.click(screen.getByRole('button', { name: 'Confirm (1)' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(/^Assets: These assets do not qualify for the competition: BAT-4\.$/);
  expect(screen.getByRole('dialog', { name: 'Select the assets to bid with' })).toBeInTheDocument();
});

describe('under the entry-confirmation flag, bidding follows entry', () => {
  const ENTRY = { id: 9, competition: 7, flex_provider: 3, status: 'confirmed', withdrawn: false, flex_assets: [500], competition_status: 'open', confirmed_by: 5, created: '2026-12-01T09:00:00Z', updated: '2026-12-01T09:00:00Z' };

  test('only entered assets can be ticked, with the way to confirm entry for the others', async () => {
    serve({ 'GET flex/competitionentries/': () => page([ENTRY]) }, []);
    const { user } = renderManage('/flexprovider/competitions/7', { ...PROVIDER, flags: ['entry_confirmation'] });
    await user.click(await within(await ballotsSection()).findByRole('button', { name: 'Create a ballot' }));
    const dialog = screen.getByRole('dialog', { name: 'Select the assets to bid with' });
    expect(within(dialog).getByRole('checkbox', { name: 'BAT-1 — Battery Norwich' })).toBeChecked();
    const notEntered = within(dialog).getByRole('checkbox', { name: 'BAT-4 — Battery Wymondham' });
    expect(notEntered).toBeDisabled();
    expect(notEntered).toHaveAccessibleDescription('Not in your confirmed entry: confirm entry with this asset to bid with it.');
    expect(within(dialog).getByText(/1 of your qualifying assets is not entered/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Confirm entry' })).toHaveAttribute('href', '/dashboard?competition=7');
    expect(within(dialog).getByRole('button', { name: 'Confirm (1)' })).toBeEnabled();
  });

  test('without an entry: no ballot, the way to confirm entry instead', async () => {
    serve({}, []);
    renderManage('/flexprovider/competitions/7', { ...PROVIDER, flags: ['entry_confirmation'] });
    const section = await ballotsSection();
    expect(await within(section).findByRole('heading', { name: 'Confirm your entry to bid' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Confirm entry' })).toHaveAttribute('href', '/dashboard?competition=7');
    expect(within(section).queryByRole('button', { name: 'Create a ballot' })).toBeNull();
  });

  test('the server’s refusal for want of entry comes with the way to confirm it', async () => {
    const detail = 'Confirm your entry into Norfolk flex with BAT-1 before bidding with them.';
    serve({ 'GET flex/competitionentries/': () => page([ENTRY]), 'POST bids/ballots/': () => json({ detail, code: 'entry_required' }, { status: 409 }) }, []);
    const { user } = renderManage('/flexprovider/competitions/7', { ...PROVIDER, flags: ['entry_confirmation'] });
    await user.click(await within(await ballotsSection()).findByRole('button', { name: 'Create a ballot' }));
    await user.click(screen.getByRole('button', { name: 'Confirm (1)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(detail);
    expect(within(alert).getByRole('link', { name: 'Confirm entry' })).toHaveAttribute('href', '/dashboard?competition=7');
  });

  test('with the flag off, no entry is needed', async () => {
    serve({}, []);
    const { user } = renderManage('/flexprovider/competitions/7', PROVIDER);
    await user.click(await within(await ballotsSection()).findByRole('button', { name: 'Create a ballot' }));
    expect(screen.getByRole('button', { name: 'Confirm (2)' })).toBeEnabled();
  });
});

test('without ballots: create one (every asset that can bid is ticked first)', async () => {
  serve({}, []);
  const { user } = renderManage('/flexprovider/competitions/7', PROVIDER);
  const section = await ballotsSection();
  expect(await within(section).findByRole('heading', { name: 'You have no ballots in this competition yet' })).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Create a ballot' }));
  expect(screen.getByRole('button', { name: 'Confirm (2)' })).toBeEnabled();
});

test('without assets that can bid: the way to asset qualification', async () => {
  serve({}, [], ASSETS.slice(2));
  renderManage('/flexprovider/competitions/7', PROVIDER);
  const section = await ballotsSection();
  expect(await within(section).findByRole('heading', { name: 'None of your assets can bid in this competition yet' })).toBeInTheDocument();
  expect(within(section).getByRole('link', { name: 'Go to asset qualification' })).toHaveAttribute('href', '/manage/flexprovider/qualification/assets');
  expect(within(section).queryByRole('button', { name: 'Create a ballot' })).toBeNull();
});

test('under the delete_ballots flag: "Bidding assets", and Delete after "Deleted bids cannot be recovered"', async () => {
  const api = serve({ 'DELETE bids/ballots/40/': () => new Response(null, { status: 204 }) });
  const { user } = renderManage('/flexprovider/competitions/7', { ...PROVIDER, flags: ['delete_ballots'] });
  const table = await within(await ballotsSection()).findByRole('table', { name: 'Your ballots' });
  expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Bidding assets');

  const declined = answerNextConfirmation(false);
  await user.click(within(table).getByRole('button', { name: 'Delete the ballot of BAT-1' }));
  expect(declined.seen[0]).toMatchObject({ title: 'Delete this ballot and its bids?', body: 'Deleted bids cannot be recovered.' });
  expect(api.callsTo('DELETE bids/ballots/40/')).toHaveLength(0);

  answerNextConfirmation(true);
  await user.click(within(table).getByRole('button', { name: 'Delete the ballot of BAT-1' }));
  expect(await screen.findByRole('heading', { name: 'You have no ballots in this competition yet' })).toBeInTheDocument();
  expect(api.callsTo('DELETE bids/ballots/40/')).toHaveLength(1);
});

test('no ballot section before bidding opens', async () => {
  const api = serve({ 'GET flex/competitions/7/': { ...OPEN_COMPETITION, status: 'qualified' } });
  renderManage('/flexprovider/competitions/7', PROVIDER);
  expect(await screen.findByRole('region', { name: 'Bidding' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Ballots' })).toBeNull();
  expect(api.callsTo('GET bids/ballots/')).toHaveLength(0);
});

test('the ballots page lists them too, and ?new=1 opens the asset selection at once', async () => {
  serve();
  renderManage('/flexprovider/competitions/7/ballots?new=1', PROVIDER);
  expect(await screen.findByRole('heading', { level: 1, name: 'Your ballots' })).toBeInTheDocument();
  expect(screen.getByText('Norwich winter peak · NOR-7')).toBeInTheDocument();
  expect(await screen.findByRole('dialog', { name: 'Select the assets to bid with' })).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Your ballots' })).toBeInTheDocument();
});
