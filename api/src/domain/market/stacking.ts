/**
 * Stacking check (the stacking-matrix modal): an asset offered in windows of different
 * competitions that deliver at the same time is promised twice. That is allowed (a provider may
 * expect to win only one) but warned about: for each window of the ballot's competition, the
 * ballot's assets' active bids in other competitions whose windows overlap it.
 */
import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db/types.js';
import type { HolidayCalendar } from '../competitions/holidays.js';
import { windowsOf, type WindowFacts } from './facts.js';
import { recurrencesOverlap } from './windows.js';
import type { StackingWarning } from './schemas.js';

interface Candidate {
  flex_asset: number;
  asset_ref: string;
  other_bid: number;
  other_competition: number;
  other_competition_name: string;
  other_calendar: HolidayCalendar;
  other_service_window: number;
}

export async function stackingWarnings(db: Db, ballotId: number): Promise<Static<typeof StackingWarning>[]> {
  const head = await db.query<{ competition_id: number; holiday_calendar: HolidayCalendar }>(
    'SELECT b.competition_id, c.holiday_calendar FROM ballots b JOIN competitions c ON c.id = b.competition_id WHERE b.id = $1',
    [ballotId],
  );
  const me = head.rows[0];
  if (!me) return [];
  const candidates = await db.query<Candidate>(
    `SELECT ba.flex_asset_id AS flex_asset, a.ref AS asset_ref, ob.id AS other_bid, ob.competition_id AS other_competition,
            oc.name AS other_competition_name, oc.holiday_calendar AS other_calendar, ob.service_window_id AS other_service_window
       FROM ballots me
       JOIN ballot_assets ba ON ba.group_id = me.ballot_asset_group_id
       JOIN flex_assets a ON a.id = ba.flex_asset_id
       JOIN ballot_assets ba2 ON ba2.flex_asset_id = ba.flex_asset_id
       JOIN ballots obl ON obl.ballot_asset_group_id = ba2.group_id AND obl.is_active AND obl.competition_id <> me.competition_id
       JOIN bids ob ON ob.ballot_id = obl.id AND ob.is_active
       JOIN competitions oc ON oc.id = ob.competition_id AND oc.is_active
      WHERE me.id = $1
      ORDER BY ba.flex_asset_id, ob.competition_id, ob.id`,
    [ballotId],
  );
  if (!candidates.rows.length) return [];
  const own = await windowsOf(db, me.competition_id, me.holiday_calendar);
  const otherWindows = new Map<number, Map<number, WindowFacts>>();
  for (const c of candidates.rows) {
    if (!otherWindows.has(c.other_competition)) otherWindows.set(c.other_competition, await windowsOf(db, c.other_competition, c.other_calendar));
  }
  const out: Static<typeof StackingWarning>[] = [];
  for (const w of own.values()) {
    for (const c of candidates.rows) {
      const o = otherWindows.get(c.other_competition)?.get(c.other_service_window);
      if (!o || !recurrencesOverlap(w, o)) continue;
      out.push({
        flex_asset: c.flex_asset,
        asset_ref: c.asset_ref,
        service_window: w.id,
        window_name: w.name,
        other_competition: c.other_competition,
        other_competition_name: c.other_competition_name,
        other_service_window: o.id,
        other_window_name: o.name,
        other_bid: c.other_bid,
      });
    }
  }
  return out;
}
