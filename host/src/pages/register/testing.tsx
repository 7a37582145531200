/* Test helpers of the registration pages (not exported). */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n } from 'shared-session';
import { Where } from '../../auth/test-utils';
import { RegisterIndexPage, RegisterNewPage, RegisterStagePage } from './RegisterPages';
import { emptyRegistration, STORAGE_KEY, type RegistrationState } from './state';

export const PASSWORD = 'Kestrel-Harbour-91';

/** A registration kept in the tab, as earlier stages would have left it. */
export function storeRegistration(partial: Partial<RegistrationState>): void {
  const empty = emptyRegistration();
  sessionStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({ ...empty, ...partial, confirmed: { ...empty.confirmed, ...partial.confirmed }, user: { ...empty.user, ...partial.user }, company: { ...empty.company, ...partial.company } }),
  );
}

export function storedRegistration(): RegistrationState | null {
  const raw = sessionStorage.getItem(STORAGE_KEY);
  return raw ? (JSON.parse(raw) as RegistrationState) : null;
}

export const USER = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@kestrel-flex.example', user_terms: true };
export const COMPANY = { name: 'Kestrel Flex Ltd', website: 'https://kestrel-flex.example', email: 'office@kestrel-flex.example', registration_no: '12345678', country: 'GB', terms_of_service: true };
export const LIVE_APPLICATION = { id: 'app-1', expires: new Date(Date.now() + 3600_000).toISOString() };

/** The register routes at `url`; <output data-testid="where"> always says where the router is. */
export function renderRegister(url: string) {
  const user = userEvent.setup();
  const result = render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/register" element={<RegisterIndexPage />} />
          <Route path="/register/:stage" element={<RegisterStagePage />} />
          <Route path="/register-new" element={<RegisterNewPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </I18nProvider>,
  );
  return { user, ...result };
}

export const where = (screen: { getByTestId(id: string): HTMLElement }) => screen.getByTestId('where').textContent;

/** A list of countries as the API answers it (a few are enough). */
export const COUNTRIES = [
  { code: 'AF', name: 'Afghanistan' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IT', name: 'Italy' },
  { code: 'PT', name: 'Portugal' },
  { code: 'US', name: 'United States' },
  { code: 'ZW', name: 'Zimbabwe' },
];
