import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Form } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage, orgTypeOf, requestConfirmation } from 'shared-session';
import { CurrencyField, DecimalField, LoadFailure, NotFoundPage, PageLoader, useFormat, useLoad, useReloadOn, useSession, type Loading } from 'shared-ui';
import { amendBid, EXCHANGE_EVENTS, getBid, submitBid, withdrawBid, type Bid, type Listing } from '../common/api';
import { isConflict, submissionErrors } from '../common/errors';
import { bidStatusLabel, priceUnitLabel } from '../common/labels';
import { ListingFacts, quantityText } from '../common/ListingFacts';
import { kwToMw, mwText, mwToKw, parseDecimal, priceText } from '../common/numbers';
import { EXCHANGE_PATHS } from '../common/paths';
import { useListing } from '../common/useListing';
import '../common/exchange.css';

interface BidValues {
  price?: string;
  quantity?: string;
}

/**
 * A bidder's bid on one listing (/exchange/listings/{id}/submit-bid): price and quantity (MW, or
 * kW of turn-down for a load modification) between the listing's smallest fill and all of it;
 * a live bid is amended (with the version read, so a change made elsewhere is refused) or
 * withdrawn. A 409 (bidding closed, or the bid changed meanwhile) says so plainly.
 */
export function SubmitBidPage() {
  const { id, load } = useListing();
  if (id === null) return <NotFoundPage />;
  const result = load.result;
  if (result.state === 'failed') {
    if (result.notFound) return <NotFoundPage />;
    return <LoadFailure message={result.message} retry={{ label: <Trans id="exchange.retry" message="Try again" />, onRetry: load.reload }} />;
  }
  if (result.state === 'loading') return <PageLoader />;
  return <BidScreen listing={result.value} load={load} />;
}

