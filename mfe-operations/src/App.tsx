import { Trans } from '@lingui/react';
import { AreaApp, type AreaDefinition } from 'shared-ui';

const definition: AreaDefinition = {
  area: 'operations',
  version: __APP_VERSION__,
  root: '/operations',
  title: <Trans id="operations.title" message="Operations" />,
  submenu: 'operations',
  screens: [
    { path: '/operations/flexprovider', title: <Trans id="operations.title" message="Operations" /> },
    { path: '/operations/systemoperator', title: <Trans id="operations.title" message="Operations" /> },
    { path: '/operations/:org/dispatchschedule', title: <Trans id="operations.schedule" message="Dispatch schedule" /> },
    { path: '/operations/systemoperator/dispatchsend', title: <Trans id="operations.send" message="Send dispatch instructions" /> },
    { path: '/operations/:org/upcomingdispatches', title: <Trans id="operations.upcoming" message="Upcoming dispatches" /> },
    { path: '/operations/:org/pastdispatches', title: <Trans id="operations.past" message="Past dispatches" /> },
  ],
};

export function App() {
  return <AreaApp definition={definition} />;
}
