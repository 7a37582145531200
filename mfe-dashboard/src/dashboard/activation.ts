import type { I18n } from '@lingui/core';
import type { Toast } from 'shared-session';
import type { DashboardApi } from '../data/api';
import type { CompetitionBoundary, CompetitionEntry } from 'shared-session';
import type { AssetSummaryView, CompetitionAssetSource, Role, ShownCompetition } from '../data/views';
import { operatorIdOf } from '../domain/filters';

/** Competition-removed toast delay before deactivating (spec platform §9). */
export const REMOVED_DEACTIVATE_DELAY_MS = 1500;
export const ENTRY_CONFIRMATION_FLAG = 'entry_confirmation';

export interface ActiveCompetition {
  competition: ShownCompetition;
  boundary: CompetitionBoundary | null;
  summary: AssetSummaryView | null;
  ballotCount: number | null;
  entry: CompetitionEntry | null;
  /**
   * The rows of the competition's asset table: a provider's own located assets (its asset summary),
   * or for the owning operator every located asset with the owner's name; null for others.
   */
  assets: CompetitionAssetSource[] | null;
}

export interface ActivationDeps {
  api: DashboardApi;
  role: Role;
  /** The organisation id of the session (operators see the asset table of their own competitions). */
  roleId?: number | null;
  flags: ReadonlySet<string>;
  i18n: I18n;
  toast: (t: Toast) => void;
  /** Deactivates the competition (page 1, URL without `competition`). */
  deactivate: () => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  /** False once the caller no longer wants the result (another competition was chosen). */
  isCurrent?: () => boolean;
}

export function removedToast(i18n: I18n): Toast {
  return {
    kind: 'error',
    title: i18n._({ id: 'dashboard.removed.title', message: 'Competition removed' }),
    text: i18n._({ id: 'dashboard.removed.text', message: 'The competition has been removed, please refresh your browser.' }),
  };
}

/** An operator opened another operator's competition (the API's 403 `code: other_operator`). */
export function otherOperatorToast(i18n: I18n): Toast {
  return {
    kind: 'error',
    title: i18n._({ id: 'dashboard.otherOperator.title', message: 'Another operator’s competition' }),
    text: i18n._({ id: 'dashboard.otherOperator.text', message: 'This competition belongs to another operator, so it is not shown to you.' }),
  };
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

function isOtherOperators(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || (error as { status?: unknown }).status !== 403) return false;
  const body = (error as { body?: unknown }).body;
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'other_operator';
}

/**
 * Competition activation (spec platform §4.2):
 * 1. fetch the detailed boundary and the competition (operator, service_periods.windows);
 * 2. no name (or no such competition) → "Competition removed" toast, deactivate after 1.5 s;
 *    another operator's competition (403 other_operator) → a toast saying so, deactivated alike;
 * 3. asset summary for system operators and flex providers;
 * 4. the caller then shows page 2 (the URL already holds `?competition=`);
 * 5. open + summary has assets + flex provider → active ballot count, and the entry
 *    confirmation when the entry-confirmation feature is on.
 * Resolves null when the competition was removed.
 */
export async function activateCompetition(id: number, deps: ActivationDeps): Promise<ActiveCompetition | null> {
  const { api, role, flags, i18n, toast } = deps;
  const current = deps.isCurrent ?? (() => true);
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));

  let competition: ShownCompetition | null = null;
  let boundary: CompetitionBoundary | null = null;
  try {
    [boundary, competition] = await Promise.all([
      api.boundary(id, role).catch((e: unknown) => {
        console.error(`[dashboard] boundary of competition ${id} failed to load`, e);
        return null;
      }),
      api.competition(id, role),
    ]);
  } catch (error) {
    if (isOtherOperators(error)) {
      if (!current()) return null;
      toast(otherOperatorToast(i18n));
      setTimer(() => {
        if (current()) deps.deactivate();
      }, REMOVED_DEACTIVATE_DELAY_MS);
      return null;
    }
    if (!isNotFound(error)) throw error;
    competition = null;
  }
  if (!current()) return null;
  if (!competition || !competition.name) {
    toast(removedToast(i18n));
    setTimer(() => {
      if (current()) deps.deactivate();
    }, REMOVED_DEACTIVATE_DELAY_MS);
    return null;
  }

  let summary: AssetSummaryView | null = null;
  if (role === 'flexprovider' || role === 'systemoperator') summary = await api.assetSummary(id);
  if (!current()) return null;

  let assets: CompetitionAssetSource[] | null = null;
  if (role === 'flexprovider' && summary) {
    assets = summary.rows;
  } else if (role === 'systemoperator' && deps.roleId != null && operatorIdOf(competition) === deps.roleId) {
    assets = await api.competitionAssets(id).catch((e: unknown) => {
      console.error(`[dashboard] assets of competition ${id} failed to load`, e);
      return null;
    });
  }
  if (!current()) return null;

  let ballotCount: number | null = null;
  let entry: CompetitionEntry | null = null;
  if (competition.status === 'open' && summary && summary.total > 0 && role === 'flexprovider') {
    const [count, e] = await Promise.all([
      api.ballotCount(id),
      flags.has(ENTRY_CONFIRMATION_FLAG) ? api.entry(id) : Promise.resolve(null),
    ]);
    ballotCount = count;
    entry = e;
  }
  return { competition, boundary, summary, ballotCount, entry, assets };
}
