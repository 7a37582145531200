import { screen, within } from '@testing-library/react';
import { page, renderManage, serveApi } from '../test/manage';
import { renderScreen, summary } from './testing';

const SUMMARIES = [
  summary({ competition: 7, name: 'Norwich winter peak', eligible: 3, qualified: 1, ineligible: 2, disqualified: 1, entry_status: 'confirmed', entered_assets: 4 }),
  summary({ competition: 8, name: 'Tees evening peak', status: 'open', entry_status: null }),
];

test('the provider’s overview: per competition its assets by status and the entry, with what needs doing', async () => {
  renderScreen('/manage/flexprovider/qualification/overview', {
    'GET flex/qualificationsummary/': () => page(SUMMARIES),
    'GET flex/assetdatagaps/': () => page([], 5),
  });
  const row = await screen.findByRole('row', { name: /Norwich winter peak/ });
  expect(row).toHaveTextContent('Qualification open');
  expect(row).toHaveTextContent('Entered with 4 assets');
  expect(within(row).getByRole('link', { name: 'See assets in Norwich winter peak' })).toHaveAttribute('href', '/manage/flexprovider/qualification/assets?competition=7');
  const todo = screen.getByRole('list', { name: 'What needs doing' });
  expect(todo).toHaveTextContent('1 competition awaits your entry');
  expect(todo).toHaveTextContent('5 assets have data to complete');
  expect(within(todo).getByRole('link', { name: 'Complete asset data' })).toHaveAttribute('href', '/manage/flexprovider/qualification/add-data');
});

test('the operator’s overview links each competition’s counts to its asset lists', async () => {
  renderScreen(
    '/manage/systemoperator/assets/overview',
    { 'GET flex/qualificationsummary/': () => page([summary({ eligible: 10, qualified: 2, ineligible: 4, disqualified: 1, providers: 3, entries: 2 })]) },
    { orgType: 'systemoperator' },
  );
  const row = await screen.findByRole('row', { name: /Norwich winter peak/ });
  expect(within(row).getByRole('link', { name: '12' })).toHaveAttribute('href', '/manage/systemoperator/assets/qualified?competition=7');
  expect(within(row).getByRole('link', { name: '4' })).toHaveAttribute('href', '/manage/systemoperator/assets/unqualified?competition=7');
  expect(within(screen.getByRole('list', { name: 'Totals over your competitions' })).getByRole('link', { name: 'Disqualified' })).toHaveAttribute(
    'href',
    '/manage/systemoperator/assets/unqualified?status=disqualified',
  );
});

describe('routes of the manage area', () => {
  it('sends /qualification to the overview, and serves the provider’s and the operator’s screens', async () => {
    serveApi({ 'GET flex/qualificationsummary/': () => page([]), 'GET flex/assetdatagaps/': () => page([]) });
    renderManage('/manage/flexprovider/qualification', { orgType: 'flexprovider', orgId: 41 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset qualification' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/manage/flexprovider/qualification/overview');
    expect(await screen.findByText('None of your assets lies in a competition')).toBeInTheDocument();
  });

  it('serves the operator’s asset overview, and a 404 to a provider there', async () => {
    serveApi({ 'GET flex/qualificationsummary/': () => page([]) });
    const { unmount } = renderManage('/manage/systemoperator/assets/overview', { orgType: 'systemoperator' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset overview' })).toBeInTheDocument();
    unmount();
    renderManage('/manage/systemoperator/grid-topology-upload', { orgType: 'flexprovider' });
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });
});
