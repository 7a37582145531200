/**
 * The seven reports as the screens present them: title, one-line description and the definitions
 * of their figures (from the formulas of the contract, api/src/domain/analytics/README.md), and
 * what an empty report says to do next, per the reason the API gives.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { EmptyReason, ReportType } from './api';

export interface Definition {
  /** The column (or figure) whose label is the term defined. */
  term: { column: string } | { figure: string };
  text: MessageDescriptor;
}

export interface ReportInfo {
  title: MessageDescriptor;
  description: MessageDescriptor;
  definitions: readonly Definition[];
}

const col = (column: string, text: MessageDescriptor): Definition => ({ term: { column }, text });
const fig = (figure: string, text: MessageDescriptor): Definition => ({ term: { figure }, text });

export const REPORTS: Record<ReportType, ReportInfo> = {
  'procurement-summary': {
    title: /*i18n*/ { id: 'analytics.report.procurement-summary', message: 'Procurement summary' },
    description: /*i18n*/ { id: 'analytics.report.procurement-summary.text', message: 'Capacity required, offered and accepted per competition and service window, with coverage and unmet need.' },
    definitions: [
      col('window', /*i18n*/ { id: 'analytics.define.procurement.window', message: 'Each service window whose service period overlaps the dates chosen, in the competition it belongs to.' }),
      col('offered_mw', /*i18n*/ { id: 'analytics.define.procurement.offered', message: 'Σ capacity (MW) of the active bids for the window.' }),
      col('accepted_mw', /*i18n*/ { id: 'analytics.define.procurement.accepted', message: 'Σ capacity (MW) of the accepted bids for the window.' }),
      col('coverage', /*i18n*/ { id: 'analytics.define.procurement.coverage', message: 'Offered ÷ required capacity. Over 100% the window drew more offers than it needed; blank where nothing was required.' }),
      col('acceptance_rate', /*i18n*/ { id: 'analytics.define.procurement.acceptance', message: 'Accepted ÷ offered capacity; blank where nothing was offered.' }),
      col('unmet_mw', /*i18n*/ { id: 'analytics.define.procurement.unmet', message: 'Required − accepted capacity, never below 0 MW: the need still to be met from other sources.' }),
    ],
  },
  'price-benchmarks': {
    title: /*i18n*/ { id: 'analytics.report.price-benchmarks', message: 'Price benchmarks' },
    description: /*i18n*/ { id: 'analytics.report.price-benchmarks.text', message: 'Accepted bid prices per month, product and GSP group, against the guide price.' },
    definitions: [
      col('month', /*i18n*/ { id: 'analytics.define.prices.month', message: 'The month in which the bids were decided.' }),
      col('weighted_average', /*i18n*/ { id: 'analytics.define.prices.average', message: 'Σ(price × MW) ÷ Σ MW over the accepted bids: each bid counts by its capacity.' }),
      col('p10', /*i18n*/ { id: 'analytics.define.prices.p10', message: '10% of the accepted bids are priced at or below this (linear interpolation between the closest ranks).' }),
      col('p50', /*i18n*/ { id: 'analytics.define.prices.p50', message: 'Half of the accepted bids are priced at or below this (linear interpolation between the closest ranks).' }),
      col('p90', /*i18n*/ { id: 'analytics.define.prices.p90', message: '90% of the accepted bids are priced at or below this (linear interpolation between the closest ranks).' }),
      col('clearing_price', /*i18n*/ { id: 'analytics.define.prices.clearing', message: 'The highest accepted price: the marginal bid, what a pay-as-clear market would have paid every accepted bid.' }),
      col('guide_price', /*i18n*/ { id: 'analytics.define.prices.guide', message: 'The competitions’ guide price, weighted by their capacity.' }),
    ],
  },
  'delivery-performance': {
    title: /*i18n*/ { id: 'analytics.report.delivery-performance', message: 'Delivery performance' },
    description: /*i18n*/ { id: 'analytics.report.delivery-performance.text', message: 'Energy delivered against energy ordered in settled dispatches, per provider, asset type and service window.' },
    definitions: [
      col('dispatches', /*i18n*/ { id: 'analytics.define.delivery.dispatches', message: 'Settled dispatches in the dates chosen.' }),
      col('performance_ratio', /*i18n*/ { id: 'analytics.define.delivery.ratio', message: 'Σ delivered MWh ÷ Σ ordered MWh over the dispatches.' }),
      col('below_minimum', /*i18n*/ { id: 'analytics.define.delivery.below', message: 'Dispatches whose own delivered ÷ ordered ratio is under the market’s minimum performance ratio.' }),
      col('below_minimum_share', /*i18n*/ { id: 'analytics.define.delivery.belowShare', message: 'Dispatches below the minimum ÷ all dispatches.' }),
      col('ratio_band', /*i18n*/ { id: 'analytics.define.delivery.band', message: 'The chart counts dispatches by their own performance ratio, in bands of 10% from 0–10% to 90–100%, and 100% for those delivered in full.' }),
    ],
  },
  'dispatch-operations': {
    title: /*i18n*/ { id: 'analytics.report.dispatch-operations', message: 'Dispatch operations' },
    description: /*i18n*/ { id: 'analytics.report.dispatch-operations.text', message: 'Dispatch instructions per month and competition: how providers answered and how fast.' },
    definitions: [
      col('sent', /*i18n*/ { id: 'analytics.define.dispatch.sent', message: 'Instructions created in the dates chosen.' }),
      col('accepted', /*i18n*/ { id: 'analytics.define.dispatch.states', message: 'Accepted, rejected, expired and stopped count the instructions by the state they ended in.' }),
      col('median_response_seconds', /*i18n*/ { id: 'analytics.define.dispatch.median', message: 'Half of the answers came within this time of the instruction being sent.' }),
      col('p90_response_seconds', /*i18n*/ { id: 'analytics.define.dispatch.p90', message: '90% of the answers came within this time of the instruction being sent.' }),
      col('late_responses', /*i18n*/ { id: 'analytics.define.dispatch.late', message: 'Answers that came after the instruction’s response deadline.' }),
      col('on_time_share', /*i18n*/ { id: 'analytics.define.dispatch.onTime', message: 'Instructions answered by their deadline ÷ instructions sent.' }),
    ],
  },
  'spend-invoicing': {
    title: /*i18n*/ { id: 'analytics.report.spend-invoicing', message: 'Spend and invoicing' },
    description: /*i18n*/ { id: 'analytics.report.spend-invoicing.text', message: 'What you pay per month of settled service, unpaid invoices by age, and disputes.' },
    definitions: [
      col('month', /*i18n*/ { id: 'analytics.define.spend.month', message: 'The month of the settled period (not of the invoice).' }),
      col('availability', /*i18n*/ { id: 'analytics.define.spend.parts', message: 'Availability, utilisation, service fees and penalties are the settled amounts of each kind; the total is what the month costs after penalties.' }),
      col('band', /*i18n*/ { id: 'analytics.define.spend.ageing', message: 'Unpaid invoices by days since issue: 0–30, 31–60, 61–90 and over 90.' }),
      fig('unpaid', /*i18n*/ { id: 'analytics.define.spend.unpaid', message: 'The amount of issued invoices not paid yet.' }),
      fig('open_disputes', /*i18n*/ { id: 'analytics.define.spend.disputes', message: 'Settlement disputes still open.' }),
    ],
  },
  'exchange-liquidity': {
    title: /*i18n*/ { id: 'analytics.report.exchange-liquidity', message: 'Exchange liquidity' },
    description: /*i18n*/ { id: 'analytics.report.exchange-liquidity.text', message: 'Exchange listings of your markets’ obligations and load modifications, how much traded and how many bid.' },
    definitions: [
      col('listings', /*i18n*/ { id: 'analytics.define.exchange.listings', message: 'Listings of obligations from your competitions, and of load modifications you bought or bid on, per month of listing.' }),
      col('traded_mw', /*i18n*/ { id: 'analytics.define.exchange.traded', message: 'Σ capacity (MW) of the listings that traded.' }),
      col('bidders_per_listing', /*i18n*/ { id: 'analytics.define.exchange.bidders', message: 'Bidders ÷ listings: how contested the listings were.' }),
      col('premiums', /*i18n*/ { id: 'analytics.define.exchange.premiums', message: 'Σ premiums agreed in the trades. Trades between two providers show no names: you are neither side.' }),
    ],
  },
  'baseline-accuracy': {
    title: /*i18n*/ { id: 'analytics.report.baseline-accuracy', message: 'Baseline accuracy' },
    description: /*i18n*/ { id: 'analytics.report.baseline-accuracy.text', message: 'How closely the baselines used in settlement matched metered demand on days without events.' },
    definitions: [
      col('days', /*i18n*/ { id: 'analytics.define.baseline.days', message: 'Days in the dates chosen without events for the asset; each has 48 half-hours compared.' }),
      col('bias', /*i18n*/ { id: 'analytics.define.baseline.bias', message: 'Σ(B − M) ÷ Σ M over the half-hours, B the baseline and M metered demand. Positive: the baseline overstates demand, so delivery would be overpaid.' }),
      col('relative_rmse', /*i18n*/ { id: 'analytics.define.baseline.rmse', message: '√(mean((B − M)²)) ÷ mean(M) over the same half-hours: the typical error as a share of demand.' }),
      col('pre_event_rise', /*i18n*/ { id: 'analytics.define.baseline.rise', message: 'Metered demand rose in the hours before events but not at the same hours on other days: a sign the baseline may be inflated.' }),
      fig('flagged', /*i18n*/ { id: 'analytics.define.baseline.flagged', message: 'Assets with a pre-event rise.' }),
    ],
  },
};

