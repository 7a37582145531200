/** The user stage with the real password estimator (zxcvbn-ts and its dictionaries). */
import { screen, within } from '@testing-library/react';
import { ApiError } from 'shared-session/testing';
import { submitUserPart } from './api';
import { PASSWORD, renderRegister, storeRegistration, USER, where } from './testing';

jest.mock('./api');
const userPart = submitUserPart as jest.MockedFunction<typeof submitUserPart>;

// zxcvbn scores each keystroke; on a busy machine that takes a while.
jest.setTimeout(20_000);

beforeEach(() => {
  sessionStorage.clear();
  jest.resetAllMocks();
  storeRegistration({ confirmed: { confirm: true, user: false, company: false, submit: false } });
});

const field = (name: RegExp) => screen.getByLabelText(name);
const PASSWORD_FIELD = /^Password/;
const CONFIRM_FIELD = /^Confirm password/;

async function fillDetails(user: ReturnType<typeof renderRegister>['user'], password: string, confirmation = password) {
  await user.type(field(/^First name/), USER.first_name);
  await user.type(field(/^Last name/), USER.last_name);
  await user.type(field(/^Work e-mail address/), USER.email);
  await user.type(field(PASSWORD_FIELD), password);
  await user.type(field(CONFIRM_FIELD), confirmation);
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
}

const requirement = (name: string) => within(screen.getByRole('list', { name: 'Requirements for the password' })).getByText(name).closest('li');

describe('the password', () => {
  it('shows a weak password as weak with the reason, and refuses it', async () => {
    const { user } = renderRegister('/register/user');
    await fillDetails(user, 'password123');
    expect(await screen.findByText('Password strength: Very weak')).toBeInTheDocument();
    expect(screen.getByText('This is a commonly used password.')).toBeInTheDocument();
    expect(requirement('At least 10 characters')).toHaveAttribute('data-met', 'true');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This password is too easy to guess. This is a commonly used password.')).toBeInTheDocument();
    expect(field(PASSWORD_FIELD)).toHaveAttribute('aria-invalid', 'true');
    expect(userPart).not.toHaveBeenCalled();
    expect(where(screen)).toBe('/register/user');
  });

  it('shows the requirements as they are met', async () => {
    const { user } = renderRegister('/register/user');
    await user.type(field(/^Work e-mail address/), USER.email);
    await user.type(field(PASSWORD_FIELD), '12345');
    expect(requirement('At least 10 characters')).toHaveAttribute('data-met', 'false');
    expect(requirement('Not only numbers')).toHaveAttribute('data-met', 'false');
    expect(requirement('Not only numbers')).toHaveTextContent('(not met)');
    await user.type(field(PASSWORD_FIELD), '67890');
    expect(requirement('At least 10 characters')).toHaveAttribute('data-met', 'true');
    expect(requirement('Not only numbers')).toHaveAttribute('data-met', 'false');
    await user.clear(field(PASSWORD_FIELD));
    await user.type(field(PASSWORD_FIELD), USER.email);
    expect(requirement('Not your e-mail address')).toHaveAttribute('data-met', 'false');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The password does not meet the requirements below.')).toBeInTheDocument();
    expect(userPart).not.toHaveBeenCalled();
  });

  it('says when the confirmation does not match, and when it does', async () => {
    const { user } = renderRegister('/register/user');
    await fillDetails(user, PASSWORD, `${PASSWORD}x`);
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(field(CONFIRM_FIELD)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('The passwords match.')).not.toBeInTheDocument();
    await user.type(field(CONFIRM_FIELD), '{Backspace}');
    expect(screen.queryByText('The two passwords do not match.')).not.toBeInTheDocument();
    expect(screen.getByText('The passwords match.')).toBeInTheDocument();
    expect(await screen.findByText(/^Password strength: (Strong|Very strong)$/)).toBeInTheDocument();
  });
});

describe('the other fields', () => {
  it('requires names, e-mail, password and the terms', async () => {
    const { user } = renderRegister('/register/user');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Work e-mail address/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(PASSWORD_FIELD)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Accept the terms of use to register.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/legal/basic-terms');
    await user.type(field(/^Work e-mail address/), 'ada@');
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(userPart).not.toHaveBeenCalled();
  });

  it("shows the server's messages under their fields", async () => {
    userPart.mockRejectedValue(new ApiError({ status: 400, body: { email: ['Enter a valid email address.'], first_name: ['Ensure this field has no more than 150 characters.'] } }));
    const { user } = renderRegister('/register/user');
    await fillDetails(user, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Ensure this field has no more than 150 characters.')).toBeInTheDocument();
    expect(field(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(where(screen)).toBe('/register/user');
  });

  it('shows a throttled answer at the top of the form', async () => {
    userPart.mockRejectedValue(new ApiError({ status: 429, body: { detail: 'Request was throttled. Expected available in 30 seconds.' } }));
    const { user } = renderRegister('/register/user');
    await fillDetails(user, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Request was throttled. Expected available in 30 seconds.');
  });
});
