/**
 * @jest-environment ../shared-session/jest.environment.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, setPassword, type CurrentUser } from 'shared-session';
import { ApiError, DEFAULT_REGION } from 'shared-session/testing';
import { renderShell } from '../../testing/renderShell';
import { fakeApi, refusal, replying } from '../../testing/api';

jest.mock('shared-session', () => ({ ...jest.requireActual('shared-session'), setPassword: jest.fn() }));

const ME: CurrentUser = {
  id: 7, email: 'ana@brightgrid.test', first_name: 'Ana', last_name: 'Lopez', preferred_locale: 'en-GB', organisation: 3,
  organisation_name: 'Brightgrid Energy', org_type: 'flexprovider', roles: ['analytics'], permission_names: ['analytics'], is_activated: true, mfa_enabled: false,
};

afterEach(() => {
  (setPassword as jest.Mock).mockReset();
  localStorage.clear();
  act(() => {
    bus.session$.next(null);
    bus.region$.next(DEFAULT_REGION);
  });
});

const open = () => renderShell('/settings/account', { user: { orgType: 'flexprovider', email: ME.email } });
const details = () => screen.getByRole('form', { name: 'Your details' });
const passwordForm = () => screen.getByRole('form', { name: 'Change your password' });

describe('settings/account: details', () => {
  it('shows the e-mail and organisation, and the five locales by their names', async () => {
    fakeApi({ 'GET auth/users/me/': ME });
    await open();
    expect(await screen.findByTestId('account-email')).toHaveTextContent('ana@brightgrid.test');
    expect(screen.getByText('Brightgrid Energy')).toBeInTheDocument();
    expect(within(details()).getByLabelText(/First name/)).toHaveValue('Ana');
    const locale = within(details()).getByLabelText('Preferred language');
    expect(within(locale).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'English (United Kingdom)', 'English (United States)', 'English (Australia)', 'Italiano (Italia)', 'Português (Portugal)',
    ]);
    expect(locale).toHaveValue('en-GB');
  });

  it('saves names and the preferred locale, says so, and switches this browser when asked', async () => {
    const calls = fakeApi({ 'GET auth/users/me/': ME, 'PATCH auth/users/me/': replying((body: unknown) => ({ ...ME, ...(body as object) })) });
    await open();
    const form = await screen.findByRole('form', { name: 'Your details' });
    fireEvent.change(within(form).getByLabelText(/First name/), { target: { value: 'Anita' } });
    fireEvent.change(within(form).getByLabelText('Preferred language'), { target: { value: 'it-IT' } });
    const useHere = within(form).getByLabelText('Also switch this browser to it now');
    expect(useHere).toBeChecked();
    fireEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(calls.routes).toContain('PATCH auth/users/me/'));
    expect(calls.bodiesOf('PATCH auth/users/me/')[0]).toEqual({ first_name: 'Anita', last_name: 'Lopez', preferred_locale: 'it-IT' });
    expect(await screen.findByText('Your details are saved')).toBeInTheDocument();
    await waitFor(() => expect(bus.region$.value.code).toBe('IT'));
    // A chosen region is stored: it wins over the preferred locale at the next login.
    expect(localStorage.getItem('region')).not.toBeNull();
  });

  it('leaves this browser’s region alone when the box is unticked', async () => {
    fakeApi({ 'GET auth/users/me/': ME, 'PATCH auth/users/me/': replying((body: unknown) => ({ ...ME, ...(body as object) })) });
    await open();
    const form = await screen.findByRole('form', { name: 'Your details' });
    fireEvent.change(within(form).getByLabelText('Preferred language'), { target: { value: 'pt-PT' } });
    fireEvent.click(within(form).getByLabelText('Also switch this browser to it now'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(/E-mails use your preferred language/)).toBeInTheDocument();
    expect(bus.region$.value.code).toBe('GB');
  });

  it('shows the server’s messages on the fields', async () => {
    fakeApi({
      'GET auth/users/me/': ME,
      'PATCH auth/users/me/': refusal(400, { first_name: ['Ensure this field has no more than 150 characters.'] }),
    });
    await open();
    const form = await screen.findByRole('form', { name: 'Your details' });
    fireEvent.change(within(form).getByLabelText(/First name/), { target: { value: 'A'.repeat(151) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('Ensure this field has no more than 150 characters.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Your details are saved')).not.toBeInTheDocument();
  });

  it('gives a plain user the account and preferences tabs only', async () => {
    fakeApi({ 'GET auth/users/me/': { ...ME, organisation: null, organisation_name: null, org_type: 'user', roles: [] } });
    await renderShell('/settings/account', { user: { orgType: 'user', email: ME.email } });
    await screen.findByRole('form', { name: 'Your details' });
    const tabs = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(tabs).getAllByRole('link').map((a) => a.textContent)).toEqual(['Account', 'Preferences']);
    expect(screen.queryByText('Organisation')).not.toBeInTheDocument();
  });

  it('says when the account cannot be loaded', async () => {
    fakeApi({ 'GET auth/users/me/': refusal(500, {}) });
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account could not be loaded');
  });
});

describe('settings/account: password', () => {
  const fill = (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) fireEvent.change(within(passwordForm()).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  };

  it('shows a wrong current password on its field and changes nothing else', async () => {
    fakeApi({ 'GET auth/users/me/': ME });
    (setPassword as jest.Mock).mockResolvedValue({ ok: false, error: new ApiError({ status: 400, body: { current_password: ['Invalid password.'] } }) });
    await open();
    await screen.findByRole('form', { name: 'Change your password' });
    fill({ 'Current password': 'not-it', 'New password \\*': 'Brand-new-pass-1', 'New password again': 'Brand-new-pass-1' });
    fireEvent.click(within(passwordForm()).getByRole('button', { name: 'Change password' }));
    expect(await within(passwordForm()).findByText('Invalid password.')).toBeInTheDocument();
    expect(within(passwordForm()).getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(setPassword).toHaveBeenCalledWith({ current_password: 'not-it', new_password: 'Brand-new-pass-1' });
  });

  it('checks that the new password was typed twice the same before sending', async () => {
    fakeApi({ 'GET auth/users/me/': ME });
    await open();
    await screen.findByRole('form', { name: 'Change your password' });
    fill({ 'Current password': 'Flex-demo-2026', 'New password \\*': 'Brand-new-pass-1', 'New password again': 'Brand-new-pass-2' });
    fireEvent.click(within(passwordForm()).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(within(passwordForm()).getByLabelText(/^New password again/)).toHaveAccessibleDescription('The two new passwords do not match.'));
    expect(setPassword).not.toHaveBeenCalled();
  });

  it('changes the password, says so and empties the form', async () => {
    fakeApi({ 'GET auth/users/me/': ME });
    (setPassword as jest.Mock).mockResolvedValue({ ok: true });
    await open();
    await screen.findByRole('form', { name: 'Change your password' });
    expect(within(passwordForm()).queryByLabelText(/Code from your authenticator app/)).not.toBeInTheDocument();
    fill({ 'Current password': 'Flex-demo-2026', 'New password \\*': 'Brand-new-pass-1', 'New password again': 'Brand-new-pass-1' });
    fireEvent.click(within(passwordForm()).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await waitFor(() => expect(within(passwordForm()).getByLabelText(/^Current password/)).toHaveValue(''));
  });

  it('asks a user with multi-factor for the authenticator code and sends it', async () => {
    fakeApi({ 'GET auth/users/me/': { ...ME, mfa_enabled: true } });
    (setPassword as jest.Mock).mockResolvedValueOnce({ ok: false, error: new ApiError({ status: 400, body: { mfa_code: ['This code is not valid. Enter the code your authenticator app shows now.'] } }) });
    await open();
    await screen.findByRole('form', { name: 'Change your password' });
    fill({ 'Current password': 'Flex-demo-2026', 'New password \\*': 'Brand-new-pass-1', 'New password again': 'Brand-new-pass-1', 'Code from your authenticator app': ' 123456 ' });
    fireEvent.click(within(passwordForm()).getByRole('button', { name: 'Change password' }));
    expect(await within(passwordForm()).findByText(/This code is not valid/)).toBeInTheDocument();
    expect(setPassword).toHaveBeenCalledWith({ current_password: 'Flex-demo-2026', new_password: 'Brand-new-pass-1', mfa_code: '123456' });
  });
});
