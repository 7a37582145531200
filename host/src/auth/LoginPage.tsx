import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { isApiError, login, safeNextPath } from 'shared-session';
import { TextField } from 'shared-ui';
import { FormErrorBlock, emailValidator, serverErrors } from './form';
import { useSession } from './hooks';

export interface LoginPageProps {
  /** Where "Forgot your password?" goes. */
  forgotPasswordPath?: string;
  /** Where "Register your organisation" goes. */
  registerPath?: string;
  /** Where to go after login when there is no usable `?next=`. */
  defaultNext?: string;
}

interface LoginValues {
  email?: string;
  password?: string;
}

function loginFailure(i18n: I18n, error: unknown): SubmissionErrors {
  if (isApiError(error)) {
    if (error.status === 429) {
      return {
        [FORM_ERROR]: i18n._({
          id: 'auth.login.rateLimited',
          message: 'Too many login attempts. Please wait a few minutes and try again.',
        }),
      };
    }
    if (error.status === 400 || error.status === 401) {
      // Field messages (e.g. "This field may not be blank.") go under their fields; a wrong
      // email or password gets one clear message that does not say which of the two was wrong.
      const fields = serverErrors(error, ['email', 'password'], '');
      const hasFieldMessages = Boolean(fields && ('email' in fields || 'password' in fields));
      if (hasFieldMessages && fields) return { email: fields.email, password: fields.password };
      return {
        [FORM_ERROR]: i18n._({ id: 'auth.login.wrongCredentials', message: 'The email address or password is incorrect.' }),
      };
    }
    if (error.status === 0) {
      return {
        [FORM_ERROR]: i18n._({ id: 'auth.login.network', message: 'We could not reach the server. Check your connection and try again.' }),
      };
    }
  }
  return { [FORM_ERROR]: i18n._({ id: 'auth.login.failed', message: 'We could not log you in. Please try again.' }) };
}

/** /login: email and password; `?next=` holds the page to return to (spec platform §2.1, §4.1). */
export function LoginPage({ forgotPasswordPath = '/passwordreset', registerPath = '/register/confirm', defaultNext = '/dashboard' }: LoginPageProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const session = useSession();
  const next = safeNextPath(search.get('next'), defaultNext);
  const validateEmail = useMemo(() => emailValidator(i18n), [i18n]);

  if (session) return <Navigate to={next} replace />;

  const onSubmit = async (values: LoginValues): Promise<SubmissionErrors | undefined> => {
    try {
      const result = await login((values.email ?? '').trim(), values.password ?? '');
      if (!result.session) {
        return { [FORM_ERROR]: i18n._({ id: 'auth.login.failed', message: 'We could not log you in. Please try again.' }) };
      }
      navigate(next, { replace: true });
      return undefined;
    } catch (error) {
      return loginFailure(i18n, error);
    }
  };

  return (
    <section className="auth-page" aria-labelledby="login-title">
      <h1 id="login-title">
        <Trans id="auth.login.title" message="Log in" />
      </h1>
      <Form<LoginValues> onSubmit={onSubmit}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate className="auth-form" aria-busy={submitting}>
            <FormErrorBlock error={submitError} />
            <TextField
              name="email"
              type="email"
              autoComplete="username"
              required
              label={<Trans id="auth.field.email" message="Email address" />}
              validate={validateEmail}
            />
            <TextField
              name="password"
              type="password"
              autoComplete="current-password"
              required
              label={<Trans id="auth.field.password" message="Password" />}
            />
            <p className="auth-form__aside">
              <Link to={forgotPasswordPath}>
                <Trans id="auth.login.forgot" message="Forgot your password?" />
              </Link>
            </p>
            <button type="submit" className="fx-button fx-button--primary" disabled={submitting}>
              {submitting ? <Trans id="auth.login.submitting" message="Logging in…" /> : <Trans id="auth.login.submit" message="Log in" />}
            </button>
          </form>
        )}
      </Form>
      <p className="auth-page__aside">
        <Trans id="auth.login.noAccount" message="New to Flex?" />{' '}
        <Link to={registerPath}>
          <Trans id="auth.login.register" message="Register your organisation" />
        </Link>
      </p>
    </section>
  );
}
