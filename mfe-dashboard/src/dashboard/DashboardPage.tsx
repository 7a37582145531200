import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import type { Toast } from 'shared-session';
import type { FormatRegion } from 'shared-ui';
import type { DashboardApi } from '../data/api';
import type { DashboardCompetition, Role } from '../data/views';
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
import { qualifyingCounts } from '../domain/counts';
import { placeLabel, placeNote } from '../domain/places';
import { DashboardMap } from '../map/DashboardMap';
import { mapStyleFor } from 'shared-ui/map';
import { CompetitionDetail } from '../panel/CompetitionDetail';
import { FilterModal } from '../panel/FilterModal';
import { ConfirmResults } from '../panel/ConfirmResults';
import type { SelectableAsset } from '../panel/ConfirmEntryPanel';
import { selectableAssets } from './selectable';
import { mark, MARK_CLUSTERS_DRAWN } from '../data/marks';
import { CompetitionsPanel } from './CompetitionsPanel';
import { useActiveCompetition } from './useActiveCompetition';
import { useDashboardData } from './useDashboardData';
import { useMapLayers } from './useMapLayers';
import { useOperators } from './useOperators';
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

export { EMBEDDABLE_MAP_FLAG } from './useActiveCompetition';

/** Operators: the ids of their own closed competitions whose results are not yet confirmed. */
function awaitingResultsOf(competitions: readonly DashboardCompetition[] | null, role: Role, roleId: number | null): number[] {
  if (role !== 'systemoperator') return [];
  return (competitions ?? []).filter((c) => c.status === 'closed' && !c.confirmation && operatorIdOf(c) === roleId).map((c) => c.id);
}

/**
 * The map dashboard: the side panel (the competitions with search and filters, or the open
 * competition's detail) beside the map of competition areas and asset pins. The URL holds the
 * open competition, the search and the filters.
 */
export function DashboardPage({ env }: { env: DashboardEnv }) {
  const { i18n } = useLingui();
  const { api, role, roleId, flags, toast } = env;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const search = params.get(SEARCH_PARAM) ?? '';
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [showPlanned, setShowPlanned] = useState(true);
  const region = useMemo<FormatRegion>(() => ({ locale: env.locale, timezone: env.timezone ?? 'Europe/London' }), [env.locale, env.timezone]);

  const { competitions, operators, pins, qualifying, reloadCompetitions, reportError } = useDashboardData(env);
  const { active, activeId, openCompetition, deactivate, returnFocusTo, focusReturned } = useActiveCompetition(env, reportError);
  const { operatorsById, operatorName, operatorOptions } = useOperators(competitions, operators);

  // The list's counts (and order, spec §9) are the detail's: domain/counts.ts.
  const counts = useMemo(() => qualifyingCounts(competitions ?? [], { role, roleId }), [competitions, role, roleId]);
  const filtered = useMemo(() => applyFilters(competitions ?? [], filters).filter((c) => searchMatches(c, search)), [competitions, filters, search]);
  const ordered = useMemo(() => orderByQualifyingAssets(filtered, counts), [filtered, counts]);
  const layers = useMapLayers({ competitions, filtered, active, operatorsById, qualifying, pins, showPlanned });

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
  const awaitingResults = useMemo(() => awaitingResultsOf(competitions, role, roleId), [competitions, role, roleId]);

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
          <CompetitionsPanel
            search={search}
            onSearch={changeSearch}
            activeFilters={countActiveFilters(filters)}
            onOpenFilters={() => setFiltersOpen(true)}
            results={!env.embed && <ConfirmResults competitionIds={awaitingResults} api={api} toast={toast} region={region} onDone={reloadCompetitions} />}
            list={{
              competitions: ordered,
              counts,
              operatorName,
              activeId,
              onOpen: openCompetition,
              loading: competitions === null,
              total: competitions?.length ?? 0,
              returnFocusTo,
              onFocusReturned: focusReturned,
            }}
          />
        )}
      </aside>
      <DashboardMap
        style={style}
        polygons={layers.polygons}
        names={layers.names}
        activeId={activeId}
        pins={layers.visiblePins}
        matching={layers.matching}
        matchingKey={layers.matchingKey}
        role={role}
        region={region}
        fitTo={layers.fitTo}
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
