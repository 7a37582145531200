import { NavLink, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import type { NavItemId } from '../navigation/visibility';
import { submenuFor, type SubmenuArea } from 'shared-session';
import { useNavigation } from '../navigation/useNavigation';
import { NavEntry } from './NavEntry';

const AREA_OF: Partial<Record<NavItemId, SubmenuArea>> = { manage: 'manage', operations: 'operations', settlement: 'settlement' };

/**
 * The side navigation (spec §2.2): /explore, /dashboard, /exchange, /manage, /operations,
 * /settlement, /analytics/reports, /settings/account, each visible, marked for upgrade or hidden.
 * The active area's children (Manage, Operations, Settlement submenus) open beneath it.
 */
export function SideNav({ id, onNavigate }: { id?: string; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const nav = useNavigation();
  const { pathname } = useLocation();
  if (!nav.loggedIn) return null;
  return (
    <nav id={id} className="sidenav" data-nav="side" aria-label={i18n._({ id: 'nav.mainLabel', message: 'Main' })}>
      <ul className="sidenav__list">
        {nav.side.map((item) => {
          const area = AREA_OF[item.id];
          const open = area && item.state === 'visible' && (pathname === item.to || pathname.startsWith(`${item.to}/`));
          const groups = open && area ? submenuFor(area, nav.orgType, nav.orgId, nav.flags) : [];
          return (
            <li key={item.id}>
              <NavEntry item={item} className="sidenav__link" onNavigate={onNavigate} />
              {groups.length > 0 ? (
                <div className="sidenav__children">
                  {groups.map((group) => (
                    <div key={group.heading.id} className="sidenav__group">
                      <p className="sidenav__heading">{i18n._(group.heading)}</p>
                      <ul>
                        {group.links.map((link) => (
                          <li key={link.to}>
                            <NavLink
                              className={({ isActive }) => (isActive ? 'sidenav__child is-active' : 'sidenav__child')}
                              to={link.to}
                              onClick={onNavigate}
                            >
                              {i18n._(link.label)}
                            </NavLink>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
