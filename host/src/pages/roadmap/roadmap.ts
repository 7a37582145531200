import type { MessageDescriptor } from '@lingui/core';

/**
 * The product roadmap shown to system operators (/roadmap, flag `roadmap`): a static list kept
 * with the host and updated with each release. `when` is the release (shipped) or the target
 * quarter (planned), as YYYY-Qn.
 */
export type RoadmapStatus = 'shipped' | 'in-progress' | 'planned';

export interface RoadmapItem {
  id: string;
  area: MessageDescriptor;
  title: MessageDescriptor;
  description: MessageDescriptor;
  status: RoadmapStatus;
  when: string;
}

const AREA = {
  competitions: /*i18n*/ { id: 'roadmap.area.competitions', message: 'Competitions' },
  market: /*i18n*/ { id: 'roadmap.area.market', message: 'Bidding and clearing' },
  qualification: /*i18n*/ { id: 'roadmap.area.qualification', message: 'Qualification' },
  dispatch: /*i18n*/ { id: 'roadmap.area.dispatch', message: 'Dispatch' },
  settlement: /*i18n*/ { id: 'roadmap.area.settlement', message: 'Settlement' },
  exchange: /*i18n*/ { id: 'roadmap.area.exchange', message: 'Exchange' },
  platform: /*i18n*/ { id: 'roadmap.area.platform', message: 'Platform' },
} as const;

export const ROADMAP: readonly RoadmapItem[] = [
  {
    id: 'competition-create',
    area: AREA.competitions,
    title: /*i18n*/ { id: 'roadmap.item.create.title', message: 'Create competitions' },
    description: /*i18n*/ { id: 'roadmap.item.create.text', message: 'Areas from GSP regions or postcodes, service periods and windows, holiday rules, drafts in tabs.' },
    status: 'shipped',
    when: '2026-Q1',
  },
  {
    id: 'competition-bulk',
    area: AREA.competitions,
    title: /*i18n*/ { id: 'roadmap.item.bulk.title', message: 'Templates and bulk creation' },
    description: /*i18n*/ { id: 'roadmap.item.bulk.text', message: 'Save a competition as a template; create many from one CSV file, all or nothing.' },
    status: 'shipped',
    when: '2026-Q1',
  },
  {
    id: 'map',
    area: AREA.qualification,
    title: /*i18n*/ { id: 'roadmap.item.map.title', message: 'Map dashboard and asset qualification' },
    description: /*i18n*/ { id: 'roadmap.item.map.text', message: 'Competitions and qualifying assets on the map, qualification rules with reasons, overrides.' },
    status: 'shipped',
    when: '2026-Q1',
  },
  {
    id: 'company-qualification',
    area: AREA.qualification,
    title: /*i18n*/ { id: 'roadmap.item.dps.title', message: 'Company qualification' },
    description: /*i18n*/ { id: 'roadmap.item.dps.text', message: "Providers' applications with attachments, reviewed and decided by the operator." },
    status: 'shipped',
    when: '2026-Q2',
  },
  {
    id: 'bidding',
    area: AREA.market,
    title: /*i18n*/ { id: 'roadmap.item.bidding.title', message: 'Bids, decisions and results' },
    description: /*i18n*/ { id: 'roadmap.item.bidding.text', message: 'Ballots and bids per service window, auto-decisioning, results confirmed and e-mailed to providers.' },
    status: 'shipped',
    when: '2026-Q2',
  },
  {
    id: 'clearing',
    area: AREA.market,
    title: /*i18n*/ { id: 'roadmap.item.clearing.title', message: 'Market clearing' },
    description: /*i18n*/ { id: 'roadmap.item.clearing.text', message: 'Merit-order clearing per demand interval with price caps and GSP exclusions.' },
    status: 'shipped',
    when: '2026-Q2',
  },
  {
    id: 'dispatch',
    area: AREA.dispatch,
    title: /*i18n*/ { id: 'roadmap.item.dispatch.title', message: 'Dispatch with live updates' },
    description: /*i18n*/ { id: 'roadmap.item.dispatch.text', message: 'Send and stop instructions; providers answer in the app or by signed webhooks; responses arrive live.' },
    status: 'shipped',
    when: '2026-Q3',
  },
  {
    id: 'locales',
    area: AREA.platform,
    title: /*i18n*/ { id: 'roadmap.item.locales.title', message: 'Five languages and regional formats' },
    description: /*i18n*/ { id: 'roadmap.item.locales.text', message: 'English (UK, US, Australia), Italian and Portuguese, with dates, numbers and currency per region.' },
    status: 'in-progress',
    when: '2026-Q4',
  },
  {
    id: 'team',
    area: AREA.platform,
    title: /*i18n*/ { id: 'roadmap.item.team.title', message: 'Team management' },
    description: /*i18n*/ { id: 'roadmap.item.team.text', message: 'Invite colleagues, give them roles, resend invitations and deactivate members.' },
    status: 'in-progress',
    when: '2026-Q4',
  },
  {
    id: 'settlement',
    area: AREA.settlement,
    title: /*i18n*/ { id: 'roadmap.item.settlement.title', message: 'Settlement and invoices' },
    description: /*i18n*/ { id: 'roadmap.item.settlement.text', message: 'Meter data uploads, baselines, delivery performance, settlement reports and invoices.' },
    status: 'planned',
    when: '2027-Q1',
  },
  {
    id: 'exchange',
    area: AREA.exchange,
    title: /*i18n*/ { id: 'roadmap.item.exchange.title', message: 'Exchange listings' },
    description: /*i18n*/ { id: 'roadmap.item.exchange.text', message: 'Listings of flexibility and load modifications, bids on listings, decisions and outcomes.' },
    status: 'planned',
    when: '2027-Q2',
  },
  {
    id: 'analytics',
    area: AREA.platform,
    title: /*i18n*/ { id: 'roadmap.item.analytics.title', message: 'Analytics reports' },
    description: /*i18n*/ { id: 'roadmap.item.analytics.text', message: 'Reports on competitions, dispatch and settlement, exportable.' },
    status: 'planned',
    when: '2027-Q2',
  },
];

export const ROADMAP_STATUSES: readonly RoadmapStatus[] = ['shipped', 'in-progress', 'planned'];
