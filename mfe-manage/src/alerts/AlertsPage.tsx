/** The provider's subscriptions page until the plans land on it: its heading and the alerts section. */
import { Trans } from '@lingui/react';
import { AlertsSection } from './AlertsSection';

export default function AlertsPage() {
  return (
    <section className="alerts-page">
      <h1>
        <Trans id="manage.screen.subscriptions" message="Subscriptions" />
      </h1>
      <AlertsSection />
    </section>
  );
}
