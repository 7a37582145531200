/* Test helpers for mfe-manage (not part of the package's surface). */
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { bus, i18n, loadCatalog, type OrgType } from 'shared-session';
import { json, type Recorded, serveApi as serveFakeApi, type Routes, DEFAULT_REGION } from 'shared-session/testing';
import { loadSharedUiCatalog } from 'shared-ui';
import { messages } from '../locales/en-GB/messages';
import { App } from '../App';

export { json, type Recorded, type Routes };

export const API_BASE = 'http://api.test/';

// The machine is shared and busy: give asynchronous queries more time than the default second.
configure({ asyncUtilTimeout: 4000 });

export interface SessionOptions {
  orgType: OrgType | null;
  orgId?: number;
  permissions?: string[];
  flags?: string[];
}

/** Puts a signed-in session (or none) on the bus. */
export function signIn({ orgType, orgId = 31, permissions = ['default', 'view-competitions'], flags = [] }: SessionOptions): void {
  bus.session$.next(
    orgType === null
      ? null
      : {
          token: 'test-token',
          claims: {
            version: '1',
            exp: Math.floor(Date.now() / 1000) + 3600,
            email: 'someone@example.test',
            user_id: 1,
            role: { org_type: orgType, id: orgType === 'user' ? null : orgId, is_max_org: false },
            permission_names: permissions,
            api_base_url: API_BASE,
            preferred_locale: 'en-GB',
          },
        },
  );
  bus.flags$.next(new Set(flags));
  bus.region$.next(DEFAULT_REGION);
}

const SETTLEMENT_DEFAULTS = {
  interval_minutes: 30,
  baseline: { method: 'historical', days_used: 10, days_considered: 10, day_selection: 'highest', same_day_adjustment: null },
  performance_method: 'energy_ratio',
  min_performance_ratio: 0.5,
  penalty_rate: null,
  invoice_mode: 'self_billed',
  vat_rate_percent: 20,
};

/** A competition's settlement terms as the API answers them while they are its country's defaults. */
export function settlementSettingsOf(competition: number) {
  return { competition, version: 0, config: SETTLEMENT_DEFAULTS, defaults: SETTLEMENT_DEFAULTS, country: 'GB', currency: 'GBP', time_zone: 'Europe/London', holiday_calendar: 'GB-ENG', published: false };
}

/**
 * Serves the fake API from a route table and records every call; unknown routes are 404s. The
 * fixture competitions' settlement terms (shown on every competition page) are served unless a
 * test gives its own.
 */
export const serveApi = (routes: Routes) =>
  serveFakeApi({ 'GET performance/settlementconfig/7/': settlementSettingsOf(7), 'GET performance/settlementconfig/42/': settlementSettingsOf(42), ...routes }, API_BASE);

/** The query of a recorded call as a plain object. */
export const queryOf = (call: Recorded | undefined): Record<string, string> => Object.fromEntries(call?.url.searchParams ?? []);

/** A JSON list answer with its Content-Range total. */
export function page(items: unknown[], total = items.length, offset = 0): Response {
  const range = items.length ? `items ${offset}-${offset + items.length - 1}/${total}` : `items */${total}`;
  return json(items, { headers: { 'Content-Range': range } });
}

/** Renders the manage area at `path` for a session, with the area's and shared-ui's catalogues. */
export function renderManage(path: string, session: SessionOptions) {
  loadSharedUiCatalog();
  loadCatalog({ 'en-GB': messages });
  signIn(session);
  window.history.pushState({}, '', path);
  const user = userEvent.setup();
  return {
    user,
    ...render(
      <I18nProvider i18n={i18n}>
        <App />
      </I18nProvider>,
    ),
  };
}

/** Answers the next confirmation request of the modal host (shared-session requestConfirmation). */
export function answerNextConfirmation(answer: boolean) {
  const seen: Array<{ title: string; body: string; confirmLabel?: string }> = [];
  const sub = bus.modal$.subscribe((request) => {
    if (request.type !== 'open') return;
    seen.push({ title: request.title, body: request.body, confirmLabel: request.confirmLabel });
    sub.unsubscribe();
    request.onResult?.(answer);
  });
  return { seen, stop: () => sub.unsubscribe() };
}
