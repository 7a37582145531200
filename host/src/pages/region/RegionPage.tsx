import { useNavigate, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { REGIONS, bus, safeNextPath, setRegion, type RegionCode } from 'shared-session';
import { useBusValue } from 'shared-ui';
import { PageIntro } from './PageIntro';

/**
 * /region: the region switcher (spec §3). A region sets locale, timezone and currency for all
 * display; the choice is stored and takes effect at once. `?next=` returns to the page after.
 */
export function RegionPage() {
  const { i18n } = useLingui();
  const current = useBusValue(bus.region$);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = search.get('next');

  const choose = (code: RegionCode) => {
    setRegion(code);
    if (next) void navigate(safeNextPath(next, '/'), { replace: true });
  };

  return (
    <PageIntro
      title={<Trans id="region.title" message="Choose your region" />}
      lead={<Trans id="region.lead" message="Your region sets the language, date and time formats, time zone and currency." />}
    >
      <ul className="region-list" aria-label={i18n._({ id: 'region.listLabel', message: 'Regions' })}>
        {Object.values(REGIONS).map((region) => {
          const selected = region.code === current.code;
          return (
            <li key={region.code}>
              <button
                type="button"
                className={selected ? 'region-option is-selected' : 'region-option'}
                aria-pressed={selected}
                onClick={() => choose(region.code)}
              >
                <span className="region-option__name">{region.name ?? region.code}</span>
                <span className="region-option__meta">
                  {region.locale} · {region.timezone}
                  {region.currency ? ` · ${region.currency}` : ''}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </PageIntro>
  );
}
