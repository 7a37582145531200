import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { bus, REGIONS } from 'shared-session';
import { ApiError, DEFAULT_REGION } from 'shared-session/testing';
import { loadCountries } from './api';
import { COMPANY, COUNTRIES, LIVE_APPLICATION, renderRegister, storedRegistration, storeRegistration, USER, where } from './testing';

jest.mock('./api');
const countries = loadCountries as jest.MockedFunction<typeof loadCountries>;

beforeEach(() => {
  sessionStorage.clear();
  jest.resetAllMocks();
  countries.mockResolvedValue(COUNTRIES);
  storeRegistration({ confirmed: { confirm: true, user: true, company: false, submit: false }, user: USER, application: LIVE_APPLICATION });
});
afterEach(() => act(() => bus.region$.next(DEFAULT_REGION)));

const optionNames = (group: HTMLElement) => within(group).getAllByRole('option').map((o) => o.textContent);

describe('the country', () => {
  it('defaults to GB, with GB, IT and US frequently chosen above all other countries by name', async () => {
    renderRegister('/register/company');
    const select = await screen.findByLabelText(/^Country/);
    expect(select).toHaveValue('GB');
    const [frequent, others] = within(select).getAllByRole('group');
    expect(frequent).toHaveAttribute('label', 'Frequently chosen');
    expect(optionNames(frequent!)).toEqual(['United Kingdom', 'Italy', 'United States']);
    expect(others).toHaveAttribute('label', 'All other countries');
    expect(optionNames(others!)).toEqual(['Afghanistan', 'France', 'Germany', 'Portugal', 'Zimbabwe']);
  });

  it("defaults to the region of the user's locale", async () => {
    act(() => bus.region$.next(REGIONS.PT));
    renderRegister('/register/company');
    expect(await screen.findByLabelText(/^Country/)).toHaveValue('PT');
  });

  it('keeps a country chosen before', async () => {
    storeRegistration({ confirmed: { confirm: true, user: true, company: true, submit: false }, user: USER, application: LIVE_APPLICATION, company: { ...COMPANY, country: 'FR' } });
    renderRegister('/register/company');
    expect(await screen.findByLabelText(/^Country/)).toHaveValue('FR');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    countries.mockRejectedValueOnce(new ApiError({ status: 503, body: { detail: 'The service is busy.' } }));
    const { user } = renderRegister('/register/company');
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Country/)).toHaveValue('GB');
    expect(countries).toHaveBeenCalledTimes(2);
  });
});

describe('the other fields', () => {
  it('checks website, e-mail, registration number and the terms as the server does', async () => {
    const { user } = renderRegister('/register/company');
    await user.type(await screen.findByLabelText(/^Organisation name/), 'Kestrel Flex Ltd');
    await user.type(screen.getByLabelText(/^Website/), 'not a website');
    await user.type(screen.getByLabelText(/^Organisation e-mail address/), 'office@');
    await user.type(screen.getByLabelText(/^Company registration number/), '<12345>');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter a valid website address, e.g. https://example.com.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Use letters, digits, spaces, dots, slashes and hyphens only.')).toBeInTheDocument();
    expect(screen.getByText('Accept the terms of service to register.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/legal/serviceterms');
    expect(where(screen)).toBe('/register/company');
    expect(storedRegistration()?.confirmed.company).toBe(false);
  });

  it('keeps the organisation (website completed) and goes on to the last stage', async () => {
    const { user } = renderRegister('/register/company');
    await user.type(await screen.findByLabelText(/^Organisation name/), ' Kestrel Flex Ltd ');
    await user.type(screen.getByLabelText(/^Website/), 'kestrel-flex.example');
    await user.type(screen.getByLabelText(/^Organisation e-mail address/), 'Office@Kestrel-Flex.example');
    await user.type(screen.getByLabelText(/^Company registration number/), '12345678');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'IT');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Check and submit' })).toBeInTheDocument();
    expect(storedRegistration()).toMatchObject({ confirmed: { company: true }, company: { ...COMPANY, country: 'IT' } });
  });

  it('goes back to the user stage', async () => {
    const { user } = renderRegister('/register/company');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(where(screen)).toBe('/register/user');
  });
});
