import { lazy, Suspense, type ReactNode } from 'react';
import { Trans } from '@lingui/react';
import { Route } from 'react-router-dom';
import { paths } from 'shared-session';
import { AreaApp, PageLoader, type AreaDefinition } from 'shared-ui';

// Each feature's screens load when one of them is opened.
const InvoicesScreen = lazy(() => import('./invoices'));

const loading = (page: ReactNode) => <Suspense fallback={<PageLoader />}>{page}</Suspense>;

const fp = '/settlement/flexprovider';
const so = '/settlement/systemoperator';

const definition: AreaDefinition = {
  area: 'settlement',
  version: __APP_VERSION__,
  root: '/settlement',
  title: <Trans id="settlement.title" message="Settlement" />,
  submenu: 'settlement',
  sections: () => [
    {
      heading: <Trans id="settlement.related" message="Related" />,
      links: [{ to: paths.dashboard, label: <Trans id="settlement.toMap" message="Go to the map" /> }],
    },
  ],
  screens: [
    { path: fp, title: <Trans id="settlement.overview" message="Settlement overview" /> },
    { path: `${fp}/overview`, title: <Trans id="settlement.overview" message="Settlement overview" /> },
    { path: `${fp}/required`, title: <Trans id="settlement.required" message="Settlement data required" /> },
    { path: `${fp}/upload`, title: <Trans id="settlement.upload" message="Upload settlement data" /> },
    { path: `${fp}/settlementreports`, title: <Trans id="settlement.reports" message="Settlement reports" /> },
    { path: `${fp}/delivery-performance`, title: <Trans id="settlement.performance" message="Delivery performance" /> },
    { path: so, title: <Trans id="settlement.title" message="Settlement" /> },
    { path: `${so}/settlementreports`, title: <Trans id="settlement.reports" message="Settlement reports" /> },
  ],
  children: (
    <>
      <Route path={`${fp}/invoices`} element={loading(<InvoicesScreen org="flexprovider" />)} />
      <Route path={`${so}/invoices`} element={loading(<InvoicesScreen org="systemoperator" />)} />
    </>
  ),
};

export function App() {
  return <AreaApp definition={definition} />;
}
