import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
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
      {withTopNav && nav.loggedIn ? <TopNav items={nav.top} /> : null}
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

/**
 * The top navigation. On small screens (CSS, max-width 860px) its items fold behind a menu button,
 * a disclosure: aria-expanded says whether the list shows; Escape or a press outside closes it,
 * Escape giving focus back to the button; following a link closes it. On wide screens the items
 * show in the bar and the button is hidden.
 */
function TopNav({ items }: { items: ReturnType<typeof useNavigation>['top'] }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();

  // A new page (a link, the browser's back button) closes the menu.
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  return (
    <nav
      ref={rootRef}
      className={`topnav${open ? ' is-open' : ''}`}
      data-nav="top"
      aria-label={i18n._({ id: 'nav.mainLabel', message: 'Main' })}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button ref={buttonRef} type="button" className="topnav__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((v) => !v)}>
        <span aria-hidden="true">☰</span> <Trans id="nav.menuButton" message="Menu" />
      </button>
      <ul id={listId} className="topnav__list">
        {items.map((item) => (
          <li key={item.id}>
            <NavEntry item={item} className="topnav__link" onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
