import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import type { Toast } from 'shared-session';
import type { FormatRegion } from 'shared-ui';
import type { DashboardApi } from '../data/api';
import type { DashboardCompetition, MapPin, OperatorIdentity, QualifyingAssetView, Role } from '../data/views';
import {
  applyFilters,
  countActiveFilters,
  operatorIdOf,
  orderByQualifyingAssets,
  parseFilters,
  SEARCH_PARAM,
  searchMatches,
  STATUS_FILTER_FLAG,
  writeFilters,
  type MapFilters,
} from '../domain/filters';
import { boundsOf, buildPolygons } from '../domain/polygons';
import { qualifyingCounts } from '../domain/counts';
import { placeLabel, placeNote } from '../domain/places';
import { DashboardMap } from '../map/DashboardMap';
import { useLatest } from '../map/useLatest';
import { mapStyleFor } from '../map/mapStyle';
import { CompetitionList } from '../panel/CompetitionList';
import { CompetitionDetail } from '../panel/CompetitionDetail';
import { FilterModal } from '../panel/FilterModal';
import { ConfirmResults } from '../panel/ConfirmResults';
import type { SelectableAsset } from '../panel/ConfirmEntryPanel';
import { activateCompetition, removedToast, REMOVED_DEACTIVATE_DELAY_MS, type ActiveCompetition } from './activation';
import { selectableAssets } from './selectable';
import { mark, MARK_CLUSTERS_DRAWN } from '../data/marks';
import '../styles.css';

export interface DashboardEnv {
  api: DashboardApi;
  role: Role;
  roleId: number | null;
  flags: ReadonlySet<string>;
  locale: string;
  /** The region's time zone for dates (the embed: Europe/London, the GB market's clock, unless given). */
  timezone?: string;
  /** Mounted by the third-party embed (no host around it). */
  embed: boolean;
  tilesUrl: string | null;
  toast: (t: Toast) => void;
}

export const EMBEDDABLE_MAP_FLAG = 'embeddable_map';

const loadsAssets = (role: Role): boolean => role === 'flexprovider' || role === 'systemoperator';

