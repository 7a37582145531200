/**
 * The map's credits in the reader's language: Leaflet's own link (its title), OpenStreetMap's
 * contributors for the tiles, and NESO for the offline basemap's data. Leaflet shows them as HTML.
 */
import type { I18n } from '@lingui/core';

const LEAFLET = 'https://leafletjs.com';
const OSM_COPYRIGHT = 'https://www.openstreetmap.org/copyright';

export interface MapCredits {
  /** The attribution control's prefix (Leaflet's link). */
  prefix: string;
  /** The default tiles' credit. */
  tiles: string;
  /** The offline basemap's credit. */
  basemap: string;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function mapCredits(i18n: I18n): MapCredits {
  const title = escapeAttr(i18n._({ id: 'ui.map.leafletTitle', message: 'A JavaScript library for interactive maps' }));
  return {
    prefix: `<a href="${LEAFLET}" title="${title}">Leaflet</a>`,
    tiles: i18n._({
      id: 'ui.map.osmCredit',
      message: '© {osm} contributors',
      values: { osm: `<a href="${OSM_COPYRIGHT}">OpenStreetMap</a>` },
    }),
    basemap: i18n._({
      id: 'ui.map.nesoCredit',
      message: 'Contains data from NESO (National Energy System Operator), licensed under the NESO Open Data Licence.',
    }),
  };
}
