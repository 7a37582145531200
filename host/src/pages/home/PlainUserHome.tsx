import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { paths } from 'shared-session';
import { openCompetitionCount } from './api';
import { Section } from './Section';
import { useLoad } from 'shared-ui';
import { REGISTER_PATHS } from '../register/paths';

export const REGISTER_PATH = REGISTER_PATHS.stage('confirm');

/** A user without an organisation: what they can do next (register one, explore the market). */
export function PlainUserHome({ canExplore }: { canExplore: boolean }) {
  const { i18n } = useLingui();
  const open = useLoad(openCompetitionCount, '', []);
  return (
    <>
      <ul className="card-grid" aria-label={i18n._({ id: 'home.plain.next', message: 'What you can do' })}>
        <li className="card">
          <h2><Trans id="home.plain.register.title" message="Register your organisation" /></h2>
          <p>
            <Trans
              id="home.plain.register.text"
              message="Your account does not belong to an organisation yet. Flex providers and system operators take part through their organisation: register yours to qualify assets, bid and be dispatched, or to run competitions."
            />
          </p>
          <p className="card__action">
            <Link className="fx-button fx-button--primary" to={REGISTER_PATH}>
              <Trans id="home.plain.register.action" message="Register an organisation" />
            </Link>
          </p>
        </li>
        <li className="card">
          <h2><Trans id="home.plain.join.title" message="Join your organisation's team" /></h2>
          <p>
            <Trans
              id="home.plain.join.text"
              message="If your organisation already uses Flex, ask its team admin to invite you: the invitation adds you to the team with your role."
            />
          </p>
        </li>
      </ul>
      <Section
        id="home-open"
        title={<Trans id="home.plain.open.title" message="Competitions open now" />}
        result={open.result}
        onRetry={open.reload}
      >
        {(n) => (
          <>
            <p data-testid="open-competitions">
              {n === 0 ? (
                <Trans id="home.plain.open.none" message="No competition has bidding open right now. Competitions open for qualification are on the map too." />
              ) : (
                <Trans
                  id="home.plain.open.count"
                  message="{count, plural, one {# competition has} other {# competitions have}} bidding open across Great Britain."
                  values={{ count: n }}
                />
              )}
            </p>
            <p className="home-actions">
              <Link className="fx-button fx-button--primary" to={paths.dashboard}>
                <Trans id="home.plain.open.map" message="See them on the map" />
              </Link>
              {canExplore ? (
                <Link className="fx-button" to={paths.explore}>
                  <Trans id="home.plain.open.explore" message="Explore by system operator" />
                </Link>
              ) : null}
            </p>
          </>
        )}
      </Section>
    </>
  );
}
