import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus } from 'shared-session';

/**
 * Carries `bus.navigate$` requests (from remotes, and from shared-session: 401 → index, idle or
 * end-of-session logout → index) into the host's router. Render it once inside the router;
 * without it shared-session falls back to a full page load.
 */
export function BusNavigator() {
  const navigate = useNavigate();
  useEffect(() => {
    const sub = bus.navigate$.subscribe(({ to, replace }) => navigate(to, { replace: replace ?? false }));
    return () => sub.unsubscribe();
  }, [navigate]);
  return null;
}
