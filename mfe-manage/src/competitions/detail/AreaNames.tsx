import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { api } from 'shared-session';

/** How many region names are written out before "and N more". */
const SHOWN = 12;

/**
 * A competition's area in words: the names of its GSP regions (`area_refs`, read from
 * flex/gspregions/?ids=; postcode districts chosen at creation are stored as their regions), never
 * the internal GSP group codes. While the names load, or if they cannot, the number of regions.
 */
export function AreaNames({ refs }: { refs: readonly number[] | null | undefined }) {
  const { i18n } = useLingui();
  const [names, setNames] = useState<string[] | null>(null);
  const key = (refs ?? []).join(',');

  useEffect(() => {
    let current = true;
    setNames(null);
    if (!key) return;
    api.get('/flex/gspregions/', { query: { ids: key } }).then(
      (regions) => current && setNames(regions.map((r) => r.name)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key]);

  const count = refs?.length ?? 0;
  if (count === 0) return null;
  if (!names) return <>{i18n._({ id: 'competitions.area.regions', message: '{count, plural, one {# GSP region} other {# GSP regions}}', values: { count } })}</>;
  const listed = new Intl.ListFormat(i18n.locale, { type: 'conjunction' });
  if (names.length <= SHOWN) return <>{listed.format(names)}</>;
  return <>{i18n._({ id: 'competitions.area.more', message: '{names} and {count} more GSP regions', values: { names: names.slice(0, SHOWN).join(', '), count: names.length - SHOWN } })}</>;
}
