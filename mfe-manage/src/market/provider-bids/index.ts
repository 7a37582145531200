/** The flex provider's bids screens (loaded lazily by App.tsx). */
export { ProviderBidsPage as default, ProviderBidsPage } from './ProviderBidsPage';
export { BIDS_PATHS, type BidsScreenName } from './paths';
