import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Form } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import { browserLocation, errorMessage } from 'shared-session';
import { DropdownField, EmptyState, LoadFailure, NotFoundPage, PageLoader, TextField, useFormat, useLoad, useReloadOn, type Formatters } from 'shared-ui';
import { allTrades, EXCHANGE_EVENTS, tradeLinks, updateRegistration, type Listing, type PositionSide, type RegistrationBody, type Trade } from '../common/api';
import { daysBetween } from '../common/dates';
import { submissionErrors } from '../common/errors';
import { registrationLabel } from '../common/labels';
import { ListingFacts, periodText, quantityText, usePrice } from '../common/ListingFacts';
import { EXCHANGE_PATHS } from '../common/paths';
import { useListing } from '../common/useListing';
import '../common/exchange.css';

/**
 * A listing's outcome (/exchange/listings/{id}/outcome): each trade with its parties, quantity,
 * period and price; the seller's premium with its formula (capacity market: (clearing − bid) × kW
 * × transfer days ÷ days in the delivery year) or the block's price; the invoice through a fresh
 * signed link; the registration with the delivery body and its update; and each side's MW and
 * monthly payment before and after the trade.
 */
export function OutcomePage() {
  const { i18n } = useLingui();
  const { id, load } = useListing();
  const trades = useLoad(() => (id === null ? Promise.resolve([]) : allTrades({ listing: id })), i18n._({ id: 'exchange.trades.loadFailed', message: 'Your trades could not be loaded.' }), [id]);
  useReloadOn(EXCHANGE_EVENTS, trades.reload);
  if (id === null) return <NotFoundPage />;
  const result = load.result;
  if (result.state === 'failed') {
    if (result.notFound) return <NotFoundPage />;
    return <LoadFailure message={result.message} retry={{ label: <Trans id="exchange.retry" message="Try again" />, onRetry: load.reload }} />;
  }
  if (result.state === 'loading' || trades.result.state === 'loading') return <PageLoader />;
  const listing = result.value;
  return (
    <section className="ex-page" aria-labelledby="ex-outcome-title">
      <h1 id="ex-outcome-title" tabIndex={-1}>
        <Trans id="exchange.outcome.title" message="Outcome of {reference}" values={{ reference: listing.reference }} />
      </h1>
      <section className="ex-box" aria-labelledby="ex-outcome-terms">
        <h2 id="ex-outcome-terms">
          <Trans id="exchange.view.facts" message="Terms" />
        </h2>
        <ListingFacts listing={listing} compact />
      </section>
      {trades.result.state === 'failed' ? (
        <LoadFailure message={trades.result.message} retry={{ label: <Trans id="exchange.retry" message="Try again" />, onRetry: trades.reload }} />
      ) : trades.result.value.length === 0 ? (
        <EmptyState
          title={<Trans id="exchange.outcome.empty.title" message="No trades on this listing" />}
          description={
            listing.status === 'awarded' ? (
              <Trans id="exchange.outcome.empty.notParty" message="Only the parties to a trade see it here." />
            ) : (
              <Trans id="exchange.outcome.empty.text" message="Trades appear here once the lister accepts bids or someone buys the listing now." />
            )
          }
          action={
            <Link className="fx-button" to={EXCHANGE_PATHS.view(listing.id)}>
              <Trans id="exchange.decide.back" message="Back to the listing" />
            </Link>
          }
        />
      ) : (
        trades.result.value.map((t) => <TradeCard key={t.id} listing={listing} trade={t} onChange={(next) => trades.update((all) => all.map((x) => (x.id === next.id ? next : x)))} />)
      )}
      <p>
        <Link to={EXCHANGE_PATHS.view(listing.id)}>
          <Trans id="exchange.bid.back" message="Back to listing {reference}" values={{ reference: listing.reference }} />
        </Link>
      </p>
    </section>
  );
}

/** Days in the capacity-market delivery year starting 1 October `year` (365 or 366). */
export const deliveryYearDays = (year: number): number => daysBetween(`${year}-10-01`, `${year + 1}-10-01`);

