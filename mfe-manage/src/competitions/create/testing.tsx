/* Test helpers of the competition form and templates pages (not part of the package's surface). */
import type { ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { bus, configureApi, i18n, loadCatalog, type Region } from 'shared-session';
import { fakeFetch, json, type Handler, type Recorded, DEFAULT_REGION, resetApiClient } from 'shared-session/testing';
import { loadSharedUiCatalog } from 'shared-ui';
import { messages } from '../../locales/en-GB/messages';

export { json, type Recorded };

export const API_BASE = 'http://api.test/';
export const OPERATOR_ID = 31;

export function signInOperator(region: Region = DEFAULT_REGION): void {
  bus.session$.next({
    token: 'test-token',
    claims: {
      version: '1',
      exp: Math.floor(Date.now() / 1000) + 3600,
      email: 'operator@example.test',
      user_id: 1,
      role: { org_type: 'systemoperator', id: OPERATOR_ID, is_max_org: false },
      permission_names: ['default', 'manage-competitions'],
      api_base_url: API_BASE,
      preferred_locale: 'en-GB',
    },
  });
  bus.region$.next(region);
}

/** A handler, a Response (answered as a copy each time) or a body answered as JSON. */
export type RouteAnswer = Handler | Response | object;

/**
 * A fake API from a table `"METHOD path"` → answer (a handler, or a JSON body). Paths are
 * relative to the API base; the query string is not part of the key. Unknown routes are 404s.
 */
export function serveApi(routes: Record<string, RouteAnswer>) {
  const { fetch, calls } = fakeFetch(async (req) => {
    const key = `${req.method} ${req.url.pathname.replace(/^\/+/, '')}`;
    const route = routes[key];
    if (route === undefined) return json({ detail: 'Not found.' }, { status: 404 });
    if (typeof route === 'function') return (route as Handler)(req);
    if (route instanceof Response) return route.clone();
    return json(route);
  });
  resetApiClient();
  configureApi({ apiBase: API_BASE, fetch, timeout: false });
  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.url.pathname === `/${path}`);
  return { calls, callsTo };
}

export function loadCatalogs(): void {
  loadSharedUiCatalog();
  loadCatalog({ 'en-GB': messages });
}

function CompetitionStub() {
  const { competitionId } = useParams();
  return <p>Competition page {competitionId}</p>;
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `page` at `url` inside a router that also knows the operator's competition page (in `region`, GB by default). */
export function renderAt(url: string, path: string, page: ReactNode, region: Region = DEFAULT_REGION): { user: UserEvent } {
  loadCatalogs();
  signInOperator(region);
  // The pointer-events check walks computed styles up the tree on every click: slow on a form this size.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="/systemoperator/competitions/:competitionId" element={<CompetitionStub />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </I18nProvider>,
  );
  return { user };
}

export const location = () => screen.getByTestId('location').textContent;

/**
 * Replaces a field's text as a user would (click, select all, paste), then leaves the field.
 * Leaving is a blur rather than a Tab key: user-event's Tab walks every focusable element of
 * the page, which is slow on a form this size.
 */
export async function fill(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.click(field);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  if (value) await user.paste(value);
  await act(async () => field.blur());
}

/** Picks an option of a shared Dropdown named `label` (its button's name starts with the label). */
export async function choose(user: UserEvent, label: string, option: string, scope: HTMLElement = document.body): Promise<void> {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await user.click(within(scope).getByRole('button', { name: new RegExp(`^${escaped}\\b`) }));
  await user.click(within(scope).getByRole('option', { name: option }));
}
