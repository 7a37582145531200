/**
 * The words for the coded text values some report columns carry (the contract sends codes, so a
 * CSV and a BI tool read the same values in every language): competition types (`product`),
 * price kinds, dispute statuses, asset types and exchange markets. A code not listed shows as it is.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';

const PRODUCTS: Record<string, MessageDescriptor> = {
  availability_utilisation: /*i18n*/ { id: 'analytics.term.product.availability_utilisation', message: 'Availability and utilisation' },
  utilisation: /*i18n*/ { id: 'analytics.term.product.utilisation', message: 'Utilisation' },
  service_fee: /*i18n*/ { id: 'analytics.term.product.service_fee', message: 'Service fee' },
  availability: /*i18n*/ { id: 'analytics.term.product.availability', message: 'Availability' },
};

const TERMS: Record<string, Record<string, MessageDescriptor>> = {
  product: PRODUCTS,
  price_kind: {
    availability: /*i18n*/ { id: 'analytics.term.price_kind.availability', message: 'Availability' },
    utilisation: /*i18n*/ { id: 'analytics.term.price_kind.utilisation', message: 'Utilisation' },
    service_fee: /*i18n*/ { id: 'analytics.term.price_kind.service_fee', message: 'Service fee' },
  },
  status: {
    open: /*i18n*/ { id: 'analytics.term.dispute.open', message: 'Open' },
    upheld: /*i18n*/ { id: 'analytics.term.dispute.upheld', message: 'Upheld' },
    rejected: /*i18n*/ { id: 'analytics.term.dispute.rejected', message: 'Rejected' },
  },
  asset_type: {
    demand_side_response: /*i18n*/ { id: 'analytics.term.asset.demand_side_response', message: 'Demand side response' },
    energy_efficiency: /*i18n*/ { id: 'analytics.term.asset.energy_efficiency', message: 'Energy efficiency' },
    interconnectors: /*i18n*/ { id: 'analytics.term.asset.interconnectors', message: 'Interconnectors' },
    low_carbon: /*i18n*/ { id: 'analytics.term.asset.low_carbon', message: 'Low carbon' },
    renewable: /*i18n*/ { id: 'analytics.term.asset.renewable', message: 'Renewable' },
    storage: /*i18n*/ { id: 'analytics.term.asset.storage', message: 'Storage' },
    thermal: /*i18n*/ { id: 'analytics.term.asset.thermal', message: 'Thermal' },
  },
  exchange_type: {
    capacity_market: /*i18n*/ { id: 'analytics.term.exchange.capacity_market', message: 'Capacity Market agreement' },
    flexibility_obligation: /*i18n*/ { id: 'analytics.term.exchange.flexibility_obligation', message: 'Flexibility obligation' },
    load_modification: /*i18n*/ { id: 'analytics.term.exchange.load_modification', message: 'Load modification' },
  },
};

/** The words for a column's coded value, or null when the column has no codes or the code is unknown. */
export function termLabel(i18n: I18n, columnKey: string, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const codes = Object.hasOwn(TERMS, columnKey) ? TERMS[columnKey] : undefined;
  return codes && Object.hasOwn(codes, value) ? i18n._(codes[value]!) : null;
}

/** A product filter choice in words. */
export function productLabel(i18n: I18n, code: string): string {
  return termLabel(i18n, 'product', code) ?? code;
}
