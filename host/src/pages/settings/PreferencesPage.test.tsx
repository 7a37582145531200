/**
 * @jest-environment ../shared-session/jest.environment.cjs
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { bus, REGIONS, type CurrentUser } from 'shared-session';
import { DEFAULT_REGION } from 'shared-session/testing';
import { renderShell } from '../../testing/renderShell';
import { fakeApi, replying } from '../../testing/api';

const ME = {
  id: 7, email: 'ana@brightgrid.test', first_name: 'Ana', last_name: 'Lopez', preferred_locale: 'pt-PT', organisation: 3, organisation_name: 'Brightgrid Energy',
  org_type: 'flexprovider', roles: ['analytics'], permission_names: [], is_activated: true, mfa_enabled: false,
} satisfies CurrentUser;

afterEach(() => {
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

  it('offers a checkbox per kind of notification e-mail my roles receive, and saves my choice', async () => {
    const settings = { email: { dispatch: true, competition_results: false, dps_outcome: true, settlement: true }, receives: ['dispatch', 'competition_results'] };
    const calls = fakeApi({
      'GET auth/users/me/': { ...ME, roles: ['dispatch'] },
      'GET auth/users/me/notifications/': settings,
      'PATCH auth/users/me/notifications/': replying((body: unknown) => ({ ...settings, email: { ...settings.email, ...(body as object) } })),
    });
    await renderShell('/settings/preferences', { user: { orgType: 'flexprovider' } });
    const group = await screen.findByRole('group', { name: 'E-mail me about' });
    const dispatch = within(group).getByRole('checkbox', { name: 'Dispatch instructions' });
    const results = within(group).getByRole('checkbox', { name: 'Competition results' });
    expect(dispatch).toBeChecked();
    expect(results).not.toBeChecked();
    // Only the kinds my roles receive.
    expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
    const save = screen.getByRole('button', { name: 'Save e-mail choices' });
    expect(save).toBeDisabled();
    fireEvent.click(dispatch);
    fireEvent.click(save);
    expect(await screen.findByText('Your e-mail choices are saved')).toBeInTheDocument();
    expect(calls.bodiesOf('PATCH auth/users/me/notifications/')).toEqual([{ dispatch: false, competition_results: false }]);
    expect(within(group).getByRole('checkbox', { name: 'Dispatch instructions' })).not.toBeChecked();
  });

  it('says so when my roles receive no notification e-mails', async () => {
    fakeApi({
      'GET auth/users/me/': ME,
      'GET auth/users/me/notifications/': { email: { dispatch: true, competition_results: true, dps_outcome: true, settlement: true }, receives: [] },
    });
    await renderShell('/settings/preferences', { user: { orgType: 'flexprovider' } });
    expect(await screen.findByText(/Your team roles receive no notification e-mails/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'E-mail me about' })).toBeNull();
  });
});
