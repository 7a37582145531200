import { act, screen, within } from '@testing-library/react';
import { bus } from 'shared-session';
import { renderShell } from '../testing/renderShell';

afterEach(() => {
  bus.session$.next(null);
  bus.flags$.next(new Set());
});

const sideNav = () => document.querySelector<HTMLElement>('nav[data-nav="side"]') as HTMLElement;
const sideLabels = () =>
  within(sideNav())
    .getAllByRole('link')
    .filter((a) => a.classList.contains('sidenav__link'))
    .map((a) => a.getAttribute('data-nav-item'));

describe('side navigation', () => {
  it('shows the areas a provider may open, in order', async () => {
    await renderShell('/settings/account', {
      user: { orgType: 'flexprovider', permissions: ['default', 'view-operations', 'view-settlement'] },
      flags: ['explore', 'exchange', 'operations_provider', 'settlement_provider'],
    });
    expect(sideLabels()).toEqual(['explore', 'map', 'exchange', 'manage', 'operations', 'settlement', 'settings']);
  });

  it('under full_tier, an area lacking permission is an upgrade prompt to /unauthorised', async () => {
    await renderShell('/settings/account', {
      user: { orgType: 'systemoperator', permissions: [] },
      flags: ['full_tier', 'operations_operator'],
    });
    const operations = within(sideNav()).getByRole('link', { name: /Operations/ });
    expect(operations).toHaveAttribute('href', '/unauthorised');
    expect(within(operations).getByText('Upgrade')).toBeInTheDocument();
    // Map is visible under full_tier without view-competitions.
    expect(within(sideNav()).getByRole('link', { name: 'Map' })).toHaveAttribute('href', '/dashboard');
  });

  it("opens the active area's submenu for the organisation type", async () => {
    await renderShell('/manage/flexprovider/bids/list', {
      user: { orgType: 'flexprovider', orgId: 12 },
      flags: ['contracts'],
    });
    const nav = sideNav();
    expect(within(nav).getByRole('link', { name: 'Submit new bids' })).toHaveAttribute('href', '/manage/flexprovider/bids/submit');
    expect(within(nav).getByRole('link', { name: 'Assets' })).toHaveAttribute('href', '/manage/flexprovider/12/flexassets');
    expect(within(nav).getByRole('link', { name: 'Contractual obligations' })).toBeInTheDocument();
    // Flagged entries without their flag stay out.
    expect(within(nav).queryByRole('link', { name: 'Milestones' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Subscriptions' })).not.toBeInTheDocument();
  });
});

describe('account menu', () => {
  async function openMenu(user: Awaited<ReturnType<typeof renderShell>>['user']) {
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    const button = screen.getByRole('button', { name: /Account menu/ });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    return within(list).getAllByRole('link').map((a) => [a.textContent?.replace('(opens in a new tab)', '').trim(), a.getAttribute('href')]);
  }

  it('plain users see only Logout', async () => {
    const { user } = await renderShell('/settings/account', { user: { orgType: 'user' }, flags: ['roadmap'] });
    expect(await openMenu(user)).toEqual([['Logout', '/logout']]);
  });

  it('providers see Help, Manage assets, Settings and Logout', async () => {
    const { user } = await renderShell('/settings/account', { user: { orgType: 'flexprovider', orgId: 4 } });
    expect(await openMenu(user)).toEqual([
      ['Help', 'https://help.flex-marketplace.example/'],
      ['Manage assets', '/manage/flexprovider/4/flexassets'],
      ['Settings', '/settings/account'],
      ['Logout', '/logout'],
    ]);
  });

  it('operators see Manage competitions and, behind its flag, Roadmap', async () => {
    const { user } = await renderShell('/settings/account', { user: { orgType: 'systemoperator', orgId: 9 }, flags: ['roadmap'] });
    expect(await openMenu(user)).toEqual([
      ['Help', 'https://help.flex-marketplace.example/'],
      ['Manage competitions', '/manage/systemoperator/9/competitions'],
      ['Settings', '/settings/account'],
      ['Roadmap', '/roadmap'],
      ['Logout', '/logout'],
    ]);
  });

  it('hides Settings in the embedded plugin mode', async () => {
    const { user } = await renderShell('/legal', { user: { orgType: 'flexprovider', orgId: 4 }, config: { embeddedPlugin: true } });
    const items = (await openMenu(user)).map(([label]) => label);
    expect(items).not.toContain('Settings');
    expect(items).toContain('Logout');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { user } = await renderShell('/settings/account', { user: { orgType: 'flexprovider' } });
    await openMenu(user);
    await user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: /Account menu/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('top navigation', () => {
  it('switches Home to Explore by flag and offers the data link as Assets', async () => {
    await renderShell('/home', { user: { orgType: 'systemoperator', orgId: 5, permissions: ['view-competitions'] } });
    const top = document.querySelector<HTMLElement>('nav[data-nav="top"]') as HTMLElement;
    expect(within(top).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(top).queryByRole('link', { name: 'Explore' })).not.toBeInTheDocument();
    expect(within(top).getByRole('link', { name: 'Assets' })).toHaveAttribute('href', '/manage/systemoperator/5/competitions');
    act(() => bus.flags$.next(new Set(['explore'])));
    expect(await within(top).findByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
    expect(within(top).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });
});
