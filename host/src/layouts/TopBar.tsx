import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus } from 'shared-session';
import { useBusValue } from 'shared-ui';
import { useNavigation } from '../navigation/useNavigation';
import { AccountMenu } from './AccountMenu';
import { LoggedOutActions } from './LoggedOutActions';
import { NavEntry } from './NavEntry';
import { RegionLink } from '../pages/region/RegionLink';

export interface TopBarProps {
  /** Show the top navigation (topnav and max layouts); the default layout has a side navigation. */
  withTopNav?: boolean;
  /** Extra control at the start (the side navigation toggle on small screens). */
  start?: ReactNode;
  /** Brand text override (the max layout). */
  brand?: ReactNode;
}

export function TopBar({ withTopNav = false, start, brand }: TopBarProps) {
  const { i18n } = useLingui();
  const nav = useNavigation();
  const region = useBusValue(bus.region$);
  return (
    <header className="topbar">
      {start}
      <Link className="topbar__brand" to="/">
        {brand ?? <Trans id="brand.name" message="Flex" />}
      </Link>
      {withTopNav && nav.loggedIn ? (
        <nav className="topnav" data-nav="top" aria-label={i18n._({ id: 'nav.mainLabel', message: 'Main' })}>
          <ul>
            {nav.top.map((item) => (
              <li key={item.id}>
                <NavEntry item={item} className="topnav__link" />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="topbar__end">
        <RegionLink
          className="topbar__region"
          label={i18n._({
            id: 'topbar.regionLink',
            message: '{code} ({name}): change region',
            values: { code: region.code, name: region.name ?? region.code },
          })}
        >
          {region.code}
        </RegionLink>
        {nav.loggedIn ? <AccountMenu items={nav.account} /> : <LoggedOutActions />}
      </div>
    </header>
  );
}
