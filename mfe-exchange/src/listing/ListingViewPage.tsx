import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Form } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage, orgTypeOf, requestConfirmation } from 'shared-session';
import { LoadFailure, Modal, NotFoundPage, PageLoader, TextAreaField, notBlank, useFormat, useLoad, useReloadOn, useSession, type Loading } from 'shared-ui';
import { AccessNotice } from '../common/AccessNotice';
import { buyNow, exchangeAccess, EXCHANGE_EVENTS, getBid, listingHistory, publishListing, withdrawListing, type Access, type Listing } from '../common/api';
import { isConflict, submissionErrors } from '../common/errors';
import { bidStatusLabel, eventLabel, statusLabel } from '../common/labels';
import { ListingFacts, quantityText, usePrice } from '../common/ListingFacts';
import { EXCHANGE_PATHS } from '../common/paths';
import { useListing } from '../common/useListing';
import '../common/exchange.css';

const noticeOf = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string' ? state.notice : null;

/** May the caller buy this listing now: open, not its own, a buy-now price, and the right to buy from the open market (load modifications: buy-load-mod). */
export function canBuyNow(listing: Listing, access: Access | null): boolean {
  if (listing.status !== 'open' || listing.is_mine || listing.buy_now_price === null || access === null) return false;
  return listing.exchange_type === 'load_modification' ? access.can_buy_load_modifications : access.can_buy_open_market;
}

/**
 * One listing (/exchange/listings/{id}/view): all its facts, its history, and what the caller
 * may do by role and status — the lister edits or publishes a draft, withdraws a listing that
 * has not traded and decides bids; a bidder submits, amends or withdraws its bid; a holder of
 * buy-from-open-market (or buy-load-mod) buys now; once awarded, the outcome.
 */
export function ListingViewPage() {
  const { id, load } = useListing();
  if (id === null) return <NotFoundPage />;
  const result = load.result;
  if (result.state === 'failed') {
    if (result.notFound) return <NotFoundPage />;
    return <LoadFailure message={result.message} retry={{ label: <Trans id="exchange.retry" message="Try again" />, onRetry: load.reload }} />;
  }
  if (result.state === 'loading') return <PageLoader />;
  return <ListingView listing={result.value} load={load} />;
}

