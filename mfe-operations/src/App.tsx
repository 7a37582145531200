import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { AreaLanding, NotFoundPage } from 'shared-ui';

function OperationsLanding() {
  const p = '/operations/flexprovider';
  return (
    <AreaLanding
      area="operations"
      version={__APP_VERSION__}
      title={<Trans id="operations.title" message="Operations" />}
      sections={[
        {
          heading: <Trans id="operations.dispatch" message="Dispatch" />,
          links: [
            { to: `${p}/dispatchschedule`, label: <Trans id="operations.schedule" message="Dispatch schedule" /> },
            { to: `${p}/upcomingdispatches`, label: <Trans id="operations.upcoming" message="Upcoming dispatches" /> },
            { to: `${p}/pastdispatches`, label: <Trans id="operations.past" message="Past dispatches" /> },
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
        <Route path="/operations" element={<OperationsLanding />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
