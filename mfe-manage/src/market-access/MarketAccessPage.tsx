import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { bus, errorMessage, isApiError } from 'shared-session';
import { DataTable, EmptyState, LoadFailure, formatDate, useBusValue, useFlags, useLoad, type DataTableColumn, useReloadOn } from 'shared-ui';
import { markets, registerInterest, type Market } from './api';
import { marketName, runBy, stateLabel } from './labels';
import { showInterestModal } from './interestModal';
import './market-access.css';

/** Under this flag a 403 on the markets list means "no access to markets": an empty list with a notice (spec platform §8). */
export const ACCESS_DENIED_FLAG = 'mint_load_modifications';

/** Whether a failed load is the flagged access-denied case rather than an error to report. */
export function accessDenied(error: unknown, flags: ReadonlySet<string>): boolean {
  return flags.has(ACCESS_DENIED_FLAG) && isApiError(error) && error.status === 403;
}

/** A market may be asked for when there is no registration, or after a refusal. */
const canRegister = (m: Market) => m.state === 'none' || m.state === 'refused';

/**
 * The provider's markets (/manage/flexprovider/market-access): each operator's flexibility market
 * and the platform's, with the organisation's access state and the action; registering interest
 * shows the market-interest modal. A pushed `market.access.updated` reloads the list.
 */
export function MarketAccessPage() {
  const { i18n } = useLingui();
  const flags = useFlags();
  const region = useBusValue(bus.region$);
  const load = useLoad(markets, i18n._({ id: 'markets.loadFailed', message: 'The markets could not be loaded.' }), []);
  const [busy, setBusy] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useReloadOn(['market.access.updated'], load.reload);

  const register = async (m: Market) => {
    setBusy(m.id);
    setError(null);
    setStatus(null);
    try {
      const updated = await registerInterest(m.id);
      load.update((rows) => rows.map((r) => (r.id === updated.id ? updated : r)));
      const name = marketName(i18n, m);
      showInterestModal(i18n, name);
      setStatus(i18n._({ id: 'markets.interest.status', message: 'Your interest in {market} is registered.', values: { market: name } }));
    } catch (failure) {
      setError(errorMessage(failure, i18n._({ id: 'markets.registerFailed', message: 'Your interest could not be registered. Please try again.' })));
    } finally {
      setBusy(null);
    }
  };

  const columns: DataTableColumn<Market>[] = [
      { key: 'name', header: i18n._({ id: 'markets.col.market', message: 'Market' }), isRowHeader: true, sortable: true, value: (m) => marketName(i18n, m) },
      { key: 'operator_name', header: i18n._({ id: 'markets.col.runBy', message: 'Run by' }), sortable: true, value: (m) => runBy(i18n, m) },
      {
        key: 'state',
        header: i18n._({ id: 'markets.col.state', message: 'Access' }),
        sortable: true,
        value: (m) => (m.reason ? `${stateLabel(i18n, m.state)}: ${m.reason}` : stateLabel(i18n, m.state)),
        render: (m) => (
          <>
            <span className={`market-state market-state--${m.state}`}>{stateLabel(i18n, m.state)}</span>
            {m.reason ? <span className="market-state__reason">{m.reason}</span> : null}
          </>
        ),
      },
      { key: 'updated', header: i18n._({ id: 'markets.col.updated', message: 'Last change' }), sortable: true, value: (m) => m.updated ?? '', render: (m) => formatDate(m.updated, 'medium', region) ?? '—' },
      {
        key: 'action',
        header: i18n._({ id: 'markets.col.action', message: 'Action' }),
        exportable: false,
        render: (m) =>
          canRegister(m) ? (
            <button
              type="button"
              className="fx-button fx-button--primary"
              disabled={busy !== null}
              aria-busy={busy === m.id}
              aria-label={
                m.state === 'refused'
                  ? i18n._({ id: 'markets.registerAgain.for', message: 'Register again for {market}', values: { market: marketName(i18n, m) } })
                  : i18n._({ id: 'markets.register.for', message: 'Register interest in {market}', values: { market: marketName(i18n, m) } })
              }
              onClick={() => void register(m)}
            >
              {m.state === 'refused' ? <Trans id="markets.register.again" message="Register again" /> : <Trans id="markets.register" message="Register interest" />}
            </button>
          ) : null,
      },
  ];

  const result = load.result;
  const denied = result.state === 'failed' && accessDenied(result.error, flags);
  return (
    <section className="market-access" aria-labelledby="market-access-title">
      <h1 id="market-access-title">
        <Trans id="markets.title" message="Market access" />
      </h1>
      <p>
        <Trans id="markets.intro" message="The markets you can trade in on Flex. Register your interest in a market: the organisation running it reviews your registration, and you can take part once it is approved." />
      </p>
      <p role="status" className="market-access__status">{status}</p>
      {error ? <p role="alert" className="market-access__error">{error}</p> : null}
      {denied ? (
        <p role="alert" className="market-access__error">
          <Trans id="markets.accessDenied" message="Your account does not have access to markets. Ask your team admin for a role that manages your organisation." />
        </p>
      ) : null}
      {result.state === 'failed' && !denied ? (
        <LoadFailure message={result.message} retry={{ label: <Trans id="markets.retry" message="Try again" />, onRetry: load.reload }} className="market-access__error" />
      ) : (
        <DataTable
          caption={<Trans id="markets.caption" message="Markets and your access" />}
          columns={columns}
          rows={result.state === 'ready' ? result.value : []}
          getRowKey={(m) => m.id}
          loading={result.state === 'loading'}
          searchable
          exportFilename="market-access"
          empty={<EmptyState headingLevel={3} title={<Trans id="markets.empty" message="No markets to show" />} />}
        />
      )}
    </section>
  );
}

export default MarketAccessPage;