export function DashboardPage({ env }: { env: DashboardEnv }) {
  const { i18n } = useLingui();
  const { api, role, roleId, flags, toast } = env;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const filters = useMemo(() => parseFilters(params), [params]);
  const competitionParam = params.get('competition');
  const search = params.get(SEARCH_PARAM) ?? '';

  const [competitions, setCompetitions] = useState<DashboardCompetition[] | null>(null);
  const [operators, setOperators] = useState<OperatorIdentity[]>([]);
  const [pins, setPins] = useState<MapPin[] | null>(null);
  const [qualifying, setQualifying] = useState<QualifyingAssetView[] | null>(null);
  const [active, setActive] = useState<ActiveCompetition | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [showPlanned, setShowPlanned] = useState(true);
  const flagsKey = [...flags].sort().join(',');
  const filterButtonRef = useRef<HTMLButtonElement>(null);
  const region = useMemo<FormatRegion>(() => ({ locale: env.locale, timezone: env.timezone ?? 'Europe/London' }), [env.locale, env.timezone]);
  // Closing a competition's detail gives the focus back to its item in the list.
  const [returnFocusTo, setReturnFocusTo] = useState<number | null>(null);
  const focusReturned = useCallback(() => setReturnFocusTo(null), []);

  const reportError = useCallback(
    (title: string) => (error: unknown) => {
      console.error(`[dashboard] ${title}`, error);
      toast({ kind: 'error', title, text: i18n._({ id: 'dashboard.error.retry', message: 'Please refresh the page to try again.' }) });
    },
    [toast, i18n],
  );

  const [reloadKey, setReloadKey] = useState(0);
  useEffect(() => {
    let cancelled = false;
    if (reloadKey === 0) setCompetitions(null);
    api
      .competitions(role, roleId, flags)
      .then((list) => !cancelled && setCompetitions(list))
      .catch((e: unknown) => {
        if (cancelled) return;
        setCompetitions([]);
        reportError(i18n._({ id: 'dashboard.error.competitions', message: 'Competitions could not be loaded' }))(e);
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, role, roleId, flagsKey, reloadKey]);

  useEffect(() => {
    if (role === 'public') return;
    let cancelled = false;
    api
      .operators()
      .then((ops) => !cancelled && setOperators(ops))
      .catch((e: unknown) => console.error('[dashboard] operators failed to load', e));
    return () => {
      cancelled = true;
    };
  }, [api, role]);

  useEffect(() => {
    if (!loadsAssets(role)) return;
    let cancelled = false;
    api
      .mapData((e) => console.error('[dashboard] map data file failed; using the paginated asset list', e))
      .then(({ pins: loaded }) => {
        if (!cancelled) setPins(loaded);
      })
      .catch(reportError(i18n._({ id: 'dashboard.error.assets', message: 'Assets could not be loaded' })));
    api
      .qualifyingAssets(role)
      .then((q) => !cancelled && setQualifying(q))
      .catch((e: unknown) => console.error('[dashboard] qualifying assets failed to load', e));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, role]);

  const basePath = env.embed || (location.pathname.startsWith('/embed/map') && flags.has(EMBEDDABLE_MAP_FLAG)) ? '/embed/map' : '/dashboard';
  const paramsRef = useLatest(params);

  const deactivate = useCallback(() => {
    const open = Number(paramsRef.current.get('competition'));
    if (Number.isInteger(open) && open > 0) setReturnFocusTo(open);
    const next = new URLSearchParams(paramsRef.current);
    next.delete('competition');
    const qs = next.toString();
    navigate(`${basePath}${qs ? `?${qs}` : ''}`);
  }, [navigate, basePath, paramsRef]);

  const openCompetition = useCallback(
    (id: number) => {
      const next = new URLSearchParams(paramsRef.current);
      next.set('competition', String(id));
      setParams(next);
    },
    [setParams, paramsRef],
  );

  // Activation follows the URL (spec §4.2); a stale answer is ignored.
  const generation = useRef(0);
  useEffect(() => {
    const mine = ++generation.current;
    if (competitionParam === null) {
      setActive(null);
      return;
    }
    const id = Number(competitionParam);
    const deps = {
      api,
      role,
      roleId,
      flags,
      i18n,
      toast,
      deactivate,
      isCurrent: () => generation.current === mine,
    };
    if (!Number.isInteger(id) || id <= 0) {
      // Not a competition id at all: the same answer as a removed competition.
      toast(removedToast(i18n));
      const timer = setTimeout(() => generation.current === mine && deactivate(), REMOVED_DEACTIVATE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    activateCompetition(id, deps)
      .then((result) => {
        if (generation.current === mine) setActive(result);
      })
      .catch(reportError(i18n._({ id: 'dashboard.error.competition', message: 'The competition could not be loaded' })));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [competitionParam, api, role, flagsKey]);

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
  // The list's counts (and order, spec §9) are the detail's: domain/counts.ts.
  const counts = useMemo(() => qualifyingCounts(competitions ?? [], { role, roleId }), [competitions, role, roleId]);

  const filtered = useMemo(() => applyFilters(competitions ?? [], filters).filter((c) => searchMatches(c, search)), [competitions, filters, search]);
  const ordered = useMemo(() => orderByQualifyingAssets(filtered, counts), [filtered, counts]);

  const operatorsById = useMemo(() => {
    const map = new Map<number, OperatorIdentity>();
    for (const c of competitions ?? []) if (c.operator && typeof c.operator === 'object') map.set(c.operator.id, c.operator);
    for (const o of operators) map.set(o.id, { ...map.get(o.id), ...o });
    return map;
  }, [competitions, operators]);
  const operatorName = useCallback(
    (c: DashboardCompetition) => {
      const id = operatorIdOf(c);
      return id === null ? null : (operatorsById.get(id)?.name ?? null);
    },
    [operatorsById],
  );

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

  const assets: SelectableAsset[] = useMemo(
    () => (active ? selectableAssets(active, qualifying ?? [], pins ?? [], i18n, region) : []),
    [active, qualifying, pins, i18n, region],
  );

  // Typing replaces the URL's search (no history entry per key); an empty box drops it.
  const changeSearch = (text: string) => {
    const next = new URLSearchParams(params);
    if (text) next.set(SEARCH_PARAM, text);
    else next.delete(SEARCH_PARAM);
    setParams(next, { replace: true });
  };

  const applyNewFilters = (next: MapFilters) => {
    setParams(writeFilters(params, next));
    setFiltersOpen(false);
  };

  const searchPlaces = useCallback(
    async (q: string, signal: AbortSignal) => (await api.searchPlaces(q, signal)).map((r) => ({ ...r, label: placeLabel(i18n, r), note: placeNote(i18n, r) })),
    [api, i18n],
  );
  const onPinsDrawn = useCallback(() => mark(MARK_CLUSTERS_DRAWN), []);
  const style = useMemo(() => mapStyleFor(env.locale, env.tilesUrl), [env.locale, env.tilesUrl]);
  const nFilters = countActiveFilters(filters);
  const reloadCompetitions = useCallback(() => setReloadKey((k) => k + 1), []);
  // Operators: their own closed competitions whose results are not yet confirmed.
  const awaitingResults = useMemo(
    () =>
      role === 'systemoperator'
        ? (competitions ?? []).filter((c) => c.status === 'closed' && !c.confirmation && operatorIdOf(c) === roleId).map((c) => c.id)
        : [],
    [competitions, role, roleId],
  );

  const operatorOptions = useMemo(() => {
    const ids = new Set((competitions ?? []).map(operatorIdOf).filter((x): x is number => x !== null));
    for (const o of operators) ids.add(o.id);
    return [...ids].map((id) => operatorsById.get(id) ?? { id, name: `#${id}` }).sort((a, b) => a.name.localeCompare(b.name));
  }, [competitions, operators, operatorsById]);

  return (
    <div className={`dash${env.embed ? ' dash--embed' : ''}`}>
      <aside className="dash-panel" aria-label={i18n._({ id: 'dashboard.panel.label', message: 'Competitions panel' })}>
        {active ? (
          <CompetitionDetail
            active={active}
            role={role}
            roleId={roleId}
            operatorName={operatorName(active.competition)}
            assets={assets}
            showPlanned={showPlanned}
            onTogglePlanned={setShowPlanned}
            onBack={deactivate}
            awaitingResults={awaitingResults.includes(active.competition.id)}
            onResultsConfirmed={reloadCompetitions}
            api={api}
            toast={toast}
            region={region}
            embed={env.embed}
          />
        ) : (
          <>
            <div className="dash-panel__head">
              <h1 className="dash-panel__title">{i18n._({ id: 'dashboard.competitions', message: 'Competitions' })}</h1>
              <button ref={filterButtonRef} type="button" className="fx-button fx-button--secondary" onClick={() => setFiltersOpen(true)}>
                {i18n._({ id: 'dashboard.filters.button', message: 'Filters' })}
                {nFilters > 0 && <span className="dash-badge">{` (${nFilters})`}</span>}
              </button>
            </div>
            <div className="dash-search">
              <label htmlFor="dash-search-input" className="dash-search__label">
                {i18n._({ id: 'dashboard.search.label', message: 'Search by name or reference' })}
              </label>
              <input
                id="dash-search-input"
                type="search"
                className="fx-input dash-search__input"
                value={search}
                onChange={(e) => changeSearch(e.target.value)}
                autoComplete="off"
              />
            </div>
            {!env.embed && <ConfirmResults competitionIds={awaitingResults} api={api} toast={toast} region={region} onDone={reloadCompetitions} />}
            {competitions && (
              <p className="dash-panel__summary" role="status">
                {i18n._({
                  id: 'dashboard.list.showing',
                  message: 'Showing {shown} of {total}',
                  values: { shown: ordered.length, total: competitions.length },
                })}
              </p>
            )}
            <CompetitionList
              competitions={ordered}
              counts={counts}
              operatorName={operatorName}
              activeId={activeId}
              onOpen={openCompetition}
              loading={competitions === null}
              total={competitions?.length ?? 0}
              returnFocusTo={returnFocusTo}
              onFocusReturned={focusReturned}
            />
          </>
        )}
      </aside>
      <DashboardMap
        style={style}
        polygons={polygons}
        names={names}
        activeId={activeId}
        pins={visiblePins}
        matching={matching}
        matchingKey={matchingKey}
        role={role}
        region={region}
        fitTo={fitTo}
        onSelectCompetition={openCompetition}
        searchPlaces={searchPlaces}
        onPinsDrawn={onPinsDrawn}
      />
      <FilterModal
        open={filtersOpen}
        value={filters}
        operators={operatorOptions}
        showStatus={flags.has(STATUS_FILTER_FLAG)}
        region={region}
        onApply={applyNewFilters}
        onClose={() => setFiltersOpen(false)}
      />
    </div>
  );
}
