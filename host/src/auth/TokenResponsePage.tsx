import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { acceptHandOver } from 'shared-session';

export interface TokenResponsePageProps {
  /** Where to go once the session has started. */
  next?: string;
}

/**
 * Hand-over target (spec platform §4.1): the token arrives in the URL fragment; it is stored,
 * the session starts and the user goes to the dashboard. The fragment is dropped from history.
 */
function TokenResponse({ next = '/dashboard' }: TokenResponsePageProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const hash = location.hash || window.location.hash;
    const session = acceptHandOver(hash);
    if (session) navigate(next, { replace: true });
    else {
      // Do not leave a refused token in the address bar either.
      navigate({ pathname: location.pathname, search: location.search }, { replace: true });
      setFailed(true);
    }
  }, [location, navigate, next]);

  if (!failed) {
    return (
      <section className="auth-page" aria-busy="true">
        <p role="status">
          <Trans id="auth.handover.progress" message="Signing you in…" />
        </p>
      </section>
    );
  }
  return (
    <section className="auth-page" aria-labelledby="handover-title">
      <h1 id="handover-title">
        <Trans id="auth.handover.failedTitle" message="We could not sign you in" />
      </h1>
      <p role="alert">
        <Trans id="auth.handover.failed" message="The sign-in link is invalid or has expired. Please log in again." />
      </p>
      <Link to="/login">
        <Trans id="auth.reset.toLogin" message="Go to log in" />
      </Link>
    </section>
  );
}

/** /ssoresponse */
export function SsoResponsePage(props: TokenResponsePageProps) {
  return <TokenResponse {...props} />;
}

/** /max-token-response */
export function MaxTokenResponsePage(props: TokenResponsePageProps) {
  return <TokenResponse {...props} />;
}
