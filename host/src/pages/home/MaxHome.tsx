import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { bus, paths, type Region } from 'shared-session';
import { CAPACITY_DECIMALS, formatDateTime, formatMoney, formatNumber, useBusValue, useLoad, type DataTableColumn, type Load, type Loading } from 'shared-ui';
import { exchangeActivity, maxValuation, type ExchangeActivity, type MaxValuation } from './api';
import { COMPETITION_STATUS } from './labels';
import { PROVIDER_LINKS } from './ProviderHome';
import { countOf, Section, Stats, TableOrEmpty, type Stat } from './Section';

type ValuationRow = MaxValuation['rows'][number];
type ListingRow = ExchangeActivity['listings']['latest'][number];
type BidRow = ExchangeActivity['bids']['latest'][number];
type TradeRow = ExchangeActivity['trades']['latest'][number];

const EXCHANGE_TYPE: Record<ListingRow['exchange_type'], MessageDescriptor> = {
  capacity_market: /*i18n*/ { id: 'home.max.type.capacityMarket', message: 'Capacity-market agreement' },
  flexibility_obligation: /*i18n*/ { id: 'home.max.type.obligation', message: 'Flexibility obligation' },
  load_modification: /*i18n*/ { id: 'home.max.type.loadModification', message: 'Load modification' },
};

const LISTING_STATUS: Record<ListingRow['status'], MessageDescriptor> = {
  draft: /*i18n*/ { id: 'home.max.listing.draft', message: 'Draft' },
  scheduled: /*i18n*/ { id: 'home.max.listing.scheduled', message: 'Scheduled' },
  open: /*i18n*/ { id: 'home.max.listing.open', message: 'Open for bids' },
  closed: /*i18n*/ { id: 'home.max.listing.closed', message: 'Closed' },
  awarded: /*i18n*/ { id: 'home.max.listing.awarded', message: 'Awarded' },
  withdrawn: /*i18n*/ { id: 'home.max.listing.withdrawn', message: 'Withdrawn' },
  expired: /*i18n*/ { id: 'home.max.listing.expired', message: 'Expired' },
};

const BID_STATUS: Record<BidRow['status'], MessageDescriptor> = {
  submitted: /*i18n*/ { id: 'home.max.bid.submitted', message: 'Submitted' },
  withdrawn: /*i18n*/ { id: 'home.max.bid.withdrawn', message: 'Withdrawn' },
  accepted: /*i18n*/ { id: 'home.max.bid.accepted', message: 'Accepted' },
  rejected: /*i18n*/ { id: 'home.max.bid.rejected', message: 'Rejected' },
  lapsed: /*i18n*/ { id: 'home.max.bid.lapsed', message: 'Lapsed' },
};

/** The valuation's totals in the region's money format, one per currency ("£931.00 + €12.00"); nothing valued shows as zero pounds. */
export function totalText(totals: MaxValuation['totals'], region: Region): string {
  const parts = totals.map((t) => formatMoney(t.amount, t.currency, region) ?? t.amount);
  return parts.length ? parts.join(' + ') : (formatMoney(0, 'GBP', region) ?? '0');
}

const mw = (value: number | string, region: Region) => formatNumber(value, { maxDecimals: CAPACITY_DECIMALS }, region) ?? String(value);

function valuationColumns(i18n: I18n, region: Region): DataTableColumn<ValuationRow>[] {
  return [
    {
      key: 'competition_name',
      header: i18n._({ id: 'home.col.competition', message: 'Competition' }),
      isRowHeader: true,
      sortable: true,
      render: (r) => <Link to={paths.providerCompetition(r.competition)}>{r.competition_name}</Link>,
      value: (r) => r.competition_name,
    },
    { key: 'competition_status', header: i18n._({ id: 'home.col.status', message: 'Status' }), sortable: true, value: (r) => i18n._(COMPETITION_STATUS[r.competition_status]) },
    {
      key: 'window_name',
      header: i18n._({ id: 'home.col.window', message: 'Service window' }),
      sortable: true,
      value: (r) => i18n._({ id: 'home.max.window', message: '{period}: {window}', values: { period: r.period_name, window: r.window_name } }),
    },
    {
      key: 'eligible_mw',
      header: i18n._({ id: 'home.max.col.eligible', message: 'Your eligible capacity' }),
      sortable: true,
      align: 'end',
      value: (r) => r.eligible_mw,
      render: (r) => `${mw(r.eligible_mw, region)} ${r.unit}`,
    },
    {
      key: 'required_mw',
      header: i18n._({ id: 'home.max.col.required', message: 'Required' }),
      sortable: true,
      align: 'end',
      value: (r) => r.required_mw,
      render: (r) => `${mw(r.required_mw, region)} ${r.unit}`,
    },
    {
      key: 'guide_price',
      header: i18n._({ id: 'home.max.col.guidePrice', message: 'Guide price' }),
      sortable: true,
      align: 'end',
      value: (r) => r.guide_price ?? -1,
      render: (r) =>
        r.guide_price === null
          ? i18n._({ id: 'home.max.noGuidePrice', message: 'No guide price' })
          : i18n._({ id: 'home.max.perUnitHour', message: '{price}/{unit}/h', values: { price: formatMoney(r.guide_price, r.currency, region) ?? '', unit: r.unit } }),
    },
    { key: 'hours', header: i18n._({ id: 'home.max.col.hours', message: 'Hours' }), sortable: true, align: 'end', render: (r) => formatNumber(r.hours, { maxDecimals: 2 }, region) ?? '' },
    {
      key: 'value',
      header: i18n._({ id: 'home.max.col.value', message: 'Value' }),
      sortable: true,
      align: 'end',
      value: (r) => (r.value === null ? -1 : Number(r.value)),
      render: (r) => (r.value === null ? i18n._({ id: 'home.max.notValued', message: 'Not valued' }) : (formatMoney(r.value, r.currency, region) ?? r.value)),
    },
  ];
}