function TradeCard({ listing, trade, onChange }: { listing: Listing; trade: Trade; onChange: (t: Trade) => void }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const price = usePrice(listing);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const titleId = `ex-trade-${trade.id}`;
  const download = async () => {
    setDownloadError(null);
    try {
      const links = await tradeLinks(trade.id);
      if (links.invoice_pdf) browserLocation.assign(links.invoice_pdf);
      else setDownloadError(i18n._({ id: 'exchange.outcome.noInvoice', message: 'This trade has no invoice yet.' }));
    } catch (failure) {
      setDownloadError(errorMessage(failure, i18n._({ id: 'exchange.outcome.downloadFailed', message: 'The invoice could not be downloaded. Please try again.' })));
    }
  };
  return (
    <section className="ex-box ex-trade" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans id="exchange.outcome.trade" message="Trade {reference}" values={{ reference: trade.reference }} />
      </h2>
      <dl className="ex-facts">
        <dt>
          <Trans id="exchange.outcome.seller" message="Seller" />
        </dt>
        <dd>{trade.seller_name}</dd>
        <dt>
          <Trans id="exchange.outcome.buyer" message="Buyer" />
        </dt>
        <dd>{trade.buyer_name}</dd>
        <dt>
          <Trans id="exchange.fact.mw" message="Quantity" />
        </dt>
        <dd>{quantityText(f, listing, trade.mw)}</dd>
        <dt>
          <Trans id="exchange.fact.transfer" message="Transfer period" />
        </dt>
        <dd>{periodText(f, trade.transfer_starts_on, trade.transfer_ends_on)}</dd>
        <dt>
          <Trans id="exchange.outcome.price" message="Price" />
        </dt>
        <dd>{price(trade.price)}</dd>
        <dt>{trade.amount_kind === 'premium' ? <Trans id="exchange.outcome.premium" message="Premium to the seller" /> : <Trans id="exchange.outcome.amount" message="Price of the block" />}</dt>
        <dd>
          <strong>{f.formatMoney(trade.amount, trade.currency)}</strong>
          <Formula listing={listing} trade={trade} f={f} />
        </dd>
        <dt>
          <Trans id="exchange.outcome.invoice" message="Invoice" />
        </dt>
        <dd>
          {trade.invoice_number ? (
            <>
              <Trans
                id="exchange.outcome.invoiceText"
                message="{number}, issued {issued}, due {due}"
                values={{ number: trade.invoice_number, issued: f.formatCalendarDate(trade.invoice_issued_on) ?? '—', due: f.formatCalendarDate(trade.invoice_due_on) ?? '—' }}
              />{' '}
              <button type="button" className="fx-button" onClick={() => void download()}>
                <Trans id="exchange.outcome.download" message="Download invoice (PDF)" />
              </button>
            </>
          ) : (
            <Trans id="exchange.outcome.noInvoiceYet" message="Not issued yet" />
          )}
        </dd>
        <dt>
          <Trans id="exchange.outcome.registration" message="Registration with the delivery body" />
        </dt>
        <dd>
          {registrationLabel(i18n, trade.registration_status)}
          {trade.registration_reference ? ` (${trade.registration_reference})` : null}
          {trade.registration_note ? `: ${trade.registration_note}` : null}
          {trade.registration_updated ? (
            <>
              {' '}
              <Trans id="exchange.outcome.registrationUpdated" message="Updated {when}." values={{ when: f.formatDateTime(trade.registration_updated) ?? '' }} />
            </>
          ) : null}
        </dd>
      </dl>
      {downloadError ? (
        <p role="alert" className="ex-error">
          {downloadError}
        </p>
      ) : null}
      <BeforeAfter trade={trade} listing={listing} />
      {trade.registration_status !== 'not_required' ? <RegistrationForm trade={trade} onChange={onChange} /> : null}
    </section>
  );
}

/** The premium's formula with this trade's figures (the amount itself is the server's). */
function Formula({ listing, trade, f }: { listing: Listing; trade: Trade; f: Formatters }) {
  const days = daysBetween(trade.transfer_starts_on, trade.transfer_ends_on);
  const money = (v: string | null) => (v === null ? '—' : (f.formatMoney(v, trade.currency) ?? v));
  if (trade.amount_kind === 'premium' && listing.capacity_market) {
    return (
      <p className="ex-formula">
        <Trans
          id="exchange.outcome.formulaCm"
          message="(clearing price {clear} − bid {price}) × {kw} kW × {days} days ÷ {yearDays} days in the delivery year"
          values={{
            clear: money(trade.reference_price),
            price: money(trade.price),
            kw: f.formatNumber(Number(trade.mw) * 1000, { maxDecimals: 2 }) ?? '',
            days: f.formatInteger(days) ?? days,
            yearDays: f.formatInteger(deliveryYearDays(listing.capacity_market.delivery_year)) ?? '',
          }}
        />
      </p>
    );
  }
  if (trade.amount_kind === 'premium') {
    return (
      <p className="ex-formula">
        <Trans
          id="exchange.outcome.formulaOb"
          message="(the obligation’s rate {reference} − bid {price}) × {mw} over the {days} days of the transfer"
          values={{ reference: money(trade.reference_price), price: money(trade.price), mw: f.formatCapacity(trade.mw, 'MW') ?? trade.mw, days: f.formatInteger(days) ?? days }}
        />
      </p>
    );
  }
  return (
    <p className="ex-formula">
      <Trans
        id="exchange.outcome.formulaPrice"
        message="price {price} per kW per month × {kw} kW × the months of delivery"
        values={{ price: money(trade.price), kw: f.formatNumber(Number(trade.mw) * 1000, { maxDecimals: 2 }) ?? '' }}
      />
    </p>
  );
}

