import { screen, within } from '@testing-library/react';
import { loadCountries, submitCompanyPart, submitUserPart } from './api';
import { COMPANY, COUNTRIES, LIVE_APPLICATION, PASSWORD, renderRegister, storedRegistration, storeRegistration, USER, where } from './testing';

jest.mock('./api');
// The flow, not the estimator (UserStage.test.tsx checks the real one): every password is strong here.
jest.mock('./strength', () => ({ loadEstimator: () => Promise.resolve(() => ({ score: 4, warning: null, suggestions: [] })) }));
const userPart = submitUserPart as jest.MockedFunction<typeof submitUserPart>;
const companyPart = submitCompanyPart as jest.MockedFunction<typeof submitCompanyPart>;
const countries = loadCountries as jest.MockedFunction<typeof loadCountries>;

beforeEach(() => {
  sessionStorage.clear();
  jest.resetAllMocks();
  countries.mockResolvedValue(COUNTRIES);
});

describe('stage order', () => {
  it('sends a visit to a later stage back to the first unconfirmed one', async () => {
    renderRegister('/register/submit');
    expect(await screen.findByRole('heading', { name: 'Before you start' })).toBeInTheDocument();
    expect(where(screen)).toBe('/register/confirm');
  });

  it('lets a visitor through the confirmed stages only', async () => {
    storeRegistration({ confirmed: { confirm: true, user: false, company: false, submit: false } });
    renderRegister('/register/company');
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(where(screen)).toBe('/register/user');
    const stages = screen.getByRole('list', { name: 'Registration stages' });
    expect(within(stages).getByRole('link', { name: 'Before you start' })).toHaveAttribute('href', '/register/confirm');
    expect(within(stages).queryByRole('link', { name: 'Your organisation' })).not.toBeInTheDocument();
    expect(within(stages).getByText('Your details').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('opens /register at the first unconfirmed stage', async () => {
    storeRegistration({ confirmed: { confirm: true, user: true, company: false, submit: false }, user: USER, application: LIVE_APPLICATION });
    renderRegister('/register');
    expect(await screen.findByRole('heading', { name: 'Your organisation' })).toBeInTheDocument();
    expect(where(screen)).toBe('/register/company');
  });

  it('asks for the confirmation before the first stage counts', async () => {
    const { user } = renderRegister('/register/confirm');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Confirm this to continue.')).toBeInTheDocument();
    expect(where(screen)).toBe('/register/confirm');
    expect(storedRegistration()).toBeNull();
  });
});

describe('a whole registration', () => {
  it('goes through the four stages, submits, and forgets everything', async () => {
    userPart.mockResolvedValue({ id: 'app-1', first_name: 'Ada', last_name: 'Lovelace', email: USER.email, expires: LIVE_APPLICATION.expires });
    companyPart.mockResolvedValue({ status: 'submitted', email: USER.email, activation_hours: 48 });
    const { user, unmount } = renderRegister('/register/confirm');

    await user.click(screen.getByRole('checkbox', { name: /I am registering an organisation that owns or operates flexible energy assets/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toHaveFocus();

    await user.type(screen.getByLabelText(/^First name/), 'Ada');
    await user.type(screen.getByLabelText(/^Last name/), 'Lovelace');
    await user.type(screen.getByLabelText(/^Work e-mail address/), USER.email);
    await user.type(screen.getByLabelText(/^Password( \*)?$/), PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm password/), PASSWORD);
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Your organisation' })).toBeInTheDocument();
    expect(userPart).toHaveBeenCalledWith({ ...USER, password: PASSWORD, password_confirmation: PASSWORD });
    // Kept in the tab across stages, without the password.
    expect(storedRegistration()).toMatchObject({ confirmed: { confirm: true, user: true, company: false }, user: USER, application: { id: 'app-1' } });
    expect(sessionStorage.getItem('registration')).not.toContain(PASSWORD);

    await user.type(await screen.findByLabelText(/^Organisation name/), COMPANY.name);
    await user.type(screen.getByLabelText(/^Website/), 'kestrel-flex.example');
    await user.type(screen.getByLabelText(/^Organisation e-mail address/), COMPANY.email);
    await user.type(screen.getByLabelText(/^Company registration number/), COMPANY.registration_no);
    expect(screen.getByLabelText(/^Country/)).toHaveValue('GB');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Check and submit' })).toBeInTheDocument();
    const organisation = screen.getByRole('region', { name: 'Your organisation' });
    expect(within(organisation).getByText('https://kestrel-flex.example')).toBeInTheDocument();
    expect(within(organisation).getByText('United Kingdom')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your details' })).getByText('Ada Lovelace')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/We have sent a link to activate your account to ada@kestrel-flex.example. Open it within 48 hours/)).toBeInTheDocument();
    expect(companyPart).toHaveBeenCalledWith({ user_application: 'app-1', ...COMPANY });
    // Reset as a whole: nothing is kept, and the stages start again from the first.
    expect(storedRegistration()).toBeNull();
    unmount();
    renderRegister('/register/submit');
    expect(await screen.findByRole('heading', { name: 'Before you start' })).toBeInTheDocument();
  }, 20_000);

  it('keeps the user part when the visitor comes back to it without changing anything', async () => {
    storeRegistration({ confirmed: { confirm: true, user: true, company: true, submit: false }, user: USER, application: LIVE_APPLICATION, company: COMPANY });
    const { user } = renderRegister('/register/user');
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/^Password( \*)?$/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Your organisation' })).toBeInTheDocument();
    expect(userPart).not.toHaveBeenCalled();
  });

  it('wants the password again when the kept user part changes', async () => {
    storeRegistration({ confirmed: { confirm: true, user: true, company: false, submit: false }, user: USER, application: LIVE_APPLICATION });
    const { user } = renderRegister('/register/user');
    const first = await screen.findByLabelText(/^First name/);
    await user.clear(first);
    await user.type(first, 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your password again to change your details.')).toBeInTheDocument();
    expect(userPart).not.toHaveBeenCalled();
  });
});

describe('/register-new without a link', () => {
  it('starts over: the registration in progress is discarded', async () => {
    storeRegistration({ confirmed: { confirm: true, user: true, company: false, submit: false }, user: USER, application: LIVE_APPLICATION });
    const { user } = renderRegister('/register-new');
    expect(screen.getByText(/Starting again discards the registration you began in this browser tab/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start registration' }));
    expect(await screen.findByRole('heading', { name: 'Before you start' })).toBeInTheDocument();
    expect(where(screen)).toBe('/register/confirm');
    expect(storedRegistration()).toBeNull();
  });
});
