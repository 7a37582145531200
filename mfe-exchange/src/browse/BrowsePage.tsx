import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { orgTypeOf } from 'shared-session';
import { DataTable, EmptyState, LoadFailure, Tabs, useFormat, useLoad, useReloadOn, useSession, type DataTableColumn } from 'shared-ui';
import { AccessNotice } from '../common/AccessNotice';
import { allBids, allListings, allTrades, exchangeAccess, EXCHANGE_EVENTS, type Bid, type Trade } from '../common/api';
import { bidStatusLabel, registrationLabel, typeLabel } from '../common/labels';
import { EXCHANGE_PATHS } from '../common/paths';
import { ListingsTable, type ListingFilterValues } from './ListingsTable';
import '../common/exchange.css';

const TABS = ['all', 'mine', 'bids', 'trades'] as const;
type Tab = (typeof TABS)[number];

/**
 * The exchange's lists (/exchange/browse): all listings the caller may see, its own listings, its
 * bids and its trades, each in the shared table; listings filter by kind and status on the server.
 * The caller's market access shows first when a market is not approved, with where to ask. Pushed
 * exchange events reload what is shown.
 */
export function BrowsePage() {
  const { i18n } = useLingui();
  const session = useSession();
  const isProvider = orgTypeOf(session?.claims) === 'flexprovider';
  const [params, setParams] = useSearchParams();
  // Only providers list; holders of buy-load-mod or buy-from-open-market bid and trade too.
  const shown: readonly Tab[] = isProvider ? TABS : ['all', 'bids', 'trades'];
  const tab: Tab = shown.find((t) => t === params.get('tab')) ?? 'all';
  const access = useLoad(exchangeAccess, i18n._({ id: 'exchange.access.loadFailed', message: 'Your market access could not be loaded.' }), []);
  return (
    <section className="ex-page" aria-labelledby="ex-browse-title">
      <h1 id="ex-browse-title" tabIndex={-1}>
        <Trans id="exchange.browse" message="Browse listings" />
      </h1>
      <p className="ex-intro">
        <Trans
          id="exchange.browse.intro"
          message="Obligations and capacity offered by other providers, and load modifications. Open a listing to see its terms and bid; your own listings, bids and trades have their tabs."
        />
      </p>
      {isProvider ? (
        <p>
          <Link className="fx-button fx-button--primary" to={EXCHANGE_PATHS.newListing}>
            <Trans id="exchange.browse.newListing" message="Create a listing" />
          </Link>
        </p>
      ) : null}
      {access.result.state === 'ready' ? <AccessNotice access={access.result.value} isProvider={isProvider} /> : null}
      <Tabs
        label={i18n._({ id: 'exchange.browse.tabs', message: 'What to show' })}
        selected={tab}
        onSelect={(next) => setParams(next === 'all' ? {} : { tab: next })}
        tabs={([
          { id: 'all', label: <Trans id="exchange.tab.all" message="All listings" />, content: tab === 'all' ? <ListingsTab mine={false} /> : null },
          { id: 'mine', label: <Trans id="exchange.tab.mine" message="My listings" />, content: tab === 'mine' ? <ListingsTab mine /> : null },
          { id: 'bids', label: <Trans id="exchange.tab.bids" message="My bids" />, content: tab === 'bids' ? <BidsTab /> : null },
          { id: 'trades', label: <Trans id="exchange.tab.trades" message="My trades" />, content: tab === 'trades' ? <TradesTab /> : null },
        ] satisfies Array<{ id: Tab; label: ReactNode; content: ReactNode }>).filter((t) => shown.includes(t.id))}
      />
    </section>
  );
}

function ListingsTab({ mine }: { mine: boolean }) {
  const { i18n } = useLingui();
  const [filters, setFilters] = useState<ListingFilterValues>({ type: null, status: null });
  const load = useLoad(
    () => allListings({ ...(mine ? { mine: true } : {}), ...(filters.type ? { exchange_type: filters.type } : {}), ...(filters.status ? { status: filters.status } : {}) }),
    i18n._({ id: 'exchange.listings.loadFailed', message: 'The listings could not be loaded.' }),
    [mine, filters.type, filters.status],
  );
  useReloadOn(EXCHANGE_EVENTS, load.reload);
  const result = load.result;
  if (result.state === 'failed') return <LoadFailure message={result.message} retry={{ label: <Trans id="exchange.retry" message="Try again" />, onRetry: load.reload }} />;
  const filtered = filters.type !== null || filters.status !== null;
  return (
    <ListingsTable
      caption={mine ? <Trans id="exchange.tab.mine" message="My listings" /> : <Trans id="exchange.tab.all" message="All listings" />}
      rows={result.state === 'ready' ? result.value : []}
      loading={result.state === 'loading'}
      filters={filters}
      onFilters={setFilters}
      exportFilename={mine ? 'my-listings' : 'listings'}
      empty={
        filtered ? (
          <Trans id="exchange.listings.noMatch" message="No listings match these filters. Choose All types and All statuses to see every listing." />
        ) : (
          <EmptyState
            title={mine ? <Trans id="exchange.mine.empty.title" message="You have no listings" /> : <Trans id="exchange.listings.empty.title" message="No listings yet" />}
            description={
              mine ? (
                <Trans id="exchange.mine.empty.text" message="List a capacity-market agreement, a flexibility obligation or a load modification with Create a listing." />
              ) : (
                <Trans id="exchange.listings.empty.text" message="Listings appear here when providers publish them. You can create one with Create a listing." />
              )
            }
          />
        )
      }
    />
  );
}

