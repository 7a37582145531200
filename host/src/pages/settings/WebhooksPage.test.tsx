/**
 * @jest-environment ../shared-session/jest.environment.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, type WebhookDelivery, type WebhookEndpoint } from 'shared-session';
import { DEFAULT_REGION } from 'shared-session/testing';
import { fakeApi, refusal, replying } from '../../testing/api';
import { renderShell } from '../../testing/renderShell';

const ENDPOINT: WebhookEndpoint = {
  id: 7, organisation: 1, url: 'https://hooks.brightgrid.example/flex', description: 'Control room', event_types: ['dispatch.instruction.created'],
  is_active: true, created: '2026-11-20T10:00:00Z', secret_rotated: null, last_delivery_status: 'failed',
};
const DELIVERY: WebhookDelivery = {
  id: 3, endpoint: 7, endpoint_url: ENDPOINT.url, organisation: 1, event_id: 42, event_type: 'dispatch.instruction.created', status: 'failed',
  attempts: 7, last_status_code: 500, last_error: 'HTTP 500', created: '2026-11-20T11:00:00Z', completed: '2026-11-20T11:10:00Z', attempt_log: [],
};

afterEach(() => {
  act(() => {
    bus.session$.next(null);
    bus.region$.next(DEFAULT_REGION);
  });
});

describe('settings/webhooks', () => {
  it('lists the endpoints and recent deliveries with their status', async () => {
    fakeApi({ 'GET webhooks/endpoints/': [ENDPOINT], 'GET webhooks/deliveries/': [DELIVERY] });
    await renderShell('/settings/webhooks', { user: { orgType: 'flexprovider' } });
    const endpoints = await screen.findByRole('table', { name: 'Webhook endpoints' });
    expect(within(endpoints).getByText(ENDPOINT.url)).toBeInTheDocument();
    expect(within(endpoints).getByRole('button', { name: `Rotate secret of ${ENDPOINT.url}` })).toBeInTheDocument();
    const deliveries = screen.getByRole('table', { name: 'Recent webhook deliveries' });
    expect(within(deliveries).getByText('HTTP 500')).toBeInTheDocument();
    expect(within(deliveries).getAllByText('Failed').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('navigation', { name: 'Settings sections' })).getByRole('link', { name: 'Webhooks' })).toBeInTheDocument();
  });

  it('adds an endpoint and shows its secret once', async () => {
    const calls = fakeApi({
      'GET webhooks/endpoints/': [],
      'GET webhooks/deliveries/': [],
      'POST webhooks/endpoints/': replying((body: unknown) => ({ ...ENDPOINT, ...(body as object), secret: 'whsec_shown_once' })),
    });
    await renderShell('/settings/webhooks', { user: { orgType: 'flexprovider' } });
    expect(await screen.findByText(/No endpoints yet/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('URL (https://)'), { target: { value: 'https://hooks.brightgrid.example/new' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(dialog).getByDisplayValue('whsec_shown_once')).toBeInTheDocument();
    expect(calls.bodiesOf('POST webhooks/endpoints/')[0]).toEqual({ url: 'https://hooks.brightgrid.example/new', description: '' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByDisplayValue('whsec_shown_once')).not.toBeInTheDocument();
  });

  it('deactivates after confirmation and rotates the secret, showing the new one once', async () => {
    const calls = fakeApi({
      'GET webhooks/endpoints/': [ENDPOINT],
      'GET webhooks/deliveries/': [],
      'POST webhooks/endpoints/7/set_inactive/': { ...ENDPOINT, is_active: false },
      'POST webhooks/endpoints/7/rotate_secret/': { ...ENDPOINT, secret: 'whsec_rotated' },
    });
    await renderShell('/settings/webhooks', { user: { orgType: 'flexprovider' } });
    fireEvent.click(await screen.findByRole('button', { name: `Deactivate ${ENDPOINT.url}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate this endpoint?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(calls.routes).toContain('POST webhooks/endpoints/7/set_inactive/'));

    fireEvent.click(screen.getByRole('button', { name: `Rotate secret of ${ENDPOINT.url}` }));
    const rotate = await screen.findByRole('dialog', { name: 'Replace the signing secret?' });
    fireEvent.click(within(rotate).getByRole('button', { name: 'Replace secret' }));
    const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(shown).getByDisplayValue('whsec_rotated')).toBeInTheDocument();
  });

  it('shows the server’s message on the URL field', async () => {
    fakeApi({
      'GET webhooks/endpoints/': [],
      'GET webhooks/deliveries/': [],
      'POST webhooks/endpoints/': refusal(400, { url: ['The URL may not point to a private or local network address.'] }),
    });
    await renderShell('/settings/webhooks', { user: { orgType: 'flexprovider' } });
    void (await screen.findByText(/No endpoints yet/));
    fireEvent.change(screen.getByLabelText('URL (https://)'), { target: { value: 'https://10.0.0.1/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('The URL may not point to a private or local network address.')).toBeInTheDocument();
    expect(screen.getByLabelText('URL (https://)')).toHaveAttribute('aria-invalid', 'true');
  });
});
