import { screen } from '@testing-library/react';
import { acceptHandOver, type Session } from 'shared-session';
import { MaxTokenResponsePage, SsoResponsePage } from './TokenResponsePage';
import { renderAt } from './test-utils';

jest.mock('shared-session', () => ({ ...jest.requireActual('shared-session'), acceptHandOver: jest.fn() }));
const handOverMock = acceptHandOver as jest.MockedFunction<typeof acceptHandOver>;

beforeEach(() => handOverMock.mockReset());

describe.each([
  ['SsoResponsePage', SsoResponsePage, '/ssoresponse'],
  ['MaxTokenResponsePage', MaxTokenResponsePage, '/max-token-response'],
])('%s', (_name, Page, path) => {
  it('starts the session from the fragment and goes to the dashboard without the token in the address', async () => {
    handOverMock.mockReturnValue({ token: 'a.b.c' } as Session);
    renderAt(<Page />, path, `${path}#token=a.b.c`);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/dashboard$/);
    expect(handOverMock).toHaveBeenCalledWith('#token=a.b.c');
  });

  it('explains a refused hand-over and drops the fragment', async () => {
    handOverMock.mockReturnValue(null);
    renderAt(<Page />, path, `${path}#token=expired`);
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
    expect(handOverMock).toHaveBeenCalledTimes(1);
  });
});
