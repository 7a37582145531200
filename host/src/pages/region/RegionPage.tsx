import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { REGIONS, bus, safeNextPath, setRegion, switchLocale, toast, type Region, type RegionCode } from 'shared-session';
import { useBusValue } from 'shared-ui';
import { PageIntro } from '../PageIntro';

/** A locale's own name for itself ("italiano (Italia)"), where the browser knows it. */
function languageName(locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/** One line per setting that differs between the two regions, in the new region's language. */
export function describeChange(i18n: I18n, before: Region, after: Region): string {
  const parts: string[] = [];
  if (before.locale !== after.locale) {
    parts.push(i18n._({ id: 'region.changed.language', message: 'Language and formats: {language}', values: { language: languageName(after.locale) } }));
  }
  if (before.timezone !== after.timezone) {
    parts.push(i18n._({ id: 'region.changed.timezone', message: 'Time zone: {timezone}', values: { timezone: after.timezone } }));
  }
  if (before.currency !== after.currency && after.currency) {
    parts.push(i18n._({ id: 'region.changed.currency', message: 'Currency: {currency}', values: { currency: after.currency } }));
  }
  return parts.join(' · ');
}

/**
 * /region: the region switcher (spec §3). A region sets locale, timezone and currency for all
 * display; the choice is stored and takes effect at once. Once the new language has loaded, a
 * notice says what changed and `?next=` returns the user to the page they came from.
 */
export function RegionPage() {
  const { i18n } = useLingui();
  const current = useBusValue(bus.region$);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = search.get('next');
  const [changed, setChanged] = useState<string | null>(null);

  const choose = async (code: RegionCode) => {
    const before = bus.region$.value;
    const after = setRegion(code);
    await switchLocale(after.locale);
    if (before.code === after.code) {
      if (next) void navigate(safeNextPath(next, '/'), { replace: true });
      return;
    }
    const title = i18n._({ id: 'region.changed.title', message: 'Region changed to {name}', values: { name: after.name ?? after.code } });
    const text = describeChange(i18n, before, after);
    if (next) {
      toast({ kind: 'success', title, text });
      void navigate(safeNextPath(next, '/'), { replace: true });
    } else {
      setChanged(`${title}. ${text}`);
    }
  };

  return (
    <PageIntro
      title={<Trans id="region.title" message="Choose your region" />}
      lead={<Trans id="region.lead" message="Your region sets the language, date and time formats, time zone and currency." />}
    >
      <p role="status" className="region-changed">{changed}</p>
      <ul className="region-list" aria-label={i18n._({ id: 'region.listLabel', message: 'Regions' })}>
        {Object.values(REGIONS).map((region) => {
          const selected = region.code === current.code;
          return (
            <li key={region.code}>
              <button
                type="button"
                className={selected ? 'region-option is-selected' : 'region-option'}
                aria-pressed={selected}
                onClick={() => void choose(region.code)}
              >
                <span className="region-option__name">{region.name ?? region.code}</span>
                <span className="region-option__meta" lang={region.locale}>
                  {languageName(region.locale)} · {region.timezone}
                  {region.currency ? ` · ${region.currency}` : ''}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {next ? (
        <p>
          <Link to={safeNextPath(next, '/')} replace>
            <Trans id="region.back" message="Back without changing" />
          </Link>
        </p>
      ) : null}
    </PageIntro>
  );
}
