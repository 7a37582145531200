import { type RemoteName } from 'shared-session';
import { remoteForPath } from 'shared-session/testing';
import { resolveRoute } from './resolve';
import { ROUTES, type LayoutName, type PageKey } from './table';

type Expected = [path: string, owner: PageKey | RemoteName, layout: LayoutName];

/** Every path of spec platform §2.1, with sample parameters. */
const HOST_PATHS: Expected[] = [
  ['/', 'index', 'topnav'],
  ['/login', 'login', 'simple'],
  ['/logout', 'logout', 'simple'],
  ['/register', 'register', 'simple'],
  ['/register/company', 'registerStage', 'simple'],
  ['/register/user', 'registerStage', 'simple'],
  ['/register/confirm', 'registerStage', 'simple'],
  ['/register/submit', 'registerStage', 'simple'],
  ['/register-new', 'registerNew', 'simple'],
  ['/passwordreset', 'passwordReset', 'simple'],
  ['/passwordreset/confirm', 'passwordResetConfirm', 'simple'],
  ['/passwordreset/confirm/MQ', 'passwordResetConfirm', 'simple'],
  ['/passwordreset/confirm/MQ/c4f-9a2e', 'passwordResetConfirm', 'simple'],
  ['/passwordreset/newuser', 'passwordResetNewUser', 'simple'],
  ['/passwordreset/newuser/Mg/d81-77b0', 'passwordResetNewUser', 'simple'],
  ['/ssoresponse', 'ssoResponse', 'simple'],
  ['/max-token-response', 'maxTokenResponse', 'simple'],
  ['/unauthorised', 'unauthorised', 'default'],
  ['/region', 'region', 'topnav'],
  ['/home', 'home', 'topnav'],
  ['/explore', 'explore', 'topnav'],
  ['/assets', 'assets', 'default'],
  ['/roadmap', 'roadmap', 'topnav'],
  ['/marketplace/buy', 'marketplaceBuy', 'topnav'],
  ['/legal', 'legal', 'topnav'],
  ['/legal/basic-terms', 'legal', 'topnav'],
  ['/legal/serviceterms', 'legal', 'topnav'],
  ['/legal/cookies', 'legal', 'topnav'],
  ['/settings', 'settings', 'default'],
  ['/settings/account', 'settingsAccount', 'default'],
  ['/settings/organisation', 'settingsOrganisation', 'default'],
  ['/settings/preferences', 'settingsPreferences', 'default'],
  ['/settings/team', 'settingsTeam', 'default'],
  ['/analytics', 'analytics', 'default'],
  ['/analytics/reports', 'analyticsReports', 'default'],
  ['/analytics/reports/dispatch-summary', 'analyticsReport', 'default'],
  ['/analytics/unsubscribe', 'analyticsUnsubscribe', 'simple'],
];

const REMOTE_PATHS: Expected[] = [
  ['/dashboard', 'mfe_dashboard', 'default'],
  ['/embed/map', 'mfe_dashboard', 'embed'],
  ['/manage', 'mfe_manage', 'default'],
  ['/operations', 'mfe_operations', 'default'],
  ['/exchange', 'mfe_exchange', 'default'],
  ...[
    'browse', 'new-listing', 'load-modifications/map', 'listings/17/decision-bids', 'listings/17/outcome',
    'listings/17/submit-bid', 'listings/17/view', 'listings/decision-bids', 'load-modifications/17/view',
  ].map((c): Expected => [`/exchange/${c}`, 'mfe_exchange', 'default']),
  ...['delivery-performance', 'invoices', 'overview', 'required', 'settlementreports', 'upload'].map(
    (c): Expected => [`/settlement/flexprovider/${c}`, 'mfe_settlement', 'default'],
  ),
  ...['invoices', 'settlementreports'].map((c): Expected => [`/settlement/systemoperator/${c}`, 'mfe_settlement', 'default']),
  ['/manage/flexprovider/applications', 'mfe_manage', 'default'],
  ...['assets', 'audit', 'auditing', 'contracting', 'declare', 'organisation', 'profile', 'status', 'submit'].map(
    (c): Expected => [`/manage/flexprovider/applications/42/${c}`, 'mfe_manage', 'default'],
  ),
  ['/manage/flexprovider/availability/change', 'mfe_manage', 'default'],
  ['/manage/flexprovider/availability/confirm', 'mfe_manage', 'default'],
  ...['list', 'bulk-upload', 'edit', 'history', 'submit'].map((c): Expected => [`/manage/flexprovider/bids/${c}`, 'mfe_manage', 'default']),
  ...['contracts', 'market-access', 'milestones', 'subscriptions', 'subscriptions/8'].map(
    (c): Expected => [`/manage/flexprovider/${c}`, 'mfe_manage', 'default'],
  ),
  ...['add-data', 'assets', 'confirm', 'overview', 'upload'].map(
    (c): Expected => [`/manage/flexprovider/qualification/${c}`, 'mfe_manage', 'default'],
  ),
  ['/manage/flexprovider/3/flexassets', 'mfe_manage', 'default'],
  ['/manage/flexprovider/flexassets', 'mfe_manage', 'default'],
  ['/manage/systemoperator', 'mfe_manage', 'default'],
  ...[
    'areas', 'assets', 'assets/overview', 'assets/qualified', 'assets/unqualified', 'bids/confirm', 'bids/decision',
    'bids/view', 'contracts', 'grid-topology-upload', 'milestones', 'subscriptions', 'subscriptions/5', 'applications',
    'applications/12', 'competitions/templates', '7/competitions', 'competitions', 'competitions/create',
  ].map((c): Expected => [`/manage/systemoperator/${c}`, 'mfe_manage', 'default']),
  ...['dispatchschedule', 'pastdispatches', 'upcomingdispatches'].map(
    (c): Expected => [`/operations/flexprovider/${c}`, 'mfe_operations', 'default'],
  ),
  ...['dispatchschedule', 'dispatchsend', 'pastdispatches', 'upcomingdispatches'].map(
    (c): Expected => [`/operations/systemoperator/${c}`, 'mfe_operations', 'default'],
  ),
  ['/flexprovider/competitions/101', 'mfe_manage', 'default'],
  ['/flexprovider/competitions/101/ballots/9', 'mfe_manage', 'default'],
  ['/flexprovider/competitions/ballots', 'mfe_manage', 'default'],
  ['/systemoperator/competitions/101', 'mfe_manage', 'default'],
  ['/systemoperator/competitions', 'mfe_manage', 'default'],
];

