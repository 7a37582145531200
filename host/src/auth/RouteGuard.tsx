import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { checkRoute, loginRedirectPath, type RouteRequirements } from 'shared-session';
import { NotFoundPage } from 'shared-ui';
import { useFlags, useSession } from './hooks';

export interface RouteGuardProps {
  /** The matched route, or the matched chain outermost first (permissions of the last one count). */
  route: RouteRequirements | readonly RouteRequirements[];
  /** Shown when the check fails (default: the 404 page). */
  notFound?: ReactNode;
  children: ReactNode;
}

/** Route guard of spec platform §5: login → /login?next=…, failed authorisation → 404. */
export function RouteGuard({ route, notFound, children }: RouteGuardProps) {
  const session = useSession();
  const flags = useFlags();
  const params = useParams();
  const location = useLocation();
  const result = checkRoute(route, { session, flags, params });
  if (result === 'login') return <Navigate to={loginRedirectPath(location)} replace />;
  if (result === 'notFound') return <>{notFound ?? <NotFoundPage />}</>;
  return <>{children}</>;
}
