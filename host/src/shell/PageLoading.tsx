import { useLingui } from '@lingui/react';
import { PageLoader } from 'shared-ui';

/**
 * The loading fallback of the host's lazy pages and of remote areas: shared-ui's page loader
 * (nothing for 200 ms, then the stepped bars and a bar that runs for 5 s; spec platform §9).
 */
export function PageLoading() {
  const { i18n } = useLingui();
  return <PageLoader className="page-loading" label={i18n._({ id: 'shell.loading', message: 'Loading…' })} />;
}