function ownerName(path: string): string {
  const { owner } = resolveRoute(path).entry;
  return owner.kind === 'page' ? owner.page : owner.remote;
}

describe('resolveRoute', () => {
  it.each(HOST_PATHS)('%s → host page %s in the %s layout', (path, owner, layout) => {
    expect(ownerName(path)).toBe(owner);
    expect(resolveRoute(path).entry.layout).toBe(layout);
  });

  it.each(REMOTE_PATHS)('%s → %s in the %s layout', (path, owner, layout) => {
    expect(ownerName(path)).toBe(owner);
    expect(resolveRoute(path).entry.layout).toBe(layout);
    // The table agrees with shared-session's ownership, which the remotes also read.
    expect(remoteForPath(path)).toBe(owner);
  });

  it.each([
    '/nope', '/settings/billing', '/register/payment', '/legal/privacy-notice', '/analytics/reports/a/b',
    '/marketplace', '/marketplace/sell', '/home/extra', '/dashboards', '/manager', '/embed', '/passwordreset/other',
  ])('%s → 404', (path) => {
    expect(ownerName(path)).toBe('notFound');
  });

  it('passes route parameters on', () => {
    expect(resolveRoute('/analytics/reports/dispatch-summary').params.reportType).toBe('dispatch-summary');
    expect(resolveRoute('/passwordreset/confirm/MQ/tok').params).toMatchObject({ uid: 'MQ', token: 'tok' });
  });

  it('guards role-split subtrees and flagged areas', () => {
    expect(resolveRoute('/manage/systemoperator/areas').entry.guard.roles).toEqual(['systemoperator']);
    expect(resolveRoute('/manage/flexprovider/bids/edit').entry.guard).toMatchObject({
      roles: ['flexprovider'],
      permissions: ['manage-bids'],
    });
    expect(resolveRoute('/operations/flexprovider/pastdispatches').entry.guard).toMatchObject({
      roles: ['flexprovider'],
      flags: ['operations_provider'],
      permissions: ['view-operations'],
    });
    expect(resolveRoute('/settlement/systemoperator/invoices').entry.guard.flags).toEqual(['settlement_operator']);
    expect(resolveRoute('/roadmap').entry.guard).toMatchObject({ roles: ['systemoperator'], flags: ['roadmap'] });
    expect(resolveRoute('/legal/cookies').entry.guard.requiresLogin).toBeFalsy();
    expect(resolveRoute('/analytics/reports/spend-invoicing').entry.guard).toMatchObject({ roles: ['systemoperator'], permissions: ['analytics'] });
    // An e-mailed report's unsubscribe link works without signing in.
    expect(resolveRoute('/analytics/unsubscribe').entry.guard.requiresLogin).toBeFalsy();
    expect(resolveRoute('/dashboard').entry.guard.requiresLogin).toBe(true);
  });

  it('has unique route names', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
