import { Link, Navigate } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { paths } from 'shared-session';
import { useNavigation } from '../navigation/useNavigation';

/**
 * `/`: a logged-in user goes straight to work (the map when they may see it, else Home or
 * Explore); a visitor sees what Flex is, with Login and Register.
 */
export function IndexPage() {
  const nav = useNavigation();
  if (nav.loggedIn) {
    const start = nav.top.find((i) => i.id === 'map' && i.state === 'visible')
      ?? nav.top.find((i) => (i.id === 'explore' || i.id === 'home') && i.state === 'visible');
    return <Navigate to={start?.to ?? paths.settingsAccount} replace />;
  }
  return (
    <section className="page page--welcome">
      <h1>
        <Trans id="index.welcome.title" message="The marketplace for grid flexibility" />
      </h1>
      <p className="lead">
        <Trans
          id="index.welcome.lead"
          message="System operators run competitions for flexible capacity where the network needs it. Flex providers qualify their assets, bid, are dispatched and are settled — all in one place."
        />
      </p>
      <ul className="feature-list">
        <li><Trans id="index.feature.map" message="See open competitions on the map and which of your assets qualify." /></li>
        <li><Trans id="index.feature.bids" message="Submit and manage bids, and follow their results." /></li>
        <li><Trans id="index.feature.dispatch" message="Receive dispatch instructions and settle delivered flexibility." /></li>
      </ul>
      <p className="actions">
        <Link className="fx-button fx-button--primary" to={paths.login}>
          <Trans id="index.login" message="Log in" />
        </Link>
        <Link className="fx-button fx-button--secondary" to="/register/confirm">
          <Trans id="index.register" message="Register your organisation" />
        </Link>
      </p>
    </section>
  );
}
