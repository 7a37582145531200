import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { I18nProvider } from '@lingui/react';
import { i18n, registerCatalogs, type CatalogLoader } from 'shared-session';
import { ChunkErrorPage } from '../ChunkReload';
import { registerSharedUiCatalogs } from '../i18n';

export interface AreaLifecycles {
  bootstrap: (props: unknown) => Promise<unknown>;
  mount: (props: unknown) => Promise<unknown>;
  unmount: (props: unknown) => Promise<unknown>;
}

/**
 * single-spa lifecycles for a remote area: its own React root, the shared i18n instance, and
 * the generic error page when the area throws while rendering (a lazy screen whose chunk failed
 * to load reloads the page first, at most once a minute). `catalogs` loads the area's
 * catalogue for a locale; bootstrap waits for the shown locale's, so the area never renders ids.
 */
export function createAreaLifecycles(Root: ComponentType, catalogs?: CatalogLoader): AreaLifecycles {
  function AreaRoot() {
    return (
      <I18nProvider i18n={i18n}>
        <Root />
      </I18nProvider>
    );
  }
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: AreaRoot,
    errorBoundary: (error: Error) => (
      <I18nProvider i18n={i18n}>
        <ChunkErrorPage error={error} />
      </I18nProvider>
    ),
  }) as unknown as AreaLifecycles;
  return {
    ...lifecycles,
    bootstrap: async (props) => {
      await Promise.all([registerSharedUiCatalogs(), catalogs ? registerCatalogs(catalogs) : null]);
      return lifecycles.bootstrap(props);
    },
  };
}
