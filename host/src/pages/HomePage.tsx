import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useSession } from 'shared-ui';
import type { NavItemId } from '../navigation/visibility';
import { useNavigation } from '../navigation/useNavigation';
import { PageIntro } from './PageIntro';

const DESCRIPTIONS: Partial<Record<NavItemId, MessageDescriptor>> = {
  map: /*i18n*/ { id: 'home.card.map', message: 'Competitions on the map, with the assets that qualify for each.' },
  exchange: /*i18n*/ { id: 'home.card.exchange', message: 'Listings of flexibility and load modifications offered between parties.' },
  assets: /*i18n*/ { id: 'home.card.assets', message: "Your organisation's assets or competitions." },
  manage: /*i18n*/ { id: 'home.card.manage', message: 'Bids, qualification, applications, contracts and market access.' },
  operations: /*i18n*/ { id: 'home.card.operations', message: 'Dispatch schedule, upcoming and past dispatches.' },
  settlement: /*i18n*/ { id: 'home.card.settlement', message: 'Settlement data, reports and invoices.' },
  analytics: /*i18n*/ { id: 'home.card.analytics', message: 'Reports on competitions, dispatch and settlement.' },
};

/** The areas this user can open, as cards; upgrade prompts keep their marker. */
function AreaCards({ ids }: { ids: readonly NavItemId[] }) {
  const { i18n } = useLingui();
  const nav = useNavigation();
  const items = [...nav.top, ...nav.side].filter(
    (item, index, all) => ids.includes(item.id) && all.findIndex((o) => o.id === item.id) === index,
  );
  return (
    <ul className="card-grid">
      {items.map((item) => {
        const description = DESCRIPTIONS[item.id];
        return (
          <li key={item.id} className={`card${item.state === 'upgrade' ? ' card--upgrade' : ''}`}>
            <h2>
              <Link to={item.to}>{i18n._(item.label)}</Link>
            </h2>
            {description ? <p>{i18n._(description)}</p> : null}
            {item.state === 'upgrade' ? (
              <p className="upgrade-marker"><Trans id="nav.upgradeMarker" message="Upgrade" /></p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

const AREAS: readonly NavItemId[] = ['map', 'exchange', 'assets', 'manage', 'operations', 'settlement', 'analytics'];

export function HomePage() {
  const session = useSession();
  return (
    <PageIntro
      title={<Trans id="home.title" message="Home" />}
      lead={<Trans id="home.lead" message="Signed in as {email}. Where would you like to start?" values={{ email: session?.claims.email ?? '' }} />}
    >
      <AreaCards ids={AREAS} />
    </PageIntro>
  );
}

/** /explore (flag `explore`): the Markets/Explore variant of Home. */
export function ExplorePage() {
  return (
    <PageIntro
      title={<Trans id="explore.title" message="Explore markets" />}
      lead={
        <Trans
          id="explore.lead"
          message="Find flexibility markets across operating areas: open competitions on the map, listings on the exchange and buyers' requests in the marketplace."
        />
      }
    >
      <AreaCards ids={AREAS} />
      <p>
        <Link to="/marketplace/buy">
          <Trans id="explore.marketplace" message="Open the buyer marketplace" />
        </Link>
      </p>
    </PageIntro>
  );
}