export const REPORT_KEYS = Object.keys(REPORTS) as ReportType[];

/** Whether a path segment names a report. */
export function isReportType(value: string): value is ReportType {
  return Object.prototype.hasOwnProperty.call(REPORTS, value);
}

export interface EmptyText {
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** Where the records the report needs are made, and the link's words. */
  action?: { to: string; label: MessageDescriptor };
}

/** What an empty report says, per the reason the API gives. */
export const EMPTY_TEXTS: Record<EmptyReason, EmptyText> = {
  no_data: {
    title: /*i18n*/ { id: 'analytics.empty.no_data', message: 'Nothing in these filters' },
    text: /*i18n*/ { id: 'analytics.empty.no_data.text', message: 'No records fall within the dates and filters chosen: widen the dates or clear a filter.' },
  },
  no_competitions: {
    title: /*i18n*/ { id: 'analytics.empty.no_competitions', message: 'No competitions yet' },
    text: /*i18n*/ { id: 'analytics.empty.no_competitions.text', message: 'Reports fill in once you publish a competition and providers bid in it.' },
    action: { to: '/manage/systemoperator', label: /*i18n*/ { id: 'analytics.empty.no_competitions.action', message: 'Go to Manage' } },
  },
  no_dispatches: {
    title: /*i18n*/ { id: 'analytics.empty.no_dispatches', message: 'No dispatches yet' },
    text: /*i18n*/ { id: 'analytics.empty.no_dispatches.text', message: 'Dispatches appear here after you send instructions from Operations.' },
    action: { to: '/operations/systemoperator', label: /*i18n*/ { id: 'analytics.empty.no_dispatches.action', message: 'Go to Operations' } },
  },
  no_settlement: {
    title: /*i18n*/ { id: 'analytics.empty.no_settlement', message: 'Nothing settled yet' },
    text: /*i18n*/ { id: 'analytics.empty.no_settlement.text', message: 'Figures appear here once a month of dispatches has been settled in Settlement.' },
    action: { to: '/settlement/systemoperator', label: /*i18n*/ { id: 'analytics.empty.no_settlement.action', message: 'Go to Settlement' } },
  },
  no_exchange: {
    title: /*i18n*/ { id: 'analytics.empty.no_exchange', message: 'No exchange activity yet' },
    text: /*i18n*/ { id: 'analytics.empty.no_exchange.text', message: 'Listings appear here once providers list obligations from your competitions, or you buy load modifications, on the Exchange.' },
    action: { to: '/exchange', label: /*i18n*/ { id: 'analytics.empty.no_exchange.action', message: 'Go to the Exchange' } },
  },
  no_meter_data: {
    title: /*i18n*/ { id: 'analytics.empty.no_meter_data', message: 'No meter data yet' },
    text: /*i18n*/ { id: 'analytics.empty.no_meter_data.text', message: 'Baselines are checked once providers’ assets have sent half-hourly meter readings for days without events.' },
  },
};
