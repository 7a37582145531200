/** The exchange's screens, declared once for the routes and the links between them. */
export const EXCHANGE_PATHS = {
  root: '/exchange',
  browse: '/exchange/browse',
  newListing: '/exchange/new-listing',
  /** The new-listing form filled in from one of the lister's listings. */
  copyListing: (id: number | string) => `/exchange/new-listing?from=${encodeURIComponent(String(id))}`,
  view: (id: number | string) => `/exchange/listings/${id}/view`,
  submitBid: (id: number | string) => `/exchange/listings/${id}/submit-bid`,
  decisionBids: (id: number | string) => `/exchange/listings/${id}/decision-bids`,
  outcome: (id: number | string) => `/exchange/listings/${id}/outcome`,
  loadModificationsMap: '/exchange/load-modifications/map',
  loadModification: (id: number | string) => `/exchange/load-modifications/${id}/view`,
  /** Where a provider registers interest in a market (mfe-manage). */
  marketAccess: '/manage/flexprovider/market-access',
} as const;
