/* Test helpers for mfe-operations (not part of the package's surface): a session, the fake API, the event stream. */
import { act, configure, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { bus, i18n, loadCatalog, type Bid, type DomainEvent, type OrgType } from 'shared-session';
import { json, type Recorded, serveApi as serveFakeApi, type Routes, DEFAULT_REGION } from 'shared-session/testing';
import { loadSharedUiCatalog } from 'shared-ui';
import { messages } from '../locales/en-GB/messages';
import { App } from '../App';
import type { DispatchInstruction } from '../dispatch/types';

export { json, type Recorded, type Routes };

export const API_BASE = 'http://api.test/';
export const OPERATOR_ID = 31;
export const PROVIDER_ID = 41;

// The machine is shared and busy: give asynchronous queries more time than the default second.
configure({ asyncUtilTimeout: 4000 });

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Math.floor(Date.now() / HOUR) * HOUR + hoursFromNow * HOUR).toISOString();

/** An instruction awaiting the provider's response, starting in 3 h for an hour, answer due in 2 h. */
export function instruction(patch: Partial<DispatchInstruction> = {}): DispatchInstruction {
  return {
    id: 501,
    competition: 7,
    competition_name: 'Norwich Winter 2026',
    competition_reference: 'NOR-W26',
    operator: OPERATOR_ID,
    operator_name: 'Northern Lines',
    service_window: 70,
    window_name: 'Evening peak',
    flex_provider: PROVIDER_ID,
    flex_provider_name: 'Sunny Flex',
    bid: 101,
    obligation: 9001,
    contract_reference: 'CO-7-41',
    assets: [1, 2],
    asset_refs: ['BAT-001', 'BAT-002'],
    start: at(3),
    end: at(4),
    quantity: 2.5,
    unit: 'MW',
    response_deadline: at(2),
    status: 'awaiting response',
    send_at: null,
    sent: at(-1),
    responded: null,
    response: null,
    stopped: null,
    created: at(-1),
    ...patch,
  };
}

/** An accepted bid of the operator's confirmed competition, as bids/bids/ answers it. */
export function acceptedBid(patch: Partial<Bid> = {}): Bid {
  return {
    id: 101,
    ballot: 11,
    competition: 7,
    competition_name: 'Norwich Winter 2026',
    competition_reference: 'NOR-W26',
    competition_status: 'closed',
    flex_provider: PROVIDER_ID,
    flex_provider_name: 'Sunny Flex',
    service_window: 70,
    window_name: 'Evening peak',
    window_start_time: '16:00',
    window_end_time: '19:00',
    period_start: '2026-11-01',
    period_end: '2027-02-28',
    capacity: 2.5,
    max_runtime: '02:00:00',
    availability_price: 5,
    utilisation_price: 250,
    service_fee: null,
    assets: [1, 2],
    asset_refs: ['BAT-001', 'BAT-002'],
    outcome: 'accepted',
    results_confirmed: true,
    ...patch,
  } as unknown as Bid;
}

/** A JSON list answer with its Content-Range total. */
export function page(items: unknown[]): Response {
  const range = items.length ? `items 0-${items.length - 1}/${items.length}` : 'items */0';
  return json(items, { headers: { 'Content-Range': range } });
}

/** Serves the fake API from a route table and records every call; unknown routes are 404s. */
export const serveApi = (routes: Routes) => serveFakeApi(routes, API_BASE);

let eventId = 1000;
/** Pushes an event on bus.events$, as the host's stream would (`something.else` stands for a type the screens ignore). */
export function push(type: string, i: DispatchInstruction, extra: Record<string, unknown> = {}): void {
  act(() => bus.events$.next({ id: ++eventId, type: type as DomainEvent['type'], org_ids: [i.operator, i.flex_provider], data: { instruction: i, ...extra }, created: new Date().toISOString() }));
}

/** Renders the operations area at `path` for a signed-in operator or provider, with the fake API. */
export function renderOperations(path: string, routes: Routes, orgType: OrgType = 'systemoperator', permissions = ['default', 'view-operations', 'manage-dispatches']) {
  const api = serveApi(routes);
  loadSharedUiCatalog();
  loadCatalog({ 'en-GB': messages });
  bus.session$.next({
    token: 'test-token',
    claims: {
      version: '1',
      exp: Math.floor(Date.now() / 1000) + 3600,
      email: 'someone@example.test',
      user_id: 1,
      role: { org_type: orgType, id: orgType === 'systemoperator' ? OPERATOR_ID : PROVIDER_ID, is_max_org: false },
      permission_names: permissions,
      api_base_url: API_BASE,
      preferred_locale: 'en-GB',
    },
  });
  bus.flags$.next(new Set(['operations_provider', 'operations_operator']));
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
