import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { logout } from 'shared-session';

export interface LogoutPageProps {
  /** Where to go once logged out (unless the server sends the browser to a hosted logout page). */
  after?: string;
}

/** /logout: ends the session (spec platform §4.1), then goes to `after` (default the index). */
export function LogoutPage({ after = '/' }: LogoutPageProps) {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().then(({ cognitoUrl }) => {
      if (!cognitoUrl) navigate(after, { replace: true });
    });
  }, [after, navigate]);
  return (
    <section className="auth-page" aria-busy="true" aria-labelledby="logout-title">
      <h1 id="logout-title">
        <Trans id="auth.logout.title" message="Log out" />
      </h1>
      <p role="status">
        <Trans id="auth.logout.progress" message="Logging you out…" />
      </p>
    </section>
  );
}
