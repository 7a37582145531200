/** Reading and writing a provider's alerts (the routes' logic): every query is scoped to the caller's organisation. */
import type { Db } from '../../db/types.js';
import { badRequest, notFound } from '../../errors.js';
import { resolveAlertArea } from './area.js';
import type { AlertCreate, AlertRow, AlertUpdate } from './schemas.js';

const ROW_SQL = `
  SELECT a.id, a.organisation_id AS organisation, a.name, a.operator_id AS operator, o.name AS operator_name,
         a.area_refs, COALESCE((SELECT array_agg(g.name ORDER BY array_position(a.area_refs, g.id)) FROM gsp_regions g WHERE g.id = ANY(a.area_refs)), '{}') AS area_names,
         a.boundary, a.asset_types, a.voltages, a.triggers, a.channels, a.frequency, a.is_paused, a.unsubscribed,
         COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.email, '') AS created_by_name, a.created, a.updated,
         (SELECT max(n.sent) FROM alert_notifications n WHERE n.alert_id = a.id) AS last_notified,
         (SELECT count(*)::int FROM alert_notifications n WHERE n.alert_id = a.id AND n.status = 'pending') AS pending
    FROM alerts a JOIN organisations o ON o.id = a.operator_id LEFT JOIN users u ON u.id = a.created_by`;

type Stored = Omit<AlertRow, 'created' | 'updated' | 'unsubscribed' | 'last_notified'> & {
  created: Date | string;
  updated: Date | string;
  unsubscribed: Date | string | null;
  last_notified: Date | string | null;
};

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

function toRow(r: Stored): AlertRow {
  return {
    ...r,
    area_refs: r.area_refs.map(Number),
    voltages: r.voltages.map(Number),
    created: iso(r.created),
    updated: iso(r.updated),
    unsubscribed: r.unsubscribed === null ? null : iso(r.unsubscribed),
    last_notified: r.last_notified === null ? null : iso(r.last_notified),
  };
}

export async function listAlerts(db: Db, orgId: number): Promise<AlertRow[]> {
  const r = await db.query<Stored>(`${ROW_SQL} WHERE a.organisation_id = $1 ORDER BY a.created DESC, a.id DESC`, [orgId]);
  return r.rows.map(toRow);
}

/** The organisation's alert, or 404 (another organisation's alert is not found either). */
export async function readAlert(db: Db, orgId: number, id: number): Promise<AlertRow> {
  const r = await db.query<Stored>(`${ROW_SQL} WHERE a.id = $1 AND a.organisation_id = $2`, [id, orgId]);
  if (!r.rows[0]) throw notFound('Alert not found.');
  return toRow(r.rows[0]);
}

/** The markets an alert may follow: every system operator's flexibility market. */
export async function marketOptions(db: Db): Promise<Array<{ operator: number; name: string }>> {
  const r = await db.query<{ operator: number; name: string }>(
    `SELECT id AS operator, name FROM organisations WHERE org_type = 'systemoperator' ORDER BY name, id`,
  );
  return r.rows;
}

async function checkOperator(db: Db, operatorId: number): Promise<void> {
  const r = await db.query(`SELECT 1 FROM organisations WHERE id = $1 AND org_type = 'systemoperator'`, [operatorId]);
  if (!r.rows.length) throw badRequest({ operator: ['Choose the system operator whose market the alert follows.'] });
}

const boundaryJson = (mp: unknown) => (mp === null ? null : JSON.stringify({ type: 'MultiPolygon', coordinates: mp }));

export async function createAlert(db: Db, orgId: number, userId: number, body: AlertCreate): Promise<number> {
  await checkOperator(db, body.operator);
  const area = await resolveAlertArea(db, body.area_refs ?? [], body.boundary);
  const r = await db.query<{ id: number }>(
    `INSERT INTO alerts (organisation_id, name, operator_id, area_refs, boundary, asset_types, voltages, triggers, channels, frequency, created_by)
     VALUES ($1, $2, $3, $4::int[], $5::jsonb, $6::text[], $7::float8[], $8::text[], $9::text[], $10, $11) RETURNING id`,
    [orgId, body.name.trim(), body.operator, area.area_refs, boundaryJson(area.boundary), body.asset_types ?? [], body.voltages ?? [], body.triggers, body.channels, body.frequency, userId],
  );
  return r.rows[0]!.id;
}

/** Changes the fields given; resuming clears the unsubscribe mark. */
export async function updateAlert(db: Db, orgId: number, id: number, body: AlertUpdate): Promise<void> {
  const current = await readAlert(db, orgId, id);
  if (body.operator !== undefined) await checkOperator(db, body.operator);
  const areaChanged = body.area_refs !== undefined || body.boundary !== undefined;
  const area = areaChanged
    ? await resolveAlertArea(db, body.area_refs ?? current.area_refs, body.boundary === undefined ? current.boundary : body.boundary)
    : null;
  await db.query(
    `UPDATE alerts SET name = COALESCE($3, name), operator_id = COALESCE($4, operator_id),
            area_refs = CASE WHEN $5 THEN $6::int[] ELSE area_refs END, boundary = CASE WHEN $5 THEN $7::jsonb ELSE boundary END,
            asset_types = COALESCE($8::text[], asset_types), voltages = COALESCE($9::float8[], voltages), triggers = COALESCE($10::text[], triggers),
            channels = COALESCE($11::text[], channels), frequency = COALESCE($12, frequency), is_paused = COALESCE($13, is_paused),
            unsubscribed = CASE WHEN $13 = false THEN NULL ELSE unsubscribed END, updated = now()
      WHERE id = $1 AND organisation_id = $2`,
    [
      id, orgId, body.name ?? null, body.operator ?? null, area !== null, area?.area_refs ?? [], area ? boundaryJson(area.boundary) : null,
      body.asset_types ?? null, body.voltages ?? null, body.triggers ?? null, body.channels ?? null, body.frequency ?? null, body.is_paused ?? null,
    ],
  );
}

export async function deleteAlert(db: Db, orgId: number, id: number): Promise<void> {
  const r = await db.query(`DELETE FROM alerts WHERE id = $1 AND organisation_id = $2 RETURNING id`, [id, orgId]);
  if (!r.rows.length) throw notFound('Alert not found.');
}
