import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import {
  api, bus, regionForLocale, setPassword, setRegion, toast, type CurrentUser, type CurrentUserPatch, type PreferredLocale,
} from 'shared-session';
import { useLoad, LoadState, TextField, useBusValue, useSession } from 'shared-ui';
import { FormErrorBlock, serverErrors } from '../../auth/form';
import { CheckField, SelectField } from './fields';
import { localeName, PREFERRED_LOCALES } from './locales';
import { SettingsFrame } from './SettingsFrame';

interface DetailsValues {
  first_name: string;
  last_name: string;
  preferred_locale: PreferredLocale;
  /** Also switch this browser to the region of the chosen locale now. */
  use_here: boolean;
}

interface PasswordValues {
  current_password?: string;
  new_password?: string;
  new_password_confirmation?: string;
  mfa_code?: string;
}

/** Names and preferred locale (PATCH auth/users/me/): the server's messages land on the fields. */
function DetailsForm({ me, onSaved }: { me: CurrentUser; onSaved: (me: CurrentUser) => void }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const initialValues = useMemo<DetailsValues>(
    () => ({ first_name: me.first_name, last_name: me.last_name, preferred_locale: me.preferred_locale as PreferredLocale, use_here: true }),
    [me.first_name, me.last_name, me.preferred_locale],
  );
  // Each language named in itself, so every reader finds theirs whatever the page's language.
  const options = PREFERRED_LOCALES.map((code) => ({ value: code, label: localeName(code), lang: code }));

  const onSubmit = async (values: DetailsValues) => {
    const body: CurrentUserPatch = { first_name: values.first_name ?? '', last_name: values.last_name ?? '', preferred_locale: values.preferred_locale };
    try {
      const data = await api.patch('/auth/users/me/', { body });
      onSaved(data);
      const target = regionForLocale(data.preferred_locale);
      const switching = values.use_here && target !== null && target.locale !== bus.region$.value.locale;
      toast({
        kind: 'success',
        title: i18n._({ id: 'settings.account.saved', message: 'Your details are saved' }),
        text: switching
          ? undefined
          : i18n._({ id: 'settings.account.savedLocale', message: 'E-mails use your preferred language, and so does your next login unless you chose a region in that browser.' }),
      });
      if (switching && target) setRegion(target.code);
      return undefined;
    } catch (error) {
      return serverErrors(error, ['first_name', 'last_name', 'preferred_locale'], i18n._({ id: 'settings.account.saveFailed', message: 'Your details could not be saved. Please try again.' }));
    }
  };

  return (
    <Form<DetailsValues> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError, values, pristine }) => (
        <form onSubmit={handleSubmit} noValidate className="fx-form settings-form" aria-labelledby="settings-account-details">
          <h3 id="settings-account-details"><Trans id="settings.account.details" message="Your details" /></h3>
          <FormErrorBlock error={submitError} />
          <TextField name="first_name" required autoComplete="given-name" label={<Trans id="settings.account.firstName" message="First name" />} />
          <TextField name="last_name" required autoComplete="family-name" label={<Trans id="settings.account.lastName" message="Last name" />} />
          <SelectField
            name="preferred_locale"
            options={options}
            translate="no"
            label={<Trans id="settings.account.locale" message="Preferred language" />}
            hint={<Trans id="settings.account.localeHint" message="Used for your e-mails, and for the pages when you log in." />}
          />
          {values.preferred_locale !== region.locale && regionForLocale(values.preferred_locale) ? (
            <CheckField name="use_here" label={<Trans id="settings.account.useHere" message="Also switch this browser to it now" />} />
          ) : null}
          <div className="fx-button-row">
            <button type="submit" className="fx-button fx-button--primary" disabled={submitting || pristine}>
              <Trans id="settings.account.save" message="Save details" />
            </button>
          </div>
        </form>
      )}
    </Form>
  );
}

