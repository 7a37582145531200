import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { api, errorMessage } from 'shared-session';

type State = { kind: 'asking' } | { kind: 'sending' } | { kind: 'done'; name: string } | { kind: 'failed'; message: string };

/**
 * /alerts/unsubscribe/:alert/:token — the link at the foot of an alert e-mail. Works without
 * signing in: one press pauses the one alert the link was signed for (`POST alerts/unsubscribe/`).
 * Asking first keeps mail scanners that open links from unsubscribing anyone.
 */
export function AlertUnsubscribePage() {
  const { i18n } = useLingui();
  const { alert, token } = useParams();
  const id = /^\d+$/.test(alert ?? '') ? Number(alert) : null;
  const [state, setState] = useState<State>(
    id === null || !token ? { kind: 'failed', message: i18n._({ id: 'auth.alertUnsubscribe.broken', message: 'This unsubscribe link is incomplete. Sign in to manage your alerts.' }) } : { kind: 'asking' },
  );

  const stop = async () => {
    if (id === null || !token) return;
    setState({ kind: 'sending' });
    try {
      const answer = await api.post('/alerts/unsubscribe/', { body: { alert: id, token } });
      setState({ kind: 'done', name: answer.name });
    } catch (error) {
      console.error('[alert unsubscribe]', error);
      setState({ kind: 'failed', message: errorMessage(error, i18n._({ id: 'auth.alertUnsubscribe.failed', message: 'The alert could not be stopped. Please try again.' })) });
    }
  };

  return (
    <section className="auth-page" aria-labelledby="alert-unsubscribe-title">
      <h1 id="alert-unsubscribe-title">
        <Trans id="auth.alertUnsubscribe.title" message="Stop an alert" />
      </h1>
      {state.kind === 'done' ? (
        <div role="status" className="auth-page__success">
          <p>
            <Trans id="auth.alertUnsubscribe.done" message="The alert “{name}” is paused: it will send you nothing more. Sign in to resume or change it." values={{ name: state.name }} />
          </p>
        </div>
      ) : state.kind === 'failed' ? (
        <p role="alert" className="fx-field__error">
          {state.message}
        </p>
      ) : (
        <>
          <p>
            <Trans id="auth.alertUnsubscribe.ask" message="Stop the alert this e-mail came from? Your other alerts keep running." />
          </p>
          <button type="button" className="fx-button fx-button--primary" disabled={state.kind === 'sending'} onClick={() => void stop()}>
            <Trans id="auth.alertUnsubscribe.stop" message="Stop this alert" />
          </button>
        </>
      )}
      <p>
        <Link to="/manage/flexprovider/subscriptions">
          <Trans id="auth.alertUnsubscribe.manage" message="Manage your alerts" />
        </Link>
      </p>
    </section>
  );
}
