import { screen, within } from '@testing-library/react';
import { ApiError } from 'shared-session/testing';
import { resendActivation, submitCompanyPart } from './api';
import { COMPANY, LIVE_APPLICATION, renderRegister, storedRegistration, storeRegistration, USER } from './testing';

jest.mock('./api');
const companyPart = submitCompanyPart as jest.MockedFunction<typeof submitCompanyPart>;
const resend = resendActivation as jest.MockedFunction<typeof resendActivation>;

const READY = { confirmed: { confirm: true, user: true, company: true, submit: false }, user: USER, application: LIVE_APPLICATION, company: COMPANY };

beforeEach(() => {
  sessionStorage.clear();
  jest.resetAllMocks();
});

it('shows what was entered, with a way back to each part', async () => {
  storeRegistration(READY);
  renderRegister('/register/submit');
  const details = screen.getByRole('region', { name: 'Your details' });
  expect(within(details).getByText('ada@kestrel-flex.example')).toBeInTheDocument();
  expect(within(details).getByRole('link', { name: 'Change your details' })).toHaveAttribute('href', '/register/user');
  const organisation = screen.getByRole('region', { name: 'Your organisation' });
  expect(within(organisation).getByText('12345678')).toBeInTheDocument();
  expect(within(organisation).getByRole('link', { name: "Change your organisation's details" })).toHaveAttribute('href', '/register/company');
});

it('lists the fields the server refused, in the words of the form', async () => {
  storeRegistration(READY);
  companyPart.mockRejectedValue(new ApiError({ status: 400, body: { website: ['Enter a valid website address, e.g. https://example.com.'], country: ['Choose a country from the list.'] } }));
  const { user } = renderRegister('/register/submit');
  await user.click(screen.getByRole('button', { name: 'Submit registration' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Website: Enter a valid website address, e.g. https://example.com.')).toBeInTheDocument();
  expect(within(alert).getByText('Country: Choose a country from the list.')).toBeInTheDocument();
  expect(within(alert).getByRole('link', { name: "Correct your organisation's details" })).toHaveAttribute('href', '/register/company');
  expect(storedRegistration()).toMatchObject({ company: COMPANY, application: LIVE_APPLICATION });
});

it('sends the user back to their details when the server no longer has them', async () => {
  storeRegistration(READY);
  companyPart.mockRejectedValue(new ApiError({ status: 400, body: { user_application: ['Your details have expired or could not be found. Enter your details again.'] } }));
  const { user } = renderRegister('/register/submit');
  await user.click(screen.getByRole('button', { name: 'Submit registration' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your details have expired or could not be found. Enter your details again.');
  expect(within(alert).getByRole('link', { name: 'Enter your details again' })).toHaveAttribute('href', '/register/user');
  expect(storedRegistration()?.application).toBeNull();
  expect(screen.getByRole('button', { name: 'Submit registration' })).toBeDisabled();
});

it('does not submit details kept past their 24 hours', async () => {
  storeRegistration({ ...READY, application: { id: 'app-1', expires: new Date(Date.now() - 1000).toISOString() } });
  renderRegister('/register/submit');
  expect(screen.getByRole('alert')).toHaveTextContent('Your details were kept for 24 hours and have expired.');
  expect(screen.getByRole('button', { name: 'Submit registration' })).toBeDisabled();
});

it('shows any other failure with the server’s message and keeps everything', async () => {
  storeRegistration(READY);
  companyPart.mockRejectedValue(new ApiError({ status: 429, body: { detail: 'Request was throttled. Expected available in 600 seconds.' } }));
  const { user } = renderRegister('/register/submit');
  await user.click(screen.getByRole('button', { name: 'Submit registration' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Request was throttled. Expected available in 600 seconds.');
  expect(storedRegistration()).toMatchObject(READY);
  expect(screen.getByRole('button', { name: 'Submit registration' })).toBeEnabled();
});

it('once submitted, offers a new link to the same address', async () => {
  storeRegistration(READY);
  companyPart.mockResolvedValue({ status: 'submitted', email: USER.email, activation_hours: 48 });
  resend.mockResolvedValue({ success: true });
  const { user } = renderRegister('/register/submit');
  await user.click(screen.getByRole('button', { name: 'Submit registration' }));
  await user.click(await screen.findByRole('button', { name: 'Send a new link' }));
  expect(resend).toHaveBeenCalledWith({ email: USER.email });
  expect(await screen.findByText(/a new link is on its way/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
});
