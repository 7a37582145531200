/** The words of markets and access states, in the reader's language. */
import type { I18n } from '@lingui/core';
import type { AccessState, Market } from './api';

export function marketName(i18n: I18n, m: Pick<Market, 'kind' | 'operator_name'>): string {
  switch (m.kind) {
    case 'capacity_exchange':
      return i18n._({ id: 'markets.name.capacityExchange', message: 'Capacity Market exchange' });
    case 'load_modifications':
      return i18n._({ id: 'markets.name.loadModifications', message: 'Load modifications' });
    case 'open_market':
      return i18n._({ id: 'markets.name.openMarket', message: 'Open market' });
    default:
      return i18n._({ id: 'markets.name.flexibility', message: '{operator} flexibility market', values: { operator: m.operator_name ?? '' } });
  }
}

export function stateLabel(i18n: I18n, state: AccessState): string {
  switch (state) {
    case 'interest_registered':
      return i18n._({ id: 'markets.state.interestRegistered', message: 'Interest registered' });
    case 'under_review':
      return i18n._({ id: 'markets.state.underReview', message: 'Under review' });
    case 'approved':
      return i18n._({ id: 'markets.state.approved', message: 'Approved' });
    case 'refused':
      return i18n._({ id: 'markets.state.refused', message: 'Refused' });
    default:
      return i18n._({ id: 'markets.state.none', message: 'No access' });
  }
}

/** Who runs the market: its operator, or the platform. */
export function runBy(i18n: I18n, m: Pick<Market, 'operator_name'>): string {
  return m.operator_name ?? i18n._({ id: 'markets.runBy.platform', message: 'Flex platform' });
}