function ListingView({ listing, load }: { listing: Listing; load: Loading<Listing> }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const price = usePrice(listing);
  const session = useSession();
  const isProvider = orgTypeOf(session?.claims) === 'flexprovider';
  const access = useLoad(exchangeAccess, i18n._({ id: 'exchange.access.loadFailed', message: 'Your market access could not be loaded.' }), []);
  const history = useLoad(() => listingHistory(listing.id), i18n._({ id: 'exchange.history.loadFailed', message: 'The history could not be loaded.' }), [listing.id]);
  useReloadOn(EXCHANGE_EVENTS, history.reload);
  const [withdrawing, setWithdrawing] = useState(false);
  const location = useLocation();
  // What the new-listing form said when it saved this listing.
  const [done, setDone] = useState<string | null>(noticeOf(location.state));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const accessValue = access.result.state === 'ready' ? access.result.value : null;
  const fallback = i18n._({ id: 'exchange.failed', message: 'That did not work. Please try again.' });

  const act = async (run: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    setDone(null);
    try {
      await run();
    } catch (failure) {
      setProblem(errorMessage(failure, fallback));
      // The listing moved on (bought, closed, a new price): show it as it is now.
      if (isConflict(failure)) load.reload();
    } finally {
      setBusy(false);
    }
  };
  const publish = () =>
    act(async () => {
      const next = await publishListing(listing.id);
      load.replace(next);
      history.reload();
      setDone(
        next.status === 'open'
          ? i18n._({ id: 'exchange.view.publishedOpen', message: 'Listing {reference} is published and open for bids.', values: { reference: next.reference } })
          : i18n._({ id: 'exchange.view.publishedScheduled', message: 'Listing {reference} is published; bidding opens at its opening time.', values: { reference: next.reference } }),
      );
    });
  const buy = () =>
    act(async () => {
      const ok = await requestConfirmation({
        id: 'exchange-buy-now',
        title: i18n._({ id: 'exchange.buy.confirmTitle', message: 'Buy {reference} now?', values: { reference: listing.reference } }),
        body: i18n._({
          id: 'exchange.buy.confirmBody',
          message: 'You buy all of it ({quantity}) at {price}. The trade is made at once and bidding closes.',
          values: { quantity: quantityText(f, listing, listing.mw), price: price(listing.buy_now_price) },
        }),
        confirmLabel: i18n._({ id: 'exchange.buy.confirm', message: 'Buy now' }),
      });
      if (!ok || listing.buy_now_price === null) return;
      const trade = await buyNow(listing.id, listing.buy_now_price);
      load.reload();
      history.reload();
      setDone(i18n._({ id: 'exchange.buy.done', message: 'You bought {reference}: trade {trade}. See the outcome for the invoice and registration.', values: { reference: listing.reference, trade: trade.reference } }));
    });

  return (
    <section className="ex-page" aria-labelledby="ex-view-title">
      <h1 id="ex-view-title" tabIndex={-1}>
        <Trans id="exchange.view.title" message="Listing {reference}" values={{ reference: listing.reference }} />
      </h1>
      <p className="ex-intro">
        <span className={`ex-status ex-status--${listing.status}`}>{statusLabel(i18n, listing.status)}</span>
      </p>
      {done ? (
        <p role="status" className="ex-done" tabIndex={-1} ref={doneRef}>
          {done}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="ex-error">
          {problem}
        </p>
      ) : null}
      <Actions listing={listing} access={accessValue} busy={busy} onPublish={() => void publish()} onWithdraw={() => setWithdrawing(true)} onBuy={() => void buy()} />
      {accessValue && !listing.is_mine && isProvider ? <AccessNotice access={accessValue} only={listing.exchange_type} isProvider /> : null}
      {listing.my_bid !== null ? <MyBid bidId={listing.my_bid} listing={listing} /> : null}
      <section className="ex-box" aria-labelledby="ex-facts-title">
        <h2 id="ex-facts-title">
          <Trans id="exchange.view.facts" message="Terms" />
        </h2>
        <ListingFacts listing={listing} />
      </section>
      <section className="ex-box" aria-labelledby="ex-history-title">
        <h2 id="ex-history-title">
          <Trans id="exchange.view.history" message="History" />
        </h2>
        {history.result.state === 'failed' ? (
          <LoadFailure message={history.result.message} retry={{ label: <Trans id="exchange.retry" message="Try again" />, onRetry: history.reload }} />
        ) : history.result.state === 'loading' ? (
          <PageLoader />
        ) : history.result.value.length === 0 ? (
          <p>
            <Trans id="exchange.history.empty" message="Nothing has happened to this listing yet." />
          </p>
        ) : (
          <ol className="ex-history">
            {history.result.value.map((e) => (
              <li key={e.id}>
                <time dateTime={e.at}>{f.formatDateTime(e.at)}</time>
                {eventLabel(i18n, e.kind)}
                {e.actor_org_name ? ` — ${e.actor_name ? `${e.actor_name}, ` : ''}${e.actor_org_name}` : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      {withdrawing ? (
        <WithdrawDialog
          listing={listing}
          onClose={() => setWithdrawing(false)}
          onDone={(next) => {
            load.replace(next);
            history.reload();
            setWithdrawing(false);
            setDone(i18n._({ id: 'exchange.withdraw.done', message: 'Listing {reference} is withdrawn; bidders are told.', values: { reference: next.reference } }));
          }}
        />
      ) : null}
    </section>
  );
}

function Actions({ listing, access, busy, onPublish, onWithdraw, onBuy }: { listing: Listing; access: Access | null; busy: boolean; onPublish: () => void; onWithdraw: () => void; onBuy: () => void }) {
  const price = usePrice(listing);
  const mine = listing.is_mine;
  // A listing may be withdrawn until a bid on it is accepted (then it is awarded).
  const live = listing.status === 'draft' || listing.status === 'scheduled' || listing.status === 'open' || listing.status === 'closed';
  const links = [];
  if (mine && listing.status === 'draft')
    links.push(
      <button key="publish" type="button" className="fx-button fx-button--primary" onClick={onPublish} disabled={busy} aria-busy={busy}>
        <Trans id="exchange.view.publish" message="Publish" />
      </button>,
    );
  if (mine && live)
    links.push(
      <button key="withdraw" type="button" className="fx-button" onClick={onWithdraw} disabled={busy}>
        <Trans id="exchange.view.withdraw" message="Withdraw listing" />
      </button>,
    );
  if (mine && (listing.status === 'open' || listing.status === 'closed'))
    links.push(
      <Link key="decide" className="fx-button fx-button--primary" to={EXCHANGE_PATHS.decisionBids(listing.id)}>
        <Trans id="exchange.view.decide" message="Decide bids" />
      </Link>,
    );
  if (!mine && listing.status === 'open' && (listing.can_bid || listing.my_bid !== null))
    links.push(
      <Link key="bid" className="fx-button fx-button--primary" to={EXCHANGE_PATHS.submitBid(listing.id)}>
        {listing.my_bid !== null ? <Trans id="exchange.view.amendBid" message="Amend or withdraw my bid" /> : <Trans id="exchange.submitBid" message="Submit a bid" />}
      </Link>,
    );
  if (canBuyNow(listing, access))
    links.push(
      <button key="buy" type="button" className="fx-button" onClick={onBuy} disabled={busy} aria-busy={busy}>
        <Trans id="exchange.view.buyNow" message="Buy now at {price}" values={{ price: price(listing.buy_now_price) }} />
      </button>,
    );
  // A draft is changed, and a listing that ended unsold offered again, through a copy (the original draft can then be withdrawn).
  if (mine && (listing.status === 'draft' || listing.status === 'withdrawn' || listing.status === 'expired'))
    links.push(
      <Link key="copy" className="fx-button" to={EXCHANGE_PATHS.copyListing(listing.id)}>
        <Trans id="exchange.view.copy" message="Copy into a new listing" />
      </Link>,
    );
  if (listing.status === 'awarded')
    links.push(
      <Link key="outcome" className="fx-button fx-button--primary" to={EXCHANGE_PATHS.outcome(listing.id)}>
        <Trans id="exchange.view.outcome" message="See the outcome" />
      </Link>,
    );
  return (
    <div className="ex-actions">
      {links}
      {!mine && listing.status === 'open' && !listing.can_bid && listing.my_bid === null && listing.cannot_bid_reason ? (
        <p className="ex-intro">
          <Trans id="exchange.view.cannotBid" message="You cannot bid: {reason}" values={{ reason: listing.cannot_bid_reason }} />
        </p>
      ) : null}
      <Link className="fx-button" to={EXCHANGE_PATHS.browse}>
        <Trans id="exchange.view.back" message="Back to listings" />
      </Link>
    </div>
  );
}

function MyBid({ bidId, listing }: { bidId: number; listing: Listing }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const price = usePrice(listing);
  const bid = useLoad(() => getBid(bidId), i18n._({ id: 'exchange.myBid.loadFailed', message: 'Your bid could not be loaded.' }), [bidId]);
  useReloadOn(EXCHANGE_EVENTS, bid.reload);
  if (bid.result.state !== 'ready') return null;
  const b = bid.result.value;
  return (
    <section className="ex-box" aria-labelledby="ex-mybid-title">
      <h2 id="ex-mybid-title">
        <Trans id="exchange.myBid.title" message="Your bid" />
      </h2>
      <p>
        <Trans
          id="exchange.myBid.text"
          message="{quantity} at {price}: {status}."
          values={{ quantity: quantityText(f, listing, b.mw), price: price(b.price), status: bidStatusLabel(i18n, b.status) }}
        />
        {b.awarded_mw !== null ? (
          <>
            {' '}
            <Trans id="exchange.myBid.awarded" message="Awarded {quantity}." values={{ quantity: quantityText(f, listing, b.awarded_mw) }} />
          </>
        ) : null}
        {b.decision_reason ? (
          <>
            {' '}
            <Trans id="exchange.myBid.reason" message="Reason: {reason}" values={{ reason: b.decision_reason }} />
          </>
        ) : null}
      </p>
    </section>
  );
}

function WithdrawDialog({ listing, onClose, onDone }: { listing: Listing; onClose: () => void; onDone: (listing: Listing) => void }) {
  const { i18n } = useLingui();
  const fallback = i18n._({ id: 'exchange.failed', message: 'That did not work. Please try again.' });
  const submit = async (values: { reason?: string }) => {
    try {
      onDone(await withdrawListing(listing.id, values.reason ?? ''));
      return undefined;
    } catch (failure) {
      return submissionErrors(failure, ['reason'], fallback);
    }
  };
  return (
    <Form onSubmit={submit} subscription={{ submitting: true, submitError: true }}>
      {({ handleSubmit, submitting, submitError }) => (
        <Modal
          open
          onClose={onClose}
          size="small"
          title={<Trans id="exchange.withdraw.title" message="Withdraw listing {reference}?" values={{ reference: listing.reference }} />}
          footer={
            <>
              <button type="button" className="fx-button" onClick={onClose} disabled={submitting}>
                <Trans id="exchange.cancel" message="Cancel" />
              </button>
              <button type="submit" form="ex-withdraw" className="fx-button fx-button--primary" disabled={submitting} aria-busy={submitting}>
                <Trans id="exchange.view.withdraw" message="Withdraw listing" />
              </button>
            </>
          }
        >
          <form id="ex-withdraw" onSubmit={(e) => void handleSubmit(e)} noValidate>
            <p>
              <Trans id="exchange.withdraw.text" message="Bidding stops and every live bid lapses; bidders are told with your reason. This cannot be undone." />
            </p>
            <TextAreaField name="reason" label={<Trans id="exchange.withdraw.reason" message="Reason" />} required maxLength={1000} validate={notBlank} />
            {typeof submitError === 'string' ? (
              <p role="alert" className="ex-error">
                {submitError}
              </p>
            ) : null}
          </form>
        </Modal>
      )}
    </Form>
  );
}

export default ListingViewPage;
