import type { Static } from '@sinclair/typebox';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/types.js';
import { statusExpr } from '../competitions/visibility.js';
import type { MapPin } from './schemas.js';

/**
 * Map pins for an audience (spec platform §3 "Map pin", §7.3):
 * - provider: every own located asset; `matching` when it qualifies for a live competition;
 *   otherwise `reasons` says why not (from the competitions it lies in, or that it lies in none);
 *   details carry ref and name;
 * - operator: assets qualifying (eligible or qualified) for its own live competitions, with
 *   type and category but no ref or name (commercial detail stays with the provider);
 * - anyone else: none.
 */
export type Audience = { kind: 'provider'; orgId: number } | { kind: 'operator'; orgId: number } | { kind: 'user' } | { kind: 'public' };

export function audienceOf(user: Principal | null): Audience {
  if (!user) return { kind: 'public' };
  if (user.orgType === 'flexprovider' && user.orgId !== null) return { kind: 'provider', orgId: user.orgId };
  if (user.orgType === 'systemoperator' && user.orgId !== null) return { kind: 'operator', orgId: user.orgId };
  return { kind: 'user' };
}

export function audienceKey(a: Audience): string {
  return a.kind === 'provider' || a.kind === 'operator' ? `${a.kind}:${a.orgId}` : a.kind;
}

export interface Pin {
  id: number;
  type: string;
  location: [number, number];
  matching: boolean;
  /** Live competitions it qualifies for (omitted when none). */
  competitions?: number[];
  /** Why it does not qualify anywhere (providers only; omitted when matching). */
  reasons?: string[];
  details: Static<typeof MapPin>['details'];
}

interface PinRow {
  id: number;
  asset_type: string;
  asset_category: string;
  ref: string | null;
  name: string | null;
  lon: number;
  lat: number;
  voltage_level: number | null;
  active_export_capacity: number;
  active_import_capacity: number;
  reactive_export_capacity: number;
  reactive_import_capacity: number;
  qualifying: number[] | null;
  ineligible: { competition: number; reasons: { message: string }[] }[] | null;
  total: number;
}

const LIVE = `${statusExpr('c').text} NOT IN ('incomplete', 'archived')`;

function round5(v: number): number {
  return Math.round(v * 1e5) / 1e5;
}

function toPin(r: PinRow, withIdentity: boolean): Pin {
  const details: Pin['details'] = { asset_type: r.asset_type, asset_category: r.asset_category, voltage_level: r.voltage_level };
  if (withIdentity) {
    details.ref = r.ref;
    details.name = r.name;
  }
  for (const k of ['active_export_capacity', 'active_import_capacity', 'reactive_export_capacity', 'reactive_import_capacity'] as const) {
    if (r[k] > 0) details[k] = r[k];
  }
  const competitions = r.qualifying ?? [];
  const pin: Pin = { id: r.id, type: r.asset_type, location: [round5(r.lon), round5(r.lat)], matching: competitions.length > 0, details };
  if (competitions.length) pin.competitions = competitions;
  if (!pin.matching && withIdentity) {
    // Distinct reasons over the competitions it lies in (per-competition detail: flex/assetsummary/).
    const reasons = [...new Set((r.ineligible ?? []).flatMap((q) => q.reasons.map((x) => x.message)))];
    pin.reasons = reasons.length ? reasons : ['Not inside any live competition area'];
  }
  return pin;
}

/** One page (or all, with limit null) of pins for the audience, ordered by asset id. */
export async function loadPins(db: Db, audience: Audience, page: { limit: number | null; offset: number }): Promise<{ pins: Pin[]; total: number }> {
  if (audience.kind !== 'provider' && audience.kind !== 'operator') return { pins: [], total: 0 };
  const limit = page.limit === null ? '' : `LIMIT ${Math.max(0, Math.floor(page.limit))}`;
  const offset = page.offset > 0 ? `OFFSET ${Math.floor(page.offset)}` : '';
  const cols = `a.id, a.asset_type, a.asset_category, a.ref, a.name, a.lon, a.lat, a.voltage_level, a.active_export_capacity,
    a.active_import_capacity, a.reactive_export_capacity, a.reactive_import_capacity`;
  let text: string;
  if (audience.kind === 'provider') {
    // The page of own assets first, then one grouped pass over their qualification rows in live competitions.
    text = `WITH page AS (
        SELECT ${cols}, count(*) OVER () AS total FROM flex_assets a
         WHERE a.flex_provider_id = $1 AND a.lon IS NOT NULL AND a.lat IS NOT NULL
         ORDER BY a.id ${limit} ${offset}),
      live AS (SELECT c.id FROM competitions c WHERE c.is_active AND ${LIVE}),
      q AS (
        SELECT q.flex_asset_id,
               array_agg(q.competition_id ORDER BY q.competition_id) FILTER (WHERE q.eligibility_status IN ('eligible', 'qualified')) AS qualifying,
               json_agg(json_build_object('competition', q.competition_id, 'reasons', q.reasons) ORDER BY q.competition_id)
                 FILTER (WHERE q.eligibility_status IN ('ineligible', 'disqualified')) AS ineligible
          FROM qualifications q JOIN live ON live.id = q.competition_id
         WHERE q.flex_asset_id IN (SELECT id FROM page)
         GROUP BY q.flex_asset_id)
      SELECT page.*, q.qualifying, q.ineligible FROM page LEFT JOIN q ON q.flex_asset_id = page.id ORDER BY page.id`;
  } else {
    text = `WITH live AS (SELECT c.id FROM competitions c WHERE c.operator_id = $1 AND ${LIVE}),
      q AS (
        SELECT q.flex_asset_id, array_agg(q.competition_id ORDER BY q.competition_id) AS qualifying
          FROM qualifications q JOIN live ON live.id = q.competition_id
         WHERE q.flex_asset_id IS NOT NULL AND q.eligibility_status IN ('eligible', 'qualified')
         GROUP BY q.flex_asset_id)
      SELECT ${cols}, q.qualifying, NULL::json AS ineligible, count(*) OVER () AS total
        FROM q JOIN flex_assets a ON a.id = q.flex_asset_id
       WHERE a.lon IS NOT NULL AND a.lat IS NOT NULL
       ORDER BY a.id ${limit} ${offset}`;
  }
  const r = await db.query<PinRow>(text, [audience.orgId]);
  let total = r.rows.length ? Number(r.rows[0]!.total) : 0;
  if (!r.rows.length && page.offset > 0) {
    // Past the end: count without building pins.
    const count =
      audience.kind === 'provider'
        ? `SELECT count(*)::int AS n FROM flex_assets a WHERE a.flex_provider_id = $1 AND a.lon IS NOT NULL AND a.lat IS NOT NULL`
        : `SELECT count(DISTINCT q.flex_asset_id)::int AS n FROM qualifications q JOIN competitions c ON c.id = q.competition_id
             JOIN flex_assets a ON a.id = q.flex_asset_id
            WHERE c.operator_id = $1 AND ${LIVE} AND q.eligibility_status IN ('eligible', 'qualified') AND a.lon IS NOT NULL AND a.lat IS NOT NULL`;
    total = (await db.query<{ n: number }>(count, [audience.orgId])).rows[0]?.n ?? 0;
  }
  return { pins: r.rows.map((row) => toPin(row, audience.kind === 'provider')), total };
}
