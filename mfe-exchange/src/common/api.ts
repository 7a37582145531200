/**
 * Every call the exchange screens make, on the one typed client of shared-session, and the types
 * of their answers. The exchange/* family: the caller's market access, capacity-market
 * agreements, listings (with their history, ranking, decisions and buy-now), bids and trades
 * (registration with the delivery body, the invoice's signed link). Spec §7.3: before a listing or
 * a bid is created the screen reads its flex provider by the session's role id and sends its id
 * and name with the form.
 */
import { api, type ItemOf, type QueryOf, type RequestBodyOf, type ResponseOf } from 'shared-session';

export type Access = ResponseOf<'/exchange/access/'>;
export type AccessState = Access['markets'][number];
export type Agreement = ItemOf<'/exchange/agreements/'>;
export type AgreementBody = RequestBodyOf<'/exchange/agreements/', 'post'>;
export type Listing = ItemOf<'/exchange/listings/'>;
export type ExchangeType = Listing['exchange_type'];
export type ListingStatus = Listing['status'];
export type ListingBody = RequestBodyOf<'/exchange/listings/', 'post'>;
export type ListingFilters = Omit<QueryOf<'/exchange/listings/'>, 'limit' | 'offset' | 'expand' | 'fields'>;
export type Market = ItemOf<'/flex/markets/'>;
export type Obligation = ItemOf<'/obligations/v1/'>;
export type GspRegion = ItemOf<'/flex/gspregions/'>;

export type Bid = ItemOf<'/exchange/bids/'>;
export type BidStatus = Bid['status'];
export type BidBody = RequestBodyOf<'/exchange/bids/', 'post'>;
export type AmendBidBody = RequestBodyOf<'/exchange/bids/{id}/amend/', 'post'>;
export type DecisionsBody = RequestBodyOf<'/exchange/listings/{id}/decisions/', 'post'>;
export type Ranking = ResponseOf<'/exchange/listings/{id}/ranking/'>;
export type RankingRow = Ranking['rows'][number];
export type ListingEvent = ResponseOf<'/exchange/listings/{id}/history/'>[number];
export type Trade = ItemOf<'/exchange/trades/'>;
export type PositionSide = Trade['before_after']['seller'];
export type RegistrationStatus = Trade['registration_status'];
export type RegistrationBody = RequestBodyOf<'/exchange/trades/{id}/registration/', 'post'>;
export type TradeDownloads = ResponseOf<'/exchange/trades/{id}/download_links/'>;

/** The live events after which the exchange's lists are read again. */
export const EXCHANGE_EVENTS = ['exchange.listing.updated', 'exchange.bid.updated', 'exchange.trade.updated'] as const;

// ---- access and agreements -----------------------------------------------------------------

/** Which exchange markets the caller's organisation is approved for, and whether it may buy load modifications or from the open market. */
export function exchangeAccess(): Promise<Access> {
  return api.get('/exchange/access/');
}

/** The capacity-market agreements of the caller's organisation. */
export function allAgreements(): Promise<Agreement[]> {
  return api.all('/exchange/agreements/');
}

export function createAgreement(body: AgreementBody): Promise<Agreement> {
  return api.post('/exchange/agreements/', { body });
}

/** The markets with the organisation's access to each (their operators' names for the access notice). */
export function allMarkets(): Promise<Market[]> {
  return api.get('/flex/markets/');
}

// ---- listings ------------------------------------------------------------------------------

/** Listings the caller may see, narrowed by type, status, the caller's own (`mine`) or a search. */
export function allListings(query: ListingFilters = {}): Promise<Listing[]> {
  return api.all('/exchange/listings/', { query });
}

export function getListing(id: number): Promise<Listing> {
  return api.get('/exchange/listings/{id}/', { path: { id } });
}

/** The flex provider of the session's role (spec §7.3: read before a listing or a bid is created). */
export async function myFlexProvider(roleId: number): Promise<{ id: number; name: string }> {
  const provider = await api.get('/flex/flexproviders/{id}/', { path: { id: roleId } });
  return { id: provider.id, name: provider.name };
}

