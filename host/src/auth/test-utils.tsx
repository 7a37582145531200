/* Test helpers for the auth pages (not exported). */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n, loadCatalog } from 'shared-session';
import { loadSharedUiCatalog } from 'shared-ui';
import { messages } from '../locales/en-GB/messages';

loadSharedUiCatalog();
loadCatalog({ 'en-GB': messages });

/** Shows where the router is, so tests can assert navigations. */
export function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** Renders `element` at `path` (a route pattern) with the router at `url`; other paths show <Where/>. */
export function renderAt(element: ReactElement, path: string, url: string, extraPaths: string[] = []) {
  const user = userEvent.setup();
  const result = render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          {extraPaths.map((p) => (
            <Route key={p} path={p} element={<Where />} />
          ))}
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
  return { user, ...result };
}
