import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { ensurePane, L, useLatest } from 'shared-ui/map';
import type { CompetitionPolygon } from '../data/views';
import { OPACITY } from '../domain/polygons';

export const BASEMAP_PANE = 'dashBasemap';
export const POLYGON_PANE = 'dashPolygons';

/**
 * Competition boundaries. Bigger areas come first in `polygons`, so they are drawn below
 * smaller ones; the active one is highlighted. Clicking a boundary activates its competition.
 */
export function PolygonLayer({
  polygons,
  activeId,
  names,
  onSelect,
}: {
  polygons: CompetitionPolygon[];
  activeId: number | null;
  names: ReadonlyMap<number, string>;
  onSelect: (id: number) => void;
}) {
  const map = useMap();
  const onSelectRef = useLatest(onSelect);
  useEffect(() => {
    ensurePane(map, POLYGON_PANE, 420);
    const renderer = L.svg({ pane: POLYGON_PANE, padding: 0.3 });
    const group = L.featureGroup();
    for (const p of polygons) {
      const latlngs = p.polygons.map((poly) => poly.map((ring) => ring.map(([lng, lat]) => [lat, lng] as [number, number])));
      const active = p.id === activeId;
      const layer = L.polygon(latlngs, {
        renderer,
        pane: POLYGON_PANE,
        color: p.color,
        weight: active ? 3 : 1,
        opacity: active ? 1 : 0.8,
        fillColor: p.color,
        fillOpacity: OPACITY[p.opacityLevel],
        className: `competition-boundary competition-boundary--${p.opacityLevel}${active ? ' competition-boundary--active' : ''}`,
      });
      const name = names.get(p.id);
      if (name) layer.bindTooltip(name, { sticky: true, direction: 'top' });
      layer.on('click', () => onSelectRef.current(p.id));
      group.addLayer(layer);
    }
    group.addTo(map);
    // Boundaries are for the pointer: the competition list is the keyboard and screen-reader path
    // to the same competitions, so the shapes are neither tab stops nor announced.
    for (const l of group.getLayers()) {
      const el = (l as L.Path).getElement();
      el?.setAttribute('aria-hidden', 'true');
      el?.setAttribute('focusable', 'false');
    }
    if (activeId !== null) {
      for (const l of group.getLayers()) if ((l as L.Polygon).options.weight === 3) (l as L.Polygon).bringToFront();
    }
    return () => {
      group.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, polygons, activeId, names]);
  return null;
}
