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
export type Obligation = ItemOf<'/obligations/v1/'>;
export type GspRegion = ItemOf<'/flex/gspregions/'>;

// ---- the API's second slice --------------------------------------------------------------
// Bids, decisions, trades and a listing's history, withdrawal and buy-now, written from the
// contract (api/src/domain/exchange/schemas.ts) until their generated types are on main; then
// these become ItemOf/ResponseOf/RequestBodyOf of their paths and `pending` the typed `api`.

type Decimal = string;
export type BidStatus = 'submitted' | 'withdrawn' | 'accepted' | 'rejected' | 'lapsed';
export interface Bid {
  id: number;
  listing: number;
  listing_reference: string;
  exchange_type: ExchangeType;
  bidder_fp_id: number;
  bidder_fp_name: string;
  price: Decimal;
  mw: Decimal;
  status: BidStatus;
  awarded_mw: Decimal | null;
  decision_reason: string | null;
  decided_at: string | null;
  version: number;
  created: string;
  updated: string;
}
export interface BidBody {
  listing: number;
  price: Decimal;
  mw: Decimal;
  bidder_fp_id?: number;
  bidder_fp_name?: string;
}
export interface AmendBidBody {
  price: Decimal;
  mw: Decimal;
  version: number;
}
export interface DecisionsBody {
  decisions: Array<{ bid: number; decision: 'accept' | 'reject'; mw?: Decimal; reason?: string }>;
  close_early?: boolean;
}
export interface RankingRow {
  bid: number;
  bidder_fp_name: string;
  price: Decimal;
  mw: Decimal;
  premium_per_kw_year: Decimal | null;
  proposed_mw: Decimal | null;
  decision: 'accept' | 'reject';
  why: string;
}
export interface Ranking {
  rows: RankingRow[];
  filled_mw: Decimal;
  listing_mw: Decimal;
}
export interface PositionSide {
  mw_before: Decimal;
  mw_after: Decimal;
  monthly_payment_before: Decimal;
  monthly_payment_after: Decimal;
}
export type RegistrationStatus = 'pending' | 'submitted' | 'confirmed' | 'rejected' | 'not_required';
export interface Trade {
  id: number;
  reference: string;
  listing: number;
  listing_reference: string;
  exchange_type: ExchangeType;
  seller: number;
  seller_name: string;
  buyer: number;
  buyer_name: string;
  mw: Decimal;
  price: Decimal;
  reference_price: Decimal | null;
  amount: Decimal;
  amount_kind: 'premium' | 'price';
  currency: string;
  transfer_starts_on: string;
  transfer_ends_on: string;
  invoice_number: string | null;
  invoice_issued_on: string | null;
  invoice_due_on: string | null;
  registration_status: RegistrationStatus;
  registration_reference: string | null;
  registration_note: string | null;
  registration_updated: string | null;
  buyer_obligation: number | null;
  before_after: { seller: PositionSide; buyer: PositionSide };
  created: string;
}
export interface RegistrationBody {
  status: 'submitted' | 'confirmed' | 'rejected';
  reference?: string;
  note?: string;
}
export interface TradeDownloads {
  invoice_pdf: string | null;
}
export interface ListingEvent {
  id: number;
  at: string;
  actor_name: string | null;
  actor_org_name: string | null;
  kind: string;
  detail: Record<string, unknown>;
}

interface PendingOptions {
  path?: Record<string, number>;
  query?: Record<string, string>;
  body?: unknown;
}
type PendingCall = (path: string, options?: PendingOptions) => Promise<unknown>;
/** The typed client called on paths its generated types do not name yet (the same requests, typed by the functions below). */
const pending = api as unknown as { get: PendingCall; post: PendingCall; patch: PendingCall; all: (path: string, options?: PendingOptions) => Promise<unknown[]> };

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

