import { orgTypeOf } from 'shared-session';
import { NotFoundPage, useSession } from 'shared-ui';
import { InvoicesPage } from './InvoicesPage';

/** The invoices screen of one organisation type; another type's URL is not found. */
export function InvoicesScreen({ org }: { org: 'flexprovider' | 'systemoperator' }) {
  const session = useSession();
  if (orgTypeOf(session?.claims) !== org) return <NotFoundPage />;
  return <InvoicesPage audience={org === 'systemoperator' ? 'operator' : 'provider'} />;
}
