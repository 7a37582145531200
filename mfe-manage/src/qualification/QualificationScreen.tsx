import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { LoadStateProps } from 'shared-ui';
import { QUALIFICATION_PATHS } from './paths';
import './qualification.css';

const LINKS = [
  { to: QUALIFICATION_PATHS.overview, label: <Trans id="manage.qualification.nav.overview" message="Overview" /> },
  { to: QUALIFICATION_PATHS.assets, label: <Trans id="manage.qualification.nav.assets" message="Asset eligibility" /> },
  { to: QUALIFICATION_PATHS.addData, label: <Trans id="manage.qualification.nav.addData" message="Complete asset data" /> },
  { to: QUALIFICATION_PATHS.confirm, label: <Trans id="manage.qualification.nav.confirm" message="Confirm entry status" /> },
  { to: QUALIFICATION_PATHS.upload, label: <Trans id="manage.qualification.nav.upload" message="Upload assets" /> },
];

/** The asset qualification sub-navigation: one link per screen, the current one marked. */
function QualificationNav({ current }: { current: string }) {
  const { i18n } = useLingui();
  return (
    <nav className="qualification__nav" aria-label={i18n._({ id: 'manage.qualification.nav.label', message: 'Asset qualification screens' })}>
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} aria-current={link.to === current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The frame of every asset qualification screen: heading, sub-navigation and what the screen is for. */
export function QualificationScreen({ path, title, intro, children }: { path: string; title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="qualification" aria-labelledby="qualification-title">
      <h1 id="qualification-title" tabIndex={-1}>
        {title}
      </h1>
      <QualificationNav current={path} />
      {intro ? <p className="qualification__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

/** The loading line of the qualification and operator-assets screens. */
export const SCREEN_LOADING = <Trans id="manage.qualification.loading" message="Loading…" />;

/** How a qualification or operator-assets screen shows its load: a loading line, or the failure with a retry. */
export function screenLoad(onRetry: () => void) {
  return {
    loading: SCREEN_LOADING,
    retry: { label: <Trans id="manage.qualification.retry" message="Try again" />, onRetry },
    failureClassName: 'qualification__error',
  } satisfies Omit<LoadStateProps, 'result'>;
}
