import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { api, bus, type Bid } from 'shared-session';
import { DataTable, formatCapacity, formatMoney, powerUnitOf, useBusValue, type DataTableColumn, useLoad } from 'shared-ui';
import { formatTimeRange, type Competition } from '../../common/competitions';
import { priceLines } from '../../market/shared/format';
import { outcomeLabel, reasonLabel } from '../../market/shared/labels';

/** Bids read at once for the outcome (a provider's bids in one competition). */
const PAGE = 500;

async function myBids(competition: number): Promise<Bid[]> {
  return api.all('/bids/bids/', { query: { competition: String(competition), is_active: 'true', ordering: 'created' }, pageSize: PAGE });
}

/**
 * The provider's outcome in a competition once its operator has confirmed the results: each of its
 * bids, accepted or rejected, with the reason in words and the price paid. Nothing before.
 */
export function CompetitionOutcome({ competition: c }: { competition: Pick<Competition, 'id' | 'status' | 'currency' | 'power_type' | 'reference'> }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const { result } = useLoad(() => myBids(c.id), i18n._({ id: 'competitions.outcome.loadFailed', message: 'Your results could not be loaded.' }), [c.id]);
  const unit = powerUnitOf(c.power_type);
  const columns = useMemo<DataTableColumn<Bid>[]>(
    () => [
      {
        key: 'window_name',
        header: i18n._({ id: 'competitions.outcome.window', message: 'Window' }),
        isRowHeader: true,
        sortable: true,
        value: (b) => `${b.window_name} (${formatTimeRange(b.window_start_time, b.window_end_time, region)})`,
      },
      { key: 'assets', header: i18n._({ id: 'competitions.outcome.assets', message: 'Assets' }), value: (b) => b.asset_refs.join(', ') },
      { key: 'capacity', header: i18n._({ id: 'competitions.outcome.capacity', message: 'Capacity' }), sortable: true, align: 'end', render: (b) => formatCapacity(b.capacity, unit, region) ?? '—' },
      {
        key: 'prices',
        header: i18n._({ id: 'competitions.outcome.prices', message: 'Prices' }),
        value: (b) => priceLines(i18n, { ...b, currency: c.currency, unit }, region).join('; '),
      },
      { key: 'outcome', header: i18n._({ id: 'competitions.outcome.outcome', message: 'Outcome' }), sortable: true, value: (b) => outcomeLabel(i18n, b.outcome) },
      {
        key: 'reason',
        header: i18n._({ id: 'competitions.outcome.reason', message: 'Reason' }),
        value: (b) => {
          if (!b.approval) return '';
          const reason = reasonLabel(i18n, b.approval.reason, 'provider');
          const paid = b.approval.approved && b.approval.paid_price !== null ? formatMoney(b.approval.paid_price, c.currency, region) : null;
          return paid ? `${reason} ${i18n._({ id: 'manage.ballots.results.paid', message: 'Paid {price} per {unit}h.', values: { price: paid, unit } })}` : reason;
        },
      },
    ],
    [i18n, region, unit, c.currency],
  );

  if (result.state !== 'ready') return null;
  const confirmed = result.value.filter((b) => b.results_confirmed);
  if (confirmed.length === 0) return null;
  const accepted = confirmed.filter((b) => b.outcome === 'accepted').length;
  return (
    <section className="competition-section" aria-labelledby="competition-outcome">
      <h2 id="competition-outcome">
        <Trans id="competitions.outcome.heading" message="Your results" />
      </h2>
      <p>
        <Trans
          id="competitions.outcome.summary"
          message="The operator has confirmed the results: {accepted, plural, one {# of your bids was accepted} other {# of your bids were accepted}}, {rejected} rejected."
          values={{ accepted, rejected: confirmed.length - accepted }}
        />
      </p>
      <DataTable
        caption={<Trans id="competitions.outcome.caption" message="Your bids and their outcome" />}
        columns={columns}
        rows={confirmed}
        getRowKey={(b) => b.id}
        pageSize={50}
        exportFilename={`${c.reference || `competition-${c.id}`}-my-results`}
      />
    </section>
  );
}