function BidsTab() {
  const { i18n } = useLingui();
  const f = useFormat();
  const load = useLoad(() => allBids(), i18n._({ id: 'exchange.bids.loadFailed', message: 'Your bids could not be loaded.' }), []);
  useReloadOn(EXCHANGE_EVENTS, load.reload);
  const columns: DataTableColumn<Bid>[] = [
    {
      key: 'listing_reference',
      header: i18n._({ id: 'exchange.col.reference', message: 'Listing' }),
      sortable: true,
      isRowHeader: true,
      render: (b) => <Link to={EXCHANGE_PATHS.view(b.listing)}>{b.listing_reference}</Link>,
    },
    { key: 'exchange_type', header: i18n._({ id: 'exchange.col.type', message: 'Type' }), sortable: true, value: (b) => typeLabel(i18n, b.exchange_type) },
    { key: 'price', header: i18n._({ id: 'exchange.col.price', message: 'Price' }), sortable: true, align: 'end', value: (b) => Number(b.price), render: (b) => f.formatNumber(b.price, { minDecimals: 2, maxDecimals: 2 }) ?? b.price },
    { key: 'mw', header: i18n._({ id: 'exchange.col.mw', message: 'MW' }), sortable: true, align: 'end', value: (b) => Number(b.mw), render: (b) => f.formatCapacity(b.mw, 'MW') ?? b.mw },
    { key: 'status', header: i18n._({ id: 'exchange.col.status', message: 'Status' }), sortable: true, value: (b) => bidStatusLabel(i18n, b.status) },
    {
      key: 'awarded_mw',
      header: i18n._({ id: 'exchange.col.awarded', message: 'Awarded' }),
      sortable: true,
      align: 'end',
      value: (b) => (b.awarded_mw === null ? null : Number(b.awarded_mw)),
      render: (b) => (b.awarded_mw === null ? '—' : (f.formatCapacity(b.awarded_mw, 'MW') ?? b.awarded_mw)),
    },
    { key: 'updated', header: i18n._({ id: 'exchange.col.updated', message: 'Last change' }), sortable: true, value: (b) => b.updated, render: (b) => f.formatDateTime(b.updated) ?? '—' },
  ];
  const result = load.result;
  if (result.state === 'failed') return <LoadFailure message={result.message} retry={{ label: <Trans id="exchange.retry" message="Try again" />, onRetry: load.reload }} />;
  return (
    <DataTable
      caption={<Trans id="exchange.tab.bids" message="My bids" />}
      columns={columns}
      rows={result.state === 'ready' ? result.value : []}
      getRowKey={(b) => b.id}
      loading={result.state === 'loading'}
      searchable
      exportFilename="my-exchange-bids"
      defaultSort={{ key: 'updated', direction: 'descending' }}
      empty={
        <EmptyState
          title={<Trans id="exchange.bids.empty.title" message="You have no bids" />}
          description={<Trans id="exchange.bids.empty.text" message="Open a listing from All listings and choose Submit a bid; your bids then show here with their status." />}
        />
      }
    />
  );
}

function TradesTab() {
  const { i18n } = useLingui();
  const f = useFormat();
  const load = useLoad(() => allTrades(), i18n._({ id: 'exchange.trades.loadFailed', message: 'Your trades could not be loaded.' }), []);
  useReloadOn(EXCHANGE_EVENTS, load.reload);
  const columns: DataTableColumn<Trade>[] = [
    {
      key: 'reference',
      header: i18n._({ id: 'exchange.col.trade', message: 'Trade' }),
      sortable: true,
      isRowHeader: true,
      render: (t) => <Link to={EXCHANGE_PATHS.outcome(t.listing)}>{t.reference}</Link>,
    },
    { key: 'listing_reference', header: i18n._({ id: 'exchange.col.reference', message: 'Listing' }), sortable: true },
    { key: 'seller_name', header: i18n._({ id: 'exchange.col.seller', message: 'Seller' }), sortable: true },
    { key: 'buyer_name', header: i18n._({ id: 'exchange.col.buyer', message: 'Buyer' }), sortable: true },
    { key: 'mw', header: i18n._({ id: 'exchange.col.mw', message: 'MW' }), sortable: true, align: 'end', value: (t) => Number(t.mw), render: (t) => f.formatCapacity(t.mw, 'MW') ?? t.mw },
    { key: 'amount', header: i18n._({ id: 'exchange.col.amount', message: 'Amount' }), sortable: true, align: 'end', value: (t) => Number(t.amount), render: (t) => f.formatMoney(t.amount, t.currency) ?? t.amount },
    { key: 'registration_status', header: i18n._({ id: 'exchange.col.registration', message: 'Registration' }), sortable: true, value: (t) => registrationLabel(i18n, t.registration_status) },
  ];
  const result = load.result;
  if (result.state === 'failed') return <LoadFailure message={result.message} retry={{ label: <Trans id="exchange.retry" message="Try again" />, onRetry: load.reload }} />;
  return (
    <DataTable
      caption={<Trans id="exchange.tab.trades" message="My trades" />}
      columns={columns}
      rows={result.state === 'ready' ? result.value : []}
      getRowKey={(t) => t.id}
      loading={result.state === 'loading'}
      searchable
      exportFilename="my-exchange-trades"
      empty={
        <EmptyState
          title={<Trans id="exchange.trades.empty.title" message="You have no trades" />}
          description={<Trans id="exchange.trades.empty.text" message="A trade is made when a lister accepts your bid, you buy a listing now, or you accept a bid on your listing." />}
        />
      }
    />
  );
}

export default BrowsePage;
