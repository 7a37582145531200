import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { OPERATOR_ASSETS_PATHS } from './paths';
import '../qualification/qualification.css';

const LINKS = [
  { to: OPERATOR_ASSETS_PATHS.overview, label: <Trans id="manage.operatorAssets.nav.overview" message="Asset overview" /> },
  { to: OPERATOR_ASSETS_PATHS.assets, label: <Trans id="manage.operatorAssets.nav.all" message="All assets" /> },
  { to: OPERATOR_ASSETS_PATHS.qualified, label: <Trans id="manage.operatorAssets.nav.qualified" message="Qualified assets" /> },
  { to: OPERATOR_ASSETS_PATHS.unqualified, label: <Trans id="manage.operatorAssets.nav.unqualified" message="Unqualified assets" /> },
  { to: OPERATOR_ASSETS_PATHS.areas, label: <Trans id="manage.operatorAssets.nav.operatingAreas" message="Operating areas" /> },
  { to: OPERATOR_ASSETS_PATHS.topology, label: <Trans id="manage.operatorAssets.nav.topology" message="Grid topology upload" /> },
];

/** The frame of the operator's asset and network screens: heading, sub-navigation, what the screen is for. */
export function OperatorAssetsScreen({ path, title, intro, children }: { path: string; title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <section className="qualification" aria-labelledby="operator-assets-title">
      <h1 id="operator-assets-title" tabIndex={-1}>
        {title}
      </h1>
      <nav className="qualification__nav" aria-label={i18n._({ id: 'manage.operatorAssets.nav.label', message: 'Asset and network screens' })}>
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} aria-current={link.to === path ? 'page' : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {intro ? <p className="qualification__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