/** Creates a listing (a draft, or published with `publish: true`) with the lister's id and name added. */
export async function createListing(roleId: number, body: ListingBody): Promise<Listing> {
  const provider = await myFlexProvider(roleId);
  return api.post('/exchange/listings/', { body: { ...body, flex_provider_id: provider.id, flex_provider_name: provider.name } });
}

export function publishListing(id: number): Promise<Listing> {
  return api.post('/exchange/listings/{id}/publish/', { path: { id } });
}

export function withdrawListing(id: number, reason: string): Promise<Listing> {
  return api.post('/exchange/listings/{id}/withdraw/', { path: { id }, body: { reason } });
}

export function listingHistory(id: number): Promise<ListingEvent[]> {
  return api.get('/exchange/listings/{id}/history/', { path: { id } });
}

/** The automatic ranking the server proposes for the listing's live bids. */
export function listingRanking(id: number): Promise<Ranking> {
  return api.get('/exchange/listings/{id}/ranking/', { path: { id } });
}

export function decideBids(id: number, body: DecisionsBody): Promise<Listing> {
  return api.post('/exchange/listings/{id}/decisions/', { path: { id }, body });
}

/** Buys the whole listing at the buy-now price the buyer saw (409 when it changed meanwhile). */
export function buyNow(id: number, price: string): Promise<Trade> {
  return api.post('/exchange/listings/{id}/buy/', { path: { id }, body: { price } });
}

// ---- bids ----------------------------------------------------------------------------------

/** Bids the caller may see: its own, or with `listing` the bids on one of its listings. */
export function allBids(query: { listing?: number } = {}): Promise<Bid[]> {
  return api.all('/exchange/bids/', { query: query.listing === undefined ? {} : { listing: String(query.listing) } });
}

export function getBid(id: number): Promise<Bid> {
  return api.get('/exchange/bids/{id}/', { path: { id } });
}

/**
 * Submits a bid. A flex provider's bid carries its id and name, read by the session's role id;
 * another buyer (a holder of buy-load-mod or buy-from-open-market) sends the bid alone.
 */
export async function submitBid(provider: number | null, body: BidBody): Promise<Bid> {
  const bidder = provider === null ? null : await myFlexProvider(provider);
  const full: BidBody = bidder ? { ...body, bidder_fp_id: bidder.id, bidder_fp_name: bidder.name } : body;
  return api.post('/exchange/bids/', { body: full });
}

export function amendBid(id: number, body: AmendBidBody): Promise<Bid> {
  return api.post('/exchange/bids/{id}/amend/', { path: { id }, body });
}

export function withdrawBid(id: number): Promise<Bid> {
  return api.post('/exchange/bids/{id}/withdraw/', { path: { id } });
}

// ---- trades --------------------------------------------------------------------------------

/** Trades the caller is a party to; with `listing`, that listing's. */
export function allTrades(query: { listing?: number } = {}): Promise<Trade[]> {
  return api.all('/exchange/trades/', { query: query.listing === undefined ? {} : { listing: String(query.listing) } });
}

export function updateRegistration(id: number, body: RegistrationBody): Promise<Trade> {
  return api.post('/exchange/trades/{id}/registration/', { path: { id }, body });
}

/** A fresh signed link to the trade's invoice (null while it has none). */
export function tradeLinks(id: number): Promise<TradeDownloads> {
  return api.get('/exchange/trades/{id}/download_links/', { path: { id } });
}

// ---- what the forms pick from --------------------------------------------------------------

/** The organisation's obligations that bind today (what it may list). */
export function bindingObligations(today: string): Promise<Obligation[]> {
  return api.all('/obligations/v1/', { query: { binding_on: today } });
}

export function allGspRegions(): Promise<GspRegion[]> {
  return api.all('/flex/gspregions/');
}
