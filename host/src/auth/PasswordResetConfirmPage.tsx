import { useState } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Link, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { confirmPasswordReset } from 'shared-session';
import { TextField } from 'shared-ui';
import { FormErrorBlock, serverErrors } from './form';

export interface PasswordResetConfirmPageProps {
  /** 'reset' for /passwordreset/confirm/…, 'newuser' for an invited user's first password. */
  mode?: 'reset' | 'newuser';
}

interface Values {
  password?: string;
  confirmation?: string;
}

/**
 * /passwordreset/confirm/:uid/:token and /passwordreset/newuser/:uid/:token: a new password and
 * its confirmation. The server decides the password rules; its messages show under the field.
 */
export function PasswordResetConfirmPage({ mode = 'reset' }: PasswordResetConfirmPageProps) {
  const { i18n } = useLingui();
  const { uid, token } = useParams();
  const [done, setDone] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(false);

  const title =
    mode === 'newuser' ? (
      <Trans id="auth.reset.confirm.titleNewUser" message="Choose your password" />
    ) : (
      <Trans id="auth.reset.confirm.title" message="Set a new password" />
    );

  if (!uid || !token) {
    return (
      <section className="auth-page" aria-labelledby="reset-confirm-title">
        <h1 id="reset-confirm-title">{title}</h1>
        <p role="alert" className="fx-form-error">
          <Trans id="auth.reset.confirm.incomplete" message="This link is incomplete. Open the link from the email again, or request a new one." />
        </p>
        <Link to="/passwordreset">
          <Trans id="auth.reset.requestNew" message="Request a new link" />
        </Link>
      </section>
    );
  }

  /** Form-level rule: the confirmation must repeat the password. */
  const validate = (values: Values) =>
    values.password && values.confirmation && values.password !== values.confirmation
      ? { confirmation: i18n._({ id: 'auth.reset.confirm.mismatch', message: 'The two passwords do not match.' }) }
      : {};

  const onSubmit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    const result = await confirmPasswordReset({ uid, token, new_password: values.password ?? '' });
    if (result.ok) {
      setDone(true);
      return undefined;
    }
    const errors = serverErrors(
      result.error,
      ['password', 'confirmation'],
      i18n._({ id: 'auth.reset.confirm.failed', message: 'We could not set your password. Please try again.' }),
      { new_password: 'password', re_new_password: 'confirmation' },
    );
    // A bad uid or token means the link is no longer valid: say so plainly.
    const invalid = Boolean(result.error.fieldErrors.uid || result.error.fieldErrors.token);
    setLinkInvalid(invalid);
    if (invalid) {
      errors[FORM_ERROR] = i18n._({ id: 'auth.reset.confirm.invalidLink', message: 'This link is invalid or has expired. Request a new one.' });
    }
    return errors;
  };

  return (
    <section className="auth-page" aria-labelledby="reset-confirm-title">
      <h1 id="reset-confirm-title">{title}</h1>
      {done ? (
        <div role="status" className="auth-page__success">
          <p>
            <Trans id="auth.reset.confirm.done" message="Your password has been set. You can now log in with it." />
          </p>
          <Link to="/login">
            <Trans id="auth.reset.toLogin" message="Go to log in" />
          </Link>
        </div>
      ) : (
        <Form<Values> onSubmit={onSubmit} validate={validate}>
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate className="auth-form" aria-busy={submitting}>
              <FormErrorBlock error={submitError} />
              {submitError && linkInvalid ? (
                <p>
                  <Link to="/passwordreset">
                    <Trans id="auth.reset.requestNew" message="Request a new link" />
                  </Link>
                </p>
              ) : null}
              <TextField
                name="password"
                type="password"
                autoComplete="new-password"
                required
                label={<Trans id="auth.field.newPassword" message="New password" />}
              />
              <TextField
                name="confirmation"
                type="password"
                autoComplete="new-password"
                required
                label={<Trans id="auth.field.confirmPassword" message="Confirm new password" />}
              />
              <button type="submit" className="fx-button fx-button--primary" disabled={submitting}>
                <Trans id="auth.reset.confirm.submit" message="Set password" />
              </button>
            </form>
          )}
        </Form>
      )}
    </section>
  );
}
