import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

/** The region switcher's path, returning to `from` (the page the user was on) after the switch. */
export function regionSwitcherPath(from: string): string {
  return from.startsWith('/region') ? '/region' : `/region?next=${encodeURIComponent(from)}`;
}

/** A link to the region switcher that brings the user back to this page afterwards. */
export function RegionLink({ className, label, children }: { className?: string; label?: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <Link className={className} to={regionSwitcherPath(location.pathname + location.search + location.hash)} aria-label={label}>
      {children}
    </Link>
  );
}
