import { screen } from '@testing-library/react';
import { list } from 'shared-session';
import { ApiError } from 'shared-session/testing';
import { OutboxPage, type OutboxEmail } from './OutboxPage';
import { renderAt } from './test-utils';

jest.mock('shared-session', () => ({ ...jest.requireActual('shared-session'), list: jest.fn() }));
const listMock = list as jest.MockedFunction<typeof list>;

beforeEach(() => {
  listMock.mockReset();
  window.sessionStorage.clear();
});

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
    listMock.mockResolvedValue([reset, { id: 1, to: ['a@x.test', 'b@x.test'], subject: 'Welcome', body: 'Hi' }]);
    const { user } = renderAt(<OutboxPage />, '/dev/outbox', '/dev/outbox');
    expect(await screen.findByRole('heading', { name: 'Reset your Flex password' })).toBeInTheDocument();
    expect(listMock).toHaveBeenCalledWith('dev/outbox/', { limit: 100 }, undefined);
    expect(screen.getByText('provider@brightgrid.test')).toBeInTheDocument();
    expect(screen.getByText('a@x.test, b@x.test')).toBeInTheDocument();
    expect(screen.getByText(/Follow this link to choose a new password/)).toBeInTheDocument();
    const external = screen.getByRole('link', { name: 'https://help.flex.example/reset' });
    expect(external).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('link', { name: `${window.location.origin}/passwordreset/confirm/MTI/c3r-abc123` }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/passwordreset/confirm/MTI/c3r-abc123');
  });

  it('opens a reset link inside the app even when the API names another local port', async () => {
    listMock.mockResolvedValue([{ ...reset, body: 'Open http://localhost:3999/passwordreset/newuser/Nw/tok now' }]);
    const { user } = renderAt(<OutboxPage />, '/dev/outbox', '/dev/outbox');
    await user.click(await screen.findByRole('link', { name: 'http://localhost:3999/passwordreset/newuser/Nw/tok' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/passwordreset/newuser/Nw/tok');
  });

  it('says when the outbox is empty and reloads on refresh', async () => {
    listMock.mockResolvedValueOnce([]).mockResolvedValueOnce([reset]);
    const { user } = renderAt(<OutboxPage />, '/dev/outbox', '/dev/outbox');
    expect(await screen.findByText('No e-mails have been sent yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Reset your Flex password' })).toBeInTheDocument();
    expect(listMock).toHaveBeenCalledTimes(2);
  });

  it('explains a server without the outbox', async () => {
    listMock.mockRejectedValue(new ApiError({ status: 404, body: { detail: 'Not found.' } }));
    renderAt(<OutboxPage />, '/dev/outbox', '/dev/outbox');
    expect(await screen.findByText(/The development outbox is not available\. It is off unless the API was started with DEV_OUTBOX=1/)).toBeInTheDocument();
  });

  it('sends the key from the link the API printed, keeps it for the tab and takes it out of the address bar', async () => {
    window.history.replaceState(null, '', '/dev/outbox#key=abc%2D123');
    listMock.mockResolvedValue([reset]);
    const { user } = renderAt(<OutboxPage />, '/dev/outbox', '/dev/outbox');
    expect(await screen.findByRole('heading', { name: 'Reset your Flex password' })).toBeInTheDocument();
    expect(listMock).toHaveBeenLastCalledWith('dev/outbox/', { limit: 100 }, { headers: { 'X-Outbox-Key': 'abc-123' } });
    expect(window.location.hash).toBe('');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(listMock).toHaveBeenCalledTimes(2);
    expect(listMock).toHaveBeenLastCalledWith('dev/outbox/', { limit: 100 }, { headers: { 'X-Outbox-Key': 'abc-123' } });
  });

  it('shows other failures', async () => {
    listMock.mockRejectedValue(new ApiError({ status: 500 }));
    renderAt(<OutboxPage />, '/dev/outbox', '/dev/outbox');
    expect(await screen.findByRole('alert')).toHaveTextContent('The outbox could not be loaded.');
  });
});
