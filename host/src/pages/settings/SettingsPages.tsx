import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus, orgTypeOf, type CurrentUser, type TeamMember } from 'shared-session';
import { useBusValue, useSession } from 'shared-ui';
import { useApiGet } from './useApiGet';

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
        <NavLink className={tab} to="/settings/account"><Trans id="settings.tab.account" message="Account" /></NavLink>
        {organisation ? (
          <NavLink className={tab} to="/settings/organisation"><Trans id="settings.tab.organisation" message="Organisation" /></NavLink>
        ) : null}
        <NavLink className={tab} to="/settings/preferences"><Trans id="settings.tab.preferences" message="Preferences" /></NavLink>
        {organisation ? (
          <NavLink className={tab} to="/settings/team"><Trans id="settings.tab.team" message="Team" /></NavLink>
        ) : null}
        {orgTypeOf(session?.claims) === 'flexprovider' ? (
          <NavLink className={tab} to="/settings/webhooks"><Trans id="settings.tab.webhooks" message="Webhooks" /></NavLink>
        ) : null}
      </nav>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** /settings/account: who is signed in (name from auth/users/me/, email from the session). */
export function SettingsAccountPage() {
  const session = useSession();
  const me = useApiGet<CurrentUser>('auth/users/me/', session !== null);
  const email = session?.claims.email ?? '';
  let name: ReactNode;
  if (me.state === 'loading') name = <Trans id="settings.account.loading" message="Loading…" />;
  else if (me.state === 'failed') name = <Trans id="settings.account.nameUnavailable" message="Not available right now" />;
  else name = [me.data.first_name, me.data.last_name].filter(Boolean).join(' ') || <Trans id="settings.account.noName" message="Not set" />;
  return (
    <SettingsFrame title={<Trans id="settings.account.title" message="Account" />}>
      <dl className="definition-list">
        <dt><Trans id="settings.account.name" message="Name" /></dt>
        <dd data-testid="account-name">{name}</dd>
        <dt><Trans id="settings.account.email" message="Email" /></dt>
        <dd data-testid="account-email">{email}</dd>
      </dl>
      <p>
        <Link to="/passwordreset"><Trans id="settings.account.resetPassword" message="Reset your password" /></Link>
      </p>
    </SettingsFrame>
  );
}

/** /settings/organisation. */
export function SettingsOrganisationPage() {
  const session = useSession();
  const orgType = orgTypeOf(session?.claims);
  return (
    <SettingsFrame title={<Trans id="settings.organisation.title" message="Organisation" />}>
      <dl className="definition-list">
        <dt><Trans id="settings.organisation.type" message="Organisation type" /></dt>
        <dd>
          {orgType === 'flexprovider' ? (
            <Trans id="settings.organisation.flexprovider" message="Flex provider" />
          ) : (
            <Trans id="settings.organisation.systemoperator" message="System operator" />
          )}
        </dd>
        <dt><Trans id="settings.organisation.id" message="Organisation number" /></dt>
        <dd>{session?.claims.role?.id ?? ''}</dd>
      </dl>
      <p>
        <Trans
          id="settings.organisation.landing"
          message="Your organisation's registered details (name, website, registration number and contact address) will be shown and edited here by team admins."
        />
      </p>
    </SettingsFrame>
  );
}

/** /settings/preferences: region (locale, timezone, currency). */
export function SettingsPreferencesPage() {
  const region = useBusValue(bus.region$);
  return (
    <SettingsFrame title={<Trans id="settings.preferences.title" message="Preferences" />}>
      <dl className="definition-list">
        <dt><Trans id="settings.preferences.region" message="Region" /></dt>
        <dd>{region.name ?? region.code}</dd>
        <dt><Trans id="settings.preferences.locale" message="Language and formats" /></dt>
        <dd>{region.locale}</dd>
        <dt><Trans id="settings.preferences.timezone" message="Time zone" /></dt>
        <dd>{region.timezone}</dd>
        {region.currency ? (
          <>
            <dt><Trans id="settings.preferences.currency" message="Currency" /></dt>
            <dd>{region.currency}</dd>
          </>
        ) : null}
      </dl>
      <p>
        <Link to="/region"><Trans id="settings.preferences.change" message="Change region" /></Link>
      </p>
    </SettingsFrame>
  );
}

/** /settings/team: the organisation's members (auth/team/) and their roles. */
export function SettingsTeamPage() {
  const { i18n } = useLingui();
  const team = useApiGet<TeamMember[]>('auth/team/');
  return (
    <SettingsFrame title={<Trans id="settings.team.title" message="Team" />}>
      {team.state === 'loading' ? (
        <p role="status"><Trans id="settings.team.loading" message="Loading team members…" /></p>
      ) : team.state === 'failed' ? (
        <p role="alert"><Trans id="settings.team.failed" message="The team could not be loaded. Please try again later." /></p>
      ) : !Array.isArray(team.data) || team.data.length === 0 ? (
        <p><Trans id="settings.team.empty" message="No team members yet." /></p>
      ) : (
        <table className="data-table">
          <caption className="fx-visually-hidden">{i18n._({ id: 'settings.team.caption', message: 'Team members' })}</caption>
          <thead>
            <tr>
              <th scope="col"><Trans id="settings.team.col.email" message="Email" /></th>
              <th scope="col"><Trans id="settings.team.col.roles" message="Roles" /></th>
              <th scope="col"><Trans id="settings.team.col.status" message="Status" /></th>
            </tr>
          </thead>
          <tbody>
            {team.data.map((m) => (
              <tr key={m.email}>
                <td>{m.email}</td>
                <td>{m.roles.join(', ')}</td>
                <td>
                  {m.is_activated ? (
                    <Trans id="settings.team.active" message="Active" />
                  ) : (
                    <Trans id="settings.team.invited" message="Invited" />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </SettingsFrame>
  );
}
