import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { useLatest } from 'shared-ui/map';
import { activateCompetition, removedToast, REMOVED_DEACTIVATE_DELAY_MS, type ActiveCompetition } from './activation';
import type { DashboardEnv } from './DashboardPage';

export const EMBEDDABLE_MAP_FLAG = 'embeddable_map';

/** The competition the URL's `competition` parameter opens, and the calls that open and close one. */
export interface ActiveCompetitionState {
  /** The open competition with what its detail shows, or null (none open, or still loading). */
  active: ActiveCompetition | null;
  activeId: number | null;
  /** Opens a competition: sets `competition` in the URL (a history entry). */
  openCompetition: (id: number) => void;
  /** Closes the open competition: navigates to the page without `competition`. */
  deactivate: () => void;
  /** The competition whose list item gets the focus back after its detail closed. */
  returnFocusTo: number | null;
  focusReturned: () => void;
}

/**
 * Activation follows the URL (spec §4.2): the `competition` parameter names the open competition,
 * its details load through `activateCompetition`, and an answer for a competition no longer asked
 * for is ignored. A parameter that is not a competition id is told as a removed competition.
 */
export function useActiveCompetition(env: DashboardEnv, reportError: (title: string) => (error: unknown) => void): ActiveCompetitionState {
  const { i18n } = useLingui();
  const { api, role, roleId, flags, toast } = env;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const competitionParam = params.get('competition');
  const flagsKey = [...flags].sort().join(',');
  const [active, setActive] = useState<ActiveCompetition | null>(null);
  // Closing a competition's detail gives the focus back to its item in the list.
  const [returnFocusTo, setReturnFocusTo] = useState<number | null>(null);
  const focusReturned = useCallback(() => setReturnFocusTo(null), []);

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

  return { active, activeId: active?.competition.id ?? null, openCompetition, deactivate, returnFocusTo, focusReturned };
}
