import { lazy, Suspense, useCallback, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import { LoadFailure, PageLoader, useFormat, useLoad, useReloadOn } from 'shared-ui';
import { exchangeAccess, EXCHANGE_EVENTS } from '../common/api';
import { allBlocks, type Block } from './api';
import { BlocksTable } from './BlocksTable';
import { kwOf } from './labels';
import { measurementLabel, statusLabel } from '../common/labels';
import { EXCHANGE_PATHS } from '../common/paths';
import './load-modifications.css';

// Leaflet loads only with the map.
const BlocksMap = lazy(() => import('./BlocksMap'));

/**
 * /exchange/load-modifications/map: the load-modification blocks providers offer, on a map of
 * Great Britain (clustered) and in a table. Choosing a pin shows the block beside the map with a
 * link to view and buy it. Buyers hold buy-load-mod; the page says how to get access otherwise.
 */
export function LoadModificationsMapPage() {
  const { i18n } = useLingui();
  const f = useFormat();
  const load = useLoad(
    async () => ({ blocks: await allBlocks(), access: await exchangeAccess() }),
    i18n._({ id: 'exchange.lm.loadFailed', message: 'The load-modification blocks could not be loaded.' }),
    [],
  );
  useReloadOn(EXCHANGE_EVENTS, load.reload);
  const [chosen, setChosen] = useState<Block | null>(null);
  const choose = useCallback((b: Block) => setChosen(b), []);
  const result = load.result;
  const blocks = result.state === 'ready' ? result.value.blocks : [];
  const canBuy = result.state === 'ready' && result.value.access.can_buy_load_modifications;

  return (
    <section className="lm-page" aria-labelledby="lm-title">
      <h1 id="lm-title">
        <Trans id="exchange.lm.title" message="Load modifications" />
      </h1>
      <p>
        <Trans
          id="exchange.lm.intro"
          message="Blocks of demand turn-down that providers offer near a grid supply point, for large new loads that fund local flexibility in return for faster connection. Choose a pin or a row to see a block, then bid or buy it at its asking price."
        />
      </p>
      {result.state === 'ready' && !canBuy ? (
        <p className="lm-page__note" role="note">
          <Trans
            id="exchange.lm.noBuyer"
            message="Buying load modifications needs the Load Modification Buyer role and your organisation's approval for the load-modification market. Ask your team admin for the role; your organisation can register its interest under Manage → Market access."
          />
        </p>
      ) : null}
      {result.state === 'failed' ? (
        <LoadFailure message={result.message} retry={{ label: <Trans id="exchange.lm.retry" message="Try again" />, onRetry: load.reload }} />
      ) : (
        <>
          <div className="lm-page__map-area">
            <div className="lm-page__map">
              <Suspense fallback={<PageLoader />}>
                <BlocksMap blocks={blocks} onChoose={choose} />
              </Suspense>
            </div>
            <aside className="lm-page__chosen" aria-labelledby="lm-chosen-title" aria-live="polite">
              <h2 id="lm-chosen-title">
                <Trans id="exchange.lm.chosen" message="Chosen block" />
              </h2>
              {chosen ? (
                <>
                  <p className="lm-page__chosen-ref">{chosen.reference}</p>
                  <dl className="lm-facts">
                    <dt><Trans id="exchange.lm.fact.where" message="Where" /></dt>
                    <dd>{chosen.load_modification.substation ? `${chosen.load_modification.substation}, ${chosen.load_modification.gsp_name}` : chosen.load_modification.gsp_name}</dd>
                    <dt><Trans id="exchange.lm.fact.kw" message="Turn-down" /></dt>
                    <dd>{i18n._({ id: 'exchange.lm.kw', message: '{kw} kW', values: { kw: f.formatNumber(kwOf(chosen)) } })}</dd>
                    <dt><Trans id="exchange.lm.fact.window" message="Window" /></dt>
                    <dd>{`${chosen.load_modification.start_time}–${chosen.load_modification.end_time}`}</dd>
                    <dt><Trans id="exchange.lm.fact.method" message="Measurement" /></dt>
                    <dd>{measurementLabel(i18n, chosen.load_modification.measurement_method)}</dd>
                    <dt><Trans id="exchange.lm.fact.price" message="Asking price" /></dt>
                    <dd>{i18n._({ id: 'exchange.lm.perKwMonth', message: '{price} per kW per month', values: { price: f.formatMoney(chosen.buy_now_price, chosen.currency) } })}</dd>
                    <dt><Trans id="exchange.lm.fact.status" message="Status" /></dt>
                    <dd>{statusLabel(i18n, chosen.status)}</dd>
                  </dl>
                  <Link className="fx-button fx-button--primary" to={EXCHANGE_PATHS.loadModification(chosen.id)}>
                    {i18n._({ id: 'exchange.lm.view', message: 'View {reference}', values: { reference: chosen.reference } })}
                  </Link>
                </>
              ) : (
                <p>
                  <Trans id="exchange.lm.choose" message="Choose a pin on the map (a cluster zooms in) or a block in the table below." />
                </p>
              )}
            </aside>
          </div>
          <BlocksTable blocks={blocks} loading={result.state === 'loading'} />
        </>
      )}
    </section>
  );
}

export default LoadModificationsMapPage;
