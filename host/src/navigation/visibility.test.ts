import { computeVisibility, type ItemState, type NavItemId, type VisibilityInput } from './visibility';

type Org = VisibilityInput['orgType'];
const ORGS: Org[] = ['flexprovider', 'systemoperator', 'user'];

function vis(orgType: Org, permissions: string[] = [], flags: string[] = [], extra: Partial<VisibilityInput> = {}) {
  return computeVisibility({ orgType, permissions, flags, loggedIn: true, ...extra });
}

describe('computeVisibility', () => {
  it('hides everything when logged out, whatever the flags and permissions', () => {
    for (const orgType of ORGS) {
      const v = computeVisibility({
        orgType,
        permissions: ['default', 'view-competitions', 'view-operations', 'view-settlement', 'analytics', 'buy-load-mod'],
        flags: ['full_tier', 'explore', 'exchange', 'roadmap', 'operations_provider', 'operations_operator'],
        loggedIn: false,
        exchangeEnabled: true,
      });
      expect(Object.values(v).every((s) => s === 'hidden')).toBe(true);
    }
  });

  describe.each(ORGS)('Home / Explore for %s', (orgType) => {
    it.each([
      [[], 'visible', 'hidden'],
      [['explore'], 'hidden', 'visible'],
    ] as [string[], ItemState, ItemState][])('flags %j → home %s, explore %s', (flags, home, explore) => {
      const v = vis(orgType, [], flags);
      expect(v.home).toBe(home);
      expect(v.explore).toBe(explore);
    });
  });

  describe.each(ORGS)('Map for %s', (orgType) => {
    it.each([
      [[], [], 'hidden'],
      [['view-competitions'], [], 'visible'],
      [['default'], [], 'visible'],
      [[], ['full_tier'], 'visible'],
      [['manage-bids'], [], 'hidden'],
    ] as [string[], string[], ItemState][])('permissions %j flags %j → %s', (perms, flags, expected) => {
      expect(vis(orgType, perms, flags).map).toBe(expected);
    });
  });

  describe('Exchange', () => {
    it.each([
      // orgType, permissions, flags, environment switch, expected
      ['flexprovider', [], ['exchange'], true, 'visible'],
      ['flexprovider', [], ['exchange'], false, 'hidden'],
      ['flexprovider', [], [], true, 'hidden'],
      ['flexprovider', [], ['exchange', 'full_tier'], false, 'upgrade'],
      ['flexprovider', ['buy-load-mod'], [], false, 'visible'],
      ['systemoperator', [], ['exchange'], true, 'hidden'],
      ['systemoperator', [], ['exchange', 'full_tier'], true, 'upgrade'],
      ['systemoperator', ['buy-load-mod'], [], false, 'visible'],
      ['systemoperator', ['buy-from-open-market'], [], false, 'visible'],
      ['user', [], ['exchange'], true, 'hidden'],
      ['user', ['buy-from-open-market'], [], false, 'visible'],
      ['user', [], ['full_tier'], false, 'upgrade'],
    ] as [Org, string[], string[], boolean, ItemState][])('%s %j %j env=%s → %s', (orgType, perms, flags, env, expected) => {
      expect(vis(orgType, perms, flags, { exchangeEnabled: env }).exchange).toBe(expected);
    });
  });

  describe.each(ORGS)('Manage for %s', (orgType) => {
    it.each([
      [[], [], 'visible'],
      [[], ['permissions_navigation_guard'], 'hidden'],
      [[], ['permissions_navigation_guard', 'full_tier'], 'upgrade'],
      [['view-manage-ui'], ['permissions_navigation_guard'], 'visible'],
      [['manage-competitions'], ['permissions_navigation_guard'], 'visible'],
      [['manage-bids'], ['permissions_navigation_guard'], 'visible'],
      [['manage-dispatches'], ['permissions_navigation_guard'], 'visible'],
      [['view-operations'], ['permissions_navigation_guard'], 'hidden'],
    ] as [string[], string[], ItemState][])('permissions %j flags %j → %s', (perms, flags, expected) => {
      expect(vis(orgType, perms, flags).manage).toBe(expected);
    });
  });

  describe('Assets (the data link) and account shortcuts', () => {
    it.each([
      ['flexprovider', [], [], 'visible', 'visible', 'hidden'],
      ['systemoperator', [], [], 'visible', 'hidden', 'visible'],
      ['user', [], [], 'hidden', 'hidden', 'hidden'],
      ['flexprovider', [], ['permissions_navigation_guard'], 'hidden', 'hidden', 'hidden'],
      ['systemoperator', [], ['permissions_navigation_guard', 'full_tier'], 'upgrade', 'hidden', 'upgrade'],
      ['flexprovider', ['manage-bids'], ['permissions_navigation_guard'], 'visible', 'visible', 'hidden'],
    ] as [Org, string[], string[], ItemState, ItemState, ItemState][])(
      '%s %j %j → assets %s, manage assets %s, manage competitions %s',
      (orgType, perms, flags, assets, manageAssets, manageCompetitions) => {
        const v = vis(orgType, perms, flags);
        expect([v.assets, v.manageAssets, v.manageCompetitions]).toEqual([assets, manageAssets, manageCompetitions]);
      },
    );
  });

  describe.each([
    ['operations', 'view-operations', 'operations_provider', 'operations_operator'],
    ['settlement', 'view-settlement', 'settlement_provider', 'settlement_operator'],
  ] as [NavItemId, string, string, string][])('%s', (item, permission, providerFlag, operatorFlag) => {
    it.each([
      ['flexprovider', [], [], 'hidden'],
      ['flexprovider', [permission], [], 'hidden'],
      ['flexprovider', [permission], [providerFlag], 'visible'],
      ['flexprovider', [permission], [operatorFlag], 'hidden'],
      ['flexprovider', [], [providerFlag], 'hidden'],
      ['flexprovider', [], [providerFlag, 'full_tier'], 'upgrade'],
      ['systemoperator', [permission], [operatorFlag], 'visible'],
      ['systemoperator', [permission], [providerFlag], 'hidden'],
      ['systemoperator', [], [operatorFlag], 'hidden'],
      ['systemoperator', [], [operatorFlag, 'full_tier'], 'upgrade'],
      ['systemoperator', [], ['full_tier'], 'hidden'],
      ['user', [permission], [providerFlag, operatorFlag, 'full_tier'], 'hidden'],
    ] as [Org, string[], string[], ItemState][])('%s %j %j → %s', (orgType, perms, flags, expected) => {
      expect(vis(orgType, perms, flags)[item]).toBe(expected);
    });
  });

  describe('Analytics', () => {
    it.each([
      ['systemoperator', [], [], 'visible'],
      ['systemoperator', [], ['permissions_navigation_guard'], 'hidden'],
      ['systemoperator', ['analytics'], ['permissions_navigation_guard'], 'visible'],
      ['systemoperator', [], ['permissions_navigation_guard', 'full_tier'], 'upgrade'],
      ['flexprovider', ['analytics'], [], 'hidden'],
      ['flexprovider', ['analytics'], ['full_tier'], 'hidden'],
      ['user', ['analytics'], [], 'hidden'],
    ] as [Org, string[], string[], ItemState][])('%s %j %j → %s', (orgType, perms, flags, expected) => {
      expect(vis(orgType, perms, flags).analytics).toBe(expected);
    });
  });

  describe('Roadmap', () => {
    it.each([
      ['systemoperator', ['roadmap'], 'visible'],
      ['systemoperator', [], 'hidden'],
      ['flexprovider', ['roadmap'], 'hidden'],
      ['user', ['roadmap', 'full_tier'], 'hidden'],
    ] as [Org, string[], ItemState][])('%s flags %j → %s', (orgType, flags, expected) => {
      expect(vis(orgType, [], flags).roadmap).toBe(expected);
    });
  });

  describe('account menu', () => {
    const accountItems: NavItemId[] = ['help', 'accountSettings', 'roadmap', 'manageAssets', 'manageCompetitions', 'logout'];
    const shown = (v: Record<NavItemId, ItemState>) => accountItems.filter((id) => v[id] !== 'hidden');

    it('plain users see only Logout', () => {
      expect(shown(vis('user', ['default', 'analytics'], ['roadmap', 'full_tier']))).toEqual(['logout']);
    });
    it('providers see Help, Settings, Manage assets and Logout', () => {
      expect(shown(vis('flexprovider', [], ['roadmap']))).toEqual(['help', 'accountSettings', 'manageAssets', 'logout']);
    });
    it('operators see Manage competitions, and Roadmap behind its flag', () => {
      expect(shown(vis('systemoperator'))).toEqual(['help', 'accountSettings', 'manageCompetitions', 'logout']);
      expect(shown(vis('systemoperator', [], ['roadmap']))).toEqual([
        'help', 'accountSettings', 'roadmap', 'manageCompetitions', 'logout',
      ]);
    });
    it.each(ORGS)('Settings is hidden in the embedded plugin mode (%s)', (orgType) => {
      const v = vis(orgType, [], [], { embedded: true });
      expect(v.accountSettings).toBe('hidden');
      expect(v.settings).toBe('hidden');
      expect(vis(orgType).settings).toBe('visible');
    });
  });
});
