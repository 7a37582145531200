/** What the settlement data screens' tests share: a provider signed in, the area rendered at a path, the API served by fakes. */
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { bus, i18n, loadCatalog } from 'shared-session';
import { DEFAULT_REGION, json, serveApi, type Routes } from 'shared-session/testing';
import { loadSharedUiCatalog } from 'shared-ui';
import { messages } from '../locales/en-GB/messages';
import { App } from '../App';
import type { Required, SettlementEvent } from './api';

export const API_BASE = 'http://api.test/';
export const PROVIDER = 41;

/** An event of the provider on Wednesday 14 October 2026, 18:00–19:00 in London, lacking everything. */
export function settlementEvent(patch: Partial<SettlementEvent> = {}): SettlementEvent {
  return {
    id: '12-7',
    instruction: 12,
    asset: 7,
    asset_ref: 'BAT-001',
    asset_name: 'Riverside battery',
    competition: 3,
    competition_name: 'Norwich Winter 2026',
    start: '2026-10-14T17:00:00.000Z',
    end: '2026-10-14T18:00:00.000Z',
    direction: 'turn_down',
    instructed_mw: '2',
    meters: ['IMP100001', 'EXP100001'],
    has_baseline_data: false,
    has_actual_data: false,
    completeness: 0,
    missing_metered: ['2026-10-14T17:00:00.000Z', '2026-10-14T17:30:00.000Z'],
    baseline_method: 'historical',
    baseline_missing_days: ['2026-10-12', '2026-10-13'],
    baseline_missing_periods: [],
    money_at_stake: '300',
    currency: 'GBP',
    ...patch,
  };
}

export function requiredOf(events: SettlementEvent[]): Required {
  const total = events.reduce((sum, e) => sum + Number(e.money_at_stake), 0);
  return { count: events.length, money_at_stake: events.length ? [{ currency: 'GBP', amount: String(total) }] : [], events };
}

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
      role: { org_type: orgType, id: PROVIDER, is_max_org: false },
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
