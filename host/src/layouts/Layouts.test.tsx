import { screen, within } from '@testing-library/react';
import { bus } from 'shared-session';
import { renderShell } from '../testing/renderShell';
import { effectiveLayout } from './Layouts';
import { claimsFor } from '../testing/renderShell';

const layoutOf = (container: HTMLElement) => container.querySelector('[data-layout]')?.getAttribute('data-layout');
/** Both navigations are named "Main" (only one shows per layout); tell them apart by kind. */
const navOf = (kind: 'side' | 'top') => document.querySelector<HTMLElement>(`nav[data-nav="${kind}"]`);

afterEach(() => {
  bus.session$.next(null);
  bus.flags$.next(new Set());
});

describe('effectiveLayout', () => {
  const session = (isMaxOrg: boolean) => ({ token: 't', claims: claimsFor({ orgType: 'systemoperator', isMaxOrg }) });
  it.each([
    ['default', null, 'topnav'],
    ['default', session(false), 'default'],
    ['default', session(true), 'max'],
    ['topnav', session(true), 'max'],
    ['topnav', null, 'topnav'],
    ['simple', session(true), 'simple'],
    ['embed', session(true), 'embed'],
  ] as const)('%s with %p → %s', (declared, s, expected) => {
    expect(effectiveLayout(declared, s)).toBe(expected);
  });
});

describe('layouts', () => {
  it('default: side navigation, top bar with the account menu, no top navigation', async () => {
    const { container } = await renderShell('/settings/account', { user: { orgType: 'flexprovider' } });
    expect(layoutOf(container)).toBe('default');
    expect(navOf('side')).toHaveAccessibleName('Main');
    expect(navOf('top')).toBeNull();
    // Label in name (WCAG 2.5.3): each control's name contains the text it shows.
    const account = screen.getByRole('button', { name: 'Account menu for flexprovider@example.test' });
    expect(account).toHaveTextContent(/^flexprovider@example\.test$/);
    const region = screen.getByRole('link', { name: 'GB (United Kingdom): change region' });
    expect(region).toHaveTextContent(/^GB$/);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('topnav: the top navigation and no side navigation', async () => {
    const { container } = await renderShell('/home', { user: { orgType: 'flexprovider', permissions: ['default'] } });
    expect(layoutOf(container)).toBe('topnav');
    const top = navOf('top') as HTMLElement;
    expect(top).toHaveAccessibleName('Main');
    expect(within(top).getByRole('link', { name: 'Map' })).toHaveAttribute('href', '/dashboard');
    expect(navOf('side')).toBeNull();
  });

  it('topnav: a menu button discloses the items (small screens); Escape closes it and gives focus back; a link closes it', async () => {
    const { user } = await renderShell('/home', { user: { orgType: 'flexprovider', permissions: ['default'] } });
    const top = navOf('top') as HTMLElement;
    const menu = within(top).getByRole('button', { name: 'Menu' });
    const list = document.getElementById(menu.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(top).toContainElement(list);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(top).toHaveClass('is-open');
    const map = within(list).getByRole('link', { name: 'Map' });
    map.focus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    await user.click(menu);
    await user.click(within(list).getByRole('link', { name: 'Map' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('max: max organisations get the max header on default routes', async () => {
    const { container } = await renderShell('/settings/account', { user: { orgType: 'systemoperator', isMaxOrg: true } });
    expect(layoutOf(container)).toBe('max');
    expect(screen.getByRole('link', { name: 'Flex Max' })).toBeInTheDocument();
    expect(navOf('top')).not.toBeNull();
    expect(navOf('side')).toBeNull();
  });

  it('simple: login page in a centred card without navigation', async () => {
    const { container } = await renderShell('/register/user');
    expect(layoutOf(container)).toBe('simple');
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('embed: /embed/map without any chrome', async () => {
    const { container } = await renderShell('/embed/map', { flags: ['embeddable_map'] });
    expect(layoutOf(container)).toBe('embed');
    expect(await screen.findByRole('heading', { name: 'Remote mfe_dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('logged out: the top bar offers Register and Login', async () => {
    await renderShell('/legal');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register/confirm');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('logged out with external sign-up and hosted login flags: both go to the configured addresses', async () => {
    await renderShell('/legal', {
      flags: ['external_signup', 'hosted_login'],
      config: { externalSignupUrl: 'https://signup.example/flex', hostedLoginUrl: 'https://login.example/flex' },
    });
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', 'https://signup.example/flex');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', 'https://login.example/flex');
  });
});
