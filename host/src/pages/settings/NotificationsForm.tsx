import { useMemo, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import { api, toast, type NotificationKind, type NotificationSettings, type NotificationSettingsPatch } from 'shared-session';
import { useLoad, LoadState } from 'shared-ui';
import { FormErrorBlock, serverErrors } from '../../auth/form';
import { CheckField } from './fields';

const PATH = '/auth/users/me/notifications/';

/** What each kind of notification e-mail is about: its checkbox label and a line under it. */
const KIND_TEXT: Record<NotificationKind, { label: ReactNode; hint: ReactNode }> = {
  dispatch: {
    label: <Trans id="settings.notifications.dispatch" message="Dispatch instructions" />,
    hint: <Trans id="settings.notifications.dispatchHint" message="A system operator sends an instruction to run your assets, or stops one it sent." />,
  },
  competition_results: {
    label: <Trans id="settings.notifications.results" message="Competition results" />,
    hint: <Trans id="settings.notifications.resultsHint" message="A system operator confirms the results of a competition you bid in: your accepted and rejected bids." />,
  },
  dps_outcome: {
    label: <Trans id="settings.notifications.applications" message="Qualification applications" />,
    hint: <Trans id="settings.notifications.applicationsHint" message="A system operator approves or rejects your organisation's application." />,
  },
  settlement: {
    label: <Trans id="settings.notifications.settlement" message="Settlement" />,
    hint: <Trans id="settings.notifications.settlementHint" message="Settlement statements and invoices for the flexibility you delivered." />,
  },
};

type Values = Partial<Record<NotificationKind, boolean>>;

/** The checkboxes of the kinds my roles receive; saving sends only those (PATCH). */
function Choices({ settings, onSaved }: { settings: NotificationSettings; onSaved: (settings: NotificationSettings) => void }) {
  const { i18n } = useLingui();
  const initialValues = useMemo<Values>(() => Object.fromEntries(settings.receives.map((kind) => [kind, settings.email[kind]])), [settings]);
  const onSubmit = async (values: Values) => {
    const body: NotificationSettingsPatch = {};
    for (const kind of settings.receives) body[kind] = Boolean(values[kind]);
    try {
      const data = await api.patch(PATH, { body });
      onSaved(data);
      toast({ kind: 'success', title: i18n._({ id: 'settings.notifications.saved', message: 'Your e-mail choices are saved' }) });
      return undefined;
    } catch (error) {
      return serverErrors(error, settings.receives, i18n._({ id: 'settings.notifications.saveFailed', message: 'Your e-mail choices could not be saved. Please try again.' }));
    }
  };
  return (
    <Form<Values> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError, pristine }) => (
        <form onSubmit={handleSubmit} noValidate className="fx-form settings-form" aria-labelledby="settings-notifications">
          <FormErrorBlock error={submitError} />
          <fieldset className="settings-roles">
            <legend className="fx-checklist__legend"><Trans id="settings.notifications.legend" message="E-mail me about" /></legend>
            {settings.receives.map((kind) => (
              <CheckField key={kind} name={kind} label={KIND_TEXT[kind].label} hint={KIND_TEXT[kind].hint} />
            ))}
          </fieldset>
          <div className="fx-button-row">
            <button type="submit" className="fx-button fx-button--primary" disabled={submitting || pristine}>
              <Trans id="settings.notifications.save" message="Save e-mail choices" />
            </button>
          </div>
        </form>
      )}
    </Form>
  );
}

/** Settings > Preferences: which notification e-mails reach me, one checkbox per kind my team roles receive. */
export function NotificationsSection() {
  const { result, replace } = useLoad(() => api.get(PATH), '', [PATH]);
  return (
    <>
      <h3 id="settings-notifications"><Trans id="settings.notifications.title" message="E-mail notifications" /></h3>
      {result.state !== 'ready' ? (
        <LoadState
          result={result}
          loading={<Trans id="settings.notifications.loading" message="Loading…" />}
          failure={<Trans id="settings.notifications.loadFailed" message="Your e-mail choices could not be loaded. Please try again later." />}
        />
      ) : result.value.receives.length === 0 ? (
        <p><Trans id="settings.notifications.none" message="Your team roles receive no notification e-mails. Your organisation's admins can change your roles." /></p>
      ) : (
        <>
          <p>
            <Trans
              id="settings.notifications.intro"
              message="Your team roles receive these notifications by e-mail. Untick the ones you do not want by e-mail; notifications shown live in the app stay on."
            />
          </p>
          <Choices settings={result.value} onSaved={replace} />
        </>
      )}
    </>
  );
}