/** The valuation, window by window, or — when no asset qualifies for an open competition — how to get there. */
function ValuationSection({ valuation, assetsLink }: { valuation: Loading<MaxValuation>; assetsLink: string }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const columns = useMemo(() => valuationColumns(i18n, region), [i18n, region]);
  return (
    <Section
      id="home-valuation"
      title={<Trans id="home.max.valuation.title" message="Market valuation of your assets" />}
      more={<Link to={paths.dashboard}><Trans id="home.max.valuation.more" message="Open the map" /></Link>}
      result={valuation.result}
      onRetry={valuation.reload}
    >
      {(value) => (
        <TableOrEmpty
          rows={value.rows}
          empty={{
            title: <Trans id="home.max.valuation.empty" message="None of your assets qualifies for an open competition" />,
            description: (
              <Trans
                id="home.max.valuation.emptyText"
                message="The valuation counts competitions whose qualification or bidding is open. Check which rule each asset fails, or add assets where operators are buying."
              />
            ),
            action: (
              <span className="home-actions">
                <Link className="fx-button fx-button--primary" to={PROVIDER_LINKS.eligibility}><Trans id="home.qualifying.eligibility" message="Check asset eligibility" /></Link>
                <Link className="fx-button" to={assetsLink}><Trans id="home.qualifying.assets" message="Manage your assets" /></Link>
              </span>
            ),
          }}
          intro={
            <p className="muted">
              <Trans
                id="home.max.valuation.intro"
                message="Total {total}: for each service window, the smaller of your eligible capacity and the capacity required, times the guide price, times the window’s hours over its service period. Windows without a guide price are not valued."
                values={{ total: totalText(value.totals, region) }}
              />
            </p>
          }
          caption={<Trans id="home.max.valuation.caption" message="Valuation per service window" />}
          columns={columns}
          getRowKey={(r) => `${r.competition}-${r.window}`}
          searchable
          pageSize={10}
          exportFilename="market-valuation"
          defaultSort={{ key: 'competition_name', direction: 'ascending' }}
        />
      )}
    </Section>
  );
}

function listingColumns(i18n: I18n, region: Region): DataTableColumn<ListingRow>[] {
  return [
    {
      key: 'id',
      header: i18n._({ id: 'home.max.col.listing', message: 'Listing' }),
      isRowHeader: true,
      sortable: true,
      value: (r) => r.id,
      render: (r) => <Link to={paths.exchangeListing(r.id, r.exchange_type)}>{i18n._({ id: 'home.max.listingRef', message: 'Listing {id}', values: { id: r.id } })}</Link>,
    },
    { key: 'exchange_type', header: i18n._({ id: 'home.max.col.type', message: 'Type' }), sortable: true, value: (r) => i18n._(EXCHANGE_TYPE[r.exchange_type]) },
    { key: 'status', header: i18n._({ id: 'home.col.status', message: 'Status' }), sortable: true, value: (r) => i18n._(LISTING_STATUS[r.status]) },
    { key: 'mw', header: i18n._({ id: 'home.col.bidCapacity', message: 'Capacity' }), align: 'end', render: (r) => `${mw(r.mw, region)} MW` },
    { key: 'created', header: i18n._({ id: 'home.max.col.created', message: 'Created' }), sortable: true, render: (r) => formatDateTime(r.created, region) ?? '' },
  ];
}

