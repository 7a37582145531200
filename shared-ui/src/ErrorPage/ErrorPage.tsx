import { useEffect } from 'react';
import { Trans } from '@lingui/react';

export interface ErrorPageProps {
  error?: unknown;
  /** Sends the error report when the page is shown (spec platform §2.2). */
  report?: (error: unknown) => void;
}

/** The generic error page: "Oh no!", "Something went wrong", a link home. */
export function ErrorPage({ error, report = defaultReport }: ErrorPageProps) {
  useEffect(() => {
    report(error);
  }, [error, report]);
  return (
    <section className="error-page" role="alert" aria-labelledby="error-page-title">
      <p className="error-page__eyebrow">
        <Trans id="error.ohNo" message="Oh no!" />
      </p>
      <h1 id="error-page-title">
        <Trans id="error.title" message="Something went wrong" />
      </h1>
      <a href="/">
        <Trans id="error.homeLink" message="Go to the homepage" />
      </a>
    </section>
  );
}

function defaultReport(error: unknown): void {
  console.error('[error-page]', error);
}
