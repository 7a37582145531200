import { screen } from '@testing-library/react';
import { renderManage, serveApi } from '../../test/manage';
import { BIDS, COMPETITION, DECISIONS, summary } from './testing';

// The market-clearing modal is not under test here.
jest.mock('../mca', () => ({ McaModal: () => null }));

const OPERATOR = { orgType: 'systemoperator' as const, orgId: 31, permissions: ['default', 'view-competitions', 'manage-bids', 'manage-competitions'] };

beforeEach(() => {
  serveApi({
    'GET bids/summaries/': [summary()],
    'GET flex/competitions/': [{ id: 7, power_type: 'active_power', currency: 'GBP' }],
    'GET flex/competitions/7/': COMPETITION,
    'GET bids/bids/': BIDS,
    'GET bids/approvals/': DECISIONS,
  });
});

test.each([
  ['/manage/systemoperator/bids', 'Bids'],
  ['/manage/systemoperator/bids/view?competition=7', 'Bids: Norwich winter peak'],
  ['/manage/systemoperator/bids/decision?competition=7', 'Bids: Norwich winter peak'],
  ['/manage/systemoperator/bids/decision', 'Review bids'],
  ['/manage/systemoperator/bids/confirm?competition=7', 'Results: Norwich winter peak'],
  ['/manage/systemoperator/bids/confirm', 'Confirm competition results'],
])('the manage area routes %s to its screen', async (path, heading) => {
  renderManage(path, OPERATOR);
  // The tables appear once the data is in (the headings of loading states are alike).
  expect(await screen.findAllByRole('table')).not.toHaveLength(0);
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});

test('an unknown bids screen is not found', async () => {
  renderManage('/manage/systemoperator/bids/elsewhere', OPERATOR);
  expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
});
