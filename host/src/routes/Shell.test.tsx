import { act, screen, waitFor } from '@testing-library/react';
import { bus } from 'shared-session';
import { renderShell } from '../testing/renderShell';
import type { AreaLoader } from '../remotes/loader';

const layoutOf = (container: HTMLElement) => container.querySelector('[data-layout]')?.getAttribute('data-layout');

afterEach(() => {
  bus.session$.next(null);
  bus.flags$.next(new Set());
});

describe('the shell', () => {
  it('renders host pages in their layout', async () => {
    const { container } = await renderShell('/legal/cookies');
    expect(await screen.findByRole('heading', { name: 'Cookie information' })).toBeInTheDocument();
    expect(layoutOf(container)).toBe('topnav');
  });

  it('mounts the owning remote for a remote path, inside the default layout with side navigation', async () => {
    const { container } = await renderShell('/manage/flexprovider/bids/list', {
      user: { orgType: 'flexprovider' },
    });
    expect(await screen.findByRole('heading', { name: 'Remote mfe_manage' })).toBeInTheDocument();
    expect(layoutOf(container)).toBe('default');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('sends a logged-out visitor of a login-only route to /login?next=…', async () => {
    await renderShell('/settings/account?tab=1');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/settings/account?tab=1');
  });

  it('shows 404 inside the layout when the authorisation check fails (operator-only roadmap for a provider)', async () => {
    const { container } = await renderShell('/roadmap', { user: { orgType: 'flexprovider' }, flags: ['roadmap'] });
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(layoutOf(container)).toBe('topnav');
    expect(screen.getByRole('button', { name: /Account menu/ })).toBeInTheDocument();
  });

  it('shows the access-needed page, not 404, when a plan area refuses a signed-in user (analytics for a provider)', async () => {
    await renderShell('/analytics/reports/price-benchmarks', { user: { orgType: 'flexprovider', permissions: ['analytics'] }, flags: ['full_tier'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access to this content is restricted' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This page could not be found' })).not.toBeInTheDocument();
  });

  it('shows 404 for an unknown path', async () => {
    await renderShell('/definitely/not/here', { user: { orgType: 'systemoperator' } });
    expect(await screen.findByText('Error 404 / Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('passes route parameters to pages', async () => {
    await renderShell('/analytics/reports/price-benchmarks', { user: { orgType: 'systemoperator', permissions: ['analytics'] } });
    expect(await screen.findByRole('heading', { name: 'Price benchmarks' })).toBeInTheDocument();
  });

  it('shows the error page inside the layout when a remote cannot be loaded; the shell keeps working', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing: AreaLoader = async () => {
      throw new Error('remoteEntry.js 404');
    };
    const { user } = await renderShell('/dashboard', { user: { orgType: 'flexprovider', permissions: ['default'] }, loadArea: failing });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    // Navigation still works: a host page renders in place of the error.
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    errors.mockRestore();
  });

  it('moves between remote areas, unmounting the one left', async () => {
    const calls: string[] = [];
    const loader: AreaLoader = async (name) => {
      const { fakeRemote } = await import('../testing/renderShell');
      return fakeRemote(`Remote ${name}`, calls);
    };
    const { user } = await renderShell('/manage', {
      user: { orgType: 'systemoperator', permissions: ['view-operations'] },
      flags: ['operations_operator'],
      loadArea: loader,
    });
    expect(await screen.findByRole('heading', { name: 'Remote mfe_manage' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Operations' }));
    expect(await screen.findByRole('heading', { name: 'Remote mfe_operations' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Remote mfe_manage' })).not.toBeInTheDocument());
    expect(calls).toContain('unmount');
  });

  it('keeps a remote mounted while moving inside its area, across route-table entries', async () => {
    const calls: string[] = [];
    const loader: AreaLoader = async (name) => {
      const { fakeRemote } = await import('../testing/renderShell');
      return fakeRemote(`Remote ${name}`, calls);
    };
    await renderShell('/manage', { user: { orgType: 'flexprovider' }, loadArea: loader });
    expect(await screen.findByRole('heading', { name: 'Remote mfe_manage' })).toBeInTheDocument();
    act(() => bus.navigate$.next({ to: '/manage/flexprovider/bids/list' }));
    act(() => bus.navigate$.next({ to: '/flexprovider/competitions/4' }));
    await waitFor(() => expect(window.location.pathname).toBe('/flexprovider/competitions/4'));
    expect(screen.getByRole('heading', { name: 'Remote mfe_manage' })).toBeInTheDocument();
    expect(calls.filter((c) => c === 'mount')).toHaveLength(1);
    expect(calls).not.toContain('unmount');
  });

  it('follows bus.navigate$ requests', async () => {
    await renderShell('/legal', { user: { orgType: 'flexprovider' } });
    act(() => bus.navigate$.next({ to: '/legal/serviceterms' }));
    expect(await screen.findByRole('heading', { name: 'Service terms' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/legal/serviceterms');
  });
});

describe('focus after navigation', () => {
  it('moves focus to the new page heading after an in-app navigation, not on first load', async () => {
    const { user } = await renderShell('/legal', { user: { orgType: 'flexprovider' } });
    const first = await screen.findByRole('heading', { level: 1, name: 'Legal' });
    expect(first).not.toHaveFocus();
    await user.click(await screen.findByRole('link', { name: 'Cookie information' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Cookie information' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});
