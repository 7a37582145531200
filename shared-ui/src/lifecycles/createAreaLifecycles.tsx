import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { I18nProvider } from '@lingui/react';
import { i18n } from 'shared-session';
import { ErrorPage } from '../ErrorPage';

export interface AreaLifecycles {
  bootstrap: (props: unknown) => Promise<unknown>;
  mount: (props: unknown) => Promise<unknown>;
  unmount: (props: unknown) => Promise<unknown>;
}

/**
 * single-spa lifecycles for a remote area: its own React root, the shared i18n instance, and
 * the generic error page when the area throws while rendering.
 */
export function createAreaLifecycles(Root: ComponentType): AreaLifecycles {
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
        <ErrorPage error={error} />
      </I18nProvider>
    ),
  });
  return lifecycles as unknown as AreaLifecycles;
}
