import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { api, bus, orgTypeOf } from 'shared-session';
import { useLoad, useBusValue, useFormat, useSession } from 'shared-ui';
import { RegionLink } from '../region/RegionLink';
import { localeName } from './locales';
import { NotificationsSection } from './NotificationsForm';
import { SettingsFrame } from './SettingsFrame';
import { SETTINGS_PATHS } from './paths';

/** "British Summer Time" for Europe/London in summer, in the region's language; null where Intl cannot say. */
function zoneName(timezone: string, locale: string, at: Date): string | null {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone: timezone, timeZoneName: 'long' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
    return part?.value ?? null;
  } catch {
    return null;
  }
}

/** A language named in itself, marked as such (pronounced in it; never translated). */
function LanguageName({ locale }: { locale: string }) {
  return (
    <span lang={locale} translate="no">
      {localeName(locale)}
    </span>
  );
}

/**
 * /settings/preferences: the region this browser shows (language and formats, time zone,
 * currency) with examples in it, a link to the region switcher, the account's preferred
 * language beside it, and (members of an organisation) which notification e-mails reach them.
 */
export function SettingsPreferencesPage() {
  const region = useBusValue(bus.region$);
  const format = useFormat();
  const session = useSession();
  const { result: me } = useLoad(() => api.get('/auth/users/me/'), '', ['auth/users/me/'], { enabled: session !== null });
  const now = useMemo(() => new Date(), []);
  const zone = zoneName(region.timezone, region.locale, now);
  const preferred = me.state === 'ready' ? me.value.preferred_locale : null;
  return (
    <SettingsFrame title={<Trans id="settings.preferences.title" message="Preferences" />}>
      <h3><Trans id="settings.preferences.regionHeading" message="Region of this browser" /></h3>
      <p>
        <Trans id="settings.preferences.intro" message="The region sets the language, the formats of dates, numbers and money, and the time zone of every page in this browser." />
      </p>
      <dl className="definition-list" data-testid="region-settings">
        <dt><Trans id="settings.preferences.region" message="Region" /></dt>
        <dd>{region.name ?? region.code}</dd>
        <dt><Trans id="settings.preferences.locale" message="Language and formats" /></dt>
        <dd><LanguageName locale={region.locale} /></dd>
        <dt><Trans id="settings.preferences.displayZone" message="Time zone used for display" /></dt>
        <dd>
          <span translate="no">{region.timezone}</span>
          {zone ? ` (${zone})` : null}
        </dd>
        {region.currency ? (
          <>
            <dt><Trans id="settings.preferences.currency" message="Currency" /></dt>
            <dd>{region.currency}</dd>
          </>
        ) : null}
        <dt><Trans id="settings.preferences.example" message="For example" /></dt>
        <dd>
          <Trans
            id="settings.preferences.exampleText"
            message="{date} · {capacity} · {money}"
            values={{ date: format.formatDateTime(now), capacity: format.formatCapacity(1234.5), money: format.formatMoney(1234.5) }}
          />
        </dd>
      </dl>
      <p>
        <RegionLink className="fx-button"><Trans id="settings.preferences.change" message="Change region" /></RegionLink>
      </p>
      {preferred ? (
        <>
          <h3><Trans id="settings.preferences.accountHeading" message="Your account" /></h3>
          <p>
            {preferred === region.locale ? (
              <Trans id="settings.preferences.preferredSame" message="Your preferred language is {language}: e-mails use it too." values={{ language: <LanguageName locale={preferred} /> }} />
            ) : (
              <Trans
                id="settings.preferences.preferredOther"
                message="Your preferred language is {language}: e-mails use it, and so do your logins in browsers where you have not chosen a region."
                values={{ language: <LanguageName locale={preferred} /> }}
              />
            )}{' '}
            <Link to={SETTINGS_PATHS.account}><Trans id="settings.preferences.changePreferred" message="Change it under Account" /></Link>
          </p>
        </>
      ) : null}
      {session !== null && orgTypeOf(session.claims) !== 'user' ? <NotificationsSection /> : null}
    </SettingsFrame>
  );
}
