import { lazy, Suspense, type ReactNode } from 'react';
import { Trans } from '@lingui/react';
import { Route } from 'react-router-dom';
import { paths } from 'shared-session';
import { AreaApp, PageLoader, type AreaDefinition } from 'shared-ui';

// Each feature's screens load when one of them is opened.
const InvoicesScreen = lazy(() => import('./invoices'));
const OverviewScreen = lazy(() => import('./overview'));
const RequiredScreen = lazy(() => import('./required'));
const UploadScreen = lazy(() => import('./upload'));
const ReportsScreen = lazy(() => import('./reports'));
const PerformanceScreen = lazy(() => import('./performance'));

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
  screens: [],
  children: (
    <>
      <Route path={fp} element={loading(<OverviewScreen />)} />
      <Route path={`${fp}/overview`} element={loading(<OverviewScreen />)} />
      <Route path={`${fp}/required`} element={loading(<RequiredScreen />)} />
      <Route path={`${fp}/upload`} element={loading(<UploadScreen />)} />
      <Route path={`${fp}/invoices`} element={loading(<InvoicesScreen org="flexprovider" />)} />
      <Route path={`${so}/invoices`} element={loading(<InvoicesScreen org="systemoperator" />)} />
      {/* Reports: the operator's settlement home is its reports (run, publish, disputes). */}
      <Route path={so} element={loading(<ReportsScreen org="systemoperator" />)} />
      <Route path={`${so}/settlementreports`} element={loading(<ReportsScreen org="systemoperator" />)} />
      <Route path={`${fp}/settlementreports`} element={loading(<ReportsScreen org="flexprovider" />)} />
      <Route path={`${fp}/delivery-performance`} element={loading(<PerformanceScreen />)} />
    </>
  ),
};

export function App() {
  return <AreaApp definition={definition} />;
}