function BidScreen({ listing, load }: { listing: Listing; load: Loading<Listing> }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const session = useSession();
  // A flex provider's bid names it (spec §7.3); other buyers bid as their organisation without.
  const providerId = orgTypeOf(session?.claims) === 'flexprovider' ? (session?.claims.role.id ?? null) : null;
  const bid = useLoad<Bid | null>(
    () => (listing.my_bid === null ? Promise.resolve(null) : getBid(listing.my_bid)),
    i18n._({ id: 'exchange.myBid.loadFailed', message: 'Your bid could not be loaded.' }),
    [listing.my_bid],
  );
  useReloadOn(EXCHANGE_EVENTS, bid.reload);
  const [done, setDone] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const kw = listing.exchange_type === 'load_modification';
  const live = bid.result.state === 'ready' && bid.result.value?.status === 'submitted' ? bid.result.value : null;
  const decided = bid.result.state === 'ready' && bid.result.value && bid.result.value.status !== 'submitted' ? bid.result.value : null;
  const open = listing.status === 'open';
  const min = Number(listing.min_fill_mw);
  const max = Number(listing.mw);
  const initial = useMemo<BidValues>(() => (live ? { price: live.price, quantity: kw ? mwToKw(live.mw) : live.mw } : {}), [live, kw]);
  const fallback = i18n._({ id: 'exchange.failed', message: 'That did not work. Please try again.' });

  // The quantity's own rule, as the server's: at least the smallest fill, at most the whole listing.
  const validateQuantity = (value: unknown) => {
    const n = parseDecimal(typeof value === 'string' ? value : undefined);
    if (n === null) return i18n._({ id: 'exchange.bid.quantityNumber', message: 'Enter the quantity as a number.' });
    const mw = kw ? n / 1000 : n;
    if (mw < min - 1e-9 || mw > max + 1e-9)
      return i18n._({
        id: 'exchange.bid.quantityRange',
        message: 'Bid for at least {min} and at most {max}.',
        values: { min: quantityText(f, listing, listing.min_fill_mw), max: quantityText(f, listing, listing.mw) },
      });
    return undefined;
  };

  const send = async (values: BidValues) => {
    setConflict(null);
    setDone(null);
    const quantity = values.quantity ?? '';
    const mw = kw ? kwToMw(parseDecimal(quantity) ?? 0) : mwText(quantity);
    const price = priceText(values.price ?? '');
    try {
      if (live) {
        const next = await amendBid(live.id, { price, mw, version: live.version });
        bid.replace(next);
        setDone(i18n._({ id: 'exchange.bid.amended', message: 'Your bid on {reference} is amended.', values: { reference: listing.reference } }));
      } else {
        const next = await submitBid(providerId, { listing: listing.id, price, mw });
        bid.replace(next);
        load.update((l) => ({ ...l, my_bid: next.id }));
        setDone(i18n._({ id: 'exchange.bid.submitted', message: 'Your bid on {reference} is submitted. The lister decides after bidding closes.', values: { reference: listing.reference } }));
      }
      return undefined;
    } catch (failure) {
      if (isConflict(failure)) {
        setConflict(errorMessage(failure, fallback));
        load.reload();
        bid.reload();
        return undefined;
      }
      const errors = submissionErrors(failure, ['price', 'mw'], fallback);
      if (errors.mw) errors.quantity = errors.mw;
      return errors;
    }
  };

  const withdraw = async (b: Bid) => {
    const ok = await requestConfirmation({
      id: 'exchange-withdraw-bid',
      tone: 'danger',
      title: i18n._({ id: 'exchange.bid.withdrawTitle', message: 'Withdraw your bid on {reference}?', values: { reference: listing.reference } }),
      body: i18n._({ id: 'exchange.bid.withdrawBody', message: 'The lister no longer sees it. You can bid again while bidding is open.' }),
      confirmLabel: i18n._({ id: 'exchange.bid.withdraw', message: 'Withdraw my bid' }),
    });
    if (!ok) return;
    setConflict(null);
    try {
      bid.replace(await withdrawBid(b.id));
      load.update((l) => ({ ...l, my_bid: null }));
      setDone(i18n._({ id: 'exchange.bid.withdrawn', message: 'Your bid on {reference} is withdrawn.', values: { reference: listing.reference } }));
    } catch (failure) {
      if (isConflict(failure)) {
        load.reload();
        bid.reload();
      }
      setConflict(errorMessage(failure, fallback));
    }
  };

  const unit = priceUnitLabel(i18n, listing);
  return (
    <section className="ex-page" aria-labelledby="ex-bid-title">
      <h1 id="ex-bid-title" tabIndex={-1}>
        {live ? (
          <Trans id="exchange.bid.amendTitle" message="Your bid on {reference}" values={{ reference: listing.reference }} />
        ) : (
          <Trans id="exchange.bid.title" message="Submit a bid on {reference}" values={{ reference: listing.reference }} />
        )}
      </h1>
      <p className="ex-intro">
        {listing.exchange_type === 'capacity_market' ? (
          <Trans id="exchange.bid.introCm" message="Your price is the net price you keep, per kW per year; the seller invoices you the premium: (clearing price − your price) × kW × transfer days ÷ days in the delivery year." />
        ) : listing.exchange_type === 'flexibility_obligation' ? (
          <Trans id="exchange.bid.introOb" message="Your price is the availability rate you keep once the obligation is yours; the seller invoices the difference from its own rate." />
        ) : (
          <Trans id="exchange.bid.introLm" message="Your price is what you pay per kW of turn-down per month of delivery." />
        )}
      </p>
      {done ? (
        <p role="status" className="ex-done" tabIndex={-1} ref={doneRef}>
          {done}
        </p>
      ) : null}
      {conflict ? (
        <div role="alert" className="ex-error">
          <p>
            <strong>
              <Trans id="exchange.bid.conflict" message="Your bid was not saved: the listing or your bid changed since you opened this page." />
            </strong>
          </p>
          <p>{conflict}</p>
        </div>
      ) : null}
      <section className="ex-box" aria-labelledby="ex-bid-terms">
        <h2 id="ex-bid-terms">
          <Trans id="exchange.bid.terms" message="What you bid on" />
        </h2>
        <ListingFacts listing={listing} compact />
      </section>
      {decided ? (
        <p>
          <Trans
            id="exchange.bid.decided"
            message="Your last bid ({quantity} at {price}): {status}."
            values={{ quantity: quantityText(f, listing, decided.mw), price: f.formatMoney(decided.price, listing.currency) ?? decided.price, status: bidStatusLabel(i18n, decided.status) }}
          />
        </p>
      ) : null}
      {!open ? (
        <p className="ex-notice">
          <Trans id="exchange.bid.notOpen" message="Bidding on this listing is not open, so you cannot bid or change a bid." />
        </p>
      ) : !live && !listing.can_bid ? (
        <p className="ex-notice">
          {listing.cannot_bid_reason ?? <Trans id="exchange.bid.cannot" message="You cannot bid on this listing." />}
        </p>
      ) : (
        <Form<BidValues> onSubmit={send} initialValues={initial} subscription={{ submitting: true, submitError: true }}>
          {({ handleSubmit, submitting, submitError }) => (
            <form className="ex-form" onSubmit={(e) => void handleSubmit(e)} noValidate aria-labelledby="ex-bid-title">
              <CurrencyField
                name="price"
                label={<Trans id="exchange.bid.price" message="Price ({unit})" values={{ unit }} />}
                currency={listing.currency}
                required
              />
              <DecimalField
                name="quantity"
                decimalPlaces={kw ? 2 : 5}
                unit={kw ? 'kW' : 'MW'}
                label={kw ? <Trans id="exchange.bid.kw" message="Turn-down you buy" /> : <Trans id="exchange.bid.mw" message="MW you bid for" />}
                hint={
                  <Trans
                    id="exchange.bid.quantityHint"
                    message="At least {min} (the smallest part the lister sells), at most {max}."
                    values={{ min: quantityText(f, listing, listing.min_fill_mw), max: quantityText(f, listing, listing.mw) }}
                  />
                }
                required
                validate={validateQuantity}
              />
              {live ? (
                <p className="fx-field__hint">
                  <Trans id="exchange.bid.version" message="You are changing version {version} of your bid." values={{ version: live.version }} />
                </p>
              ) : null}
              {typeof submitError === 'string' ? (
                <p role="alert" className="ex-error">
                  {submitError}
                </p>
              ) : null}
              <div className="ex-actions">
                <button type="submit" className="fx-button fx-button--primary" disabled={submitting} aria-busy={submitting}>
                  {live ? <Trans id="exchange.bid.amend" message="Amend my bid" /> : <Trans id="exchange.bid.submit" message="Submit bid" />}
                </button>
                {live ? (
                  <button type="button" className="fx-button" onClick={() => void withdraw(live)} disabled={submitting}>
                    <Trans id="exchange.bid.withdraw" message="Withdraw my bid" />
                  </button>
                ) : null}
              </div>
            </form>
          )}
        </Form>
      )}
      <p>
        <Link to={EXCHANGE_PATHS.view(listing.id)}>
          <Trans id="exchange.bid.back" message="Back to listing {reference}" values={{ reference: listing.reference }} />
        </Link>
      </p>
    </section>
  );
}

export default SubmitBidPage;
