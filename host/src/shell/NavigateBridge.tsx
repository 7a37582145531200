import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus } from 'shared-session';

/** bus.navigate$ → the host router: remotes (and session code) ask the shell to move. */
export function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    const sub = bus.navigate$.subscribe(({ to, replace }) => {
      void navigate(to, { replace: replace ?? false });
    });
    return () => sub.unsubscribe();
  }, [navigate]);
  return null;
}
