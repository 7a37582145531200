import type { Db } from '../../db/types.js';
import { raw, sql, type SqlFragment } from '../../db/sql.js';
import type { Principal } from '../../auth/principal.js';
import { bumpVersion } from '../qualification/service.js';
import type { FastifyRequest } from 'fastify';
import { queryOf } from '../../resources/helpers.js';
import { parseBoolean } from '../../resources/query.js';
import { announceMoments, momentsOfChanges } from './moments.js';

/** SQL status of the competition aliased `alias`, computed from its dates against now(). */
export function statusExpr(alias = 't'): SqlFragment {
  if (!/^[a-z_][a-z0-9_]*$/i.test(alias)) throw new Error('bad alias');
  return raw(
    `competition_status_at(${alias}.qualification_open, ${alias}.qualification_closed, ${alias}.open, ${alias}.closed, ${alias}.archive_on, now())`,
  );
}

const E163 = raw(`EXISTS (SELECT 1 FROM feature_flags ff WHERE ff.name = 'e163' AND ff.enabled)`);

/**
 * Which competitions (alias `c`) a caller may read:
 * - system operator: its own (any status), and — under feature e163 — every other operator's
 *   competition (not incomplete, active) whose GSP groups overlap its operating area;
 * - flex provider or plain user: every active competition that is neither incomplete (a draft) nor
 *   archived — archived ones only with include_archived=true;
 * - anonymous: open competitions only (the public map and embed).
 */
export function competitionVisible(user: Principal | null, alias = 'c', opts: { includeArchived?: boolean } = {}): SqlFragment {
  const status = statusExpr(alias);
  const a = raw(alias);
  if (!user) return sql`(${a}.is_active AND ${status} = 'open')`;
  if (user.orgType === 'systemoperator' && user.orgId !== null) {
    const own = sql`${a}.operator_id = ${user.orgId}`;
    return sql`(${own} OR (${a}.is_active AND ${status} <> 'incomplete' AND ${E163}
      AND ${a}.gsp_groups && (SELECT o.operating_area FROM organisations o WHERE o.id = ${user.orgId})))`;
  }
  if (opts.includeArchived) return sql`(${a}.is_active AND ${status} <> 'incomplete')`;
  return sql`(${a}.is_active AND ${status} NOT IN ('incomplete', 'archived'))`;
}

/** `include_archived=true` on the request (providers and plain users see archived competitions only then). */
export function includeArchived(request: FastifyRequest | undefined): boolean {
  const v = request ? queryOf(request).include_archived : undefined;
  const s = Array.isArray(v) ? v[v.length - 1] : v;
  return s === true || (typeof s === 'string' && parseBoolean(s) === true);
}

/**
 * Stores the date-derived status on every competition whose stored value is stale. Reads compute
 * the status themselves; the stored column serves other SQL (joins by other modules, reports).
 * Returns the ids that changed and bumps the 'statuses' version when any did; changes into
 * qualifying or open are announced (moments.ts) in the same transaction.
 */
export async function refreshStatuses(db: Db): Promise<number[]> {
  const r = await db.query<{ id: number; previous: string; status: string }>(
    `UPDATE competitions c SET status = ${statusExpr('c').text} FROM competitions o
      WHERE o.id = c.id AND c.status IS DISTINCT FROM ${statusExpr('c').text} RETURNING c.id, o.status AS previous, c.status`,
  );
  const ids = r.rows.map((x) => x.id);
  if (ids.length > 0) await bumpVersion(db, 'statuses');
  await announceMoments(db, momentsOfChanges(r.rows));
  return ids;
}
