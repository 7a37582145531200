import { NavLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { NavItem } from '../navigation/items';

/**
 * One navigation entry. An upgrade prompt (full_tier, permission lacking) keeps its label,
 * carries an "Upgrade" marker and leads to the access-needed page.
 */
export function NavEntry({ item, className, onNavigate }: { item: NavItem; className: string; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const label = i18n._(item.label);
  if (item.external) {
    return (
      <a className={className} href={item.to} target="_blank" rel="noreferrer" onClick={onNavigate}>
        {label}
        <span className="fx-visually-hidden">
          {' '}
          <Trans id="nav.opensInNewTab" message="(opens in a new tab)" />
        </span>
      </a>
    );
  }
  if (item.state === 'upgrade') {
    return (
      <NavLink
        className={`${className} ${className}--upgrade`}
        to={item.to}
        onClick={onNavigate}
        data-nav-item={item.id}
        end
      >
        {label}
        <span className="upgrade-marker">
          <Trans id="nav.upgradeMarker" message="Upgrade" />
        </span>
      </NavLink>
    );
  }
  return (
    <NavLink className={({ isActive }) => (isActive ? `${className} is-active` : className)} to={item.to} onClick={onNavigate} data-nav-item={item.id}>
      {label}
    </NavLink>
  );
}
