/** The operator's bid review: bid summaries, bids and decisions, results confirmation. */
export { BidSummariesPage } from './BidSummariesPage';
export { BidReviewPage } from './BidReviewPage';
export { ConfirmResultsPage } from './ConfirmResultsPage';
export { reviewPaths } from './routes';
