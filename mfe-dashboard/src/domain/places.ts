import type { I18n } from '@lingui/core';
import type { PostcodeResult } from '../data/views';

/**
 * An address-search result in the user's language, from its kind, code and name (the API's own
 * label is English and is used only when those are missing).
 */
export function placeLabel(i18n: I18n, r: PostcodeResult): string {
  const { code, name } = r;
  switch (r.kind) {
    case 'post_town':
      if (name && code) return i18n._({ id: 'dashboard.place.town', message: '{name} ({code} postcode area)', values: { name, code } });
      break;
    case 'postcode_area':
      if (code)
        return name
          ? i18n._({ id: 'dashboard.place.areaNamed', message: '{code} postcode area ({name})', values: { code, name } })
          : i18n._({ id: 'dashboard.place.area', message: '{code} postcode area', values: { code } });
      break;
    case 'postcode_district':
      if (code)
        return name
          ? i18n._({ id: 'dashboard.place.district', message: '{code} postcode district, {name}', values: { code, name } })
          : i18n._({ id: 'dashboard.place.districtOnly', message: '{code} postcode district', values: { code } });
      break;
    case 'gsp_region':
      if (name) return i18n._({ id: 'dashboard.place.gspRegion', message: '{name} grid supply point region', values: { name } });
      break;
    case 'gsp':
      if (name && code) return i18n._({ id: 'dashboard.place.gsp', message: '{name} grid supply point ({code})', values: { name, code } });
      break;
    default:
      break;
  }
  return r.label;
}

/** What a result stands in for: a full postcode searched is shown as its district, and says so. */
export function placeNote(i18n: I18n, r: PostcodeResult): string | null {
  if (!r.fallback_for) return null;
  return i18n._({
    id: 'dashboard.place.fallback',
    message: 'Showing postcode district {district} — exact postcodes are not in our data',
    values: { district: r.code ?? r.label },
  });
}
