import { Fragment, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { errorMessage, isApiError } from 'shared-session';
import { submitCompanyPart } from './api';
import { countryName } from './countries';
import { liveApplication, type CompanyData, type StageProps, type UserData } from './state';
import { REGISTER_PATHS } from './paths';

/** The server's field names in the words of the forms. */
const FIELD_LABELS: Record<string, MessageDescriptor> = {
  name: /*i18n*/ { id: 'register.company.name', message: 'Organisation name' },
  website: /*i18n*/ { id: 'register.company.website', message: 'Website' },
  email: /*i18n*/ { id: 'register.company.email', message: 'Organisation e-mail address' },
  registration_no: /*i18n*/ { id: 'register.company.registrationNo', message: 'Company registration number' },
  country: /*i18n*/ { id: 'register.company.country', message: 'Country' },
  terms_of_service: /*i18n*/ { id: 'register.company.termsLabel', message: 'Terms of service' },
};

interface Problems {
  /** The user part is gone (expired or submitted): the user stage must be done again. */
  user: string | null;
  /** Company fields the server refused, by label. */
  company: string[];
  other: string | null;
}

export interface SubmitStageProps extends StageProps {
  /** Called once the registration is submitted (the state is already reset). */
  onSubmitted(email: string, hours: number): void;
}

/** Submitting the company part with the live user application: on refusal, which problems to show (a lost user application is forgotten). */
function useSubmission({ state, update, onSubmitted }: SubmitStageProps) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problems | null>(null);
  const application = liveApplication(state);
  const { company } = state;

  const submit = async () => {
    if (!application) return;
    setBusy(true);
    setProblems(null);
    try {
      const done = await submitCompanyPart({
        user_application: application.id,
        name: company.name,
        website: company.website,
        email: company.email,
        registration_no: company.registration_no,
        country: company.country ?? '',
        terms_of_service: company.terms_of_service,
      });
      onSubmitted(done.email, done.activation_hours);
    } catch (error) {
      setBusy(false);
      const fields = isApiError(error) ? error.fieldErrors : {};
      const userProblem = fields.user_application?.join(' ') ?? null;
      if (userProblem) update((s) => ({ ...s, application: null }));
      const companyProblems = Object.entries(fields)
        .filter(([field]) => FIELD_LABELS[field])
        .map(([field, messages]) => `${i18n._(FIELD_LABELS[field]!)}: ${messages.join(' ')}`);
      const other =
        userProblem || companyProblems.length ? null : errorMessage(error, i18n._({ id: 'register.submit.failed', message: 'We could not submit your registration. Please try again.' }));
      setProblems({ user: userProblem, company: companyProblems, other });
    }
  };

  return { application, busy, problems, submit };
}

/** What the server refused, each with the link to the stage that fixes it. */
function ProblemsAlert({ problems }: { problems: Problems }) {
  return (
    <div className="fx-form-error" role="alert">
      {problems.user ? (
        <p>
          {problems.user}{' '}
          <Link to={REGISTER_PATHS.stage('user')}>
            <Trans id="register.submit.enterUserAgain" message="Enter your details again" />
          </Link>
        </p>
      ) : null}
      {problems.company.length ? (
        <>
          <ul>
            {problems.company.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <Link to={REGISTER_PATHS.stage('company')}>
            <Trans id="register.submit.fixCompany" message="Correct your organisation's details" />
          </Link>
        </>
      ) : null}
      {problems.other ? <p>{problems.other}</p> : null}
    </div>
  );
}

/** One line of a reviewed part: what was asked (keyed by its field) and the answer. */
interface ReviewedEntry {
  field: string;
  term: ReactNode;
  answer: ReactNode;
}

/** A part of the registration as entered, under its heading, with the link to the stage that changes it. */
function ReviewedPart({ headingId, title, entries, stage, changeLabel }: { headingId: string; title: ReactNode; entries: readonly ReviewedEntry[]; stage: 'user' | 'company'; changeLabel: ReactNode }) {
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <dl className="register-review__list">
        {entries.map((e) => (
          <Fragment key={e.field}>
            <dt>{e.term}</dt>
            <dd>{e.answer}</dd>
          </Fragment>
        ))}
      </dl>
      <Link to={REGISTER_PATHS.stage(stage)}>{changeLabel}</Link>
    </section>
  );
}

/** The user part as entered, with the link to change it. */
function UserReview({ user, yes }: { user: UserData; yes: string }) {
  return (
    <ReviewedPart
      headingId="review-user"
      title={<Trans id="register.user.title" message="Your details" />}
      entries={[
        { field: 'name', term: <Trans id="register.review.name" message="Name" />, answer: `${user.first_name} ${user.last_name}` },
        { field: 'email', term: <Trans id="register.user.email" message="Work e-mail address" />, answer: user.email },
        { field: 'user_terms', term: <Trans id="register.review.userTerms" message="Terms of use" />, answer: user.user_terms ? yes : null },
      ]}
      stage="user"
      changeLabel={<Trans id="register.review.changeUser" message="Change your details" />}
    />
  );
}

/** The company part as entered, with the link to change it. */
function CompanyReview({ company, yes }: { company: CompanyData; yes: string }) {
  const { i18n } = useLingui();
  const entry = (field: keyof CompanyData, answer: ReactNode): ReviewedEntry => ({ field, term: i18n._(FIELD_LABELS[field]!), answer });
  return (
    <ReviewedPart
      headingId="review-company"
      title={<Trans id="register.company.title" message="Your organisation" />}
      entries={[
        entry('name', company.name),
        entry('website', company.website),
        entry('email', company.email),
        entry('registration_no', company.registration_no),
        entry('country', company.country ? countryName(company.country, i18n.locale) : null),
        entry('terms_of_service', company.terms_of_service ? yes : null),
      ]}
      stage="company"
      changeLabel={<Trans id="register.review.changeCompany" message="Change your organisation's details" />}
    />
  );
}

/** Stage 4: everything entered, with links to change it, and Submit registration. */
export function SubmitStage(props: SubmitStageProps) {
  const { i18n } = useLingui();
  const { application, busy, problems, submit } = useSubmission(props);
  const yes = i18n._({ id: 'register.submit.accepted', message: 'Accepted' });
  return (
    <div className="register-review">
      {problems ? <ProblemsAlert problems={problems} /> : null}
      {!application && !problems?.user ? (
        <div className="fx-form-error" role="alert">
          <p>
            <Trans id="register.submit.userExpired" message="Your details were kept for 24 hours and have expired." />{' '}
            <Link to={REGISTER_PATHS.stage('user')}>
              <Trans id="register.submit.enterUserAgain" message="Enter your details again" />
            </Link>
          </p>
        </div>
      ) : null}
      <UserReview user={props.state.user} yes={yes} />
      <CompanyReview company={props.state.company} yes={yes} />
      <p className="actions">
        <Link className="fx-button fx-button--secondary" to={REGISTER_PATHS.stage('company')}>
          <Trans id="register.back" message="Back" />
        </Link>
        <button type="button" className="fx-button fx-button--primary" onClick={() => void submit()} disabled={busy || !application} aria-busy={busy}>
          <Trans id="register.submit.button" message="Submit registration" />
        </button>
      </p>
    </div>
  );
}
