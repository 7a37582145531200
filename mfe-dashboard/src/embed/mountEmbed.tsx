import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { I18nProvider } from '@lingui/react';
import { configureApi, decodeToken, i18n, loadCatalog, orgTypeOf, registerCatalogs, switchLocale, type Toast } from 'shared-session';
import { loadSharedUiCatalog, registerSharedUiCatalogs } from 'shared-ui';
import { messages } from '../locales/en-GB/messages';
import { dashboardCatalogs } from '../catalogs';
import { createDashboardApi } from '../data/api';
import type { Role } from '../data/views';
import { DashboardPage, type DashboardEnv } from '../dashboard/DashboardPage';
import { writeFilters, EMPTY_FILTERS, type MapFilters } from '../domain/filters';
import { EmbedToasts, createToastStore } from './EmbedToasts';

export interface EmbedOptions {
  /** Absolute API base, e.g. `https://api.example.com/`. */
  apiBase: string;
  /** A session token; without one the map is public and shows open competitions only. */
  token?: string;
  locale?: string;
  /** IANA time zone for the competitions' dates (default Europe/London, the GB market's clock). */
  timeZone?: string;
  filters?: Partial<MapFilters>;
  /** Tile URL template (`{z}/{x}/{y}`, optional `{lang}`); OpenStreetMap-style default. */
  tilesUrl?: string;
  /** Feature flags to honour (e.g. `entry_confirmation`). */
  flags?: string[];
}

function EmbedRoot({ options, store }: { options: EmbedOptions; store: ReturnType<typeof createToastStore> }) {
  const claims = useMemo(() => (options.token ? decodeToken(options.token) : null), [options.token]);
  const env = useMemo<DashboardEnv>(() => {
    const role: Role = claims ? orgTypeOf(claims) : 'public';
    const headers: Record<string, string> = options.token ? { Authorization: `Bearer ${options.token}` } : {};
    return {
      // A 401 inside someone else's page must not navigate their page: skip the shell's handler.
      api: createDashboardApi({ requestOptions: { headers, context: { skipAuthError: true } }, cacheScope: `${role}:${claims?.role?.id ?? ''}` }),
      role,
      roleId: claims?.role?.id ?? null,
      flags: new Set(options.flags ?? []),
      locale: options.locale ?? 'en-GB',
      timezone: options.timeZone ?? 'Europe/London',
      embed: true,
      tilesUrl: options.tilesUrl ?? null,
      toast: (t: Toast) => store.push(t),
    };
  }, [claims, options, store]);
  const initial = useMemo(() => {
    const qs = writeFilters(new URLSearchParams(), { ...EMPTY_FILTERS, ...options.filters }).toString();
    return `/embed/map${qs ? `?${qs}` : ''}`;
  }, [options.filters]);
  return (
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[initial]}>
        <Routes>
          <Route path="*" element={<DashboardPage env={env} />} />
        </Routes>
      </MemoryRouter>
      <EmbedToasts store={store} />
    </I18nProvider>
  );
}

/** Mounts the map into `element`; returns a function that unmounts it. */
export function mountEmbed(element: HTMLElement, options: EmbedOptions): () => void {
  if (!element) throw new Error('mountEmbed: an element is required');
  if (!options?.apiBase) throw new Error('mountEmbed: options.apiBase is required');
  configureApi({ apiBase: options.apiBase });
  // en-GB at once (the first render never shows ids), then the page's locale when it has loaded.
  loadSharedUiCatalog();
  loadCatalog({ 'en-GB': messages });
  void Promise.all([registerSharedUiCatalogs(), registerCatalogs(dashboardCatalogs)]).then(() => switchLocale(options.locale ?? 'en-GB'));
  const store = createToastStore();
  const root = createRoot(element);
  element.classList.add('flex-embed');
  root.render(
    <StrictMode>
      <EmbedRoot options={options} store={store} />
    </StrictMode>,
  );
  return () => {
    root.unmount();
    element.classList.remove('flex-embed');
  };
}
