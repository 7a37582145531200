import { screen } from '@testing-library/react';
import { requestPasswordReset } from 'shared-session';
import { ApiError } from 'shared-session/testing';
import { PasswordResetRequestPage } from './PasswordResetRequestPage';
import { renderAt } from './test-utils';

jest.mock('shared-session', () => ({ ...jest.requireActual('shared-session'), requestPasswordReset: jest.fn() }));
const requestMock = requestPasswordReset as jest.MockedFunction<typeof requestPasswordReset>;

beforeEach(() => requestMock.mockReset());

describe('PasswordResetRequestPage', () => {
  it('confirms the same way whether or not the account exists', async () => {
    requestMock.mockResolvedValue({ ok: true });
    const { user } = renderAt(<PasswordResetRequestPage />, '/passwordreset', '/passwordreset');
    await user.type(screen.getByLabelText(/Email address/), 'nobody@nowhere.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(requestMock).toHaveBeenCalledWith('nobody@nowhere.test');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for nobody@nowhere.test, we have sent it a link to reset the password.',
    );
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  });

  it('needs an email address', async () => {
    const { user } = renderAt(<PasswordResetRequestPage />, '/passwordreset', '/passwordreset');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(requestMock).not.toHaveBeenCalled();
  });

  it('shows a server message under the email field', async () => {
    requestMock.mockResolvedValue({ ok: false, error: new ApiError({ status: 400, body: { email: ['Enter a valid email address.'] } }) });
    const { user } = renderAt(<PasswordResetRequestPage />, '/passwordreset', '/passwordreset');
    await user.type(screen.getByLabelText(/Email address/), 'a@b.c');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error block when the request cannot be sent', async () => {
    requestMock.mockResolvedValue({ ok: false, error: new ApiError({ status: 0, message: 'Failed to fetch' }) });
    const { user } = renderAt(<PasswordResetRequestPage />, '/passwordreset', '/passwordreset');
    await user.type(screen.getByLabelText(/Email address/), 'a@b.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send the reset link. Please try again.');
  });
});
