import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useSession } from 'shared-ui';
import { RouteGuard } from '../auth/RouteGuard';
import { LAYOUTS, effectiveLayout } from '../layouts/Layouts';
import { PAGES } from '../pages/registry';
import { RemoteArea } from '../remotes/RemoteArea';
import type { AreaLoader } from '../remotes/loader';
import { ErrorBoundary } from '../shell/ErrorBoundary';
import { PageLoading } from '../shell/PageLoading';
import { usePageHeading } from '../shell/pageHeading';
import { resolveRoute } from './resolve';
import type { RouteEntry } from './table';

/**
 * The routed content of one table entry. The entry's pattern is mounted in a one-route
 * `<Routes>` so pages read their parameters with useParams; the guard (shared-session's
 * checkRoute via the session helper's RouteGuard) redirects to /login?next=… or shows 404.
 */
function RouteContent({ entry, loadArea }: { entry: RouteEntry; loadArea: AreaLoader }) {
  let content;
  if (entry.owner.kind === 'remote') {
    content = <RemoteArea key={entry.owner.remote} name={entry.owner.remote} load={loadArea} />;
  } else {
    const Page = PAGES[entry.owner.page];
    content = (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  }
  const Refused = entry.refusedWith === 'access' ? PAGES.unauthorised : null;
  const refused = Refused ? (
    <Suspense fallback={<PageLoading />}>
      <Refused />
    </Suspense>
  ) : undefined;
  return (
    <Routes>
      <Route
        path={entry.path}
        element={
          <RouteGuard route={entry.guard} notFound={refused}>
            {content}
          </RouteGuard>
        }
      />
    </Routes>
  );
}

/**
 * The shell: resolves the path in the route table, wraps it in the entry's layout (max
 * organisations get the max layout) and keeps a failing page or remote inside an error
 * boundary, so the layout around it keeps working.
 */
export function Shell({ loadArea }: { loadArea: AreaLoader }) {
  const location = useLocation();
  usePageHeading(location.pathname);
  const session = useSession();
  const { entry } = resolveRoute(location.pathname);
  const Layout = LAYOUTS[effectiveLayout(entry.layout, session)];
  return (
    <Layout>
      <ErrorBoundary resetKey={location.pathname}>
        <RouteContent entry={entry} loadArea={loadArea} />
      </ErrorBoundary>
    </Layout>
  );
}
