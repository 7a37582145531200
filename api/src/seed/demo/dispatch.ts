/**
 * Demo dispatch instructions: for each demo provider's accepted bids in the cleared
 * competition (demo/market.ts), past instructions (accepted, rejected, expired), one awaiting a
 * response and one scheduled — at real delivery times of the bid's window. Deterministic apart
 * from dates, which follow the seed time. The dispatch sweep job sends and expires them on time.
 */
import type { Db } from '../../db/types.js';
import { instantOf } from '../../domain/dispatch/validate.js';
import { competitionFacts, unitOf, windowsOf } from '../../domain/market/facts.js';
import { instancesOf, type Instance } from '../../domain/market/windows.js';

const HOUR = 3_600_000;

interface AcceptedBid {
  id: number;
  competition_id: number;
  service_window_id: number;
  flex_provider_id: number;
  capacity: number;
  assets: number[];
}

interface Planned {
  status: 'accepted' | 'rejected' | 'expired' | 'awaiting response' | 'scheduled';
  start: number;
  end: number;
  deadline: number;
  sendAt: number | null;
  sent: number | null;
  responded: number | null;
}

/** Real instants of a window's delivery times, past ones (latest first) and future ones (soonest first). */
function split(instances: Instance[], now: number): { past: Array<[number, number]>; future: Array<[number, number]> } {
  const real = instances.map((i) => [instantOf(i.start), instantOf(i.end)] as [number, number]);
  return { past: real.filter(([, e]) => e < now).reverse(), future: real.filter(([s]) => s > now + 3 * HOUR) };
}

function plan(past: Array<[number, number]>, future: Array<[number, number]>, now: number): Planned[] {
  const out: Planned[] = [];
  const slot = ([s, e]: [number, number]) => ({ start: s, end: Math.min(e, s + HOUR) });
  (['accepted', 'rejected', 'expired'] as const).forEach((status, i) => {
    const p = past[i];
    if (!p) return;
    const { start, end } = slot(p);
    const sent = start - 4 * HOUR;
    out.push({ status, start, end, deadline: start - HOUR, sendAt: null, sent, responded: status === 'expired' ? null : sent + (20 + i * 7) * 60_000 });
  });
  const next = future[0];
  if (next) {
    const { start, end } = slot(next);
    out.push({ status: 'awaiting response', start, end, deadline: Math.max(now + 2 * HOUR, start - HOUR), sendAt: null, sent: now - 15 * 60_000, responded: null });
  }
  const later = future[1];
  if (later) {
    const { start, end } = slot(later);
    out.push({ status: 'scheduled', start, end, deadline: start - HOUR, sendAt: Math.max(now + HOUR, start - 8 * HOUR), sent: null, responded: null });
  }
  return out.filter((p) => p.sendAt === null || p.sendAt < p.deadline);
}

export async function seedDemoDispatch(db: Db, providers: readonly number[]): Promise<void> {
  const bids = await db.query<AcceptedBid>(
    `SELECT DISTINCT ON (b.flex_provider_id, b.service_window_id) b.id, b.competition_id, b.service_window_id, b.flex_provider_id, b.capacity::float8 AS capacity,
            (SELECT COALESCE(array_agg(ba.flex_asset_id ORDER BY ba.flex_asset_id), '{}') FROM ballots bl JOIN ballot_assets ba ON ba.group_id = bl.ballot_asset_group_id WHERE bl.id = b.ballot_id) AS assets
       FROM bids b JOIN bid_approvals ap ON ap.bid_id = b.id AND ap.approved
      WHERE b.flex_provider_id = ANY($1::int[]) AND b.is_active
        AND EXISTS (SELECT 1 FROM competition_confirmations cc WHERE cc.competition_id = b.competition_id AND cc.kind = 'results')
        AND NOT EXISTS (SELECT 1 FROM dispatch_instructions d WHERE d.bid_id = b.id)
      ORDER BY b.flex_provider_id, b.service_window_id, b.id`,
    [providers],
  );
  const now = Date.now();
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  for (const bid of bids.rows) {
    const c = await competitionFacts(db, bid.competition_id);
    const window = c && (await windowsOf(db, c.id, c.holiday_calendar)).get(bid.service_window_id);
    if (!c || !window || !bid.assets.length) continue;
    const creator = await db.query<{ id: number }>('SELECT id FROM users WHERE organisation_id = $1 ORDER BY id LIMIT 1', [c.operator_id]);
    const responder = await db.query<{ id: number }>('SELECT id FROM users WHERE organisation_id = $1 ORDER BY id LIMIT 1', [bid.flex_provider_id]);
    const { past, future } = split(instancesOf(window), now);
    for (const [n, p] of plan(past, future, now).entries()) {
      const assets = bid.assets.slice(0, Math.max(1, bid.assets.length - (n % 2)));
      const quantity = Math.max(0.1, Math.round(bid.capacity * (0.5 + 0.1 * n) * 10) / 10);
      const created = p.sent ?? now - 30 * 60_000;
      const r = await db.query<{ id: number }>(
        `INSERT INTO dispatch_instructions (competition_id, service_window_id, flex_provider_id, bid_id, assets, start, "end", quantity, unit, response_deadline, status,
                                            send_at, sent, responded, response, responded_by, created_by, created)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
        [c.id, window.id, bid.flex_provider_id, bid.id, assets, iso(p.start), iso(p.end), Math.min(quantity, bid.capacity), unitOf(c), iso(p.deadline), p.status,
          iso(p.sendAt), iso(p.sent), iso(p.responded), p.status === 'accepted' || p.status === 'rejected' ? p.status : null,
          p.responded !== null ? responder.rows[0]?.id ?? null : null, creator.rows[0]?.id ?? null, iso(created)],
      );
      const id = r.rows[0]!.id;
      const history: Array<[string, string, number | null, number]> = [['created', 'created', creator.rows[0]?.id ?? null, created]];
      if (p.sendAt !== null) history.push(['scheduled', 'scheduled', creator.rows[0]?.id ?? null, created]);
      if (p.sent !== null) history.push(['sent', 'awaiting response', creator.rows[0]?.id ?? null, p.sent]);
      if (p.responded !== null) history.push([p.status, p.status, responder.rows[0]?.id ?? null, p.responded]);
      if (p.status === 'expired') history.push(['expired', 'expired', null, p.deadline]);
      for (const [kind, status, actor, at] of history) {
        await db.query('INSERT INTO dispatch_instruction_events (instruction_id, kind, status, actor_id, created) VALUES ($1, $2, $3, $4, $5)', [id, kind, status, actor, iso(at)]);
      }
    }
  }
}
