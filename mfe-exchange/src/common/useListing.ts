import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { useLoad, useReloadOn, type Loading } from 'shared-ui';
import { EXCHANGE_EVENTS, getListing, type Listing } from './api';

/** The listing named by the route's `:listingId` (null when it is not a number), read again on exchange events. */
export function useListing(): { id: number | null; load: Loading<Listing> } {
  const { i18n } = useLingui();
  const { listingId } = useParams();
  const id = listingId && /^\d+$/.test(listingId) ? Number(listingId) : null;
  const load = useLoad(() => (id === null ? Promise.reject(new Error('no listing')) : getListing(id)), i18n._({ id: 'exchange.listing.loadFailed', message: 'The listing could not be loaded.' }), [id], {
    enabled: id !== null,
  });
  useReloadOn(EXCHANGE_EVENTS, load.reload);
  return { id, load };
}
