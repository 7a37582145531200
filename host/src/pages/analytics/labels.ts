/**
 * The labels of the reports' columns and figures, by their stable keys in the contract
 * (api/src/domain/analytics/README.md): `analytics.column.<key>` and `analytics.figure.<key>`.
 * A key the contract does not list yet shows as it is.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';

const COLUMN_LABELS: Record<string, MessageDescriptor> = {
  competition: /*i18n*/ { id: 'analytics.column.competition', message: 'Competition' },
  window: /*i18n*/ { id: 'analytics.column.window', message: 'Service window' },
  required_mw: /*i18n*/ { id: 'analytics.column.required_mw', message: 'Required capacity' },
  offered_mw: /*i18n*/ { id: 'analytics.column.offered_mw', message: 'Offered capacity' },
  accepted_mw: /*i18n*/ { id: 'analytics.column.accepted_mw', message: 'Accepted capacity' },
  coverage: /*i18n*/ { id: 'analytics.column.coverage', message: 'Coverage' },
  acceptance_rate: /*i18n*/ { id: 'analytics.column.acceptance_rate', message: 'Acceptance rate' },
  unmet_mw: /*i18n*/ { id: 'analytics.column.unmet_mw', message: 'Unmet capacity' },
  month: /*i18n*/ { id: 'analytics.column.month', message: 'Month' },
  product: /*i18n*/ { id: 'analytics.column.product', message: 'Product' },
  area: /*i18n*/ { id: 'analytics.column.area', message: 'GSP group' },
  price_kind: /*i18n*/ { id: 'analytics.column.price_kind', message: 'Price type' },
  accepted_bids: /*i18n*/ { id: 'analytics.column.accepted_bids', message: 'Accepted bids' },
  weighted_average: /*i18n*/ { id: 'analytics.column.weighted_average', message: 'Weighted average price' },
  p10: /*i18n*/ { id: 'analytics.column.p10', message: 'P10 price' },
  p50: /*i18n*/ { id: 'analytics.column.p50', message: 'Median (P50) price' },
  p90: /*i18n*/ { id: 'analytics.column.p90', message: 'P90 price' },
  clearing_price: /*i18n*/ { id: 'analytics.column.clearing_price', message: 'Clearing price' },
  guide_price: /*i18n*/ { id: 'analytics.column.guide_price', message: 'Guide price' },
  provider: /*i18n*/ { id: 'analytics.column.provider', message: 'Provider' },
  asset_type: /*i18n*/ { id: 'analytics.column.asset_type', message: 'Asset type' },
  dispatches: /*i18n*/ { id: 'analytics.column.dispatches', message: 'Dispatches' },
  ordered_mwh: /*i18n*/ { id: 'analytics.column.ordered_mwh', message: 'Energy ordered' },
  delivered_mwh: /*i18n*/ { id: 'analytics.column.delivered_mwh', message: 'Energy delivered' },
  performance_ratio: /*i18n*/ { id: 'analytics.column.performance_ratio', message: 'Performance ratio' },
  below_minimum: /*i18n*/ { id: 'analytics.column.below_minimum', message: 'Below minimum' },
  below_minimum_share: /*i18n*/ { id: 'analytics.column.below_minimum_share', message: 'Share below minimum' },
  ratio_band: /*i18n*/ { id: 'analytics.column.ratio_band', message: 'Performance ratio band' },
  sent: /*i18n*/ { id: 'analytics.column.sent', message: 'Sent' },
  accepted: /*i18n*/ { id: 'analytics.column.accepted', message: 'Accepted' },
  rejected: /*i18n*/ { id: 'analytics.column.rejected', message: 'Rejected' },
  expired: /*i18n*/ { id: 'analytics.column.expired', message: 'Expired' },
  stopped: /*i18n*/ { id: 'analytics.column.stopped', message: 'Stopped' },
  median_response_seconds: /*i18n*/ { id: 'analytics.column.median_response_seconds', message: 'Median response time' },
  p90_response_seconds: /*i18n*/ { id: 'analytics.column.p90_response_seconds', message: 'P90 response time' },
  late_responses: /*i18n*/ { id: 'analytics.column.late_responses', message: 'Late responses' },
  on_time_share: /*i18n*/ { id: 'analytics.column.on_time_share', message: 'Share answered on time' },
  availability: /*i18n*/ { id: 'analytics.column.availability', message: 'Availability payments' },
  utilisation: /*i18n*/ { id: 'analytics.column.utilisation', message: 'Utilisation payments' },
  service_fee: /*i18n*/ { id: 'analytics.column.service_fee', message: 'Service fees' },
  penalties: /*i18n*/ { id: 'analytics.column.penalties', message: 'Penalties' },
  total: /*i18n*/ { id: 'analytics.column.total', message: 'Total' },
  invoices: /*i18n*/ { id: 'analytics.column.invoices', message: 'Invoices' },
  band: /*i18n*/ { id: 'analytics.column.band', message: 'Days since issue' },
  amount: /*i18n*/ { id: 'analytics.column.amount', message: 'Amount' },
  status: /*i18n*/ { id: 'analytics.column.status', message: 'Status' },
  disputes: /*i18n*/ { id: 'analytics.column.disputes', message: 'Disputes' },
  exchange_type: /*i18n*/ { id: 'analytics.column.exchange_type', message: 'Exchange type' },
  listings: /*i18n*/ { id: 'analytics.column.listings', message: 'Listings' },
  listed_mw: /*i18n*/ { id: 'analytics.column.listed_mw', message: 'Capacity listed' },
  trades: /*i18n*/ { id: 'analytics.column.trades', message: 'Trades' },
  traded_mw: /*i18n*/ { id: 'analytics.column.traded_mw', message: 'Capacity traded' },
  bidders: /*i18n*/ { id: 'analytics.column.bidders', message: 'Bidders' },
  bidders_per_listing: /*i18n*/ { id: 'analytics.column.bidders_per_listing', message: 'Bidders per listing' },
  premiums: /*i18n*/ { id: 'analytics.column.premiums', message: 'Premiums' },
  asset: /*i18n*/ { id: 'analytics.column.asset', message: 'Asset' },
  baseline_method: /*i18n*/ { id: 'analytics.column.baseline_method', message: 'Baseline method' },
  days: /*i18n*/ { id: 'analytics.column.days', message: 'Event-free days' },
  bias: /*i18n*/ { id: 'analytics.column.bias', message: 'Bias' },
  relative_rmse: /*i18n*/ { id: 'analytics.column.relative_rmse', message: 'Relative RMSE' },
  pre_event_rise: /*i18n*/ { id: 'analytics.column.pre_event_rise', message: 'Pre-event rise' },
};

