import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { TextField } from 'shared-ui';
import { FormErrorBlock, serverErrors } from '../../auth/form';
import { submitUserPart } from './api';
import { CheckboxField } from './fields';
import { PasswordStrength } from './PasswordStrength';
import { EMAIL_MAX, isEmail, NAME_MAX, requirementsMet, STRONG_ENOUGH } from './rules';
import { confirmStage, liveApplication, type StageProps, type UserData } from './state';
import { loadEstimator } from './strength';
import { LEGAL_PATHS } from '../legal/paths';

interface Values {
  first_name?: string;
  last_name?: string;
  email?: string;
  password?: string;
  password_confirmation?: string;
  user_terms?: boolean;
}

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'password_confirmation', 'user_terms'] as const;

const trimmed = (v: string | undefined) => (v ?? '').trim();

/** The values say the same as the kept user part (names, address, terms). */
function unchanged(values: Values, kept: UserData): boolean {
  return trimmed(values.first_name) === kept.first_name && trimmed(values.last_name) === kept.last_name && trimmed(values.email).toLowerCase() === kept.email && values.user_terms === kept.user_terms;
}

/**
 * Stage 2: the user's names, work e-mail, password (strength, requirements, confirmation) and
 * the terms of use. Continue sends them to registration/users/; the answer's user application
 * id is kept, the password never is. Back on this stage with nothing changed, the password may
 * stay empty: the kept user part stands.
 */
export function UserStage({ state, update, go }: StageProps) {
  const { i18n } = useLingui();
  const kept = liveApplication(state) ? state.user : null;

  const validate = (values: Values) => {
    const errors: Record<string, string> = {};
    for (const field of ['first_name', 'last_name'] as const) {
      if (trimmed(values[field]).length > NAME_MAX) errors[field] = i18n._({ id: 'register.field.tooLong', message: 'Use at most {max} characters.', values: { max: NAME_MAX } });
    }
    if (trimmed(values.email) && !isEmail(trimmed(values.email))) errors.email = i18n._({ id: 'register.field.emailInvalid', message: 'Enter a valid e-mail address.' });
    const password = values.password ?? '';
    const keep = kept && !password && !values.password_confirmation && unchanged(values, kept);
    if (!keep) {
      if (!password) {
        errors.password = kept
          ? i18n._({ id: 'register.user.passwordAgain', message: 'Enter your password again to change your details.' })
          : i18n._({ id: 'register.field.required', message: 'This field is required' });
      } else if (!requirementsMet(password, trimmed(values.email))) {
        errors.password = i18n._({ id: 'register.password.notMet', message: 'The password does not meet the requirements below.' });
      }
      if (!values.password_confirmation) errors.password_confirmation = i18n._({ id: 'register.field.required', message: 'This field is required' });
      else if (password && values.password_confirmation !== password) {
        errors.password_confirmation = i18n._({ id: 'register.password.mismatch', message: 'The two passwords do not match.' });
      }
    }
    return errors;
  };

  const onSubmit = async (values: Values) => {
    const user: UserData = { first_name: trimmed(values.first_name), last_name: trimmed(values.last_name), email: trimmed(values.email).toLowerCase(), user_terms: values.user_terms === true };
    const password = values.password ?? '';
    if (kept && !password && unchanged(values, kept)) {
      update((s) => confirmStage(s, 'user'));
      go('company');
      return undefined;
    }
    const estimator = await loadEstimator(i18n).catch(() => null);
    const strength = estimator?.(password, [user.email, user.email.split('@')[0] ?? '', user.first_name, user.last_name]);
    if (strength && strength.score < STRONG_ENOUGH) {
      const advice = strength.warning ?? i18n._({ id: 'register.password.addWords', message: 'Add more words or characters.' });
      return { password: i18n._({ id: 'register.password.tooWeak', message: 'This password is too easy to guess. {advice}', values: { advice } }) };
    }
    try {
      const application = await submitUserPart({ ...user, password, password_confirmation: values.password_confirmation ?? '', user_terms: user.user_terms });
      update((s) => confirmStage({ ...s, user, application: { id: application.id, expires: application.expires } }, 'user'));
      go('company');
      return undefined;
    } catch (error) {
      return serverErrors(error, FIELDS, i18n._({ id: 'register.user.failed', message: 'We could not check your details. Please try again.' }));
    }
  };

  return (
    <Form<Values> onSubmit={onSubmit} validate={validate} initialValues={{ ...state.user, password: '', password_confirmation: '' }}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className="register-form" aria-busy={submitting}>
          <FormErrorBlock error={submitError} />
          <TextField name="first_name" required autoComplete="given-name" label={<Trans id="register.user.firstName" message="First name" />} />
          <TextField name="last_name" required autoComplete="family-name" label={<Trans id="register.user.lastName" message="Last name" />} />
          <TextField
            name="email"
            type="email"
            required
            autoComplete="email"
            label={<Trans id="register.user.email" message="Work e-mail address" />}
            hint={<Trans id="register.user.emailHint" message="You log in with it, and we send the activation link to it. At most {max} characters." values={{ max: EMAIL_MAX }} />}
          />
          <TextField
            name="password"
            type="password"
            required={!kept}
            autoComplete="new-password"
            label={<Trans id="register.user.password" message="Password" />}
            hint={kept ? <Trans id="register.user.passwordKept" message="Leave both password fields empty to keep the password you chose, unless you change your details." /> : undefined}
          />
          <TextField name="password_confirmation" type="password" required={!kept} autoComplete="new-password" label={<Trans id="register.user.passwordConfirmation" message="Confirm password" />} />
          <PasswordStrength />
          <CheckboxField
            name="user_terms"
            label={
              <Trans
                id="register.user.terms"
                message="I accept the <0>terms of use</0>"
                components={{ 0: <Link to={LEGAL_PATHS.document('basic-terms')} target="_blank" rel="noopener" /> }}
              />
            }
            message={i18n._({ id: 'register.user.termsRequired', message: 'Accept the terms of use to register.' })}
          />
          <p className="actions">
            <button type="button" className="fx-button fx-button--secondary" onClick={() => go('confirm')}>
              <Trans id="register.back" message="Back" />
            </button>
            <button type="submit" className="fx-button fx-button--primary" disabled={submitting}>
              <Trans id="register.continue" message="Continue" />
            </button>
          </p>
        </form>
      )}
    </Form>
  );
}
