/* What the exchange screens' tests share: a signed-in user, the remote rendered at a path, the API served by fakes, and rows as the API answers them. */
import { configure, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { bus, i18n, loadCatalog } from 'shared-session';
import { DEFAULT_REGION, json, serveApi, type Recorded, type Routes } from 'shared-session/testing';
import { loadSharedUiCatalog } from 'shared-ui';
import type { Access, Agreement, Bid, Listing, Trade } from '../common/api';
import { messages } from '../locales/en-GB/messages';
import { App } from '../App';

export { json, type Recorded, type Routes };

// The machine is shared and busy: give asynchronous queries more time than the default second.
configure({ asyncUtilTimeout: 4000 });

export const API_BASE = 'http://api.test/';
/** The signed-in provider (Sunny Flex) and another provider (Volt Co). */
export const ME = 41;
export const OTHER = 42;

/** A list answer with its Content-Range, as the API pages it. */
export function page(items: unknown[]): Response {
  return json(items, { headers: { 'Content-Range': items.length ? `items 0-${items.length - 1}/${items.length}` : 'items */0' } });
}

export interface RenderOptions {
  orgType?: 'flexprovider' | 'systemoperator';
  orgId?: number;
  permissions?: string[];
}

export function renderExchange(path: string, routes: Routes, { orgType = 'flexprovider', orgId = ME, permissions = ['default', 'view-manage-ui', 'manage-bids'] }: RenderOptions = {}) {
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
      role: { org_type: orgType, id: orgId, is_max_org: false },
      permission_names: permissions,
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

/** Access approved for every market, buying from the open market allowed. */
export function access(patch: Partial<Access> = {}): Access {
  return {
    markets: [
      { exchange_type: 'capacity_market', market: 1, state: 'approved', reason: null },
      { exchange_type: 'flexibility_obligation', market: 2, state: 'approved', reason: null },
      { exchange_type: 'load_modification', market: 3, state: 'approved', reason: null },
    ],
    can_buy_load_modifications: false,
    can_buy_open_market: true,
    ...patch,
  };
}

/** Another provider's open capacity-market listing: 5 MW of agreement CM-1 for the winter, open bids. */
export function listing(patch: Partial<Listing> = {}): Listing {
  return {
    id: 7,
    reference: 'EX-7',
    exchange_type: 'capacity_market',
    market: 1,
    flex_provider: OTHER,
    flex_provider_name: 'Volt Co',
    status: 'open',
    mw: '5',
    min_fill_mw: '2',
    sealed: false,
    buy_now_price: '30.00',
    currency: 'GBP',
    price_unit: 'GBP/kW/year',
    bidding_opens: '2026-11-01T09:00:00.000Z',
    bidding_closes: '2026-12-01T17:00:00.000Z',
    transfer_starts_on: '2026-12-02',
    transfer_ends_on: '2027-04-01',
    notes: null,
    withdrawn_reason: null,
    capacity_market: { agreement: 3, agreement_number: 'CM-1', unit_id: 'U-9', agreement_type: 'T-4', delivery_year: 2026, clear_price: '60.00', guide_price: '40.00' },
    flexibility_obligation: null,
    load_modification: null,
    bid_count: 2,
    best_price: '35.00',
    my_bid: null,
    is_mine: false,
    can_bid: true,
    cannot_bid_reason: null,
    closed_at: null,
    awarded_at: null,
    created: '2026-10-20T09:00:00.000Z',
    updated: '2026-10-20T09:00:00.000Z',
    ...patch,
  };
}

export function agreement(patch: Partial<Agreement> = {}): Agreement {
  return {
    id: 3,
    flex_provider: ME,
    flex_provider_name: 'Sunny Flex',
    agreement_number: 'CM-1',
    unit_id: 'U-9',
    agreement_type: 'T-4',
    delivery_year: 2026,
    delivery_starts_on: '2026-10-01',
    delivery_ends_on: '2027-10-01',
    de_rated_mw: '10',
    clear_price: '60.00',
    planned_asset: null,
    commissioned: true,
    listed_mw: '0',
    traded_mw: '0',
    available_mw: '10',
    created: '2026-10-01T09:00:00.000Z',
    ...patch,
  };
}

export function bid(patch: Partial<Bid> = {}): Bid {
  return {
    id: 90,
    listing: 7,
    listing_reference: 'EX-7',
    exchange_type: 'capacity_market',
    bidder_fp_id: ME,
    bidder_fp_name: 'Sunny Flex',
    price: '35.00',
    mw: '3',
    status: 'submitted',
    awarded_mw: null,
    decision_reason: null,
    decided_at: null,
    version: 1,
    created: '2026-11-02T10:00:00.000Z',
    updated: '2026-11-02T10:00:00.000Z',
    ...patch,
  };
}

export function trade(patch: Partial<Trade> = {}): Trade {
  return {
    id: 12,
    reference: 'TR-12',
    listing: 7,
    listing_reference: 'EX-7',
    exchange_type: 'capacity_market',
    seller: OTHER,
    seller_name: 'Volt Co',
    buyer: ME,
    buyer_name: 'Sunny Flex',
    mw: '3',
    price: '35.00',
    reference_price: '60.00',
    amount: '24657.53',
    amount_kind: 'premium',
    currency: 'GBP',
    transfer_starts_on: '2026-12-02',
    transfer_ends_on: '2027-04-01',
    invoice_number: 'EXI-12',
    invoice_issued_on: '2026-12-02',
    invoice_due_on: '2027-01-01',
    registration_status: 'pending',
    registration_reference: null,
    registration_note: null,
    registration_updated: null,
    buyer_obligation: null,
    before_after: {
      seller: { mw_before: '10', mw_after: '7', monthly_payment_before: '50000.00', monthly_payment_after: '35000.00' },
      buyer: { mw_before: '0', mw_after: '3', monthly_payment_before: '0.00', monthly_payment_after: '15000.00' },
    },
    created: '2026-12-01T18:00:00.000Z',
    ...patch,
  };
}
