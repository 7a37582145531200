import { useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { UnsubscribeConfirm } from '../../auth/UnsubscribeConfirm';
import { REPORTS } from './reports';
import { unsubscribe } from './schedules';

const TOKEN = /^[A-Za-z0-9._~-]{8,}$/;

/**
 * /analytics/unsubscribe?token=… — the link at the foot of an e-mailed report. Works without
 * signing in: one press stops the one schedule the link was signed for
 * (`POST analytics/schedules/unsubscribe/`).
 */
export function AnalyticsUnsubscribePage() {
  const { i18n } = useLingui();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  return (
    <UnsubscribeConfirm
      headingId="analytics-unsubscribe-title"
      title={<Trans id="analytics.unsubscribe.title" message="Stop an e-mailed report" />}
      question={<Trans id="analytics.unsubscribe.ask" message="Stop the e-mailed report this message came from? Your other e-mailed reports keep coming." />}
      stopLabel={<Trans id="analytics.unsubscribe.stop" message="Stop this e-mail" />}
      manage={{ to: '/analytics/reports', label: <Trans id="analytics.unsubscribe.manage" message="Manage your e-mailed reports" /> }}
      broken={TOKEN.test(token) ? null : i18n._({ id: 'analytics.unsubscribe.broken', message: 'This unsubscribe link is incomplete. Sign in to manage your e-mailed reports.' })}
      failed={i18n._({ id: 'analytics.unsubscribe.failed', message: 'The e-mail could not be stopped. Please try again.' })}
      stop={async () => {
        const stopped = await unsubscribe(token);
        const report = i18n._(REPORTS[stopped.report].title);
        return stopped.frequency === 'weekly' ? (
          <Trans id="analytics.unsubscribe.doneWeekly" message="The weekly e-mail of the “{report}” report is stopped: you will receive it no more. Sign in to schedule it again." values={{ report }} />
        ) : (
          <Trans id="analytics.unsubscribe.doneMonthly" message="The monthly e-mail of the “{report}” report is stopped: you will receive it no more. Sign in to schedule it again." values={{ report }} />
        );
      }}
    />
  );
}
