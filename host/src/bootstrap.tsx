import { createRoot } from 'react-dom/client';
import { patchHistoryApi } from 'single-spa';
import { I18nProvider } from '@lingui/react';
import { STORAGE_KEYS, bus, i18n, registerCatalogs, startEventStream, startSession } from 'shared-session';
import { first } from 'rxjs';
import { registerSharedUiCatalogs } from 'shared-ui';
import { fetchRuntimeManifest, type RuntimeManifest } from './remotes/manifest';
import { loadArea, registerManifestRemotes } from './remotes/loader';
import { readHostConfig } from './config/hostConfig';
import { App } from './App';
// Design-system styles once for the page (remotes share them), then the shell's own.
import 'shared-ui/styles.css';
import './styles/host.css';

/** A first visit has no stored flags: wait this long for them before the first render. */
const FLAGS_WAIT_MS = 3000;

function hasStoredFlags(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.features) !== null;
  } catch {
    return false;
  }
}

async function start(): Promise<void> {
  // single-spa's history patch keeps the host's and the remotes' routers in step.
  patchHistoryApi();
  let manifest: RuntimeManifest | null = null;
  try {
    manifest = await fetchRuntimeManifest();
    registerManifestRemotes(manifest);
  } catch (error) {
    // The shell still starts: host pages work, remote areas show the error page.
    console.error('[host] runtime manifest unavailable; remote areas are off', error);
  }
  // The API base from the runtime manifest (else derived from the page's address); restores
  // token, flags and region, and starts the session timers.
  const session = startSession(manifest?.apiBase ? { apiBase: manifest.apiBase } : {});
  // Live events (events/stream/) onto bus.events$ while someone is logged in, and their toasts.
  startEventStream();
  // Their toasts load with the first session: a visitor's first load does without them.
  bus.session$.pipe(first(Boolean)).subscribe(() => {
    void import('./shell/eventToasts').then((m) => m.startEventToasts(i18n));
  });
  // The shell's and shared-ui's catalogues for the region's locale (one chunk each per locale).
  const catalogs = Promise.all([
    registerSharedUiCatalogs(),
    registerCatalogs((locale) => import(/* webpackInclude: /messages\.ts$/, webpackChunkName: "locale-[request]" */ `./locales/${locale}/messages`)),
  ]);
  if (!hasStoredFlags()) {
    await Promise.race([session.ready, new Promise((resolve) => setTimeout(resolve, FLAGS_WAIT_MS))]);
  }
  await catalogs;
  const root = createRoot(document.getElementById('root') as HTMLElement);
  root.render(
    <I18nProvider i18n={i18n}>
      <App loadArea={loadArea} config={readHostConfig(manifest?.host)} />
    </I18nProvider>,
  );
}

void start();
