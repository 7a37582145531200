import { screen, waitFor } from '@testing-library/react';
import { bus, login, type Session } from 'shared-session';
import { ApiError } from 'shared-session/testing';
import { LoginPage } from './LoginPage';
import { renderAt } from './test-utils';

jest.mock('shared-session', () => ({ ...jest.requireActual('shared-session'), login: jest.fn() }));
const loginMock = login as jest.MockedFunction<typeof login>;

const session = { token: 't', claims: { email: 'provider@brightgrid.test' } } as unknown as Session;

beforeEach(() => {
  loginMock.mockReset();
  bus.session$.next(null);
});

async function fillAndSubmit(user: ReturnType<typeof renderAt>['user'], email = 'provider@brightgrid.test', password = 'Flex-demo-2026') {
  if (email) await user.type(screen.getByLabelText(/Email address/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('has labelled fields and a forgotten-password link', () => {
    renderAt(<LoginPage />, '/login', '/login');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/passwordreset');
    expect(screen.getByRole('link', { name: 'Register your organisation' })).toHaveAttribute('href', '/register/confirm');
  });

  it('requires both fields before calling the server', async () => {
    const { user } = renderAt(<LoginPage />, '/login', '/login');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('checks the email format', async () => {
    const { user } = renderAt(<LoginPage />, '/login', '/login');
    await fillAndSubmit(user, 'not-an-email');
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('logs in and goes to ?next=', async () => {
    loginMock.mockResolvedValue({ status: 'success', session });
    const { user } = renderAt(<LoginPage />, '/login', `/login?next=${encodeURIComponent('/manage/flexprovider/bids?page=2')}`);
    await fillAndSubmit(user, ' provider@brightgrid.test ');
    expect(loginMock).toHaveBeenCalledWith('provider@brightgrid.test', 'Flex-demo-2026');
    expect(await screen.findByTestId('where')).toHaveTextContent('/manage/flexprovider/bids?page=2');
  });

  it('goes to the dashboard without next, and ignores a next pointing elsewhere', async () => {
    loginMock.mockResolvedValue({ status: 'success', session });
    const { user } = renderAt(<LoginPage />, '/login', `/login?next=${encodeURIComponent('https://evil.example/')}`);
    await fillAndSubmit(user);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/dashboard$/);
  });

  it('says clearly when the email or password is wrong', async () => {
    loginMock.mockRejectedValue(new ApiError({ status: 401, body: { detail: 'No active account found with the given credentials' } }));
    const { user } = renderAt(<LoginPage />, '/login', '/login');
    await fillAndSubmit(user, 'provider@brightgrid.test', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The email address or password is incorrect.');
    // Announced, styled and focused as an error, so keyboard users land on it.
    expect(alert).toHaveClass('fx-form-error');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows the rate-limit message on 429', async () => {
    loginMock.mockRejectedValue(new ApiError({ status: 429, body: { detail: 'Request was throttled.' } }));
    const { user } = renderAt(<LoginPage />, '/login', '/login');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many login attempts. Please wait a few minutes and try again.');
  });

  it('puts server field messages under their fields', async () => {
    loginMock.mockRejectedValue(new ApiError({ status: 400, body: { password: ['This field may not be blank.'] } }));
    const { user } = renderAt(<LoginPage />, '/login', '/login');
    await fillAndSubmit(user);
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('This field may not be blank.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports an unreachable server', async () => {
    loginMock.mockRejectedValue(new ApiError({ status: 0, message: 'Failed to fetch' }));
    const { user } = renderAt(<LoginPage />, '/login', '/login');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
  });

  it('disables the button while logging in', async () => {
    let finish!: (v: Awaited<ReturnType<typeof login>>) => void;
    loginMock.mockReturnValue(new Promise((r) => (finish = r)));
    const { user } = renderAt(<LoginPage />, '/login', '/login');
    await fillAndSubmit(user);
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    finish({ status: 'success', session });
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
  });

  it('sends a logged-in visitor straight on', async () => {
    bus.session$.next(session);
    renderAt(<LoginPage />, '/login', '/login?next=%2Fsettings%2Faccount');
    expect(await screen.findByTestId('where')).toHaveTextContent('/settings/account');
  });
});
