import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus } from 'shared-session';
import { EmptyState, LoadFailure, formatInteger, useBusValue, useLoad } from 'shared-ui';
import { requiredData, settlementEvents } from '../required/api';
import { AtStake } from '../required/AtStake';
import { EventsTable } from '../required/EventsTable';
import { DATA_PATHS } from '../required/paths';
import '../required/data.css';

/**
 * /settlement/flexprovider/overview (and /settlement/flexprovider): how many settlement events
 * still need data and the money at stake, then every settlement event with the completeness of
 * its data — where the "meter readings uploaded" dialog sends the provider to review it.
 */
export function OverviewPage() {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const failed = i18n._({ id: 'settlement.data.loadFailed', message: 'The settlement data could not be loaded.' });
  const required = useLoad(requiredData, failed, []);
  const events = useLoad(settlementEvents, failed, []);
  const r = required.result;
  const e = events.result;
  return (
    <section className="settlement-data" aria-labelledby="overview-title">
      <h1 id="overview-title" tabIndex={-1}>
        <Trans id="settlement.overview" message="Settlement overview" />
      </h1>
      {r.state === 'failed' ? <LoadFailure message={r.message} retry={{ label: <Trans id="settlement.data.retry" message="Try again" />, onRetry: required.reload }} /> : null}
      {r.state === 'ready' ? (
        <ul className="settlement-data__stats" aria-label={i18n._({ id: 'settlement.overview.stats', message: 'Settlement data at a glance' })}>
          <li className="settlement-data__stat">
            <span className="settlement-data__figure">{formatInteger(r.value.count, region)}</span>
            <Link to={DATA_PATHS.required}>
              <Trans id="settlement.overview.requiredCount" message="{count, plural, one {event needs data} other {events need data}}" values={{ count: r.value.count }} />
            </Link>
          </li>
          <li className="settlement-data__stat">
            <span className="settlement-data__figure">
              <AtStake required={r.value} region={region} />
            </span>
            <Trans id="settlement.overview.atStake" message="at stake (utilisation price × instructed energy)" />
          </li>
          <li className="settlement-data__stat">
            <Link className="fx-button fx-button--primary" to={DATA_PATHS.upload}>
              <Trans id="settlement.overview.upload" message="Upload settlement data" />
            </Link>
          </li>
        </ul>
      ) : null}
      <h2>
        <Trans id="settlement.overview.eventsTitle" message="Your settlement events" />
      </h2>
      <p>
        <Trans
          id="settlement.overview.eventsIntro"
          message="One event per accepted dispatch instruction and asset. Completeness counts the event's periods with a metered reading and with a baseline value: 100 % when both are complete."
        />
      </p>
      {e.state === 'failed' ? (
        <LoadFailure message={e.message} retry={{ label: <Trans id="settlement.data.retry" message="Try again" />, onRetry: events.reload }} />
      ) : (
        <EventsTable
          rows={e.state === 'ready' ? e.value : []}
          loading={e.state === 'loading'}
          region={region}
          caption={<Trans id="settlement.overview.caption" message="Settlement events and the completeness of their data" />}
          exportFilename="settlement-events"
          empty={
            <EmptyState
              headingLevel={3}
              title={<Trans id="settlement.overview.empty.title" message="No settlement events yet" />}
              description={<Trans id="settlement.overview.empty.text" message="An event appears here for each asset of a dispatch instruction you accept." />}
            />
          }
        />
      )}
    </section>
  );
}
