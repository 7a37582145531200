import { lazy, type ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { NotFoundPage } from 'shared-ui';
import type { PageKey } from '../routes/table';
import { loadPagesCatalogs } from './catalogs';
import { SETTINGS_PATHS } from './settings/paths';

/** A named export of a lazily loaded module as a page component (one chunk per module). */
function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return lazy(() => load().then((m) => ({ default: pick(m) })));
}

/** A host page's module, ready once the host pages' catalogue for the shown locale has loaded too. */
const page =
  <M,>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadPagesCatalogs()]).then(([m]) => m);

// The session pages' strings are the shell's own (the login page must not wait for the pages').
const auth = () => import('../auth');
const home = page(() => import('./HomePage'));
const info = page(() => import('./InfoPages'));
const settings = page(() => import('./settings/SettingsPages'));
// The analytics pages render once their own catalogue (report, column and figure labels) has loaded.
const analytics = page(() => import('./analytics/AnalyticsPages').then(async (m) => (await m.analyticsCatalogs, m)));
// The registration pages and the legal documents render once their own catalogue for the shown locale has loaded.
const register = () => import('./register/RegisterPages').then(async (m) => (await m.registrationCatalogs, m));
const legal = () => import('./legal/LegalPage').then(async (m) => (await m.legalCatalogs, m));

const to = (path: string) =>
  function RedirectPage() {
    return <Navigate to={path} replace />;
  };

/**
 * Page key → component, for the route table. Pages load on first visit (their own chunks), so
 * the shell's first load carries only the layouts and the 404 page.
 */
export const PAGES: Record<PageKey, ComponentType> = {
  index: lazyPage(() => import('../shell/IndexPage'), (m) => m.IndexPage),
  notFound: NotFoundPage,
  // Session pages (host/src/auth, the session helper's).
  login: lazyPage(auth, (m) => m.LoginPage),
  logout: lazyPage(auth, (m) => m.LogoutPage),
  passwordReset: lazyPage(auth, (m) => m.PasswordResetRequestPage),
  passwordResetConfirm: lazyPage(auth, (m) => function ResetConfirm() {
    return <m.PasswordResetConfirmPage mode="reset" />;
  }),
  passwordResetNewUser: lazyPage(auth, (m) => function NewUserPassword() {
    return <m.PasswordResetConfirmPage mode="newuser" />;
  }),
  ssoResponse: lazyPage(auth, (m) => m.SsoResponsePage),
  maxTokenResponse: lazyPage(auth, (m) => m.MaxTokenResponsePage),
  alertUnsubscribe: lazyPage(auth, (m) => m.AlertUnsubscribePage),
  devOutbox: lazyPage(auth, (m) => m.OutboxPage),
  // Host pages.
  register: lazyPage(register, (m) => m.RegisterIndexPage),
  registerStage: lazyPage(register, (m) => m.RegisterStagePage),
  registerNew: lazyPage(register, (m) => m.RegisterNewPage),
  unauthorised: lazyPage(page(() => import('./access/AccessNeededPage')), (m) => m.AccessNeededPage),
  region: lazyPage(page(() => import('./region/RegionPage')), (m) => m.RegionPage),
  home: lazyPage(home, (m) => m.HomePage),
  explore: lazyPage(home, (m) => m.ExplorePage),
  assets: lazyPage(page(() => import('./AssetsRedirect')), (m) => m.AssetsRedirect),
  roadmap: lazyPage(info, (m) => m.RoadmapPage),
  marketplaceBuy: lazyPage(info, (m) => m.MarketplaceBuyPage),
  legal: lazyPage(legal, (m) => m.LegalPage),
  settings: to(SETTINGS_PATHS.account),
  settingsAccount: lazyPage(settings, (m) => m.SettingsAccountPage),
  settingsOrganisation: lazyPage(settings, (m) => m.SettingsOrganisationPage),
  settingsPreferences: lazyPage(settings, (m) => m.SettingsPreferencesPage),
  settingsTeam: lazyPage(settings, (m) => m.SettingsTeamPage),
  settingsWebhooks: lazyPage(page(() => import('./settings/WebhooksPage')), (m) => m.SettingsWebhooksPage),
  analytics: to('/analytics/reports'),
  analyticsReports: lazyPage(analytics, (m) => m.AnalyticsReportsPage),
  analyticsReport: lazyPage(analytics, (m) => m.AnalyticsReportPage),
  analyticsUnsubscribe: lazyPage(analytics, (m) => m.AnalyticsUnsubscribePage),
};
