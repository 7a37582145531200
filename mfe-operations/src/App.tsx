import { lazy, Suspense, type ReactNode } from 'react';
import { Trans } from '@lingui/react';
import { Route } from 'react-router-dom';
import { AreaApp, PageLoader, type AreaDefinition } from 'shared-ui';
import { dispatchPath, operationsRoot, OPERATIONS_ROOT, type DispatchScreenName } from './dispatch/paths';

// The dispatch screens load together when one is opened.
const DispatchPage = lazy(() => import('./dispatch'));

const loading = (page: ReactNode) => (
  <Suspense fallback={<PageLoader />}>{page}</Suspense>
);

/** The screens both organisation types have (sending is the operator's only). */
const SCREENS: DispatchScreenName[] = ['schedule', 'upcoming', 'past'];

const definition: AreaDefinition = {
  area: 'operations',
  version: __APP_VERSION__,
  root: OPERATIONS_ROOT,
  title: <Trans id="operations.title" message="Operations" />,
  submenu: 'operations',
  screens: [
    { path: operationsRoot('flexprovider'), title: <Trans id="operations.title" message="Operations" /> },
    { path: operationsRoot('systemoperator'), title: <Trans id="operations.title" message="Operations" /> },
  ],
  children: (
    <>
      {/* Dispatch: the operator's send, schedule, upcoming and past; the provider's schedule, upcoming and past. */}
      <Route path={dispatchPath('systemoperator', 'send')} element={loading(<DispatchPage org="systemoperator" screen="send" />)} />
      {SCREENS.flatMap((screen) => [
        <Route key={`so-${screen}`} path={dispatchPath('systemoperator', screen)} element={loading(<DispatchPage org="systemoperator" screen={screen} />)} />,
        <Route key={`fp-${screen}`} path={dispatchPath('flexprovider', screen)} element={loading(<DispatchPage org="flexprovider" screen={screen} />)} />,
      ])}
    </>
  ),
};

export function App() {
  return <AreaApp definition={definition} />;
}
