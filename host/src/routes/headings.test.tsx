/**
 * @jest-environment ../shared-session/jest.environment.cjs
 */
import { act, waitFor } from '@testing-library/react';
import { bus, configureApi, type OrgType } from 'shared-session';
import { fakeFetch, json, resetApiClient } from 'shared-session/testing';
import { renderShell } from '../testing/renderShell';
import { ROUTES, type RouteEntry } from './table';

/**
 * Every host page of the route table has an h1 in the main outlet, which the shell turns into the
 * document title (shell/pageHeading.ts). Remote areas bring their own pages (checked in their
 * packages and in e2e/tests/pages.spec.ts).
 */
const SAMPLE_PARAMS: Record<string, string> = { stage: 'confirm', document: 'cookies', reportType: 'procurement-summary', uid: '', token: '' };

function concretePath(pattern: string): string {
  const path = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? SAMPLE_PARAMS[part.replace(/^:|\?$/g, '')] ?? '1' : part))
    .filter((part, i) => i === 0 || part !== '')
    .join('/');
  return path === '' ? '/' : path;
}

function userFor(entry: RouteEntry): { orgType: OrgType; permissions: string[] } | null {
  if (!entry.guard.requiresLogin) return null;
  return { orgType: entry.guard.roles?.[0] ?? 'flexprovider', permissions: [...(entry.guard.permissions ?? []), 'default'] };
}

/** Pages that only redirect to another page of the table. */
const REDIRECTS = new Set(['settings', 'analytics', 'assets', 'register']);

const hostPages = ROUTES.filter((r) => r.owner.kind === 'page' && !REDIRECTS.has(r.name));

beforeEach(() => {
  const { fetch } = fakeFetch(() => json({ detail: 'Not found.' }, { status: 404 }));
  resetApiClient();
  configureApi({ apiBase: 'http://api.test/', fetch, timeout: false });
});

afterEach(() => {
  act(() => {
    bus.session$.next(null);
    bus.flags$.next(new Set());
  });
  window.localStorage.clear();
});

test.each(hostPages.map((r) => [r.name, concretePath(r.path), r] as const))('%s (%s) has an h1 that titles the page', async (_name, path, entry) => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { container } = await renderShell(path, { user: userFor(entry), flags: [...(entry.guard.flags ?? [])] });
  await waitFor(() => expect(container.querySelector('#main h1')?.textContent?.trim()).toBeTruthy(), { timeout: 4000 });
  const heading = container.querySelector('#main h1')!.textContent!.replace(/\s+/g, ' ').trim();
  await waitFor(() => expect(document.title).toBe(`${heading} · Flex`));
});
