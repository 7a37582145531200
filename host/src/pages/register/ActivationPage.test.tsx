import { screen } from '@testing-library/react';
import { ApiError } from 'shared-session/testing';
import { activate, resendActivation } from './api';
import { renderRegister } from './testing';

jest.mock('./api');
const activateMock = activate as jest.MockedFunction<typeof activate>;
const resend = resendActivation as jest.MockedFunction<typeof resendActivation>;

const ID = '0f0e0d0c-0000-4000-8000-000000000000';
const LINK = `/register-new?registration=${ID}&expires=1900000000&signature=abc_DEF-123`;

beforeEach(() => jest.resetAllMocks());

it('activates the account once and offers to log in', async () => {
  activateMock.mockResolvedValue({ status: 'activated' });
  renderRegister(LINK);
  expect(await screen.findByRole('heading', { name: 'Your account is active' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  expect(activateMock).toHaveBeenCalledTimes(1);
  expect(activateMock).toHaveBeenCalledWith({ registration: ID, expires: 1900000000, signature: 'abc_DEF-123' });
});

it('says plainly when the link was used before', async () => {
  activateMock.mockResolvedValue({ status: 'already_active' });
  renderRegister(LINK);
  expect(await screen.findByRole('heading', { name: 'Your account is already active' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
});

it('explains an expired link and sends a new one for the same registration', async () => {
  activateMock.mockRejectedValue(new ApiError({ status: 400, body: { detail: 'This activation link has expired.', code: 'link_expired' } }));
  resend.mockResolvedValue({ success: true });
  const { user } = renderRegister(LINK);
  expect(await screen.findByRole('heading', { name: 'This activation link has expired' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send a new link' }));
  expect(resend).toHaveBeenCalledWith({ registration: ID });
  expect(await screen.findByText(/a new link is on its way to the e-mail address it was made with/)).toHaveAttribute('role', 'status');
});

it('explains a link that is not valid and asks for the address to send a new one to', async () => {
  activateMock.mockRejectedValue(new ApiError({ status: 400, body: { detail: 'This activation link is not valid.', code: 'link_invalid' } }));
  resend.mockResolvedValue({ success: true });
  const { user } = renderRegister(LINK);
  expect(await screen.findByRole('heading', { name: 'This activation link is not valid' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send a new link' }));
  expect(resend).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText(/^The e-mail address you registered with/), ' ada@kestrel-flex.example ');
  await user.click(screen.getByRole('button', { name: 'Send a new link' }));
  expect(resend).toHaveBeenCalledWith({ email: 'ada@kestrel-flex.example' });
});

it('does not call the server with an incomplete link', async () => {
  renderRegister(`/register-new?registration=${ID}`);
  expect(await screen.findByRole('heading', { name: 'This activation link is not valid' })).toBeInTheDocument();
  expect(activateMock).not.toHaveBeenCalled();
});

it('shows other failures with the server’s message and tries again', async () => {
  activateMock.mockRejectedValueOnce(new ApiError({ status: 429, body: { detail: 'Request was throttled. Expected available in 20 seconds.' } }));
  activateMock.mockResolvedValueOnce({ status: 'activated' });
  const { user } = renderRegister(LINK);
  expect(await screen.findByRole('alert')).toHaveTextContent('Request was throttled. Expected available in 20 seconds.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Your account is active' })).toBeInTheDocument();
  expect(activateMock).toHaveBeenCalledTimes(2);
});
