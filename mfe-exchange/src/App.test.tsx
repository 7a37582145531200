import { screen } from '@testing-library/react';
import { renderArea } from 'shared-ui/testing';
import { messages } from './locales/en-GB/messages';
import { App } from './App';

test('the exchange landing offers browsing, a new listing and the load-modification map', () => {
  renderArea(App, { path: '/exchange', orgType: 'flexprovider', catalog: messages });
  expect(screen.getByRole('heading', { level: 1, name: 'Exchange' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse listings' })).toHaveAttribute('href', '/exchange/browse');
  expect(screen.getByRole('link', { name: 'New listing' })).toHaveAttribute('href', '/exchange/new-listing');
  expect(screen.getByRole('link', { name: 'Load modifications map' })).toHaveAttribute('href', '/exchange/load-modifications/map');
});

test('an unknown exchange path is a 404 inside the area', () => {
  renderArea(App, { path: '/exchange/listings', orgType: 'flexprovider', catalog: messages });
  expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
});
