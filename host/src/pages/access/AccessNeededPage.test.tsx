import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus } from 'shared-session';
import { HostConfigContext, DEFAULT_HOST_CONFIG } from '../../config/hostConfig';
import { renderWithI18n, setSession } from '../../testing/renderShell';
import { AccessNeededPage } from './AccessNeededPage';
import { requestUpgrade, upgradeMailto } from './requestUpgrade';

/** The upgrade request's live status line (the plans table has a status line of its own). */
const upgradeStatus = () => screen.getAllByRole('status').find((el) => el.classList.contains('access-needed__status')) ?? null;

const g = globalThis as { Beacon?: unknown };

function renderPage(openMail = jest.fn()) {
  const view = renderWithI18n(
    <MemoryRouter>
      <HostConfigContext.Provider value={{ ...DEFAULT_HOST_CONFIG, growthEmail: 'growth@flex.test', plansUrl: 'https://flex.test/plans' }}>
        <AccessNeededPage openMail={openMail} />
      </HostConfigContext.Provider>
    </MemoryRouter>,
  );
  return { ...view, openMail };
}

afterEach(() => {
  delete g.Beacon;
  act(() => {
    bus.session$.next(null);
    bus.flags$.next(new Set());
  });
});

describe('AccessNeededPage under full_tier', () => {
  beforeEach(() => setSession({ orgType: 'flexprovider', email: 'dispatch@brightgrid.test' }, ['full_tier']));

  it('explains the restriction, whom to contact, and the plans with a link to the public page', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Access to this content is restricted' })).toBeInTheDocument();
    expect(screen.getByText(/Your team admin can give you a role with access/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Plans and prices' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => Array.from(r.querySelectorAll('th, td')).slice(0, 2).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Free / Basic', 'Free'],
      ['Full', 'Subscription'],
      ['Enterprise', 'Contact us'],
    ]);
    expect(screen.getByRole('link', { name: /Compare plans on our website/ })).toHaveAttribute('href', 'https://flex.test/plans');
    // The one table component: sortable, searchable, exportable.
    expect(within(table).getByRole('button', { name: /Plan/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the plans' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    // An organisation member is not sent to registration.
    expect(screen.queryByRole('link', { name: 'Register your organisation' })).not.toBeInTheDocument();
  });

  it('offers a user without an organisation to register one', () => {
    setSession({ orgType: 'user', email: 'user@flex.test' }, ['full_tier']);
    renderPage();
    expect(screen.getByRole('link', { name: 'Register your organisation' })).toHaveAttribute('href', '/register/confirm');
  });

  it('sends the upgrade request to the help widget when present', async () => {
    const beacon = jest.fn();
    g.Beacon = beacon;
    const { user, openMail } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Request an upgrade' }));
    expect(beacon).toHaveBeenCalledWith('prefill', expect.objectContaining({ email: 'dispatch@brightgrid.test', subject: 'Upgrade request' }));
    expect(beacon).toHaveBeenCalledWith('open');
    expect(openMail).not.toHaveBeenCalled();
    expect(upgradeStatus()).toHaveTextContent('ready in the help window');
  });

  it('falls back to e-mail and logs an error when the widget is missing', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, openMail } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Request an upgrade' }));
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('help widget missing'));
    expect(openMail).toHaveBeenCalledTimes(1);
    const href = openMail.mock.calls[0][0] as string;
    expect(href.startsWith('mailto:growth@flex.test?')).toBe(true);
    expect(decodeURIComponent(href)).toContain('dispatch@brightgrid.test');
    expect(upgradeStatus()).toHaveTextContent('growth@flex.test');
    errors.mockRestore();
  });

  it('opens an e-mail to the growth contact under upgrade_by_email even with a widget', async () => {
    const beacon = jest.fn();
    g.Beacon = beacon;
    act(() => bus.flags$.next(new Set(['full_tier', 'upgrade_by_email'])));
    const { user, openMail } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Request an upgrade' }));
    expect(openMail).toHaveBeenCalledTimes(1);
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('AccessNeededPage without full_tier', () => {
  it('shows the generic empty state with the customer success contact', () => {
    setSession({ orgType: 'flexprovider' }, []);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'No data found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: DEFAULT_HOST_CONFIG.customerSuccessEmail })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_HOST_CONFIG.customerSuccessEmail}`,
    );
    expect(screen.queryByRole('button', { name: 'Request an upgrade' })).not.toBeInTheDocument();
  });
});

describe('requestUpgrade', () => {
  const base = {
    flags: new Set<string>(),
    growthEmail: 'growth@flex.test',
    userEmail: 'a@b.test',
    orgType: 'systemoperator' as const,
    page: '/unauthorised',
    subject: 'Upgrade request',
    text: 'Please contact me',
  };

  it('falls back to e-mail when the widget throws', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const openMail = jest.fn();
    const widget = jest.fn(() => {
      throw new Error('beacon not ready');
    });
    expect(requestUpgrade({ ...base, widget, openMail })).toBe('email');
    expect(openMail).toHaveBeenCalledWith(upgradeMailto(base));
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('encodes spaces as %20 in the mailto address', () => {
    expect(upgradeMailto(base)).toBe('mailto:growth@flex.test?subject=Upgrade%20request&body=Please%20contact%20me');
  });
});
