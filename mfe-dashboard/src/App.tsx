import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { AreaLanding, NotFoundPage } from 'shared-ui';

function DashboardLanding() {
  return (
    <AreaLanding
      area="dashboard"
      version={__APP_VERSION__}
      title={<Trans id="dashboard.title" message="Map" />}
      sections={[
        {
          heading: <Trans id="dashboard.competitions" message="Competitions" />,
          links: [{ to: '/manage', label: <Trans id="dashboard.toManage" message="Manage" /> }],
        },
      ]}
    />
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/dashboard" element={<DashboardLanding />} />
        <Route path="/embed/map" element={<DashboardLanding />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
