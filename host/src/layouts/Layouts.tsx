import { useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { Session } from 'shared-session';
import type { LayoutName } from '../routes/table';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';
import { RegionLink } from '../pages/region/RegionLink';

export interface LayoutProps {
  children: ReactNode;
}

function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      <Trans id="layout.skipToContent" message="Skip to main content" />
    </a>
  );
}

/** Side navigation and a top bar; on small screens the side navigation folds behind a button. */
export function DefaultLayout({ children }: LayoutProps) {
  const { i18n } = useLingui();
  const [navOpen, setNavOpen] = useState(false);
  const toggle = (
    <button
      type="button"
      className="topbar__menu-toggle"
      aria-expanded={navOpen}
      aria-controls="sidenav"
      onClick={() => setNavOpen((v) => !v)}
      aria-label={i18n._({ id: 'layout.toggleNav', message: 'Show or hide the section menu' })}
    >
      <span aria-hidden="true">☰</span>
    </button>
  );
  return (
    <div className={`layout layout--default${navOpen ? ' is-nav-open' : ''}`} data-layout="default">
      <SkipLink />
      <TopBar start={toggle} />
      <div className="layout__body">
        <SideNav id="sidenav" onNavigate={() => setNavOpen(false)} />
        <main id="main" className="layout__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

/** A top bar with the top navigation; the page takes the full width. */
export function TopNavLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout--topnav" data-layout="topnav">
      <SkipLink />
      <TopBar withTopNav />
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/** Max organisations (role.is_max_org): the top header of the max product, no side navigation. */
export function MaxLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout--max" data-layout="max">
      <SkipLink />
      <TopBar
        withTopNav
        brand={
          <>
            <Trans id="brand.name" message="Flex" /> <span className="brand__max"><Trans id="brand.max" message="Max" /></span>
          </>
        }
      />
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/** Login, registration, password reset: one centred card under the brand. */
export function SimpleLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout--simple" data-layout="simple">
      <SkipLink />
      <header className="simple__header">
        <Link className="topbar__brand" to="/">
          <Trans id="brand.name" message="Flex" />
        </Link>
      </header>
      <main id="main" className="simple__card" tabIndex={-1}>
        {children}
      </main>
      <footer className="simple__footer">
        <Link to="/legal/basic-terms"><Trans id="layout.footer.terms" message="Terms" /></Link>
        <Link to="/legal/cookies"><Trans id="layout.footer.cookies" message="Cookies" /></Link>
        <RegionLink><Trans id="layout.footer.region" message="Region" /></RegionLink>
      </footer>
    </div>
  );
}

/** /embed/map inside another site: no chrome at all. */
export function EmbedLayout({ children }: LayoutProps) {
  return (
    <main id="main" className="layout layout--embed" data-layout="embed">
      {children}
    </main>
  );
}

export const LAYOUTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  topnav: TopNavLayout,
  max: MaxLayout,
  simple: SimpleLayout,
  embed: EmbedLayout,
};

/**
 * The layout actually used: max organisations get the max header wherever a route asks for
 * the default or top-nav layout; a logged-out visitor has no sections, so default → topnav.
 */
export function effectiveLayout(declared: LayoutName, session: Session | null): LayoutName {
  if (declared !== 'default' && declared !== 'topnav') return declared;
  if (session?.claims.role?.is_max_org) return 'max';
  if (!session && declared === 'default') return 'topnav';
  return declared;
}
