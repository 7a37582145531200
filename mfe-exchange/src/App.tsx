import { lazy, Suspense, type ReactNode } from 'react';
import { Trans } from '@lingui/react';
import { Route } from 'react-router-dom';
import { AreaApp, PageLoader, type AreaDefinition } from 'shared-ui';

// Each screen loads when it is opened.
const BrowsePage = lazy(() => import('./browse/BrowsePage'));
const NewListingPage = lazy(() => import('./new-listing/NewListingPage'));
const ListingViewPage = lazy(() => import('./listing/ListingViewPage'));
const SubmitBidPage = lazy(() => import('./submit-bid/SubmitBidPage'));
const DecisionBidsPage = lazy(() => import('./decisions/DecisionBidsPage'));
const OutcomePage = lazy(() => import('./outcome/OutcomePage'));
// Load modifications: the map (Leaflet loads with it) and one block.
const LoadModificationsMapPage = lazy(() => import('./load-modifications/LoadModificationsMapPage'));
const LoadModificationPage = lazy(() => import('./load-modifications/LoadModificationPage'));

const loading = (page: ReactNode) => <Suspense fallback={<PageLoader />}>{page}</Suspense>;

const definition: AreaDefinition = {
  area: 'exchange',
  version: __APP_VERSION__,
  root: '/exchange',
  title: <Trans id="exchange.title" message="Exchange" />,
  screens: [],
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
  children: (
    <>
      <Route path="/exchange/browse" element={loading(<BrowsePage />)} />
      <Route path="/exchange/new-listing" element={loading(<NewListingPage />)} />
      <Route path="/exchange/listings/:listingId/view" element={loading(<ListingViewPage />)} />
      <Route path="/exchange/listings/:listingId/submit-bid" element={loading(<SubmitBidPage />)} />
      <Route path="/exchange/listings/:listingId/decision-bids" element={loading(<DecisionBidsPage />)} />
      <Route path="/exchange/listings/:listingId/outcome" element={loading(<OutcomePage />)} />
      <Route path="/exchange/load-modifications/map" element={loading(<LoadModificationsMapPage />)} />
      <Route path="/exchange/load-modifications/:listingId/view" element={loading(<LoadModificationPage />)} />
    </>
  ),
};

export function App() {
  return <AreaApp definition={definition} />;
}
