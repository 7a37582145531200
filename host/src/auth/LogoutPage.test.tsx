import { screen } from '@testing-library/react';
import { logout } from 'shared-session';
import { LogoutPage } from './LogoutPage';
import { renderAt } from './test-utils';

jest.mock('shared-session', () => ({ ...jest.requireActual('shared-session'), logout: jest.fn() }));
const logoutMock = logout as jest.MockedFunction<typeof logout>;

beforeEach(() => logoutMock.mockReset());

describe('LogoutPage', () => {
  it('logs out once, then goes to the index page', async () => {
    logoutMock.mockResolvedValue({ cognitoUrl: null });
    renderAt(<LogoutPage />, '/logout', '/logout');
    expect(screen.getByRole('status')).toHaveTextContent('Logging you out…');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(logoutMock).toHaveBeenCalledTimes(1);
  });

  it('stays put while the browser follows a hosted logout address', async () => {
    logoutMock.mockResolvedValue({ cognitoUrl: 'https://auth.example.com/logout' });
    renderAt(<LogoutPage />, '/logout', '/logout');
    await screen.findByRole('status');
    await Promise.resolve();
    expect(logoutMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('honours a custom destination', async () => {
    logoutMock.mockResolvedValue({ cognitoUrl: null });
    renderAt(<LogoutPage after="/login" />, '/logout', '/logout');
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
  });
});
