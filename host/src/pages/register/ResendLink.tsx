import { useState } from 'react';
import { Form } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage } from 'shared-session';
import { TextField } from 'shared-ui';
import { emailValidator } from '../../auth/form';
import { resendActivation } from './api';

/**
 * Ask for a new activation link: by the registration of an expired link, by an address the
 * page knows, or by an address typed in. The answer never says whether a registration exists.
 */
export function ResendLink({ registration, email }: { registration?: string; email?: string }) {
  const { i18n } = useLingui();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (by: { registration?: string; email?: string }) => {
    setFailure(null);
    try {
      await resendActivation(by);
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(error, i18n._({ id: 'register.resend.failed', message: 'The new link could not be requested. Please try again.' })));
    }
  };

  if (sent) {
    return (
      <p role="status" className="register-resend__sent">
        <Trans id="register.resend.sent" message="If a registration is waiting for activation, a new link is on its way to the e-mail address it was made with. It works for 48 hours." />
      </p>
    );
  }
  const failureBlock = failure ? (
    <p className="fx-form-error" role="alert">
      {failure}
    </p>
  ) : null;
  if (registration || email) {
    return (
      <div className="register-resend">
        {failureBlock}
        <button type="button" className="fx-button fx-button--primary" onClick={() => void send(registration ? { registration } : { email })}>
          <Trans id="register.resend.button" message="Send a new link" />
        </button>
      </div>
    );
  }
  return (
    <Form<{ email?: string }> onSubmit={(values) => send({ email: (values.email ?? '').trim() })}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate className="register-resend" aria-busy={submitting}>
          {failureBlock}
          <TextField
            name="email"
            type="email"
            required
            autoComplete="email"
            validate={emailValidator(i18n)}
            label={<Trans id="register.resend.email" message="The e-mail address you registered with" />}
          />
          <button type="submit" className="fx-button fx-button--primary" disabled={submitting}>
            <Trans id="register.resend.button" message="Send a new link" />
          </button>
        </form>
      )}
    </Form>
  );
}
