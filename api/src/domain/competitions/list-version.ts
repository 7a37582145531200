/**
 * The fingerprint of a flex/competitions/ list answer (ResourceDef.listVersion: its ETag and 304).
 * It is read in one query from what the answer is built from:
 *  - every competition row in the list's condition (filters and the caller's scope): its id and
 *    row_version (one more on every UPDATE of the row, migration 193), its status computed now
 *    (dates pass without a write), its boundary (id and when it was saved — the stored low- and
 *    high-fidelity polygons change only then) and its service period ids — so a row coming in,
 *    going out or changing changes it;
 *  - the operators of those rows (expand=operator puts their rows in);
 *  - with expand=qualifyingAssets, the qualifications of those competitions (count, last change);
 *    with expand=confirmation, the caller's confirmations of them;
 *  - the domain version counters (every qualification, asset and status write bumps one).
 * Expansions it does not cover (service_periods, counts) give null: no ETag, the list as usual.
 */
import type { ResourceContext } from '../../resources/index.js';
import { raw, sql, type SqlFragment } from '../../db/sql.js';
import { STATUS } from './filters.js';

/** The expansions whose inputs the fingerprint covers. */
const COVERED = new Set(['operator', 'boundary', 'qualifyingAssets', 'confirmation']);

export async function competitionListVersion(
  ctx: ResourceContext,
  visible: SqlFragment,
  expand: ReadonlyMap<string, string[]>,
): Promise<string | null> {
  for (const name of expand.keys()) if (!COVERED.has(name)) return null;
  const orgId = ctx.user?.orgId ?? null;
  const qualifications = expand.has('qualifyingAssets')
    ? raw(`(SELECT count(*) || ':' || COALESCE(max(q.id), 0) || ':' || COALESCE(max(q.updated)::text, '')
              FROM qualifications q WHERE q.competition_id IN (SELECT id FROM s))`)
    : raw(`''`);
  const confirmations =
    expand.has('confirmation') && orgId !== null
      ? sql`(SELECT md5(string_agg(k::text, ',' ORDER BY k.id)) FROM competition_confirmations k
              WHERE k.organisation_id = ${orgId} AND k.competition_id IN (SELECT id FROM s))`
      : raw(`''`);
  const r = await ctx.db.query<{ n: number; fingerprint: string }>(sql`
    WITH s AS (
      SELECT t.id, t.operator_id,
             t.id || ':' || t.row_version || ':' || ${STATUS} || ':' || COALESCE(b.id::text, '-') || ':' || COALESCE(b.created::text, '-') AS part
        FROM competitions AS t LEFT JOIN competition_boundaries b ON b.competition_id = t.id
       WHERE ${visible})
    SELECT (SELECT count(*)::int FROM s) AS n,
      concat_ws('|',
        (SELECT md5(string_agg(s.part, ',' ORDER BY s.id)) FROM s),
        (SELECT md5(string_agg(p.id || ':' || p.competition_id, ',' ORDER BY p.id)) FROM service_periods p WHERE p.competition_id IN (SELECT id FROM s)),
        (SELECT md5(string_agg(o::text, ',' ORDER BY o.id)) FROM organisations o WHERE o.id IN (SELECT operator_id FROM s)),
        ${qualifications},
        ${confirmations},
        (SELECT string_agg(v.name || '=' || v.version, ',' ORDER BY v.name) FROM domain_versions v)
      ) AS fingerprint`);
  const row = r.rows[0];
  return row ? `${row.n}|${row.fingerprint}` : null;
}
