import { act, screen, within } from '@testing-library/react';
import { bus, request, DEFAULT_REGION, REGIONS, type CurrentUser } from 'shared-session';
import { renderShell } from '../../testing/renderShell';
import { fakeApi } from './testing';

jest.mock('shared-session', () => ({ ...jest.requireActual('shared-session'), request: jest.fn() }));

const ME = {
  id: 7, email: 'ana@brightgrid.test', first_name: 'Ana', last_name: 'Lopez', preferred_locale: 'pt-PT', organisation: 3, organisation_name: 'Brightgrid Energy',
  org_type: 'flexprovider', roles: ['analytics'], permission_names: [], is_activated: true, mfa_enabled: false,
} satisfies CurrentUser;

afterEach(() => {
  (request as jest.Mock).mockReset();
  act(() => {
    bus.session$.next(null);
    bus.region$.next(DEFAULT_REGION);
  });
});

describe('settings/preferences', () => {
  it('shows this browser’s region with examples, a link to the region switcher that comes back, and the account’s preferred language', async () => {
    fakeApi({ 'GET auth/users/me/': ME });
    await renderShell('/settings/preferences', { user: { orgType: 'flexprovider' } });
    const region = screen.getByTestId('region-settings');
    expect(within(region).getByText('United Kingdom')).toBeInTheDocument();
    expect(within(region).getByText('English (United Kingdom)')).toBeInTheDocument();
    expect(within(region).getByText(/^Europe\/London/)).toBeInTheDocument();
    expect(within(region).getByText('GBP')).toBeInTheDocument();
    expect(within(region).getByText(/£1,234\.50/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change region' })).toHaveAttribute('href', '/region?next=%2Fsettings%2Fpreferences');
    const language = await screen.findByText('Português (Portugal)');
    expect(language).toHaveAttribute('lang', 'pt-PT');
    expect(language.parentElement).toHaveTextContent(/^Your preferred language is Português \(Portugal\): e-mails use it, and so do your logins/);
    expect(screen.getByRole('link', { name: 'Change it under Account' })).toHaveAttribute('href', '/settings/account');
  });

  it('follows a region change at once', async () => {
    fakeApi({ 'GET auth/users/me/': ME });
    await renderShell('/settings/preferences', { user: { orgType: 'flexprovider' } });
    act(() => bus.region$.next(REGIONS.US));
    const region = screen.getByTestId('region-settings');
    expect(within(region).getByText('United States')).toBeInTheDocument();
    expect(within(region).getByText(/^US\/Eastern/)).toBeInTheDocument();
    expect(within(region).getByText(/\$1,234\.50/)).toBeInTheDocument();
  });
});
