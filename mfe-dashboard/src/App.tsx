import { useMemo } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { bus, orgTypeOf, toast } from 'shared-session';
import { NotFoundPage, useBusValue, useFlags, useSession } from 'shared-ui';
import { createDashboardApi } from './data/api';
import type { Role } from './data/views';
import { DashboardPage, type DashboardEnv } from './dashboard/DashboardPage';
import { runtimeTilesUrl } from 'shared-ui/map';

/** The dashboard inside the shell: session, flags, region and toasts come from the bus. */
function ShellDashboard() {
  const session = useSession();
  const flags = useFlags();
  const region = useBusValue(bus.region$);
  const role: Role = session ? orgTypeOf(session.claims) : 'public';
  const roleId = session?.claims.role?.id ?? null;
  const api = useMemo(() => createDashboardApi({ cacheScope: `${role}:${roleId ?? ''}` }), [role, roleId]);
  const env = useMemo<DashboardEnv>(
    () => ({ api, role, roleId, flags, locale: region.locale, timezone: region.timezone, embed: false, tilesUrl: runtimeTilesUrl(), toast }),
    [api, role, roleId, flags, region.locale, region.timezone],
  );
  return <DashboardPage env={env} />;
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/dashboard" element={<ShellDashboard />} />
        <Route path="/embed/map" element={<ShellDashboard />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
