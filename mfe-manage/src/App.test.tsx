import { screen } from '@testing-library/react';
import { renderArea } from 'shared-ui/testing';
import { messages } from './locales/en-GB/messages';
import { App } from './App';

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

const contractFlags = ['contracts', 'milestones', 'subscriptions'];

test("a flex provider's Manage submenu follows the spec", () => {
  renderArea(App, { path: '/manage', orgType: 'flexprovider', catalog: messages, flags: contractFlags });
  expect(headings()).toEqual(['Bids', 'Asset qualification', 'Company qualification', 'Contracts', 'Market access']);
  expect(screen.getByRole('link', { name: 'Bulk bid submission' })).toHaveAttribute('href', '/manage/flexprovider/bids/bulk-upload');
  expect(screen.getByRole('link', { name: 'Confirm entry status' })).toHaveAttribute('href', '/manage/flexprovider/qualification/confirm');
});

test("a system operator's Manage submenu leads to its own competitions", () => {
  renderArea(App, { path: '/manage', orgType: 'systemoperator', orgId: 31, catalog: messages, flags: contractFlags });
  expect(headings()).toEqual(['Competitions', 'Bids', 'Assets', 'Network and applications', 'Contracts']);
  expect(screen.getByRole('link', { name: 'All competitions' })).toHaveAttribute('href', '/manage/systemoperator/31/competitions');
  expect(screen.getByRole('link', { name: 'Bid decisions' })).toHaveAttribute('href', '/manage/systemoperator/bids/decision');
});

test('flagged Manage entries (contracts, milestones, subscriptions) show only with their flags', () => {
  renderArea(App, { path: '/manage', orgType: 'flexprovider', catalog: messages, flags: [] });
  expect(headings()).toEqual(['Bids', 'Asset qualification', 'Company qualification', 'Market access']);
  expect(screen.queryByRole('link', { name: 'Milestones' })).toBeNull();
});

test.each([
  ['/manage/flexprovider/market-access', 'Market access'],
])('%s resolves to the %s screen', async (path, title) => {
  renderArea(App, { path, orgType: 'flexprovider', catalog: messages });
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});

test('an unknown manage path is a 404 inside the area', () => {
  renderArea(App, { path: '/manage/flexprovider/nope/nope/nope', orgType: 'flexprovider', catalog: messages });
  expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
});

test("an operator's competition page is not found for a flex provider", () => {
  renderArea(App, { path: '/systemoperator/competitions/9', orgType: 'flexprovider', catalog: messages });
  expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
});
