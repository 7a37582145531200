import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { bus, i18n, loadCatalog, type OrgType } from 'shared-session';
import { loadSharedUiCatalog } from '../i18n';

/**
 * Test helper for remote areas (imported from 'shared-ui/testing', never from the package's
 * public surface): renders an area's root at `path` for a signed-in organisation type,
 * with the remote's catalogue loaded into the shared Lingui instance.
 */
export function renderArea(
  App: ComponentType,
  { path, orgType, orgId = 12, catalog, flags = [] }: { path: string; orgType: OrgType | null; orgId?: number; catalog: Record<string, string[]> | object; flags?: string[] },
) {
  loadSharedUiCatalog();
  loadCatalog({ 'en-GB': catalog as never });
  bus.session$.next(
    orgType === null
      ? null
      : {
          token: 'test-token',
          claims: {
            version: '1',
            exp: Math.floor(Date.now() / 1000) + 3600,
            email: 'someone@example.test',
            user_id: 1,
            role: { org_type: orgType, id: orgType === 'user' ? null : orgId, is_max_org: false },
            permission_names: ['default'],
            api_base_url: 'http://localhost:8000/',
            preferred_locale: 'en-GB',
          },
        },
  );
  bus.flags$.next(new Set(flags));
  window.history.pushState({}, '', path);
  return render(
    <I18nProvider i18n={i18n}>
      <App />
    </I18nProvider>,
  );
}
