import { useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { api } from 'shared-session';
import { UnsubscribeConfirm } from './UnsubscribeConfirm';

/**
 * /alerts/unsubscribe/:alert/:token — the link at the foot of an alert e-mail. Works without
 * signing in: one press pauses the one alert the link was signed for (`POST alerts/unsubscribe/`).
 */
export function AlertUnsubscribePage() {
  const { i18n } = useLingui();
  const { alert, token } = useParams();
  const id = /^\d+$/.test(alert ?? '') ? Number(alert) : null;
  return (
    <UnsubscribeConfirm
      headingId="alert-unsubscribe-title"
      title={<Trans id="auth.alertUnsubscribe.title" message="Stop an alert" />}
      question={<Trans id="auth.alertUnsubscribe.ask" message="Stop the alert this e-mail came from? Your other alerts keep running." />}
      stopLabel={<Trans id="auth.alertUnsubscribe.stop" message="Stop this alert" />}
      manage={{ to: '/manage/flexprovider/subscriptions', label: <Trans id="auth.alertUnsubscribe.manage" message="Manage your alerts" /> }}
      broken={id === null || !token ? i18n._({ id: 'auth.alertUnsubscribe.broken', message: 'This unsubscribe link is incomplete. Sign in to manage your alerts.' }) : null}
      failed={i18n._({ id: 'auth.alertUnsubscribe.failed', message: 'The alert could not be stopped. Please try again.' })}
      stop={async () => {
        const answer = await api.post('/alerts/unsubscribe/', { body: { alert: id!, token: token! } });
        return <Trans id="auth.alertUnsubscribe.done" message="The alert “{name}” is paused: it will send you nothing more. Sign in to resume or change it." values={{ name: answer.name }} />;
      }}
    />
  );
}