function bidColumns(i18n: I18n, region: Region): DataTableColumn<BidRow>[] {
  return [
    {
      key: 'listing',
      header: i18n._({ id: 'home.max.col.listing', message: 'Listing' }),
      isRowHeader: true,
      sortable: true,
      value: (r) => r.listing,
      render: (r) => <Link to={paths.exchangeListing(r.listing, r.exchange_type)}>{i18n._({ id: 'home.max.listingRef', message: 'Listing {id}', values: { id: r.listing } })}</Link>,
    },
    { key: 'exchange_type', header: i18n._({ id: 'home.max.col.type', message: 'Type' }), sortable: true, value: (r) => i18n._(EXCHANGE_TYPE[r.exchange_type]) },
    { key: 'status', header: i18n._({ id: 'home.col.status', message: 'Status' }), sortable: true, value: (r) => i18n._(BID_STATUS[r.status]) },
    { key: 'mw', header: i18n._({ id: 'home.col.bidCapacity', message: 'Capacity' }), align: 'end', render: (r) => `${mw(r.mw, region)} MW` },
    { key: 'price', header: i18n._({ id: 'home.max.col.price', message: 'Price' }), align: 'end', render: (r) => formatMoney(r.price, r.currency, region) ?? r.price },
    { key: 'created', header: i18n._({ id: 'home.col.submitted', message: 'Submitted' }), sortable: true, render: (r) => formatDateTime(r.created, region) ?? '' },
  ];
}

function tradeColumns(i18n: I18n, region: Region): DataTableColumn<TradeRow>[] {
  return [
    {
      key: 'reference',
      header: i18n._({ id: 'home.max.col.trade', message: 'Trade' }),
      isRowHeader: true,
      sortable: true,
      render: (r) => <Link to={paths.exchangeOutcome(r.listing)}>{r.reference}</Link>,
      value: (r) => r.reference,
    },
    {
      key: 'side',
      header: i18n._({ id: 'home.max.col.side', message: 'Side' }),
      sortable: true,
      value: (r) => (r.side === 'sold' ? i18n._({ id: 'home.max.sold', message: 'Sold' }) : i18n._({ id: 'home.max.bought', message: 'Bought' })),
    },
    { key: 'exchange_type', header: i18n._({ id: 'home.max.col.type', message: 'Type' }), sortable: true, value: (r) => i18n._(EXCHANGE_TYPE[r.exchange_type]) },
    { key: 'mw', header: i18n._({ id: 'home.col.bidCapacity', message: 'Capacity' }), align: 'end', render: (r) => `${mw(r.mw, region)} MW` },
    { key: 'amount', header: i18n._({ id: 'home.max.col.amount', message: 'Amount' }), align: 'end', render: (r) => formatMoney(r.amount, r.currency, region) ?? r.amount },
    { key: 'created', header: i18n._({ id: 'home.max.col.date', message: 'Date' }), sortable: true, render: (r) => formatDateTime(r.created, region) ?? '' },
  ];
}

/** Counts per status as one line ("Open for bids 2 · Draft 1"); statuses with none are left out. */
function StatusCounts<S extends string>({ label, counts, names }: { label: ReactNode; counts: ReadonlyArray<{ status: S; count: number }>; names: Record<S, MessageDescriptor> }) {
  const { i18n } = useLingui();
  const shown = counts.filter((c) => c.count > 0);
  if (shown.length === 0) return null;
  return (
    <p className="muted">
      {label} {shown.map((c) => `${i18n._(names[c.status])} ${c.count}`).join(' · ')}
    </p>
  );
}

