import { Link, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { NotFoundPage } from 'shared-ui';
import { REGISTER_STAGES } from '../../routes/table';

type Stage = (typeof REGISTER_STAGES)[number];

const STAGES: Record<Stage, { title: MessageDescriptor; text: MessageDescriptor }> = {
  confirm: {
    title: /*i18n*/ { id: 'register.confirm.title', message: 'Before you start' },
    text: /*i18n*/ { id: 'register.confirm.text', message: 'Confirm that you register on behalf of an organisation that owns or operates flexible assets, and that you accept the basic terms.' },
  },
  user: {
    title: /*i18n*/ { id: 'register.user.title', message: 'Your details' },
    text: /*i18n*/ { id: 'register.user.text', message: 'Your first and last name, work e-mail address and a password.' },
  },
  company: {
    title: /*i18n*/ { id: 'register.company.title', message: 'Your organisation' },
    text: /*i18n*/ { id: 'register.company.text', message: "Your organisation's name, website, e-mail, registration number and country, and the service terms." },
  },
  submit: {
    title: /*i18n*/ { id: 'register.submit.title', message: 'Check and submit' },
    text: /*i18n*/ { id: 'register.submit.text', message: 'Review what you entered and submit your registration. We will e-mail you when your account is ready.' },
  },
};

/** Registration (spec §2.5): four stages in order — confirm, user, company, submit. */
export function RegisterStagePage() {
  const { i18n } = useLingui();
  const { stage } = useParams();
  const index = REGISTER_STAGES.indexOf(stage as Stage);
  if (index < 0) return <NotFoundPage />;
  const current = REGISTER_STAGES[index] as Stage;
  const next = REGISTER_STAGES[index + 1];
  const previous = index > 0 ? REGISTER_STAGES[index - 1] : undefined;
  return (
    <section className="page register" data-landing="true">
      <h1><Trans id="register.title" message="Register" /></h1>
      <ol className="stepper" aria-label={i18n._({ id: 'register.stages', message: 'Registration stages' })}>
        {REGISTER_STAGES.map((s, i) => (
          <li key={s} className={i === index ? 'is-current' : i < index ? 'is-done' : undefined} aria-current={i === index ? 'step' : undefined}>
            {i18n._(STAGES[s].title)}
          </li>
        ))}
      </ol>
      <h2>{i18n._(STAGES[current].title)}</h2>
      <p>{i18n._(STAGES[current].text)}</p>
      <p className="muted">
        <Trans id="register.landing" message="Online registration forms are being prepared. Until then, contact support to register your organisation." />
      </p>
      <p className="actions">
        {previous ? (
          <Link className="fx-button fx-button--secondary" to={`/register/${previous}`}><Trans id="register.back" message="Back" /></Link>
        ) : null}
        {next ? (
          <Link className="fx-button fx-button--primary" to={`/register/${next}`}><Trans id="register.next" message="Next" /></Link>
        ) : null}
      </p>
      <p>
        <Trans id="register.haveAccount" message="Already registered?" /> <Link to="/login"><Trans id="register.login" message="Log in" /></Link>
      </p>
    </section>
  );
}

/** /register-new: the entry point of the newer registration journey. */
export function RegisterNewPage() {
  return (
    <section className="page register">
      <h1><Trans id="registerNew.title" message="Join Flex" /></h1>
      <p>
        <Trans id="registerNew.text" message="Register your organisation to take part in flexibility competitions. It takes four short steps." />
      </p>
      <p className="actions">
        <Link className="fx-button fx-button--primary" to="/register/confirm"><Trans id="registerNew.start" message="Start registration" /></Link>
      </p>
    </section>
  );
}

