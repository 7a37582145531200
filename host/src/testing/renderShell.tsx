import type { ReactElement, ReactNode } from 'react';
import { act, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { bus, i18n, loadCatalog, type OrgType } from 'shared-session';
import type { Claims } from 'shared-session/testing';
import { loadSharedUiCatalog } from 'shared-ui';
import { messages } from '../locales/en-GB/messages';
import { messages as pageMessages } from '../pages/locales/en-GB/messages';
import { App } from '../App';
import { DEFAULT_HOST_CONFIG, type HostConfig } from '../config/hostConfig';
import type { AreaLoader, AreaModule } from '../remotes/loader';

loadSharedUiCatalog();
loadCatalog({ 'en-GB': { ...messages, ...pageMessages } });

export interface FakeUser {
  orgType?: OrgType;
  orgId?: number | null;
  permissions?: string[];
  isMaxOrg?: boolean;
  email?: string;
}

export function claimsFor({ orgType = 'flexprovider', orgId, permissions = [], isMaxOrg = false, email }: FakeUser = {}): Claims {
  return {
    version: '1',
    exp: Math.floor(Date.now() / 1000) + 3600,
    email: email ?? `${orgType}@example.test`,
    user_id: 7,
    role: { org_type: orgType, id: orgId === undefined ? (orgType === 'user' ? null : 3) : orgId, is_max_org: isMaxOrg },
    permission_names: permissions,
    api_base_url: 'http://localhost:8000/',
    preferred_locale: 'en-GB',
  };
}

/** Publishes a session (or none) and flags on the bus, as shared-session would. */
export function setSession(user: FakeUser | null, flags: string[] = []): void {
  bus.flags$.next(new Set(flags));
  bus.session$.next(user ? { token: 'test-token', claims: claimsFor(user) } : null);
}

export function Wrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

export function renderWithI18n(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** A remote that mounts a heading (and records its lifecycle calls): no federation runtime in jest. */
export function fakeRemote(label: string, calls: string[] = []): AreaModule {
  let node: HTMLElement | null = null;
  return {
    bootstrap: async () => {
      calls.push('bootstrap');
    },
    mount: async (props: unknown) => {
      calls.push('mount');
      const el = (props as { domElement?: HTMLElement }).domElement;
      node = document.createElement('h1');
      node.textContent = label;
      el?.appendChild(node);
    },
    unmount: async () => {
      calls.push('unmount');
      node?.remove();
    },
  };
}

export const fakeLoader: AreaLoader = async (name) => fakeRemote(`Remote ${name}`);

export interface ShellOptions {
  user?: FakeUser | null;
  flags?: string[];
  loadArea?: AreaLoader;
  config?: Partial<HostConfig>;
}

/** Renders the whole shell (App) at `path`. */
export async function renderShell(path: string, { user = null, flags = [], loadArea = fakeLoader, config = {} }: ShellOptions = {}) {
  window.history.replaceState({}, '', path);
  setSession(user, flags);
  const u = userEvent.setup();
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(<App loadArea={loadArea} config={{ ...DEFAULT_HOST_CONFIG, ...config }} />, { wrapper: Wrapper });
  });
  return { user: u, ...result };
}
