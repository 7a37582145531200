import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from 'shared-session';
import { loadSharedUiCatalog } from './i18n';

loadSharedUiCatalog();

function Wrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Renders inside the shared Lingui instance with shared-ui's catalogue; returns a user-event user too. */
export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: Wrapper, ...options }) };
}