/** The organisation's exchange activity: its listings, its bids, its trades, each with what to do when there are none. */
function ActivitySection({ activity }: { activity: Loading<ExchangeActivity> }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const listings = useMemo(() => listingColumns(i18n, region), [i18n, region]);
  const bids = useMemo(() => bidColumns(i18n, region), [i18n, region]);
  const trades = useMemo(() => tradeColumns(i18n, region), [i18n, region]);
  const browse = <Link className="fx-button fx-button--primary" to={paths.exchangeBrowse}><Trans id="home.max.browse" message="Browse the exchange" /></Link>;
  return (
    <Section
      id="home-exchange"
      title={<Trans id="home.max.exchange.title" message="Your exchange activity" />}
      more={<Link to={paths.exchangeBrowse}><Trans id="home.max.exchange.more" message="Open the exchange" /></Link>}
      result={activity.result}
      onRetry={activity.reload}
    >
      {(value) => (
        <>
          <h3 className="home-subheading"><Trans id="home.max.listings.title" message="Your listings" /></h3>
          <StatusCounts label={<Trans id="home.max.listings.counts" message="By status:" />} counts={value.listings.by_status} names={LISTING_STATUS} />
          <TableOrEmpty
            rows={value.listings.latest}
            empty={{
              title: <Trans id="home.max.listings.empty" message="You have not listed anything on the exchange" />,
              description: <Trans id="home.max.listings.emptyText" message="List an obligation, a capacity-market agreement or a block of load modification for other providers to bid on." />,
              action: <Link className="fx-button fx-button--primary" to={paths.exchangeNewListing}><Trans id="home.max.newListing" message="Create a listing" /></Link>,
            }}
            intro={<p className="muted"><Trans id="home.max.latestOf" message="The latest {shown} of {total}." values={{ shown: value.listings.latest.length, total: value.listings.total }} /></p>}
            caption={<Trans id="home.max.listings.caption" message="Your latest listings" />}
            columns={listings}
            getRowKey={(r) => r.id}
          />
          <h3 className="home-subheading"><Trans id="home.max.bids.title" message="Your bids" /></h3>
          <StatusCounts label={<Trans id="home.max.bids.counts" message="By status:" />} counts={value.bids.by_status} names={BID_STATUS} />
          <TableOrEmpty
            rows={value.bids.latest}
            empty={{
              title: <Trans id="home.max.bids.empty" message="You have not bid on the exchange" />,
              description: <Trans id="home.max.bids.emptyText" message="Browse the open listings of other providers and bid on the ones that suit your portfolio." />,
              action: browse,
            }}
            intro={<p className="muted"><Trans id="home.max.latestOf" message="The latest {shown} of {total}." values={{ shown: value.bids.latest.length, total: value.bids.total }} /></p>}
            caption={<Trans id="home.max.bids.caption" message="Your latest bids" />}
            columns={bids}
            getRowKey={(r) => r.id}
          />
          <h3 className="home-subheading"><Trans id="home.max.trades.title" message="Your trades" /></h3>
          <TableOrEmpty
            rows={value.trades.latest}
            empty={{
              title: <Trans id="home.max.trades.empty" message="No trades yet" />,
              description: <Trans id="home.max.trades.emptyText" message="A trade is made when a listing's seller accepts a bid. Your trades as seller and as buyer appear here." />,
              action: browse,
            }}
            intro={
              <p className="muted">
                <Trans id="home.max.trades.latest" message="The latest {shown} of {total}: {sold} sold, {bought} bought." values={{ shown: value.trades.latest.length, total: value.trades.total, sold: value.trades.sold, bought: value.trades.bought }} />
              </p>
            }
            caption={<Trans id="home.max.trades.caption" message="Your latest trades" />}
            columns={trades}
            getRowKey={(r) => r.id}
          />
        </>
      )}
    </Section>
  );
}

function maxStats(valuation: Load<MaxValuation>, activity: Load<ExchangeActivity>, region: Region): Stat[] {
  const statusCount = (rows: ReadonlyArray<{ status: string; count: number }>, status: string) => rows.find((r) => r.status === status)?.count ?? 0;
  return [
    {
      key: 'valuation',
      label: <Trans id="home.max.stat.valuation" message="market valuation of your qualifying assets" />,
      value: valuation.state === 'ready' ? totalText(valuation.value.totals, region) : '–',
    },
    {
      key: 'valued-competitions',
      label: <Trans id="home.max.stat.competitions" message="open competitions your assets qualify for" />,
      value: countOf(valuation, (v) => new Set(v.rows.map((r) => r.competition)).size),
      to: paths.dashboard,
    },
    {
      key: 'open-listings',
      label: <Trans id="home.max.stat.openListings" message="of your listings open for bids" />,
      value: countOf(activity, (a) => statusCount(a.listings.by_status, 'open')),
      to: paths.exchangeBrowse,
    },
    {
      key: 'live-bids',
      label: <Trans id="home.max.stat.liveBids" message="of your bids awaiting a decision" />,
      value: countOf(activity, (a) => statusCount(a.bids.by_status, 'submitted')),
      to: paths.exchangeBrowse,
    },
    { key: 'trades', label: <Trans id="home.max.stat.trades" message="trades" />, value: countOf(activity, (a) => a.trades.total), to: paths.exchangeBrowse },
  ];
}

/** A max organisation's home (spec platform §2.2): the market valuation of its qualifying assets and its exchange activity. */
export function MaxHome({ orgId }: { orgId: number | null }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const valuation = useLoad(maxValuation, '', []);
  const activity = useLoad(exchangeActivity, '', []);
  const assetsLink = orgId !== null ? paths.providerAssets(orgId) : PROVIDER_LINKS.eligibility;
  return (
    <>
      <Stats label={i18n._({ id: 'home.stats', message: 'At a glance' })} stats={maxStats(valuation.result, activity.result, region)} />
      <ValuationSection valuation={valuation} assetsLink={assetsLink} />
      <ActivitySection activity={activity} />
    </>
  );
}
