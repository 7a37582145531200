import { screen } from '@testing-library/react';
import { json, page, renderManage, serveApi } from '../../test/manage';

const provider = { orgType: 'flexprovider' as const, orgId: 41, permissions: ['default', 'view-competitions', 'manage-bids'] };

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  serveApi({ 'GET bids/bids/': page([]), 'GET flex/competitions/': json([]) });
});
afterEach(() => jest.restoreAllMocks());

test.each([
  ['/manage/flexprovider/bids', 'Your bids'],
  ['/manage/flexprovider/bids/list', 'Your bids'],
  ['/manage/flexprovider/bids/submit', 'Submit new bids'],
  ['/manage/flexprovider/bids/bulk-upload', 'Bulk bid submission'],
  ['/manage/flexprovider/bids/edit', 'Edit active bids'],
  ['/manage/flexprovider/bids/history', 'Bid results'],
])('the manage area routes %s to its bids screen', async (path, title) => {
  renderManage(path, provider);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Bids screens' })).toBeInTheDocument();
});

test('an unknown bids screen is a 404 inside the area', () => {
  renderManage('/manage/flexprovider/bids/nope', provider);
  expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
});
