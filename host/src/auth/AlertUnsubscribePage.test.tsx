/**
 * @jest-environment ../shared-session/jest.environment.cjs
 */
import { screen } from '@testing-library/react';
import { configureApi } from 'shared-session';
import { fakeFetch, json, resetApiClient } from 'shared-session/testing';
import { AlertUnsubscribePage } from './AlertUnsubscribePage';
import { renderAt } from './test-utils';

const PATH = '/alerts/unsubscribe/:alert?/:token?';

function serve(answer: () => Response) {
  const { fetch, calls } = fakeFetch(async (req) => (req.method === 'POST' && req.url.pathname === '/alerts/unsubscribe/' ? answer() : json({ detail: 'Not found.' }, { status: 404 })));
  resetApiClient();
  configureApi({ apiBase: 'http://api.test/', fetch, timeout: false });
  return calls;
}

describe('AlertUnsubscribePage', () => {
  it('asks first, then pauses the alert of the link without signing in', async () => {
    const calls = serve(() => json({ alert: 12, name: 'North evening peaks', is_paused: true }));
    const { user } = renderAt(<AlertUnsubscribePage />, PATH, '/alerts/unsubscribe/12/abc_DEF-123');
    expect(screen.getByRole('heading', { name: 'Stop an alert' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stop this alert' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The alert “North evening peaks” is paused: it will send you nothing more.');
    expect(calls.map((c) => c.body)).toEqual([{ alert: 12, token: 'abc_DEF-123' }]);
    expect(calls[0]!.headers.get('authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage your alerts' })).toHaveAttribute('href', '/manage/flexprovider/subscriptions');
  });

  it('shows the server’s message for a link that is not valid', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => json({ detail: 'This unsubscribe link is not valid. Sign in to manage your alerts.' }, { status: 404 }));
    const { user } = renderAt(<AlertUnsubscribePage />, PATH, '/alerts/unsubscribe/12/wrong');
    await user.click(screen.getByRole('button', { name: 'Stop this alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid. Sign in to manage your alerts.');
  });

  it('says an incomplete link is incomplete and sends nothing', async () => {
    const calls = serve(() => json({}));
    renderAt(<AlertUnsubscribePage />, PATH, '/alerts/unsubscribe/x1');
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Stop this alert' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
