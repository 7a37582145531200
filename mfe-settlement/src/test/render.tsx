/** What the settlement screens' tests share: a user of one organisation signed in, the remote rendered at a path, the API served by fakes. */
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { bus, i18n, loadCatalog } from 'shared-session';
import { DEFAULT_REGION, json, serveApi, type Routes } from 'shared-session/testing';
import { loadSharedUiCatalog } from 'shared-ui';
import { messages } from '../locales/en-GB/messages';
import { App } from '../App';

export const API_BASE = 'http://api.test/';
export const OPERATOR = 31;
export const PROVIDER = 41;

/** A list answer with its Content-Range, as the API pages it. */
export function page(items: unknown[]): Response {
  return json(items, { headers: { 'Content-Range': items.length ? `items 0-${items.length - 1}/${items.length}` : 'items */0' } });
}

export function renderSettlement(path: string, routes: Routes, orgType: 'flexprovider' | 'systemoperator' = 'flexprovider') {
  const api = serveApi(routes, API_BASE);
  loadSharedUiCatalog();
  loadCatalog({ 'en-GB': messages });
  bus.session$.next({
    token: 'test-token',
    claims: {
      version: '1',
      exp: Math.floor(Date.now() / 1000) + 3600,
      email: 'someone@example.test',
      user_id: 1,
      role: { org_type: orgType, id: orgType === 'systemoperator' ? OPERATOR : PROVIDER, is_max_org: false },
      permission_names: ['default', 'view-settlement'],
      api_base_url: API_BASE,
      preferred_locale: 'en-GB',
    },
  });
  bus.region$.next(DEFAULT_REGION);
  window.history.pushState({}, '', path);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
  render(
    <I18nProvider i18n={i18n}>
      <App />
    </I18nProvider>,
  );
  return { user, api };
}
