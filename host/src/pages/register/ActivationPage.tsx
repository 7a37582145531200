import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage, isApiError } from 'shared-session';
import { LoadFailure } from 'shared-ui';
import { activate } from './api';
import { ResendLink } from './ResendLink';

type Outcome =
  | { kind: 'working' }
  | { kind: 'activated' | 'already_active' }
  | { kind: 'link_expired' | 'link_invalid' }
  | { kind: 'failed'; message: string };

export interface ActivationParams {
  registration: string;
  expires: string;
  signature: string;
}

/**
 * The e-mailed activation link lands here (/register-new?registration=…&expires=…&signature=…):
 * it is followed once on arrival. Activated → log in; expired → ask for a new link; not valid
 * → ask for a new link by e-mail address.
 */
export function ActivationPage({ link }: { link: ActivationParams }) {
  const { outcome, retry } = useActivation(link);

  const login = (
    <p className="actions">
      <Link className="fx-button fx-button--primary" to="/login">
        <Trans id="register.activation.login" message="Log in" />
      </Link>
    </p>
  );

  let body;
  switch (outcome.kind) {
    case 'working':
      body = (
        <p role="status">
          <Trans id="register.activation.working" message="Activating your account…" />
        </p>
      );
      break;
    case 'activated':
      body = (
        <div role="status">
          <h2>
            <Trans id="register.activation.done" message="Your account is active" />
          </h2>
          <p>
            <Trans id="register.activation.doneText" message="Your organisation is registered. Log in with your e-mail address and the password you chose." />
          </p>
          {login}
        </div>
      );
      break;
    case 'already_active':
      body = (
        <div role="status">
          <h2>
            <Trans id="register.activation.already" message="Your account is already active" />
          </h2>
          <p>
            <Trans id="register.activation.alreadyText" message="This link has been used before. Log in with your e-mail address and password." />
          </p>
          {login}
        </div>
      );
      break;
    case 'link_expired':
      body = (
        <>
          <div className="fx-form-error" role="alert">
            <h2>
              <Trans id="register.activation.expired" message="This activation link has expired" />
            </h2>
            <p>
              <Trans id="register.activation.expiredText" message="Activation links work for 48 hours. Ask for a new one: we send it to the e-mail address you registered with." />
            </p>
          </div>
          <ResendLink registration={link.registration} />
        </>
      );
      break;
    case 'link_invalid':
      body = (
        <>
          <div className="fx-form-error" role="alert">
            <h2>
              <Trans id="register.activation.invalid" message="This activation link is not valid" />
            </h2>
            <p>
              <Trans
                id="register.activation.invalidText"
                message="It may be incomplete, or a newer registration with the same e-mail address has replaced it. Open the latest link from your e-mail, or ask for a new one."
              />
            </p>
          </div>
          <ResendLink />
        </>
      );
      break;
    case 'failed':
      body = <LoadFailure message={outcome.message} retry={{ label: <Trans id="register.retry" message="Try again" />, onRetry: retry }} className="fx-form-error" />;
      break;
  }

  return (
    <section className="page register" aria-labelledby="activation-title">
      <h1 id="activation-title">
        <Trans id="register.activation.title" message="Activate your account" />
      </h1>
      {body}
    </section>
  );
}

/** Follows the activation link once per attempt (also under StrictMode): working, then the server's outcome; `retry` tries again. */
function useActivation(link: ActivationParams) {
  const { i18n } = useLingui();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);
  const followed = useRef<number | null>(null);

  useEffect(() => {
    if (followed.current === attempt) return; // once per attempt, also under StrictMode
    followed.current = attempt;
    const expires = Number(link.expires);
    if (!Number.isInteger(expires) || !link.registration || !link.signature) {
      setOutcome({ kind: 'link_invalid' });
      return;
    }
    activate({ registration: link.registration, expires, signature: link.signature }).then(
      (answer) => setOutcome({ kind: answer.status }),
      (error: unknown) => {
        const code = isApiError(error) && error.status === 400 ? (error.body as { code?: unknown } | undefined)?.code : undefined;
        if (code === 'link_expired' || code === 'link_invalid') setOutcome({ kind: code });
        else setOutcome({ kind: 'failed', message: errorMessage(error, i18n._({ id: 'register.activation.failed', message: 'Your account could not be activated just now. Please try again.' })) });
      },
    );
  }, [attempt, link, i18n]);
  const retry = () => {
    setOutcome({ kind: 'working' });
    setAttempt((n) => n + 1);
  };
  return { outcome, retry };
}
