import { screen, within } from '@testing-library/react';
import { renderArea } from 'shared-ui/testing';
import { messages } from './locales/en-GB/messages';
import { App } from './App';

const landing = () => screen.getByRole('navigation', { name: 'Dispatch' });

test('a flex provider sees its dispatch screens, without sending instructions', () => {
  renderArea(App, { path: '/operations', orgType: 'flexprovider', catalog: messages });
  expect(screen.getByRole('heading', { level: 1, name: 'Operations' })).toBeInTheDocument();
  const links = within(landing()).getAllByRole('link').map((a) => a.getAttribute('href'));
  expect(links).toEqual([
    '/operations/flexprovider/dispatchschedule',
    '/operations/flexprovider/upcomingdispatches',
    '/operations/flexprovider/pastdispatches',
  ]);
});

test('a system operator also sends dispatch instructions', () => {
  renderArea(App, { path: '/operations', orgType: 'systemoperator', catalog: messages });
  expect(within(landing()).getByRole('link', { name: 'Send dispatch instructions' })).toHaveAttribute(
    'href',
    '/operations/systemoperator/dispatchsend',
  );
});

test('each screen path of the area resolves inside the remote; anything else is a 404', async () => {
  const { unmount } = renderArea(App, { path: '/operations/systemoperator/dispatchsend', orgType: 'systemoperator', catalog: messages });
  expect(await screen.findByRole('heading', { level: 1, name: 'Send dispatch instructions' })).toBeInTheDocument();
  unmount();
  renderArea(App, { path: '/operations/flexprovider/nothing-here', orgType: 'flexprovider', catalog: messages });
  expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
});
