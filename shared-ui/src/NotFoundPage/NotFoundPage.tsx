import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react';
import { bus, paths } from 'shared-session';

/** 404: "This page could not be found", a way on (dashboard or index) and a go-back link. */
export function NotFoundPage() {
  const [loggedIn, setLoggedIn] = useState(() => bus.session$.value !== null);
  useEffect(() => {
    const sub = bus.session$.subscribe((s) => setLoggedIn(s !== null));
    return () => sub.unsubscribe();
  }, []);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code">
        <Trans id="notFound.code" message="Error 404 / Page not found" />
      </p>
      <h1 id="not-found-title">
        <Trans id="notFound.title" message="This page could not be found" />
      </h1>
      <ul className="not-found__links">
        <li>
          {loggedIn ? (
            <a href={paths.dashboard}>
              <Trans id="notFound.toDashboard" message="Go to the dashboard" />
            </a>
          ) : (
            <a href={paths.index}>
              <Trans id="notFound.toIndex" message="Go to the home page" />
            </a>
          )}
        </li>
        <li>
          <button type="button" className="link-button" onClick={() => window.history.back()}>
            <Trans id="notFound.back" message="Go back" />
          </button>
        </li>
      </ul>
    </section>
  );
}