/** Password change (POST auth/users/set_password/): current password, the new one twice, and a code where MFA is on. */
function PasswordForm({ mfa }: { mfa: boolean }) {
  const { i18n } = useLingui();
  const validate = (values: PasswordValues) => {
    const errors: Record<string, string> = {};
    if (values.new_password && values.new_password_confirmation && values.new_password !== values.new_password_confirmation) {
      errors.new_password_confirmation = i18n._({ id: 'settings.password.mismatch', message: 'The two new passwords do not match.' });
    }
    return errors;
  };
  const onSubmit = async (values: PasswordValues) => {
    const result = await setPassword({
      current_password: values.current_password ?? '',
      new_password: values.new_password ?? '',
      ...(mfa ? { mfa_code: (values.mfa_code ?? '').trim() } : {}),
    });
    if (!result.ok) {
      return serverErrors(result.error, ['current_password', 'new_password', 'mfa_code'], i18n._({ id: 'settings.password.failed', message: 'Your password could not be changed. Please try again.' }));
    }
    toast({
      kind: 'success',
      title: i18n._({ id: 'settings.password.changed', message: 'Password changed' }),
      text: i18n._({ id: 'settings.password.changedText', message: 'You stay logged in here; your other sessions have ended.' }),
    });
    return undefined;
  };
  return (
    <Form<PasswordValues> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting, submitError, form }) => (
        <form
          onSubmit={(event) => {
            void handleSubmit(event)?.then((errors) => {
              if (!errors) form.restart();
            });
          }}
          noValidate
          className="fx-form settings-form"
          aria-labelledby="settings-account-password"
        >
          <h3 id="settings-account-password"><Trans id="settings.password.title" message="Change your password" /></h3>
          <FormErrorBlock error={submitError} />
          <TextField name="current_password" type="password" required autoComplete="current-password" label={<Trans id="settings.password.current" message="Current password" />} />
          <TextField
            name="new_password"
            type="password"
            required
            autoComplete="new-password"
            label={<Trans id="settings.password.new" message="New password" />}
            hint={<Trans id="settings.password.rules" message="At least 10 characters, not only digits, and not your e-mail address." />}
          />
          <TextField name="new_password_confirmation" type="password" required autoComplete="new-password" label={<Trans id="settings.password.confirm" message="New password again" />} />
          {mfa ? (
            <TextField
              name="mfa_code"
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              label={<Trans id="settings.password.mfa" message="Code from your authenticator app" />}
              hint={<Trans id="settings.password.mfaHint" message="The 6-digit code your authenticator app shows now." />}
            />
          ) : null}
          <div className="fx-button-row">
            <button type="submit" className="fx-button fx-button--primary" disabled={submitting}>
              <Trans id="settings.password.submit" message="Change password" />
            </button>
          </div>
        </form>
      )}
    </Form>
  );
}

/** /settings/account: names and preferred locale, the e-mail address, and the password. */
export function SettingsAccountPage() {
  const session = useSession();
  const { result: me, replace } = useLoad(() => api.get('/auth/users/me/'), '', ['auth/users/me/'], { enabled: session !== null });
  return (
    <SettingsFrame title={<Trans id="settings.account.title" message="Account" />}>
      {me.state !== 'ready' ? (
        <LoadState
          result={me}
          loading={<Trans id="settings.account.loading" message="Loading…" />}
          failure={<Trans id="settings.account.loadFailed" message="Your account could not be loaded. Please try again later." />}
        />
      ) : (
        <>
          <dl className="definition-list">
            <dt><Trans id="settings.account.email" message="Email" /></dt>
            <dd data-testid="account-email">{me.value.email}</dd>
            {me.value.organisation_name ? (
              <>
                <dt><Trans id="settings.account.organisation" message="Organisation" /></dt>
                <dd>{me.value.organisation_name}</dd>
              </>
            ) : null}
          </dl>
          <DetailsForm me={me.value} onSaved={replace} />
          <PasswordForm mfa={me.value.mfa_enabled} />
        </>
      )}
    </SettingsFrame>
  );
}