/** Changes a draft. */
export async function updateListing(id: number, body: Partial<ListingBody>): Promise<Listing> {
  return (await pending.patch('/exchange/listings/{id}/', { path: { id }, body })) as Listing;
}

export function publishListing(id: number): Promise<Listing> {
  return api.post('/exchange/listings/{id}/publish/', { path: { id } });
}

export async function withdrawListing(id: number, reason: string): Promise<Listing> {
  return (await pending.post('/exchange/listings/{id}/withdraw/', { path: { id }, body: { reason } })) as Listing;
}

export async function listingHistory(id: number): Promise<ListingEvent[]> {
  return (await pending.all('/exchange/listings/{id}/history/', { path: { id } })) as ListingEvent[];
}

/** The automatic ranking the server proposes for the listing's live bids. */
export async function listingRanking(id: number): Promise<Ranking> {
  return (await pending.get('/exchange/listings/{id}/ranking/', { path: { id } })) as Ranking;
}

export async function decideBids(id: number, body: DecisionsBody): Promise<Listing> {
  return (await pending.post('/exchange/listings/{id}/decisions/', { path: { id }, body })) as Listing;
}

/** Buys the whole listing at the buy-now price the buyer saw (409 when it changed meanwhile). */
export async function buyNow(id: number, price: string): Promise<Trade> {
  return (await pending.post('/exchange/listings/{id}/buy/', { path: { id }, body: { price } })) as Trade;
}

// ---- bids ----------------------------------------------------------------------------------

/** Bids the caller may see: its own, or with `listing` the bids on one of its listings. */
export async function allBids(query: { listing?: number } = {}): Promise<Bid[]> {
  return (await pending.all('/exchange/bids/', { query: query.listing === undefined ? {} : { listing: String(query.listing) } })) as Bid[];
}

export async function getBid(id: number): Promise<Bid> {
  return (await pending.get('/exchange/bids/{id}/', { path: { id } })) as Bid;
}

/**
 * Submits a bid. A flex provider's bid carries its id and name, read by the session's role id;
 * another buyer (a holder of buy-load-mod or buy-from-open-market) sends the bid alone.
 */
export async function submitBid(provider: number | null, body: BidBody): Promise<Bid> {
  const bidder = provider === null ? null : await myFlexProvider(provider);
  const full: BidBody = bidder ? { ...body, bidder_fp_id: bidder.id, bidder_fp_name: bidder.name } : body;
  return (await pending.post('/exchange/bids/', { body: full })) as Bid;
}

export async function amendBid(id: number, body: AmendBidBody): Promise<Bid> {
  return (await pending.post('/exchange/bids/{id}/amend/', { path: { id }, body })) as Bid;
}

export async function withdrawBid(id: number): Promise<Bid> {
  return (await pending.post('/exchange/bids/{id}/withdraw/', { path: { id } })) as Bid;
}

// ---- trades --------------------------------------------------------------------------------

/** Trades the caller is a party to; with `listing`, that listing's. */
export async function allTrades(query: { listing?: number } = {}): Promise<Trade[]> {
  return (await pending.all('/exchange/trades/', { query: query.listing === undefined ? {} : { listing: String(query.listing) } })) as Trade[];
}

export async function updateRegistration(id: number, body: RegistrationBody): Promise<Trade> {
  return (await pending.post('/exchange/trades/{id}/registration/', { path: { id }, body })) as Trade;
}

/** A fresh signed link to the trade's invoice (null while it has none). */
export async function tradeLinks(id: number): Promise<TradeDownloads> {
  return (await pending.get('/exchange/trades/{id}/download_links/', { path: { id } })) as TradeDownloads;
}

// ---- what the forms pick from --------------------------------------------------------------

/** The organisation's obligations that bind today (what it may list). */
export function bindingObligations(today: string): Promise<Obligation[]> {
  return api.all('/obligations/v1/', { query: { binding_on: today } });
}

export function allGspRegions(): Promise<GspRegion[]> {
  return api.all('/flex/gspregions/');
}
