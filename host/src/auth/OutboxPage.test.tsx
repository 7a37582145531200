/**
 * @jest-environment ../shared-session/jest.environment.cjs
 */
import { screen } from '@testing-library/react';
import { json } from 'shared-session/testing';
import { fakeApi, refusal } from '../testing/api';
import { OutboxPage, type OutboxEmail } from './OutboxPage';
import { renderAt } from './test-utils';

const OUTBOX = 'GET dev/outbox/';

beforeEach(() => {
  window.sessionStorage.clear();
});

/** Serves the outbox: each answer in turn (the last one again after that). */
function serveOutbox(...answers: Array<OutboxEmail[] | Response>) {
  let served = 0;
  return fakeApi({
    [OUTBOX]: () => {
      const answer = answers[Math.min(served++, answers.length - 1)]!;
      return answer instanceof Response ? answer : json(answer);
    },
  });
}

/** The outbox key a call to the outbox carried, and its limit. */
const keysAndLimits = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo(OUTBOX).map((c) => ({ key: c.headers.get('X-Outbox-Key'), limit: c.url.searchParams.get('limit') }));

const reset: OutboxEmail = {
  id: 2,
  to: 'provider@brightgrid.test',
  subject: 'Reset your Flex password',
  body: `Hello,\n\nFollow this link to choose a new password:\n${window.location.origin}/passwordreset/confirm/MTI/c3r-abc123\n\nHelp: https://help.flex.example/reset\n`,
  kind: 'reset',
  created: '2026-11-21T10:00:00Z',
};

describe('OutboxPage', () => {
  it('lists e-mails with subject, recipient and body, and the reset link opens the reset page', async () => {
    const api = serveOutbox([reset, { id: 1, to: 'a@x.test', subject: 'Welcome', body: 'Hi', kind: 'invite', created: '2026-11-20T10:00:00Z' }]);
    const { user } = renderAt(<OutboxPage />, '/dev/outbox', '/dev/outbox');
    expect(await screen.findByRole('heading', { name: 'Reset your Flex password' })).toBeInTheDocument();
    expect(keysAndLimits(api)).toEqual([{ key: null, limit: '100' }]);
    expect(screen.getByText('provider@brightgrid.test')).toBeInTheDocument();
    expect(screen.getByText('a@x.test')).toBeInTheDocument();
    expect(screen.getByText(/Follow this link to choose a new password/)).toBeInTheDocument();
    const external = screen.getByRole('link', { name: 'https://help.flex.example/reset' });
    expect(external).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('link', { name: `${window.location.origin}/passwordreset/confirm/MTI/c3r-abc123` }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/passwordreset/confirm/MTI/c3r-abc123');
  });

  it('opens a reset link inside the app even when the API names another local port', async () => {
    serveOutbox([{ ...reset, body: 'Open http://localhost:3999/passwordreset/newuser/Nw/tok now' }]);
    const { user } = renderAt(<OutboxPage />, '/dev/outbox', '/dev/outbox');
    await user.click(await screen.findByRole('link', { name: 'http://localhost:3999/passwordreset/newuser/Nw/tok' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/passwordreset/newuser/Nw/tok');
  });

  it('says when the outbox is empty and reloads on refresh', async () => {
    const api = serveOutbox([], [reset]);
    const { user } = renderAt(<OutboxPage />, '/dev/outbox', '/dev/outbox');
    expect(await screen.findByText('No e-mails have been sent yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Reset your Flex password' })).toBeInTheDocument();
    expect(api.callsTo(OUTBOX)).toHaveLength(2);
  });

  it('explains a server without the outbox', async () => {
    serveOutbox(refusal(404, { detail: 'Not found.' }));
    renderAt(<OutboxPage />, '/dev/outbox', '/dev/outbox');
    expect(await screen.findByText(/The development outbox is not available\. It is off unless the API was started with DEV_OUTBOX=1/)).toBeInTheDocument();
  });

  it('sends the key from the link the API printed, keeps it for the tab and takes it out of the address bar', async () => {
    window.history.replaceState(null, '', '/dev/outbox#key=abc%2D123');
    const api = serveOutbox([reset]);
    const { user } = renderAt(<OutboxPage />, '/dev/outbox', '/dev/outbox');
    expect(await screen.findByRole('heading', { name: 'Reset your Flex password' })).toBeInTheDocument();
    expect(keysAndLimits(api)).toEqual([{ key: 'abc-123', limit: '100' }]);
    expect(window.location.hash).toBe('');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('heading', { name: 'Reset your Flex password' });
    expect(keysAndLimits(api)).toEqual([{ key: 'abc-123', limit: '100' }, { key: 'abc-123', limit: '100' }]);
  });

  it('shows other failures', async () => {
    serveOutbox(refusal(500, {}));
    renderAt(<OutboxPage />, '/dev/outbox', '/dev/outbox');
    expect(await screen.findByRole('alert')).toHaveTextContent('The outbox could not be loaded.');
  });
});
