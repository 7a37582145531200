import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { useFormat, type Formatters } from 'shared-ui';
import type { Listing } from './api';
import { measurementLabel, priceUnitLabel, statusLabel, typeLabel } from './labels';

/** Day codes (0 = Monday … 6 = Sunday) as short weekday names in the locale. */
export function daysLabel(days: readonly number[], locale: string): string {
  const name = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return days.map((d) => name.format(new Date(Date.UTC(2024, 0, 1 + d)))).join(', ');
}

/** A price of the listing with what it is per: "£40.00 per kW per year". */
export function usePrice(listing: Pick<Listing, 'exchange_type' | 'currency'>): (value: string | null) => string {
  const { i18n } = useLingui();
  const f = useFormat();
  return (value) => (value === null ? '—' : `${f.formatMoney(value, listing.currency) ?? value} ${priceUnitLabel(i18n, listing)}`);
}

/** The transfer period as first and last day: "1 Nov 2026 – 31 Mar 2027". */
export const periodText = (f: Formatters, starts: string, endsExclusive: string): string =>
  `${f.formatCalendarDate(starts) ?? starts} – ${f.formatContractEndDate(endsExclusive) ?? endsExclusive}`;

/** A listing's quantity: kW of turn-down for a load modification, MW otherwise. */
export function quantityText(f: Formatters, listing: Pick<Listing, 'exchange_type'>, mw: string): string {
  if (listing.exchange_type === 'load_modification') return `${f.formatNumber(Number(mw) * 1000, { maxDecimals: 2 }) ?? mw} kW`;
  return f.formatCapacity(mw, 'MW') ?? mw;
}

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Every fact of a listing as a description list; `compact` keeps what a bidder or the lister deciding needs. */
export function ListingFacts({ listing, compact = false }: { listing: Listing; compact?: boolean }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const price = usePrice(listing);
  const cm = listing.capacity_market;
  const ob = listing.flexibility_obligation;
  const lm = listing.load_modification;
  return (
    <dl className="ex-facts">
      <Fact term={<Trans id="exchange.fact.type" message="Type" />}>{typeLabel(i18n, listing.exchange_type)}</Fact>
      {compact ? null : <Fact term={<Trans id="exchange.fact.status" message="Status" />}>{statusLabel(i18n, listing.status)}</Fact>}
      <Fact term={<Trans id="exchange.fact.lister" message="Lister" />}>{listing.flex_provider_name}</Fact>
      <Fact term={lm ? <Trans id="exchange.fact.turnDown" message="Turn-down" /> : <Trans id="exchange.fact.mw" message="Quantity" />}>{quantityText(f, listing, listing.mw)}</Fact>
      <Fact term={<Trans id="exchange.fact.minFill" message="Smallest part one bid may take" />}>{quantityText(f, listing, listing.min_fill_mw)}</Fact>
      <Fact term={lm ? <Trans id="exchange.fact.delivery" message="Delivery period" /> : <Trans id="exchange.fact.transfer" message="Transfer period" />}>
        {periodText(f, listing.transfer_starts_on, listing.transfer_ends_on)}
      </Fact>
      <Fact term={<Trans id="exchange.fact.bidding" message="Bidding" />}>
        <Trans
          id="exchange.fact.biddingText"
          message="Opens {opens}, closes {closes}"
          values={{ opens: f.formatDateTime(listing.bidding_opens) ?? '', closes: f.formatDateTime(listing.bidding_closes) ?? '' }}
        />
      </Fact>
      <Fact term={<Trans id="exchange.fact.sealed" message="Bids" />}>
        {listing.sealed ? (
          <Trans id="exchange.fact.sealedYes" message="Sealed: each bidder sees only its own bid" />
        ) : (
          <Trans id="exchange.fact.sealedNo" message="Open: the number of bids and the best price show" />
        )}
      </Fact>
      {listing.bid_count !== null ? (
        <Fact term={<Trans id="exchange.fact.bidsSoFar" message="Bids so far" />}>
          <Trans
            id="exchange.fact.bidsSoFarText"
            message="{count, plural, one {# bid} other {# bids}}; best price {best}"
            values={{ count: listing.bid_count, best: price(listing.best_price) }}
          />
        </Fact>
      ) : null}
      {listing.buy_now_price !== null ? (
        <Fact term={lm ? <Trans id="exchange.fact.asking" message="Asking price" /> : <Trans id="exchange.fact.buyNow" message="Buy-now price" />}>{price(listing.buy_now_price)}</Fact>
      ) : null}
      {cm ? (
        <>
          <Fact term={<Trans id="exchange.fact.agreement" message="Agreement" />}>
            <Trans
              id="exchange.fact.agreementText"
              message="{number} ({type}), unit {unit}"
              values={{ number: cm.agreement_number, type: cm.agreement_type, unit: cm.unit_id }}
            />
          </Fact>
          <Fact term={<Trans id="exchange.fact.deliveryYear" message="Delivery year" />}>
            {periodText(f, `${cm.delivery_year}-10-01`, `${cm.delivery_year + 1}-10-01`)}
          </Fact>
          <Fact term={<Trans id="exchange.fact.clearPrice" message="Clearing price" />}>{price(cm.clear_price)}</Fact>
          <Fact term={<Trans id="exchange.fact.guidePrice" message="Guide price" />}>{price(cm.guide_price)}</Fact>
        </>
      ) : null}
      {ob ? (
        <>
          <Fact term={<Trans id="exchange.fact.obligation" message="Obligation" />}>
            <Trans
              id="exchange.fact.obligationText"
              message="{window} of {competition} ({operator}), contract {contract}"
              values={{ window: ob.window_name, competition: ob.competition_name, operator: ob.system_operator_name, contract: ob.contract_reference }}
            />
          </Fact>
          <Fact term={<Trans id="exchange.fact.window" message="Window" />}>
            {`${f.formatClockTime(ob.start_time) ?? ob.start_time}–${f.formatClockTime(ob.end_time) ?? ob.end_time}; ${daysLabel(ob.service_days, f.region.locale)}`}
          </Fact>
          <Fact term={<Trans id="exchange.fact.obligationDates" message="Obligation runs" />}>{periodText(f, ob.obligation_starts_on, ob.obligation_ends_on)}</Fact>
          <Fact term={<Trans id="exchange.fact.rates" message="Rates" />}>
            <Trans
              id="exchange.fact.ratesText"
              message="Availability {availability}; utilisation {utilisation}; service fee {fee}"
              values={{
                availability: ob.availability_rate === null ? '—' : (f.formatMoney(ob.availability_rate, listing.currency) ?? ob.availability_rate),
                utilisation: ob.utilisation_rate === null ? '—' : (f.formatMoney(ob.utilisation_rate, listing.currency) ?? ob.utilisation_rate),
                fee: ob.service_fee === null ? '—' : (f.formatMoney(ob.service_fee, listing.currency) ?? ob.service_fee),
              }}
            />
          </Fact>
        </>
      ) : null}
      {lm ? (
        <>
          <Fact term={<Trans id="exchange.fact.place" message="Where" />}>{lm.substation ? `${lm.substation}, ${lm.gsp_name}` : lm.gsp_name}</Fact>
          <Fact term={<Trans id="exchange.fact.hours" message="Daily window" />}>{`${f.formatClockTime(lm.start_time) ?? lm.start_time}–${f.formatClockTime(lm.end_time) ?? lm.end_time}`}</Fact>
          <Fact term={<Trans id="exchange.fact.measurement" message="Measurement" />}>{measurementLabel(i18n, lm.measurement_method)}</Fact>
        </>
      ) : null}
      {!compact && listing.notes ? <Fact term={<Trans id="exchange.fact.notes" message="Notes" />}>{listing.notes}</Fact> : null}
      {!compact && listing.withdrawn_reason ? <Fact term={<Trans id="exchange.fact.withdrawnReason" message="Why it was withdrawn" />}>{listing.withdrawn_reason}</Fact> : null}
    </dl>
  );
}