function BeforeAfter({ trade, listing }: { trade: Trade; listing: Listing }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const money = (v: string) => f.formatMoney(v, trade.currency) ?? v;
  const row = (name: string, side: PositionSide) => (
    <tr key={name}>
      <th scope="row">{name}</th>
      <td className="ex-num">{quantityText(f, listing, side.mw_before)}</td>
      <td className="ex-num">{quantityText(f, listing, side.mw_after)}</td>
      <td className="ex-num">{money(side.monthly_payment_before)}</td>
      <td className="ex-num">{money(side.monthly_payment_after)}</td>
    </tr>
  );
  const captionId = `ex-before-after-${trade.id}`;
  return (
    // A region that may scroll sideways on a narrow screen: focusable, so it scrolls from the keyboard too.
    <div className="ex-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>
          <Trans id="exchange.outcome.beforeAfter" message="Before and after the trade" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans id="exchange.outcome.party" message="Party" />
            </th>
            <th scope="col" className="ex-num">
              <Trans id="exchange.outcome.mwBefore" message="Held before" />
            </th>
            <th scope="col" className="ex-num">
              <Trans id="exchange.outcome.mwAfter" message="Held after" />
            </th>
            <th scope="col" className="ex-num">
              <Trans id="exchange.outcome.payBefore" message="Monthly payment before" />
            </th>
            <th scope="col" className="ex-num">
              <Trans id="exchange.outcome.payAfter" message="Monthly payment after" />
            </th>
          </tr>
        </thead>
        <tbody>
          {row(i18n._({ id: 'exchange.outcome.sellerOf', message: 'Seller: {name}', values: { name: trade.seller_name } }), trade.before_after.seller)}
          {row(i18n._({ id: 'exchange.outcome.buyerOf', message: 'Buyer: {name}', values: { name: trade.buyer_name } }), trade.before_after.buyer)}
        </tbody>
      </table>
    </div>
  );
}

/** The states a party records from the delivery body. */
const REGISTRATION_UPDATES: readonly RegistrationBody['status'][] = ['submitted', 'confirmed', 'rejected'];

interface RegistrationValues {
  status?: RegistrationBody['status'];
  reference?: string;
  note?: string;
}

function RegistrationForm({ trade, onChange }: { trade: Trade; onChange: (t: Trade) => void }) {
  const { i18n } = useLingui();
  const [saved, setSaved] = useState(false);
  const fallback = i18n._({ id: 'exchange.failed', message: 'That did not work. Please try again.' });
  const items = REGISTRATION_UPDATES.map((value) => ({ value, label: registrationLabel(i18n, value) }));
  const submit = async (values: RegistrationValues) => {
    setSaved(false);
    const body: RegistrationBody = {
      status: values.status ?? 'submitted',
      ...(values.reference?.trim() ? { reference: values.reference.trim() } : {}),
      ...(values.note?.trim() ? { note: values.note.trim() } : {}),
    };
    try {
      onChange(await updateRegistration(trade.id, body));
      setSaved(true);
      return undefined;
    } catch (failure) {
      return submissionErrors(failure, ['status', 'reference', 'note'], fallback);
    }
  };
  const formId = `ex-registration-${trade.id}`;
  return (
    <Form<RegistrationValues>
      onSubmit={submit}
      initialValues={{ status: REGISTRATION_UPDATES.find((s) => s === trade.registration_status), reference: trade.registration_reference ?? '' }}
      subscription={{ submitting: true, submitError: true }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form id={formId} className="ex-form" onSubmit={(e) => void handleSubmit(e)} noValidate aria-labelledby={`${formId}-title`}>
          <h3 id={`${formId}-title`}>
            <Trans id="exchange.registration.update" message="Update the registration" />
          </h3>
          <div className="ex-grid">
            <DropdownField name="status" label={<Trans id="exchange.registration.status" message="Status with the delivery body" />} items={items} required />
            <TextField name="reference" label={<Trans id="exchange.registration.reference" message="Delivery body’s reference" />} />
          </div>
          <TextField name="note" label={<Trans id="exchange.registration.note" message="Note" />} />
          {typeof submitError === 'string' ? (
            <p role="alert" className="ex-error">
              {submitError}
            </p>
          ) : null}
          {saved ? (
            <p role="status" className="ex-done">
              <Trans id="exchange.registration.saved" message="The registration is updated; the other party is told." />
            </p>
          ) : null}
          <div className="ex-actions">
            <button type="submit" className="fx-button fx-button--primary" disabled={submitting} aria-busy={submitting}>
              <Trans id="exchange.registration.save" message="Save registration" />
            </button>
          </div>
        </form>
      )}
    </Form>
  );
}

export default OutcomePage;
