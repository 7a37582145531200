import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { useLoad } from 'shared-ui';
import { allMarkets, type Access, type ExchangeType } from './api';
import { accessStateLabel, typeLabel } from './labels';
import { EXCHANGE_PATHS } from './paths';

/**
 * Which of the exchange's markets the caller's organisation is not approved for, why, and where
 * to ask (the market-access screen of Manage). Nothing when every market is approved; `only`
 * narrows it to one kind of listing.
 */
export function AccessNotice({ access, only, isProvider }: { access: Access; only?: ExchangeType; isProvider: boolean }) {
  const { i18n } = useLingui();
  // The markets' operators name the flexibility markets apart (one per operator); without them the kind alone shows.
  const markets = useLoad(allMarkets, '', []);
  const operatorOf = (id: number) => (markets.result.state === 'ready' ? (markets.result.value.find((m) => m.id === id)?.operator_name ?? null) : null);
  const missing = access.markets.filter((m) => m.state !== 'approved' && (only === undefined || m.exchange_type === only));
  if (missing.length === 0) return null;
  return (
    <section className="ex-notice" aria-labelledby="ex-access-title">
      <h2 id="ex-access-title">
        <Trans id="exchange.access.title" message="Markets you cannot trade in yet" />
      </h2>
      <ul>
        {missing.map((m) => (
          <li key={`${m.exchange_type}-${m.market}`}>
            <strong>
              {typeLabel(i18n, m.exchange_type)}
              {operatorOf(m.market) ? ` (${operatorOf(m.market)})` : null}
            </strong>
            {/* The server's reason says why and how to ask; the state in words stands in when it gives none. */}
            : {m.reason ?? accessStateLabel(i18n, m.state)}
          </li>
        ))}
      </ul>
      {isProvider ? (
        <p>
          <Trans
            id="exchange.access.how"
            message="To list or bid in a market, register your organisation’s interest on <0>Market access</0>; the market reviews it and you are told when it is approved."
            components={{ 0: <Link to={EXCHANGE_PATHS.marketAccess} /> }}
          />
        </p>
      ) : (
        <p>
          <Trans id="exchange.access.howOther" message="Only approved flex providers list and bid; ask your organisation’s administrator about access." />
        </p>
      )}
    </section>
  );
}
