/** The provider's ballots and bids: the competition page's section and the two routed pages (lazy in App.tsx). */
export { BallotsSection } from './BallotsSection';
