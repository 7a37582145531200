import { useMemo, useCallback } from 'react';
import type { DashboardCompetition, MapPin, OperatorIdentity, QualifyingAssetView } from '../data/views';
import { boundsOf, buildPolygons } from '../domain/polygons';
import type { ActiveCompetition } from './activation';

export interface MapLayersInput {
  /** Every competition loaded (for the names) and those the filters and search leave. */
  competitions: DashboardCompetition[] | null;
  filtered: DashboardCompetition[];
  active: ActiveCompetition | null;
  operatorsById: ReadonlyMap<number, OperatorIdentity>;
  qualifying: QualifyingAssetView[] | null;
  pins: MapPin[] | null;
  showPlanned: boolean;
}

/**
 * What the map draws: the listed competitions' shapes (the open one with its detailed boundary,
 * even when the filters hide it), their names, where to fit the view, the pins shown, and which
 * pins qualify (for the open competition, else for any listed one).
 */
export function useMapLayers({ competitions, filtered, active, operatorsById, qualifying, pins, showPlanned }: MapLayersInput) {
  const activeId = active?.competition.id ?? null;

  // Which assets qualify for which competition: the map's qualifying pins.
  const byCompetition = useMemo(() => {
    if (!qualifying) return null;
    const map = new Map<number, Set<string>>();
    for (const q of qualifying) {
      let set = map.get(q.competition);
      if (!set) map.set(q.competition, (set = new Set()));
      set.add(String(q.flex_asset));
    }
    return { map };
  }, [qualifying]);

  const mapCompetitions = useMemo(() => {
    if (!active) return filtered;
    const detailed = active.boundary?.boundary ? { ...active.competition, boundary: active.boundary } : null;
    const inList = filtered.some((c) => c.id === active.competition.id);
    const base = inList ? filtered : [...filtered, active.competition];
    return detailed ? base.map((c) => (c.id === detailed.id ? { ...c, ...detailed } : c)) : base;
  }, [filtered, active]);
  const polygons = useMemo(() => buildPolygons(mapCompetitions, activeId, operatorsById), [mapCompetitions, activeId, operatorsById]);
  const names = useMemo(() => new Map((competitions ?? []).map((c) => [c.id, c.name ?? `#${c.id}`])), [competitions]);

  const fitTo = useMemo(() => {
    if (active) {
      const own = polygons.find((p) => p.id === active.competition.id);
      return own ? boundsOf(own.polygons) : null;
    }
    return boundsOf(polygons.flatMap((p) => p.polygons));
  }, [polygons, active]);

  const qualifyingIds = useMemo(() => {
    if (!byCompetition) return null;
    if (activeId !== null) return byCompetition.map.get(activeId) ?? new Set<string>();
    const all = new Set<string>();
    for (const c of filtered) for (const id of byCompetition.map.get(c.id) ?? []) all.add(id);
    return all;
  }, [byCompetition, activeId, filtered]);
  const matching = useCallback(
    (pin: MapPin) => {
      // The map-data document says which competitions each asset qualifies for.
      if (pin.competitions) return activeId !== null ? pin.competitions.includes(activeId) : pin.competitions.length > 0;
      return qualifyingIds ? qualifyingIds.has(String(pin.id)) : pin.matching === true;
    },
    [qualifyingIds, activeId],
  );
  const matchingKey = `${activeId}|${qualifying?.length ?? -1}|${filtered.length}|${filtered[0]?.id ?? ''}`;

  const visiblePins = useMemo(() => (pins && !showPlanned ? pins.filter((p) => !p.details?.planned) : pins), [pins, showPlanned]);

  return { polygons, names, fitTo, matching, matchingKey, visiblePins };
}
