import { screen, within } from '@testing-library/react';
import { renderArea } from 'shared-ui/testing';
import { messages } from './locales/en-GB/messages';
import { App } from './App';

const hrefs = () =>
  within(screen.getByRole('navigation', { name: 'Settlement' }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

test('a flex provider sees the data it must provide and its reports', () => {
  renderArea(App, { path: '/settlement', orgType: 'flexprovider', catalog: messages });
  expect(hrefs()).toEqual([
    '/settlement/flexprovider/overview',
    '/settlement/flexprovider/required',
    '/settlement/flexprovider/upload',
    '/settlement/flexprovider/settlementreports',
    '/settlement/flexprovider/invoices',
    '/settlement/flexprovider/delivery-performance',
  ]);
});

test('a system operator sees settlement reports and invoices only', () => {
  renderArea(App, { path: '/settlement', orgType: 'systemoperator', catalog: messages });
  expect(hrefs()).toEqual(['/settlement/systemoperator/settlementreports', '/settlement/systemoperator/invoices']);
});

test('the area links across to the map', () => {
  renderArea(App, { path: '/settlement', orgType: 'flexprovider', catalog: messages });
  expect(screen.getByRole('link', { name: 'Go to the map' })).toHaveAttribute('href', '/dashboard');
});

test('the area resolves its screens', async () => {
  renderArea(App, { path: '/settlement/flexprovider/upload', orgType: 'flexprovider', catalog: messages });
  expect(await screen.findByRole('heading', { level: 1, name: 'Upload settlement data' })).toBeInTheDocument();
});
