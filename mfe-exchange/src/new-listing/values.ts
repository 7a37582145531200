/** The common part of a listing form: from a draft to the form's values, and from the values to the body. */
import { utcToZonedText } from 'shared-ui';
import type { Listing } from '../common/api';
import { mwToKw, parseDecimal, priceText } from '../common/numbers';
import type { CommonValues } from './ListingForm';

/** A draft's common terms as the form shows them (bidding times on the zone's clock; kW for a load modification); sealed for a new listing. */
export function commonInitial(draft: Listing | null, zone: string, kw: boolean): CommonValues {
  if (!draft) return { sealed: true };
  const quantity = (mw: string) => (kw ? mwToKw(mw) : mw);
  return {
    mw: quantity(draft.mw),
    min_fill_mw: draft.min_fill_mw === draft.mw ? undefined : quantity(draft.min_fill_mw),
    bidding_opens: utcToZonedText(draft.bidding_opens, zone, ' '),
    bidding_closes: utcToZonedText(draft.bidding_closes, zone, ' '),
    sealed: draft.sealed,
    buy_now_price: draft.buy_now_price ?? undefined,
    notes: draft.notes ?? undefined,
  };
}

/** The common terms of the body; `quantity` turns a typed quantity into the API's MW string. */
export function commonBody(v: CommonValues, bidding: { opens: string; closes: string }, quantity: (typed: string) => string) {
  const minFill = parseDecimal(v.min_fill_mw);
  return {
    mw: quantity(v.mw ?? ''),
    ...(minFill === null ? {} : { min_fill_mw: quantity(v.min_fill_mw ?? '') }),
    sealed: v.sealed === true,
    buy_now_price: v.buy_now_price?.trim() ? priceText(v.buy_now_price) : null,
    bidding_opens: bidding.opens,
    bidding_closes: bidding.closes,
    notes: v.notes?.trim() ? v.notes.trim() : null,
  };
}
