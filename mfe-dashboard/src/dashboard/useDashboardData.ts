import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { DashboardEnv } from './DashboardPage';
import type { DashboardCompetition, MapPin, OperatorIdentity, QualifyingAssetView, Role } from '../data/views';

const loadsAssets = (role: Role): boolean => role === 'flexprovider' || role === 'systemoperator';

/** The dashboard's data and how a failed load is told: the list, the operators, the pins and who qualifies where. */
export interface DashboardData {
  /** Null while the first load runs; an empty list after a failed one. */
  competitions: DashboardCompetition[] | null;
  operators: OperatorIdentity[];
  /** Null until the map data has loaded (never for the public, who see no assets). */
  pins: MapPin[] | null;
  qualifying: QualifyingAssetView[] | null;
  /** Loads the competitions again, keeping the current list on screen meanwhile. */
  reloadCompetitions: () => void;
  /** A handler for a failed call: logs it and toasts `title` with "refresh to try again". */
  reportError: (title: string) => (error: unknown) => void;
}

/**
 * Loads what the dashboard shows for this caller: the competitions (again on reload and when the
 * flags change), the operators (signed in only), and for providers and operators the map's asset
 * pins and which assets qualify for which competition. An answer that arrives after the inputs
 * changed is dropped.
 */
export function useDashboardData({ api, role, roleId, flags, toast }: DashboardEnv): DashboardData {
  const { i18n } = useLingui();
  const [competitions, setCompetitions] = useState<DashboardCompetition[] | null>(null);
  const [operators, setOperators] = useState<OperatorIdentity[]>([]);
  const [pins, setPins] = useState<MapPin[] | null>(null);
  const [qualifying, setQualifying] = useState<QualifyingAssetView[] | null>(null);
  const flagsKey = [...flags].sort().join(',');

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

  const reloadCompetitions = useCallback(() => setReloadKey((k) => k + 1), []);
  return { competitions, operators, pins, qualifying, reloadCompetitions, reportError };
}
