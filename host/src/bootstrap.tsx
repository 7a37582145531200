import { createRoot } from 'react-dom/client';
import { patchHistoryApi } from 'single-spa';
import { I18nProvider } from '@lingui/react';
import { i18n, loadCatalog } from 'shared-session';
import { loadSharedUiCatalog } from 'shared-ui';
import { messages } from './locales/en-GB/messages';
import { fetchRuntimeManifest } from './remotes/manifest';
import { loadArea, registerManifestRemotes } from './remotes/loader';
import { App } from './App';

async function start(): Promise<void> {
  // single-spa's history patch keeps the host's and the remotes' routers in step.
  patchHistoryApi();
  loadSharedUiCatalog();
  loadCatalog({ 'en-GB': messages });
  const manifest = await fetchRuntimeManifest();
  registerManifestRemotes(manifest);
  const root = createRoot(document.getElementById('root') as HTMLElement);
  root.render(
    <I18nProvider i18n={i18n}>
      <App loadArea={loadArea} />
    </I18nProvider>,
  );
}

void start();
