import { screen } from '@testing-library/react';
import { confirmPasswordReset } from 'shared-session';
import { ApiError } from 'shared-session/testing';
import { PasswordResetConfirmPage } from './PasswordResetConfirmPage';
import { renderAt } from './test-utils';

jest.mock('shared-session', () => ({ ...jest.requireActual('shared-session'), confirmPasswordReset: jest.fn() }));
const confirmMock = confirmPasswordReset as jest.MockedFunction<typeof confirmPasswordReset>;

beforeEach(() => confirmMock.mockReset());

const CONFIRM = '/passwordreset/confirm/:uid?/:token?';
const NEWUSER = '/passwordreset/newuser/:uid?/:token?';

async function fill(user: ReturnType<typeof renderAt>['user'], password: string, confirmation: string) {
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('PasswordResetConfirmPage', () => {
  it('sets the password with uid and token from the address', async () => {
    confirmMock.mockResolvedValue({ ok: true });
    const { user } = renderAt(<PasswordResetConfirmPage />, CONFIRM, '/passwordreset/confirm/MTI/c3r-abc123');
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    await fill(user, 'Grid-flex-2026!', 'Grid-flex-2026!');
    expect(confirmMock).toHaveBeenCalledWith({ uid: 'MTI', token: 'c3r-abc123', new_password: 'Grid-flex-2026!' });
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been set.');
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
  });

  it('rejects a confirmation that does not match', async () => {
    const { user } = renderAt(<PasswordResetConfirmPage />, CONFIRM, '/passwordreset/confirm/MTI/tok');
    await fill(user, 'Grid-flex-2026!', 'Grid-flex-2025!');
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(confirmMock).not.toHaveBeenCalled();
  });

  it('shows the server password rules under the password field', async () => {
    confirmMock.mockResolvedValue({
      ok: false,
      error: new ApiError({ status: 400, body: { new_password: ['This password is too short. It must contain at least 10 characters.', 'This password is too common.'] } }),
    });
    const { user } = renderAt(<PasswordResetConfirmPage />, CONFIRM, '/passwordreset/confirm/MTI/tok');
    await fill(user, 'password', 'password');
    expect(await screen.findByText('This password is too short. It must contain at least 10 characters. This password is too common.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the link is no longer valid and offers a new one', async () => {
    confirmMock.mockResolvedValue({ ok: false, error: new ApiError({ status: 400, body: { token: ['Invalid token for given user.'] } }) });
    const { user } = renderAt(<PasswordResetConfirmPage />, CONFIRM, '/passwordreset/confirm/MTI/old');
    await fill(user, 'Grid-flex-2026!', 'Grid-flex-2026!');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired. Request a new one.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/passwordreset');
  });

  it('explains an incomplete link', () => {
    renderAt(<PasswordResetConfirmPage />, CONFIRM, '/passwordreset/confirm');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
  });

  it('titles the invited-user variant', async () => {
    confirmMock.mockResolvedValue({ ok: true });
    const { user } = renderAt(<PasswordResetConfirmPage mode="newuser" />, NEWUSER, '/passwordreset/newuser/Nw/tk');
    expect(screen.getByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    await fill(user, 'Grid-flex-2026!', 'Grid-flex-2026!');
    expect(confirmMock).toHaveBeenCalledWith({ uid: 'Nw', token: 'tk', new_password: 'Grid-flex-2026!' });
  });
});
