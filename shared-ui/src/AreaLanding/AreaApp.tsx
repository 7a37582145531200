import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { orgTypeOf, submenuFor, type OrgType, type SubmenuArea } from 'shared-session';
import { useFlags, useSession } from '../hooks';
import { NotFoundPage } from '../NotFoundPage';
import { AreaLanding, type AreaSection } from './AreaLanding';

/** One screen of an area: its path (router pattern) and its title. */
export interface AreaScreen {
  path: string;
  title: ReactNode;
}

export interface AreaDefinition {
  /** Short machine name, e.g. "operations". */
  area: string;
  /** The area's root path, e.g. "/operations". */
  root: string;
  title: ReactNode;
  /** The area's submenu of spec platform §2.2 (shared with the host's side navigation), if it has one. */
  submenu?: SubmenuArea;
  /** Further landing sections of the area (beyond its submenu). */
  sections?: (orgType: OrgType, orgId: number | null) => AreaSection[];
  /** Every screen of the area (spec platform §2.1); their full pages come with later issues. */
  screens: AreaScreen[];
  /** The remote's own build marker (`__APP_VERSION__` compiled into the remote, not shared-ui). */
  version: string;
  /** Routes a remote implements itself; they take precedence over the screen list. */
  children?: ReactNode;
}

/** A remote area's router: its landing, its screens and a 404 for anything else in the area. */
export function AreaApp({ definition }: { definition: AreaDefinition }) {
  const { i18n } = useLingui();
  const session = useSession();
  const flags = useFlags();
  const orgType = orgTypeOf(session?.claims);
  const orgId = session?.claims.role.id ?? null;
  const submenu: AreaSection[] = definition.submenu
    ? submenuFor(definition.submenu, orgType, orgId, flags).map((group) => ({
        heading: i18n._(group.heading),
        links: group.links.map((link) => ({ to: link.to, label: i18n._(link.label) })),
      }))
    : [];
  const sections = [...submenu, ...(definition.sections?.(orgType, orgId) ?? [])];
  const landing = (heading: ReactNode) => (
    <AreaLanding area={definition.area} version={definition.version} title={heading} sections={sections} />
  );
  return (
    <BrowserRouter>
      <Routes>
        {definition.children}
        <Route path={definition.root} element={landing(definition.title)} />
        {definition.screens.map((screen) => (
          <Route
            key={screen.path}
            path={screen.path}
            element={
              <AreaLanding
                area={definition.area}
                version={definition.version}
                title={screen.title}
                intro={<Trans id="area.screenIntro" message="This screen is part of this area; choose another task below." />}
                sections={sections}
              />
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
