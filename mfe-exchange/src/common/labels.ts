/** The exchange screens' words for stored values: listing kinds and statuses, bids, registration, history. */
import type { I18n } from '@lingui/core';
import type { AccessState, BidStatus, ExchangeType, Listing, ListingEvent, ListingStatus, Trade } from './api';

export const EXCHANGE_TYPES: readonly ExchangeType[] = ['capacity_market', 'flexibility_obligation', 'load_modification'];
export const LISTING_STATUSES: readonly ListingStatus[] = ['draft', 'scheduled', 'open', 'closed', 'awarded', 'withdrawn', 'expired'];

export function typeLabel(i18n: I18n, type: ExchangeType): string {
  switch (type) {
    case 'capacity_market':
      return i18n._({ id: 'exchange.type.capacityMarket', message: 'Capacity Market agreement' });
    case 'flexibility_obligation':
      return i18n._({ id: 'exchange.type.obligation', message: 'Flexibility obligation' });
    case 'load_modification':
      return i18n._({ id: 'exchange.type.loadModification', message: 'Load modification' });
  }
}

export function statusLabel(i18n: I18n, status: ListingStatus): string {
  switch (status) {
    case 'draft':
      return i18n._({ id: 'exchange.status.draft', message: 'Draft' });
    case 'scheduled':
      return i18n._({ id: 'exchange.status.scheduled', message: 'Scheduled' });
    case 'open':
      return i18n._({ id: 'exchange.status.open', message: 'Open for bids' });
    case 'closed':
      return i18n._({ id: 'exchange.status.closed', message: 'Bidding closed' });
    case 'awarded':
      return i18n._({ id: 'exchange.status.awarded', message: 'Awarded' });
    case 'withdrawn':
      return i18n._({ id: 'exchange.status.withdrawn', message: 'Withdrawn' });
    case 'expired':
      return i18n._({ id: 'exchange.status.expired', message: 'Expired' });
  }
}

export function bidStatusLabel(i18n: I18n, status: BidStatus): string {
  switch (status) {
    case 'submitted':
      return i18n._({ id: 'exchange.bidStatus.submitted', message: 'Submitted' });
    case 'withdrawn':
      return i18n._({ id: 'exchange.bidStatus.withdrawn', message: 'Withdrawn' });
    case 'accepted':
      return i18n._({ id: 'exchange.bidStatus.accepted', message: 'Accepted' });
    case 'rejected':
      return i18n._({ id: 'exchange.bidStatus.rejected', message: 'Rejected' });
    case 'lapsed':
      return i18n._({ id: 'exchange.bidStatus.lapsed', message: 'Lapsed' });
  }
}

export function registrationLabel(i18n: I18n, status: Trade['registration_status']): string {
  switch (status) {
    case 'pending':
      return i18n._({ id: 'exchange.registration.pending', message: 'Not yet submitted' });
    case 'submitted':
      return i18n._({ id: 'exchange.registration.submitted', message: 'Submitted to the delivery body' });
    case 'confirmed':
      return i18n._({ id: 'exchange.registration.confirmed', message: 'Confirmed by the delivery body' });
    case 'rejected':
      return i18n._({ id: 'exchange.registration.rejected', message: 'Rejected by the delivery body' });
    case 'not_required':
      return i18n._({ id: 'exchange.registration.notRequired', message: 'Not required' });
  }
}

export type MeasurementMethod = NonNullable<Listing['load_modification']>['measurement_method'];
export const MEASUREMENT_METHODS: readonly MeasurementMethod[] = ['half_hourly_baseline', 'meter_before_after', 'sub_metered'];

export function measurementLabel(i18n: I18n, method: MeasurementMethod): string {
  switch (method) {
    case 'half_hourly_baseline':
      return i18n._({ id: 'exchange.measurement.baseline', message: 'Half-hourly baseline' });
    case 'meter_before_after':
      return i18n._({ id: 'exchange.measurement.beforeAfter', message: 'Meter readings before and after' });
    case 'sub_metered':
      return i18n._({ id: 'exchange.measurement.subMetered', message: 'Sub-metered' });
  }
}

export function accessStateLabel(i18n: I18n, state: AccessState['state']): string {
  switch (state) {
    case 'none':
      return i18n._({ id: 'exchange.access.none', message: 'Your organisation has not asked for access to this market.' });
    case 'interest_registered':
      return i18n._({ id: 'exchange.access.interest', message: 'Your organisation registered its interest; the market has not reviewed it yet.' });
    case 'under_review':
      return i18n._({ id: 'exchange.access.review', message: 'Your organisation’s access to this market is under review.' });
    case 'approved':
      return i18n._({ id: 'exchange.access.approved', message: 'Approved' });
    case 'refused':
      return i18n._({ id: 'exchange.access.refused', message: 'Your organisation’s access to this market was refused.' });
  }
}

/** A history entry's kind in words (an unknown kind shows as stored). */
export function eventLabel(i18n: I18n, kind: ListingEvent['kind']): string {
  const labels: Record<string, string> = {
    created: i18n._({ id: 'exchange.event.created', message: 'Listing created' }),
    updated: i18n._({ id: 'exchange.event.updated', message: 'Listing changed' }),
    published: i18n._({ id: 'exchange.event.published', message: 'Published' }),
    opened: i18n._({ id: 'exchange.event.opened', message: 'Bidding opened' }),
    closed: i18n._({ id: 'exchange.event.closed', message: 'Bidding closed' }),
    bid_submitted: i18n._({ id: 'exchange.event.bidSubmitted', message: 'Bid submitted' }),
    bid_amended: i18n._({ id: 'exchange.event.bidAmended', message: 'Bid amended' }),
    bid_withdrawn: i18n._({ id: 'exchange.event.bidWithdrawn', message: 'Bid withdrawn' }),
    bid_accepted: i18n._({ id: 'exchange.event.bidAccepted', message: 'Bid accepted' }),
    bid_rejected: i18n._({ id: 'exchange.event.bidRejected', message: 'Bid rejected' }),
    bid_lapsed: i18n._({ id: 'exchange.event.bidLapsed', message: 'Bid lapsed' }),
    bought: i18n._({ id: 'exchange.event.bought', message: 'Bought at the buy-now price' }),
    awarded: i18n._({ id: 'exchange.event.awarded', message: 'Awarded' }),
    withdrawn: i18n._({ id: 'exchange.event.withdrawn', message: 'Listing withdrawn' }),
    expired: i18n._({ id: 'exchange.event.expired', message: 'Expired without a trade' }),
    registration_updated: i18n._({ id: 'exchange.event.registration', message: 'Registration with the delivery body updated' }),
  };
  return labels[kind] ?? kind;
}

/** What a price on the listing is per, in words: £/kW/year, the obligation's rate unit, £/kW/month. */
export function priceUnitLabel(i18n: I18n, listing: Pick<Listing, 'exchange_type'>): string {
  switch (listing.exchange_type) {
    case 'capacity_market':
      return i18n._({ id: 'exchange.unit.kwYear', message: 'per kW per year' });
    case 'flexibility_obligation':
      return i18n._({ id: 'exchange.unit.mwHour', message: 'per MW per hour of availability' });
    case 'load_modification':
      return i18n._({ id: 'exchange.unit.kwMonth', message: 'per kW per month' });
  }
}
