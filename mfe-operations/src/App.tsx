import { lazy, Suspense, type ReactNode } from 'react';
import { Trans } from '@lingui/react';
import { Route } from 'react-router-dom';
import { AreaApp, PageLoader, type AreaDefinition } from 'shared-ui';
import type { DispatchScreenName } from './dispatch';

// The dispatch screens load together when one is opened.
const DispatchPage = lazy(() => import('./dispatch'));

const loading = (page: ReactNode) => (
  <Suspense fallback={<PageLoader />}>{page}</Suspense>
);

const SCREENS: Array<[string, DispatchScreenName]> = [
  ['dispatchschedule', 'schedule'],
  ['upcomingdispatches', 'upcoming'],
  ['pastdispatches', 'past'],
];

const definition: AreaDefinition = {
  area: 'operations',
  version: __APP_VERSION__,
  root: '/operations',
  title: <Trans id="operations.title" message="Operations" />,
  submenu: 'operations',
  screens: [
    { path: '/operations/flexprovider', title: <Trans id="operations.title" message="Operations" /> },
    { path: '/operations/systemoperator', title: <Trans id="operations.title" message="Operations" /> },
  ],
  children: (
    <>
      {/* Dispatch: the operator's send, schedule, upcoming and past; the provider's schedule, upcoming and past. */}
      <Route path="/operations/systemoperator/dispatchsend" element={loading(<DispatchPage org="systemoperator" screen="send" />)} />
      {SCREENS.flatMap(([path, screen]) => [
        <Route key={`so-${path}`} path={`/operations/systemoperator/${path}`} element={loading(<DispatchPage org="systemoperator" screen={screen} />)} />,
        <Route key={`fp-${path}`} path={`/operations/flexprovider/${path}`} element={loading(<DispatchPage org="flexprovider" screen={screen} />)} />,
      ])}
    </>
  ),
};

export function App() {
  return <AreaApp definition={definition} />;
}
