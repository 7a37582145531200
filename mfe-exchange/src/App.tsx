import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { AreaLanding, NotFoundPage } from 'shared-ui';

function ExchangeLanding() {
  return (
    <AreaLanding
      area="exchange"
      version={__APP_VERSION__}
      title={<Trans id="exchange.title" message="Exchange" />}
      sections={[
        {
          heading: <Trans id="exchange.listings" message="Listings" />,
          links: [
            { to: '/exchange/browse', label: <Trans id="exchange.browse" message="Browse listings" /> },
            { to: '/exchange/new-listing', label: <Trans id="exchange.new" message="New listing" /> },
            { to: '/exchange/load-modifications/map', label: <Trans id="exchange.loadMods" message="Load modifications map" /> },
          ],
        },
      ]}
    />
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/exchange" element={<ExchangeLanding />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
