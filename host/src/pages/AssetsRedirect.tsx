import { Navigate } from 'react-router-dom';
import { orgTypeOf } from 'shared-session';
import { NotFoundPage, useSession } from 'shared-ui';
import { dataLink } from '../navigation/items';

/** /assets: the data link — a provider's flexassets list, an operator's competitions list. */
export function AssetsRedirect() {
  const session = useSession();
  const to = dataLink(orgTypeOf(session?.claims), session?.claims.role?.id ?? null);
  if (!to) return <NotFoundPage />;
  return <Navigate to={to} replace />;
}
