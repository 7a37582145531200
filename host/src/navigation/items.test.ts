import { buildNavigation, type NavigationInput } from './items';

const input = (over: Partial<NavigationInput>): NavigationInput => ({
  orgType: 'flexprovider',
  orgId: 5,
  permissions: ['default', 'view-competitions', 'view-manage-ui', 'view-operations', 'view-settlement'],
  flags: ['full_tier', 'exchange', 'operations_provider', 'settlement_provider'],
  loggedIn: true,
  exchangeEnabled: true,
  helpUrl: 'https://help.example',
  ...over,
});
const side = (nav: ReturnType<typeof buildNavigation>) => Object.fromEntries(nav.side.map((i) => [i.id, [i.state, i.to]]));

test('under full_tier, areas the plan does not include are upgrade prompts to the subscriptions page', () => {
  const nav = side(buildNavigation(input({ planIncludes: new Set(['map', 'manage', 'market_access', 'operations']) })));
  expect(nav.operations).toEqual(['visible', '/operations']);
  expect(nav.settlement).toEqual(['upgrade', '/manage/flexprovider/subscriptions']);
  expect(nav.exchange).toEqual(['upgrade', '/manage/flexprovider/subscriptions']);
  expect(nav.manage).toEqual(['visible', '/manage']);
});

test('a plan that includes them, an unknown plan, or no full_tier changes nothing', () => {
  const full = new Set(['map', 'manage', 'market_access', 'operations', 'exchange', 'settlement', 'analytics']);
  expect(side(buildNavigation(input({ planIncludes: full }))).settlement).toEqual(['visible', '/settlement']);
  expect(side(buildNavigation(input({ planIncludes: null }))).settlement).toEqual(['visible', '/settlement']);
  const noTier = input({ flags: ['exchange', 'operations_provider', 'settlement_provider'], planIncludes: new Set(['map']) });
  expect(side(buildNavigation(noTier)).settlement).toEqual(['visible', '/settlement']);
});

test("an operator's prompts lead to the operator's subscriptions", () => {
  const nav = buildNavigation(
    input({ orgType: 'systemoperator', permissions: ['default', 'view-competitions', 'analytics'], flags: ['full_tier'], planIncludes: new Set(['map', 'manage']) }),
  );
  expect(nav.side.find((i) => i.id === 'analytics')).toMatchObject({ state: 'upgrade', to: '/manage/systemoperator/subscriptions' });
});