const FIGURE_LABELS: Record<string, MessageDescriptor> = {
  required_mw: /*i18n*/ { id: 'analytics.figure.required_mw', message: 'Capacity required' },
  offered_mw: /*i18n*/ { id: 'analytics.figure.offered_mw', message: 'Capacity offered' },
  accepted_mw: /*i18n*/ { id: 'analytics.figure.accepted_mw', message: 'Capacity accepted' },
  coverage: /*i18n*/ { id: 'analytics.figure.coverage', message: 'Coverage' },
  acceptance_rate: /*i18n*/ { id: 'analytics.figure.acceptance_rate', message: 'Acceptance rate' },
  unmet_mw: /*i18n*/ { id: 'analytics.figure.unmet_mw', message: 'Capacity unmet' },
  weighted_average: /*i18n*/ { id: 'analytics.figure.weighted_average', message: 'Weighted average price' },
  p50: /*i18n*/ { id: 'analytics.figure.p50', message: 'Median accepted price' },
  guide_price: /*i18n*/ { id: 'analytics.figure.guide_price', message: 'Guide price' },
  performance_ratio: /*i18n*/ { id: 'analytics.figure.performance_ratio', message: 'Performance ratio' },
  below_minimum_share: /*i18n*/ { id: 'analytics.figure.below_minimum_share', message: 'Dispatches below minimum' },
  dispatches: /*i18n*/ { id: 'analytics.figure.dispatches', message: 'Settled dispatches' },
  sent: /*i18n*/ { id: 'analytics.figure.sent', message: 'Instructions sent' },
  accepted: /*i18n*/ { id: 'analytics.figure.accepted', message: 'Accepted' },
  rejected: /*i18n*/ { id: 'analytics.figure.rejected', message: 'Rejected' },
  expired: /*i18n*/ { id: 'analytics.figure.expired', message: 'Expired' },
  stopped: /*i18n*/ { id: 'analytics.figure.stopped', message: 'Stopped' },
  on_time_share: /*i18n*/ { id: 'analytics.figure.on_time_share', message: 'Answered on time' },
  total: /*i18n*/ { id: 'analytics.figure.total', message: 'Total spend' },
  unpaid: /*i18n*/ { id: 'analytics.figure.unpaid', message: 'Unpaid' },
  open_disputes: /*i18n*/ { id: 'analytics.figure.open_disputes', message: 'Open disputes' },
  listed_mw: /*i18n*/ { id: 'analytics.figure.listed_mw', message: 'Capacity listed' },
  traded_mw: /*i18n*/ { id: 'analytics.figure.traded_mw', message: 'Capacity traded' },
  bidders_per_listing: /*i18n*/ { id: 'analytics.figure.bidders_per_listing', message: 'Bidders per listing' },
  premiums: /*i18n*/ { id: 'analytics.figure.premiums', message: 'Premiums' },
  bias: /*i18n*/ { id: 'analytics.figure.bias', message: 'Baseline bias' },
  relative_rmse: /*i18n*/ { id: 'analytics.figure.relative_rmse', message: 'Relative RMSE' },
  flagged: /*i18n*/ { id: 'analytics.figure.flagged', message: 'Assets flagged' },
};

const own = (labels: Record<string, MessageDescriptor>, key: string) => (Object.prototype.hasOwnProperty.call(labels, key) ? labels[key] : undefined);

/** The label of a table column or chart series. */
export function columnLabel(i18n: I18n, key: string): string {
  const label = own(COLUMN_LABELS, key);
  return label ? i18n._(label) : key;
}

/** The label of a headline figure. */
export function figureLabel(i18n: I18n, key: string): string {
  const label = own(FIGURE_LABELS, key);
  return label ? i18n._(label) : key;
}

/** The keys with labels (the tests check every contract key has one). */
export const LABELLED_COLUMNS: readonly string[] = Object.keys(COLUMN_LABELS);
export const LABELLED_FIGURES: readonly string[] = Object.keys(FIGURE_LABELS);
