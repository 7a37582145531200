import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus, errorMessage } from 'shared-session';
import { EmptyState, LoadFailure, useBusValue, useLoad } from 'shared-ui';
import { requiredData, saveReadingsTemplate } from './api';
import { AtStake } from './AtStake';
import { EventsTable } from './EventsTable';
import { DATA_PATHS } from './paths';
import './data.css';

/**
 * /settlement/flexprovider/required: the settlement events that have ended without their baseline
 * or metered data, with the meters and periods missing and the money at stake; the template for
 * them, and the way to the upload page.
 */
export function RequiredPage() {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const load = useLoad(requiredData, i18n._({ id: 'settlement.data.loadFailed', message: 'The settlement data could not be loaded.' }), []);
  const [templateError, setTemplateError] = useState<string | null>(null);
  const result = load.result;
  const template = async () => {
    setTemplateError(null);
    try {
      await saveReadingsTemplate();
    } catch (failure) {
      setTemplateError(errorMessage(failure, i18n._({ id: 'settlement.data.templateFailed', message: 'The template could not be downloaded. Please try again.' })));
    }
  };
  return (
    <section className="settlement-data" aria-labelledby="required-title">
      <h1 id="required-title" tabIndex={-1}>
        <Trans id="settlement.required" message="Settlement data required" />
      </h1>
      <p>
        <Trans
          id="settlement.required.intro"
          message="Each dispatch you delivered is settled from your meter readings against a baseline. These events have ended without all of that data: until it is uploaded they cannot be paid."
        />
      </p>
      {result.state === 'failed' ? (
        <LoadFailure message={result.message} retry={{ label: <Trans id="settlement.data.retry" message="Try again" />, onRetry: load.reload }} />
      ) : null}
      {result.state === 'ready' && result.value.count > 0 ? (
        <>
          <p className="settlement-data__summary" role="status">
            <Trans
              id="settlement.required.summary"
              message="{count, plural, one {# event needs data} other {# events need data}}; at stake: {amount}."
              values={{ count: result.value.count, amount: <AtStake required={result.value} region={region} /> }}
            />
          </p>
          <div className="fx-button-row">
            <button type="button" className="fx-button fx-button--primary" onClick={() => void template()}>
              <Trans id="settlement.required.template" message="Download the template for these events" />
            </button>
            <Link className="fx-button" to={DATA_PATHS.upload}>
              <Trans id="settlement.required.toUpload" message="Upload meter data" />
            </Link>
          </div>
          {templateError ? (
            <p role="alert" className="settlement-data__error">
              {templateError}
            </p>
          ) : null}
        </>
      ) : null}
      {result.state !== 'failed' ? (
        <EventsTable
          rows={result.state === 'ready' ? result.value.events : []}
          loading={result.state === 'loading'}
          region={region}
          caption={<Trans id="settlement.required.caption" message="Events lacking baseline or metered data" />}
          exportFilename="settlement-data-required"
          empty={
            <EmptyState
              headingLevel={2}
              title={<Trans id="settlement.required.empty.title" message="No data required" />}
              description={<Trans id="settlement.required.empty.text" message="Every settlement event that has ended has its baseline and metered data." />}
            />
          }
        />
      ) : null}
    </section>
  );
}
