import { Trans } from '@lingui/react';
import { AreaApp, type AreaDefinition } from 'shared-ui';

const definition: AreaDefinition = {
  area: 'exchange',
  version: __APP_VERSION__,
  root: '/exchange',
  title: <Trans id="exchange.title" message="Exchange" />,
  sections: () => [
    {
      heading: <Trans id="exchange.listings" message="Listings" />,
      links: [
        { to: '/exchange/browse', label: <Trans id="exchange.browse" message="Browse listings" /> },
        { to: '/exchange/new-listing', label: <Trans id="exchange.new" message="New listing" /> },
        { to: '/exchange/load-modifications/map', label: <Trans id="exchange.loadMods" message="Load modifications map" /> },
      ],
    },
  ],
  screens: [
    { path: '/exchange/browse', title: <Trans id="exchange.browse" message="Browse listings" /> },
    { path: '/exchange/new-listing', title: <Trans id="exchange.new" message="New listing" /> },
    { path: '/exchange/load-modifications/map', title: <Trans id="exchange.loadMods" message="Load modifications map" /> },
    { path: '/exchange/load-modifications/:listingId/view', title: <Trans id="exchange.loadModView" message="Load modification" /> },
    { path: '/exchange/listings/:listingId/decision-bids', title: <Trans id="exchange.decisionBids" message="Decide bids" /> },
    { path: '/exchange/listings/:listingId/outcome', title: <Trans id="exchange.outcome" message="Listing outcome" /> },
    { path: '/exchange/listings/:listingId/submit-bid', title: <Trans id="exchange.submitBid" message="Submit a bid" /> },
    { path: '/exchange/listings/:listingId/view', title: <Trans id="exchange.view" message="Listing" /> },
  ],
};

export function App() {
  return <AreaApp definition={definition} />;
}
