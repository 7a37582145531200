import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import type { Region } from 'shared-session';
import { formatMoney, LoadState, useLoad } from 'shared-ui';
import { Facts } from '../detail/parts';
import { settlementSettings, type SettlementSettings } from './api';
import { baselineSummary, invoiceModeLabel, performanceLabel } from './labels';
import { SettlementConfigDialog } from './SettlementConfigDialog';

/**
 * "Settlement terms" of a competition page: how delivery is measured and paid (interval,
 * baseline, performance, minimum ratio, penalty, invoices, VAT), marked as the country's
 * defaults until the operator changes them; the operator changes them in a dialog.
 */
export function SettlementTerms({ competitionId, currency, region, canEdit }: { competitionId: number; currency: string; region: Region; canEdit: boolean }) {
  const { i18n } = useLingui();
  const { result, update } = useLoad(
    () => settlementSettings(competitionId),
    i18n._({ id: 'settlementTerms.loadFailed', message: 'The settlement terms could not be loaded.' }),
    [competitionId],
  );
  const [editing, setEditing] = useState(false);
  return (
    <section className="competition-section" aria-labelledby="competition-settlement">
      <h2 id="competition-settlement">
        <Trans id="settlementTerms.title" message="Settlement terms" />
      </h2>
      {result.state !== 'ready' ? (
        <LoadState result={result} loading={<Trans id="settlementTerms.loading" message="Loading the settlement terms…" />} />
      ) : (
        <>
          <TermsFacts settings={result.value} currency={currency} region={region} />
          {canEdit ? (
            <button type="button" className="fx-button" onClick={() => setEditing(true)}>
              <Trans id="settlementTerms.edit" message="Change settlement terms" />
            </button>
          ) : null}
          {canEdit ? (
            <SettlementConfigDialog
              open={editing}
              settings={result.value}
              onClose={() => setEditing(false)}
              onSaved={(saved) => {
                update(() => saved);
                setEditing(false);
              }}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

function TermsFacts({ settings: s, currency, region }: { settings: SettlementSettings; currency: string; region: Region }) {
  const { i18n } = useLingui();
  const c = s.config;
  const status =
    s.version === 0
      ? i18n._({ id: 'settlementTerms.defaults', message: 'The defaults for {country}', values: { country: s.country } })
      : s.published
        ? i18n._({ id: 'settlementTerms.versioned', message: 'Version {version}: a change now makes a new version; published reports keep theirs', values: { version: s.version } })
        : i18n._({ id: 'settlementTerms.editable', message: 'Set by the operator; can be changed until the first report is published' });
  const penalty = c.penalty_rate === null ? null : formatMoney(Number(c.penalty_rate), currency, region);
  return (
    <Facts
      label={i18n._({ id: 'settlementTerms.title', message: 'Settlement terms' })}
      items={[
        [<Trans key="st" id="settlementTerms.fact.status" message="Terms" />, status],
        [
          <Trans key="i" id="settlementTerms.fact.interval" message="Settlement period" />,
          i18n._({ id: 'settlementTerms.minutes', message: '{minutes} minutes', values: { minutes: c.interval_minutes } }),
        ],
        [<Trans key="b" id="settlementTerms.fact.baseline" message="Baseline" />, baselineSummary(i18n, c.baseline)],
        [<Trans key="p" id="settlementTerms.fact.performance" message="Performance ratio" />, performanceLabel(i18n, c.performance_method)],
        [
          <Trans key="m" id="settlementTerms.fact.minimum" message="Minimum performance ratio" />,
          i18n._({ id: 'settlementTerms.minimumValue', message: '{ratio, number, percent} (below it an event earns no utilisation)', values: { ratio: c.min_performance_ratio } }),
        ],
        [
          <Trans key="pen" id="settlementTerms.fact.penalty" message="Penalty" />,
          penalty === null
            ? i18n._({ id: 'settlementTerms.noPenalty', message: 'None' })
            : i18n._({ id: 'settlementTerms.penaltyValue', message: '{rate} per MWh not delivered', values: { rate: penalty } }),
        ],
        [<Trans key="inv" id="settlementTerms.fact.invoices" message="Invoices" />, invoiceModeLabel(i18n, c.invoice_mode)],
        [<Trans key="vat" id="settlementTerms.fact.vat" message="VAT" />, i18n._({ id: 'settlementTerms.vatValue', message: '{rate} %', values: { rate: c.vat_rate_percent } })],
      ]}
    />
  );
}
