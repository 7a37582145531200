import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { orgTypeOf } from 'shared-session';
import { useSession } from 'shared-ui';
import { SETTINGS_PATHS } from './paths';

/** Settings sections as tabs; organisation and team exist for organisations only. */
export function SettingsFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { i18n } = useLingui();
  const session = useSession();
  const organisation = orgTypeOf(session?.claims) !== 'user';
  const tab = ({ isActive }: { isActive: boolean }) => (isActive ? 'tabs__tab is-active' : 'tabs__tab');
  return (
    <section className="page settings">
      <h1><Trans id="settings.title" message="Settings" /></h1>
      <nav className="tabs" aria-label={i18n._({ id: 'settings.sections', message: 'Settings sections' })}>
        <NavLink className={tab} to={SETTINGS_PATHS.account}><Trans id="settings.tab.account" message="Account" /></NavLink>
        {organisation ? (
          <NavLink className={tab} to={SETTINGS_PATHS.organisation}><Trans id="settings.tab.organisation" message="Organisation" /></NavLink>
        ) : null}
        <NavLink className={tab} to={SETTINGS_PATHS.preferences}><Trans id="settings.tab.preferences" message="Preferences" /></NavLink>
        {organisation ? (
          <NavLink className={tab} to={SETTINGS_PATHS.team}><Trans id="settings.tab.team" message="Team" /></NavLink>
        ) : null}
        {orgTypeOf(session?.claims) === 'flexprovider' ? (
          <NavLink className={tab} to={SETTINGS_PATHS.webhooks}><Trans id="settings.tab.webhooks" message="Webhooks" /></NavLink>
        ) : null}
      </nav>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
