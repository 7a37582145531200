import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { BIDS_PATHS } from './paths';
import './bids.css';

const LINKS = [
  { to: BIDS_PATHS.list, label: <Trans id="manage.bids.nav.list" message="All bids" /> },
  { to: BIDS_PATHS.submit, label: <Trans id="manage.bids.nav.submit" message="Submit new bids" /> },
  { to: BIDS_PATHS.bulkUpload, label: <Trans id="manage.bids.nav.bulk" message="Bulk bid submission" /> },
  { to: BIDS_PATHS.edit, label: <Trans id="manage.bids.nav.edit" message="Edit active bids" /> },
  { to: BIDS_PATHS.history, label: <Trans id="manage.bids.nav.results" message="Bid results" /> },
];

/** The bids sub-navigation: one link per screen, the current one marked (aria-current). */
export function BidsNav({ current }: { current: string }) {
  const { i18n } = useLingui();
  return (
    <nav className="provider-bids__nav" aria-label={i18n._({ id: 'manage.bids.nav.label', message: 'Bids screens' })}>
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} aria-current={link.to === current ? 'page' : undefined} className={link.to === current ? 'is-current' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface BidsScreenProps {
  /** The screen's path (marks its link in the sub-navigation). */
  path: string;
  title: ReactNode;
  /** One or two sentences: what this screen is for. */
  intro?: ReactNode;
  /** The heading takes focus after an action removed the control that had it. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

/** The frame of every bids screen: its heading, the bids sub-navigation and a short introduction. */
export function BidsScreen({ path, title, intro, headingRef, children }: BidsScreenProps) {
  return (
    <section className="provider-bids" aria-labelledby="provider-bids-title">
      <h1 id="provider-bids-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <BidsNav current={path} />
      {intro ? <p className="provider-bids__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
