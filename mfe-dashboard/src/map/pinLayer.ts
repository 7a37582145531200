import type { I18n } from '@lingui/core';
import type { FormatRegion } from 'shared-ui';
import { compactCount, escapeHtml, L, type ClusterCounts, type PinClusterOptions } from 'shared-ui/map';
import type { MapPin, Role } from '../data/views';
import { popupModel, popupOffsetFor, renderPopup } from '../domain/popup';

export const PINS_PANE = 'dashPins';
export type PinSet = 'assets' | 'search';

/** The map's colour tokens (--dash-color-qualified and --dash-color-other in styles.css). */
const QUALIFIED_COLOUR = '#1a8448';
const UNQUALIFIED_COLOUR = '#6b7280';
const SEARCH_COLOUR = '#c2410c';

/**
 * Cluster badge with the qualified and unqualified counts (spec §3). Leaflet makes the icon a
 * focusable button; its name is the visually hidden sentence, which holds the shown counts in the
 * order they are shown (label in name, WCAG 2.5.3). The compact figures repeat it for the eye only.
 */
export function clusterIcon({ matchingCount: qualifiedCount, otherCount: unqualifiedCount }: ClusterCounts, i18n: I18n): L.DivIcon {
  const total = qualifiedCount + unqualifiedCount;
  const size = total < 100 ? 40 : total < 1000 ? 48 : 56;
  const label = i18n._({
    id: 'dashboard.cluster.label',
    message: '{total} assets: {qualified} qualified, {unqualified} not qualified',
    values: { total, qualified: qualifiedCount, unqualified: unqualifiedCount },
  });
  const html =
    `<span class="dash-visually-hidden">${escapeHtml(label)}</span>` +
    `<div class="dash-cluster__total" aria-hidden="true">${compactCount(total)}</div>` +
    `<div class="dash-cluster__split" aria-hidden="true"><span class="dash-cluster__q">${compactCount(qualifiedCount)}</span>` +
    `<span class="dash-cluster__u">${compactCount(unqualifiedCount)}</span></div>`;
  return L.divIcon({ html, className: 'dash-cluster', iconSize: L.point(size, size) });
}

export interface PinLayerContext {
  role: Role;
  i18n: I18n;
  region: FormatRegion;
  activeId?: number | null;
}

/**
 * The dashboard's pins on the shared clustered layer: qualified pins are tall teardrops with a
 * tick, others small dots, the searched place a tall orange pin; clusters count qualified and not;
 * asset pins show their popup on hover.
 */
export function dashboardPinOptions(pinSet: PinSet, ctx: PinLayerContext): PinClusterOptions<MapPin> {
  return {
    pane: PINS_PANE,
    look: (_pin, matching) =>
      pinSet === 'search'
        ? { tall: true, colour: SEARCH_COLOUR }
        : { tall: matching, tick: matching, colour: matching ? QUALIFIED_COLOUR : UNQUALIFIED_COLOUR },
    clusterIcon: (counts) => clusterIcon(counts, ctx.i18n),
    popup: (pin, matching) => ({
      content: renderPopup(popupModel({ ...pin, matching }, ctx.role, ctx.i18n, ctx.region, ctx.activeId ?? null), ctx.i18n),
      offset: popupOffsetFor({ matching }),
      className: 'dash-pin-popup',
    }),
  };
}
