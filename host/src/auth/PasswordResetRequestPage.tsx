import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { requestPasswordReset } from 'shared-session';
import { TextField } from 'shared-ui';
import { FormErrorBlock, emailValidator, serverErrors } from './form';

interface Values {
  email?: string;
}

/**
 * /passwordreset: asks for an email address and always confirms the same way, so the page does
 * not reveal whether an account exists. Only a malformed request or an unreachable server shows
 * an error.
 */
export function PasswordResetRequestPage() {
  const { i18n } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const validateEmail = useMemo(() => emailValidator(i18n), [i18n]);

  const onSubmit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    const email = (values.email ?? '').trim();
    const result = await requestPasswordReset(email);
    if (result.ok) {
      setSentTo(email);
      return undefined;
    }
    return serverErrors(
      result.error,
      ['email'],
      i18n._({ id: 'auth.reset.request.failed', message: 'We could not send the reset link. Please try again.' }),
    );
  };

  return (
    <section className="auth-page" aria-labelledby="reset-request-title">
      <h1 id="reset-request-title">
        <Trans id="auth.reset.request.title" message="Reset your password" />
      </h1>
      {sentTo !== null ? (
        <div role="status" className="auth-page__success">
          <p>
            <Trans
              id="auth.reset.request.sent"
              message="If an account exists for {email}, we have sent it a link to reset the password. Check your inbox."
              values={{ email: sentTo }}
            />
          </p>
          <p>
            <Link to="/login">
              <Trans id="auth.reset.backToLogin" message="Back to log in" />
            </Link>
          </p>
        </div>
      ) : (
        <Form<Values> onSubmit={onSubmit}>
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate className="auth-form" aria-busy={submitting}>
              <FormErrorBlock error={submitError} />
              <p>
                <Trans id="auth.reset.request.intro" message="Enter the email address of your account and we will send you a link to set a new password." />
              </p>
              <TextField
                name="email"
                type="email"
                autoComplete="email"
                required
                label={<Trans id="auth.field.email" message="Email address" />}
                validate={validateEmail}
              />
              <button type="submit" className="fx-button fx-button--primary" disabled={submitting}>
                <Trans id="auth.reset.request.submit" message="Send reset link" />
              </button>
              <p className="auth-form__aside">
                <Link to="/login">
                  <Trans id="auth.reset.backToLogin" message="Back to log in" />
                </Link>
              </p>
            </form>
          )}
        </Form>
      )}
    </section>
  );
}
