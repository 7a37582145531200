/** The words of plans and what they unlock, in the reader's language. */
import type { I18n } from '@lingui/core';
import type { Plan } from './api';

export function tierLabel(i18n: I18n, tier: Plan['tier']): string {
  switch (tier) {
    case 'basic':
      return i18n._({ id: 'plans.tier.basic', message: 'Basic' });
    case 'full':
      return i18n._({ id: 'plans.tier.full', message: 'Full' });
    case 'enterprise':
      return i18n._({ id: 'plans.tier.enterprise', message: 'Enterprise' });
    default:
      return i18n._({ id: 'plans.tier.free', message: 'Free' });
  }
}

const FEATURES: Record<Plan['features'][number], { id: string; message: string }> = {
  map: /*i18n*/ { id: 'plans.feature.map', message: 'Competition map' },
  manage: /*i18n*/ { id: 'plans.feature.manage', message: 'Qualification and bidding' },
  market_access: /*i18n*/ { id: 'plans.feature.marketAccess', message: 'Market access' },
  operations: /*i18n*/ { id: 'plans.feature.operations', message: 'Dispatch operations' },
  exchange: /*i18n*/ { id: 'plans.feature.exchange', message: 'Exchange' },
  settlement: /*i18n*/ { id: 'plans.feature.settlement', message: 'Settlement' },
  analytics: /*i18n*/ { id: 'plans.feature.analytics', message: 'Analytics' },
  api: /*i18n*/ { id: 'plans.feature.api', message: 'API access' },
  dedicated_support: /*i18n*/ { id: 'plans.feature.support', message: 'Dedicated support' },
};

export function featuresLabel(i18n: I18n, features: readonly Plan['features'][number][]): string {
  return features.map((f) => i18n._(FEATURES[f])).join(', ');
}

export function seatsLabel(i18n: I18n, seats: { used: number; limit: number | null }): string {
  return seats.limit === null
    ? i18n._({ id: 'plans.seats.unlimited', message: '{used} seats used (no limit)', values: { used: seats.used } })
    : i18n._({ id: 'plans.seats.of', message: '{used} of {limit} seats used', values: { used: seats.used, limit: seats.limit } });
}
