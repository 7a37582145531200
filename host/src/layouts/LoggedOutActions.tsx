import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { useFlags } from 'shared-ui';
import { useHostConfig } from '../config/hostConfig';

/**
 * The logged-out top bar (spec §2.2): Register (→ /register/confirm, or the external sign-up page
 * under `external_signup`) and Login (→ /login, or the hosted login under `hosted_login`).
 */
export function LoggedOutActions() {
  const flags = useFlags();
  const config = useHostConfig();
  const signup = flags.has('external_signup') && config.externalSignupUrl ? config.externalSignupUrl : null;
  const hostedLogin = flags.has('hosted_login') && config.hostedLoginUrl ? config.hostedLoginUrl : null;
  const register = <Trans id="topbar.register" message="Register" />;
  const login = <Trans id="topbar.login" message="Login" />;
  return (
    <div className="topbar__actions">
      {signup ? (
        <a className="fx-button fx-button--secondary" href={signup}>{register}</a>
      ) : (
        <Link className="fx-button fx-button--secondary" to="/register/confirm">{register}</Link>
      )}
      {hostedLogin ? (
        <a className="fx-button fx-button--primary" href={hostedLogin}>{login}</a>
      ) : (
        <Link className="fx-button fx-button--primary" to="/login">{login}</Link>
      )}
    </div>
  );
}
