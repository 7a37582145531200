import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage } from 'shared-session';
import { REPORTS } from './reports';
import { unsubscribe, type Frequency } from './schedules';
import type { ReportType } from './api';

type State = { kind: 'asking' } | { kind: 'sending' } | { kind: 'done'; report: ReportType; frequency: Frequency } | { kind: 'failed'; message: string };

const TOKEN = /^[A-Za-z0-9._~-]{8,}$/;

/**
 * /analytics/unsubscribe?token=… — the link at the foot of an e-mailed report. Works without
 * signing in: one press stops the one schedule the link was signed for
 * (`POST analytics/schedules/unsubscribe/`). Asking first keeps mail scanners that open links
 * from unsubscribing anyone.
 */
export function AnalyticsUnsubscribePage() {
  const { i18n } = useLingui();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const usable = TOKEN.test(token);
  const [state, setState] = useState<State>(
    usable ? { kind: 'asking' } : { kind: 'failed', message: i18n._({ id: 'analytics.unsubscribe.broken', message: 'This unsubscribe link is incomplete. Sign in to manage your e-mailed reports.' }) },
  );

  const stop = async () => {
    if (!usable) return;
    setState({ kind: 'sending' });
    try {
      const stopped = await unsubscribe(token);
      setState({ kind: 'done', report: stopped.report, frequency: stopped.frequency });
    } catch (error) {
      console.error('[analytics unsubscribe]', error);
      setState({ kind: 'failed', message: errorMessage(error, i18n._({ id: 'analytics.unsubscribe.failed', message: 'The e-mail could not be stopped. Please try again.' })) });
    }
  };

  return (
    <section className="auth-page" aria-labelledby="analytics-unsubscribe-title">
      <h1 id="analytics-unsubscribe-title">
        <Trans id="analytics.unsubscribe.title" message="Stop an e-mailed report" />
      </h1>
      {state.kind === 'done' ? (
        <div role="status" className="auth-page__success">
          <p>
            {state.frequency === 'weekly' ? (
              <Trans id="analytics.unsubscribe.doneWeekly" message="The weekly e-mail of the “{report}” report is stopped: you will receive it no more. Sign in to schedule it again." values={{ report: i18n._(REPORTS[state.report].title) }} />
            ) : (
              <Trans id="analytics.unsubscribe.doneMonthly" message="The monthly e-mail of the “{report}” report is stopped: you will receive it no more. Sign in to schedule it again." values={{ report: i18n._(REPORTS[state.report].title) }} />
            )}
          </p>
        </div>
      ) : state.kind === 'failed' ? (
        <p role="alert" className="fx-field__error">
          {state.message}
        </p>
      ) : (
        <>
          <p>
            <Trans id="analytics.unsubscribe.ask" message="Stop the e-mailed report this message came from? Your other e-mailed reports keep coming." />
          </p>
          <button type="button" className="fx-button fx-button--primary" disabled={state.kind === 'sending'} onClick={() => void stop()}>
            <Trans id="analytics.unsubscribe.stop" message="Stop this e-mail" />
          </button>
        </>
      )}
      <p>
        <Link to="/analytics/reports">
          <Trans id="analytics.unsubscribe.manage" message="Manage your e-mailed reports" />
        </Link>
      </p>
    </section>
  );
}
