import type { I18n, MessageDescriptor } from '@lingui/core';
import type { CompetitionStatus } from 'shared-session';
import type { FilterStatus, FilterTag } from './filters';

/** Competition status labels (spec platform §4.2), and the map filter's 'visibility' status. */
const STATUS: Record<CompetitionStatus | FilterStatus, MessageDescriptor> = {
  incomplete: /*i18n*/ { id: 'dashboard.status.incomplete', message: 'Incomplete' },
  pending: /*i18n*/ { id: 'dashboard.status.pending', message: 'Pending' },
  qualifying: /*i18n*/ { id: 'dashboard.status.qualifying', message: 'Qualification open' },
  qualified: /*i18n*/ { id: 'dashboard.status.qualified', message: 'Qualification closed' },
  open: /*i18n*/ { id: 'dashboard.status.open', message: 'Bidding open' },
  closed: /*i18n*/ { id: 'dashboard.status.closed', message: 'Bidding closed' },
  archived: /*i18n*/ { id: 'dashboard.status.archived', message: 'Archived' },
  visibility: /*i18n*/ { id: 'dashboard.status.visibility', message: 'Visibility' },
};

export function statusLabel(i18n: I18n, status: string): string {
  const d = STATUS[status as CompetitionStatus | FilterStatus];
  return d ? i18n._(d) : status;
}

const TAGS: Record<FilterTag, MessageDescriptor> = {
  untagged: /*i18n*/ { id: 'dashboard.tag.untagged', message: 'Untagged' },
  day_ahead: /*i18n*/ { id: 'dashboard.tag.dayAhead', message: 'Day Ahead' },
  week_ahead: /*i18n*/ { id: 'dashboard.tag.weekAhead', message: 'Week Ahead' },
};

export function tagLabel(i18n: I18n, tag: string): string {
  const d = TAGS[tag as FilterTag];
  return d ? i18n._(d) : tag;
}

/** Asset types and categories (spec §3). */
const ASSET_KINDS: Record<string, MessageDescriptor> = {
  demand_side_response: /*i18n*/ { id: 'dashboard.asset.dsr', message: 'Demand side response' },
  energy_efficiency: /*i18n*/ { id: 'dashboard.asset.efficiency', message: 'Energy efficiency' },
  interconnectors: /*i18n*/ { id: 'dashboard.asset.interconnectors', message: 'Interconnectors' },
  low_carbon: /*i18n*/ { id: 'dashboard.asset.lowCarbon', message: 'Low carbon' },
  renewable: /*i18n*/ { id: 'dashboard.asset.renewable', message: 'Renewable' },
  storage: /*i18n*/ { id: 'dashboard.asset.storage', message: 'Storage' },
  thermal: /*i18n*/ { id: 'dashboard.asset.thermal', message: 'Thermal' },
  non_matching: /*i18n*/ { id: 'dashboard.asset.nonMatching', message: 'Non-matching' },
};

export function assetKindLabel(i18n: I18n, kind: string | undefined | null): string {
  if (!kind) return '—';
  const d = ASSET_KINDS[kind];
  return d ? i18n._(d) : kind.replace(/_/g, ' ');
}
