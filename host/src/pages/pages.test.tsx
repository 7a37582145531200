import { act, screen, waitFor, within } from '@testing-library/react';
import { bus, switchLocale, type Toast } from 'shared-session';
import { DEFAULT_REGION } from 'shared-session/testing';
import { renderShell } from '../testing/renderShell';

afterEach(() => {
  act(() => {
    bus.session$.next(null);
    bus.flags$.next(new Set());
    bus.region$.next(DEFAULT_REGION);
  });
  window.localStorage.clear();
});

describe('host pages', () => {
  // The settings pages have their own tests (settings/*.test.tsx).
  it('/settings and /analytics go to their first child', async () => {
    const first = await renderShell('/settings', { user: { orgType: 'flexprovider' } });
    await waitFor(() => expect(window.location.pathname).toBe('/settings/account'));
    first.unmount();
    await renderShell('/analytics', { user: { orgType: 'systemoperator' } });
    await waitFor(() => expect(window.location.pathname).toBe('/analytics/reports'));
    expect(await screen.findByRole('heading', { name: 'Analytics reports' })).toBeInTheDocument();
  });

  it('the region switcher publishes and stores the chosen region', async () => {
    const { user } = await renderShell('/region');
    await user.click(await screen.findByRole('button', { name: /Italia/ }));
    expect(bus.region$.value.code).toBe('IT');
    expect(screen.getByRole('button', { name: /Italia/ })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('region')).not.toBeNull();
  });

  it('the region switcher returns to the page the user came from and says what changed', async () => {
    const seen: Toast[] = [];
    const sub = bus.toast$.subscribe((t) => seen.push(t));
    const { user } = await renderShell(`/region?next=${encodeURIComponent('/legal/cookies?x=1')}`);
    await user.click(await screen.findByRole('button', { name: /Portugal/ }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/legal/cookies?x=1'));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.title).toMatch(/Portugal/);
    expect(seen[0]?.text).toMatch(/Europe\/Lisbon/);
    expect(seen[0]?.text).toMatch(/EUR/);
    sub.unsubscribe();
    await act(() => switchLocale('en-GB'));
  });

  it('without a page to return to, the switcher says what changed in place', async () => {
    const { user } = await renderShell('/region');
    await user.click(await screen.findByRole('button', { name: /United States/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(/US\/Eastern/);
    expect(screen.getByRole('status')).toHaveTextContent(/USD/);
    await act(() => switchLocale('en-GB'));
  });

  it('the top bar region link carries the current page', async () => {
    await renderShell('/legal/cookies');
    const link = await screen.findByRole('link', { name: /change region/ });
    expect(link).toHaveAttribute('href', `/region?next=${encodeURIComponent('/legal/cookies')}`);
  });

  it('/assets goes to the organisation data link', async () => {
    await renderShell('/assets', { user: { orgType: 'flexprovider', orgId: 21 } });
    await waitFor(() => expect(window.location.pathname).toBe('/manage/flexprovider/21/flexassets'));
  });

  it('/ sends a logged-in user who may see the map to the map', async () => {
    await renderShell('/', { user: { orgType: 'flexprovider', permissions: ['default'] } });
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });

  it('/ shows visitors the welcome page', async () => {
    await renderShell('/');
    expect(screen.getByRole('heading', { name: 'The marketplace for grid flexibility' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('registration stages step in order', async () => {
    const { user } = await renderShell('/register/confirm');
    expect(await screen.findByRole('heading', { level: 2, name: 'Before you start' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Confirm this to continue.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/register/confirm');
    await user.click(screen.getByRole('checkbox', { name: /I am registering an organisation/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/register/user');
    const steps = screen.getByRole('list', { name: 'Registration stages' });
    expect(within(steps).getByText('Your details')).toHaveAttribute('aria-current', 'step');
  });

  it('an unknown analytics report type is a 404', async () => {
    await renderShell('/analytics/reports/not-a-report', { user: { orgType: 'systemoperator' } });
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });
});
