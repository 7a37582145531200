import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage, requestConfirmation } from 'shared-session';
import { LoadFailure, NotFoundPage, PageLoader, useFormat, useLoad, useReloadOn } from 'shared-ui';
import { buyNow, EXCHANGE_EVENTS, exchangeAccess } from '../common/api';
import { block } from './api';
import { kwOf, lastMonthOf, monthLabel, monthsOf } from './labels';
import { measurementLabel, statusLabel } from '../common/labels';
import { EXCHANGE_PATHS } from '../common/paths';
import './load-modifications.css';

/**
 * /exchange/load-modifications/{id}/view: one block with everything a buyer weighs, its whole
 * price, and the ways to take it: buy it outright at the asking price (a confirmation first) or
 * bid. Buying makes the trade at once; the page then links to its outcome.
 */
export function LoadModificationPage() {
  const { i18n } = useLingui();
  const f = useFormat();
  const id = Number(useParams().listingId);
  const load = useLoad(
    async () => ({ block: await block(id), access: await exchangeAccess() }),
    i18n._({ id: 'exchange.lm.block.loadFailed', message: 'The block could not be loaded.' }),
    [id],
  );
  useReloadOn(EXCHANGE_EVENTS, load.reload);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [bought, setBought] = useState<string | null>(null);

  const result = load.result;
  if (result.state === 'loading') return <PageLoader />;
  if (result.state === 'failed') {
    if (result.notFound) return <NotFoundPage />;
    return <LoadFailure message={result.message} retry={{ label: <Trans id="exchange.lm.retry" message="Try again" />, onRetry: load.reload }} />;
  }
  const b = result.value.block;
  if (!b) return <NotFoundPage />;
  const lm = b.load_modification;
  const kw = kwOf(b);
  const months = monthsOf(b);
  const total = Number(b.buy_now_price ?? 0) * kw * months;
  const canBuy = result.value.access.can_buy_load_modifications && b.status === 'open' && !b.is_mine;
  const where = lm.substation ? `${lm.substation}, ${lm.gsp_name}` : lm.gsp_name;

  const buy = async () => {
    const ok = await requestConfirmation({
      id: 'exchange-buy-block',
      title: i18n._({ id: 'exchange.lm.confirm.title', message: 'Buy {reference}?', values: { reference: b.reference } }),
      body: i18n._({
        id: 'exchange.lm.confirm.body',
        message: 'You buy {kw} kW of turn-down at {where}, {window}, for {months} months at {price} per kW per month: {total} in all. {provider} invoices your organisation.',
        values: {
          kw: f.formatNumber(kw),
          where,
          window: `${lm.start_time}–${lm.end_time}`,
          months,
          price: f.formatMoney(b.buy_now_price, b.currency),
          total: f.formatMoney(total, b.currency),
          provider: b.flex_provider_name,
        },
      }),
      confirmLabel: i18n._({ id: 'exchange.lm.confirm.buy', message: 'Buy for the asking price' }),
    });
    if (!ok) return;
    setBusy(true);
    setError(null);
    try {
      const trade = await buyNow(b.id, b.buy_now_price ?? '');
      setBought(trade.reference);
      load.reload();
    } catch (failure) {
      setError(errorMessage(failure, i18n._({ id: 'exchange.lm.buyFailed', message: 'The block could not be bought. Please try again.' })));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="lm-page" aria-labelledby="lm-block-title">
      <p>
        <Link to={EXCHANGE_PATHS.loadModificationsMap}>
          <Trans id="exchange.lm.back" message="Back to the map" />
        </Link>
      </p>
      <h1 id="lm-block-title">{i18n._({ id: 'exchange.lm.block.title', message: 'Load modification {reference}', values: { reference: b.reference } })}</h1>
      {bought ? (
        <p role="status" className="lm-trade">
          {i18n._({ id: 'exchange.lm.bought', message: 'You bought {reference}: trade {trade}.', values: { reference: b.reference, trade: bought } })}{' '}
          <Link to={EXCHANGE_PATHS.outcome(b.id)}>
            <Trans id="exchange.lm.seeOutcome" message="See the outcome and its invoice" />
          </Link>
        </p>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      <dl className="lm-facts">
        <dt><Trans id="exchange.lm.fact.status" message="Status" /></dt>
        <dd>{statusLabel(i18n, b.status)}</dd>
        <dt><Trans id="exchange.lm.fact.offeredBy" message="Offered by" /></dt>
        <dd>{b.flex_provider_name}</dd>
        <dt><Trans id="exchange.lm.fact.where" message="Where" /></dt>
        <dd>{where}</dd>
        <dt><Trans id="exchange.lm.fact.point" message="Location" /></dt>
        <dd>{`${f.formatNumber(lm.lat, { maxDecimals: 4 })}, ${f.formatNumber(lm.lon, { maxDecimals: 4 })}`}</dd>
        <dt><Trans id="exchange.lm.fact.kw" message="Turn-down" /></dt>
        <dd>{i18n._({ id: 'exchange.lm.kw', message: '{kw} kW', values: { kw: f.formatNumber(kw) } })}</dd>
        <dt><Trans id="exchange.lm.fact.window" message="Window" /></dt>
        <dd>{`${lm.start_time}–${lm.end_time}`}</dd>
        <dt><Trans id="exchange.lm.fact.months" message="Months" /></dt>
        <dd>
          {i18n._({
            id: 'exchange.lm.monthsRange',
            message: '{first} to {last} ({months, plural, one {# month} other {# months}})',
            values: { first: monthLabel(b.transfer_starts_on, f.region.locale), last: monthLabel(lastMonthOf(b), f.region.locale), months },
          })}
        </dd>
        <dt><Trans id="exchange.lm.fact.method" message="Measurement" /></dt>
        <dd>{measurementLabel(i18n, lm.measurement_method)}</dd>
        <dt><Trans id="exchange.lm.fact.price" message="Asking price" /></dt>
        <dd>{i18n._({ id: 'exchange.lm.perKwMonth', message: '{price} per kW per month', values: { price: f.formatMoney(b.buy_now_price, b.currency) } })}</dd>
        <dt><Trans id="exchange.lm.fact.total" message="Whole block" /></dt>
        <dd>
          {i18n._({
            id: 'exchange.lm.total',
            message: '{total} (asking price × {kw} kW × {months} months)',
            values: { total: f.formatMoney(total, b.currency), kw: f.formatNumber(kw), months },
          })}
        </dd>
        <dt><Trans id="exchange.lm.fact.closes" message="Bidding closes" /></dt>
        <dd>{f.formatDateTime(b.bidding_closes)}</dd>
      </dl>
      {b.notes ? <p>{b.notes}</p> : null}
      <div className="lm-actions">
        {canBuy ? (
          <button type="button" className="fx-button fx-button--primary" disabled={busy} aria-busy={busy} onClick={() => void buy()}>
            <Trans id="exchange.lm.buy" message="Buy this block" />
          </button>
        ) : null}
        {b.can_bid ? (
          <Link className="fx-button" to={EXCHANGE_PATHS.submitBid(b.id)}>
            <Trans id="exchange.lm.bid" message="Make a bid" />
          </Link>
        ) : null}
        {b.status !== 'open' || b.is_mine || !result.value.access.can_buy_load_modifications ? (
          <p className="lm-actions__why">{b.cannot_bid_reason}</p>
        ) : null}
      </div>
    </section>
  );
}

export default LoadModificationPage;
