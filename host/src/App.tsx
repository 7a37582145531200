import { BrowserRouter, NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { remoteForPath } from 'shared-session';
import { NotFoundPage } from 'shared-ui';
import { RemoteArea } from './remotes/RemoteArea';
import type { AreaLoader } from './remotes/loader';
import { Notifications } from './shell/Notifications';

function MainOutlet({ loadArea }: { loadArea: AreaLoader }) {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (remote) return <RemoteArea name={remote} load={loadArea} />;
  return (
    <Routes>
      <Route path="/" element={<h1><Trans id="index.title" message="Flex" /></h1>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export function App({ loadArea }: { loadArea: AreaLoader }) {
  return (
    <BrowserRouter>
      <div className="layout layout--default">
        <nav className="side-nav" aria-label="Main">
          <NavLink to="/dashboard"><Trans id="nav.map" message="Map" /></NavLink>
          <NavLink to="/manage"><Trans id="nav.manage" message="Manage" /></NavLink>
          <NavLink to="/operations"><Trans id="nav.operations" message="Operations" /></NavLink>
          <NavLink to="/settlement"><Trans id="nav.settlement" message="Settlement" /></NavLink>
          <NavLink to="/exchange"><Trans id="nav.exchange" message="Exchange" /></NavLink>
        </nav>
        <main className="layout__main">
          <MainOutlet loadArea={loadArea} />
        </main>
        <Notifications />
      </div>
    </BrowserRouter>
  );
}
