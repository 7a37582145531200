import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { NotFoundPage } from 'shared-ui';
import { ActivationPage } from './ActivationPage';
import { CompanyStage } from './CompanyStage';
import { ConfirmStage } from './ConfirmStage';
import { ResendLink } from './ResendLink';
import { SubmitStage } from './SubmitStage';
import { UserStage } from './UserStage';
import {
  blockingStage,
  emptyRegistration,
  hasRegistrationInProgress,
  loadRegistration,
  resetRegistration,
  saveRegistration,
  STAGES,
  type RegistrationState,
  type Stage,
} from './state';
import { REGISTER_PATHS } from './paths';

const TITLES: Record<Stage, MessageDescriptor> = {
  confirm: /*i18n*/ { id: 'register.confirm.title', message: 'Before you start' },
  user: /*i18n*/ { id: 'register.user.title', message: 'Your details' },
  company: /*i18n*/ { id: 'register.company.title', message: 'Your organisation' },
  submit: /*i18n*/ { id: 'register.submit.title', message: 'Check and submit' },
};

function Stepper({ current, state }: { current: Stage; state: RegistrationState }) {
  const { i18n } = useLingui();
  const index = STAGES.indexOf(current);
  return (
    <ol className="stepper" aria-label={i18n._({ id: 'register.stages', message: 'Registration stages' })}>
      {STAGES.map((s, i) => {
        const reachable = s !== current && blockingStage(state, s) === null;
        return (
          <li key={s} className={i === index ? 'is-current' : state.confirmed[s] ? 'is-done' : undefined} aria-current={i === index ? 'step' : undefined}>
            {reachable ? <Link to={REGISTER_PATHS.stage(s)}>{i18n._(TITLES[s])}</Link> : i18n._(TITLES[s])}
          </li>
        );
      })}
    </ol>
  );
}

function Submitted({ email, hours }: { email: string; hours: number }) {
  return (
    <div role="status" className="register-done">
      <h2>
        <Trans id="register.done.title" message="Check your e-mail" />
      </h2>
      <p>
        <Trans
          id="register.done.text"
          message="We have sent a link to activate your account to {email}. Open it within {hours} hours; then log in with your e-mail address and password."
          values={{ email, hours }}
        />
      </p>
      <p>
        <Trans id="register.done.noMail" message="No e-mail? Check your spam folder, or ask for a new link." />
      </p>
      <ResendLink email={email} />
      <p>
        <Link to="/login">
          <Trans id="register.done.login" message="Go to log in" />
        </Link>
      </p>
    </div>
  );
}

/**
 * /register/:stage (spec §2.5): confirm, user, company, submit, in that order. Each stage has
 * its confirmed flag; a stage whose predecessors are not all confirmed sends the visitor to
 * the first unconfirmed one. The state lives in sessionStorage (state.ts) and is removed as a
 * whole once the registration is submitted.
 */
export function RegisterStagePage() {
  const { i18n } = useLingui();
  const { stage } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState(loadRegistration);
  const [submitted, setSubmitted] = useState<{ email: string; hours: number } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const update = useCallback((change: (s: RegistrationState) => RegistrationState) => {
    setState((previous) => {
      const next = change(previous);
      saveRegistration(next);
      return next;
    });
  }, []);
  const go = useCallback((next: Stage) => navigate(REGISTER_PATHS.stage(next)), [navigate]);
  const onSubmitted = useCallback((email: string, hours: number) => {
    resetRegistration();
    setState(emptyRegistration());
    setSubmitted({ email, hours });
  }, []);

  const current = STAGES.find((s) => s === stage);
  const blocked = current ? blockingStage(state, current) : null;
  // A new stage: its heading takes the focus, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (current && !blocked) heading.current?.focus();
  }, [current, blocked]);

  if (!current) return <NotFoundPage />;
  if (!submitted && blocked) return <Navigate to={REGISTER_PATHS.stage(blocked)} replace />;

  const props = { state, update, go };
  return (
    <section className="page register" data-landing="true">
      <h1>
        <Trans id="register.title" message="Register" />
      </h1>
      {submitted ? (
        <Submitted email={submitted.email} hours={submitted.hours} />
      ) : (
        <>
          <Stepper current={current} state={state} />
          <h2 ref={heading} tabIndex={-1}>
            {i18n._(TITLES[current])}
          </h2>
          {current === 'confirm' ? <ConfirmStage {...props} /> : null}
          {current === 'user' ? <UserStage {...props} /> : null}
          {current === 'company' ? <CompanyStage {...props} /> : null}
          {current === 'submit' ? <SubmitStage {...props} onSubmitted={onSubmitted} /> : null}
          <p>
            <Trans id="register.haveAccount" message="Already registered?" />{' '}
            <Link to="/login">
              <Trans id="register.login" message="Log in" />
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

/**
 * /register-new: with an activation link's parameters, the activation landing (ActivationPage);
 * without, starting over — any registration in progress in this tab is discarded and the first
 * stage opens.
 */
export function RegisterNewPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const registration = params.get('registration');
  if (registration !== null) {
    return <ActivationPage link={{ registration, expires: params.get('expires') ?? '', signature: params.get('signature') ?? '' }} />;
  }
  const inProgress = hasRegistrationInProgress();
  const start = () => {
    resetRegistration();
    navigate(REGISTER_PATHS.stage('confirm'));
  };
  return (
    <section className="page register">
      <h1>
        <Trans id="registerNew.title" message="Join Flex" />
      </h1>
      <p>
        <Trans id="registerNew.text" message="Register your organisation to take part in flexibility competitions. It takes four short steps." />
      </p>
      {inProgress ? (
        <p>
          <Trans id="registerNew.discards" message="Starting again discards the registration you began in this browser tab." />{' '}
          <Link to={REGISTER_PATHS.root}>
            <Trans id="registerNew.continue" message="Continue that registration" />
          </Link>
        </p>
      ) : null}
      <p className="actions">
        <button type="button" className="fx-button fx-button--primary" onClick={start}>
          <Trans id="registerNew.start" message="Start registration" />
        </button>
      </p>
    </section>
  );
}

/** /register: the first stage not yet confirmed (the whole registration is kept per tab). */
export function RegisterIndexPage() {
  const state = loadRegistration();
  const open = STAGES.find((s) => !state.confirmed[s]) ?? 'submit';
  return <Navigate to={REGISTER_PATHS.stage(open)} replace />;
}

export { registrationCatalogs } from './i18n';
