/**
 * Moments in a competition's life that other domains act on (alerts): it opens for qualification,
 * opens for bidding, or its results are published. Statuses follow the dates and are stored by
 * refreshStatuses and on writes; each stored change that crosses into qualifying or open is
 * announced here, in the transaction that stored it, to the hooks registered at build time.
 */
import type { Db } from '../../db/types.js';
import { statusRank, isCompetitionStatus } from './status.js';

export type CompetitionMoment = 'qualification_open' | 'bidding_open' | 'results_published';

export interface CompetitionMomentEvent {
  competition_id: number;
  moment: CompetitionMoment;
}

type MomentHook = (db: Db, events: CompetitionMomentEvent[]) => Promise<void>;
const hooks = new Set<MomentHook>();

/** Register a hook (at build time); the returned function unregisters it (call it when the app closes). */
export function onCompetitionMoments(hook: MomentHook): () => void {
  hooks.add(hook);
  return () => {
    hooks.delete(hook);
  };
}

/** Run the hooks in the caller's transaction (nothing when there is nothing to announce). */
export async function announceMoments(db: Db, events: CompetitionMomentEvent[]): Promise<void> {
  if (events.length === 0) return;
  for (const hook of hooks) await hook(db, events);
}

/**
 * The moments a stored status change means: entering `qualifying` opens qualification, entering
 * `open` from before it opens bidding. A change that skips a stage (a refresh after a missed
 * window) announces only the stage it lands in; going backwards (dates moved later) announces nothing.
 */
export function momentsOfChange(from: string | null, to: string): CompetitionMoment[] {
  if (!isCompetitionStatus(to)) return [];
  const before = from !== null && isCompetitionStatus(from) ? statusRank(from) : 0;
  if (to === 'qualifying' && before < statusRank('qualifying')) return ['qualification_open'];
  if (to === 'open' && before < statusRank('open')) return ['bidding_open'];
  return [];
}

/** The moments of stored status changes (rows of id, previous and new status). */
export function momentsOfChanges(rows: ReadonlyArray<{ id: number; previous: string | null; status: string }>): CompetitionMomentEvent[] {
  return rows.flatMap((r) => momentsOfChange(r.previous, r.status).map((moment) => ({ competition_id: r.id, moment })));
}
