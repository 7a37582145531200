/**
 * Writing a competition: the checks before it is stored and the work after (area, boundary,
 * calendar, service periods, qualification, copied overrides). The API's create and update hooks,
 * the bulk CSV upload and the demo seed all go through these functions.
 */
import type { Db } from '../../db/types.js';
import { badRequest } from '../../errors.js';
import type { EditLock, Row } from '../../resources/index.js';
import { bumpVersion, type QualificationService } from '../qualification/service.js';
import { resolveArea } from './area.js';
import { saveBoundary } from './boundary.js';
import { defaultCalendarFor } from './holidays.js';
import { insertServicePeriods } from './periods.js';
import { CompetitionCreate, type CompetitionRow } from './schemas.js';
import { isEditableStatus } from './status.js';
import { competitionErrors, hasErrors, referenceTaken } from './validation.js';
import { statusExpr } from './visibility.js';

/** Fields whose change alters qualification. */
const QUALIFYING_FIELDS = ['min_connection_voltage', 'max_connection_voltage', 'power_type', 'need_direction', 'boundary_buffer'];
/** Body fields that are not columns of `competitions` (written by applyCompetitionWrite). */
const NOT_COLUMNS = new Set(['boundary', 'service_periods', 'area_refs', 'operator']);

/**
 * Once bidding has opened a competition's terms are fixed: only its name, description and contact
 * may still be corrected (409 otherwise). Its service periods and windows are part of the terms:
 * they declare `lockedWith` flex/competitions and are not created, changed or deleted either.
 */
export const competitionEditLock: EditLock<CompetitionRow, 'status'> = {
  fields: ['status'],
  locked: (row) => !isEditableStatus(row.status),
  editable: ['name', 'description', 'contact'],
  message: (fields) => `Bidding has opened: only the name, description and contact can change now (not ${fields.join(', ')}).`,
};

export function columnValues(body: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(body)) if (!NOT_COLUMNS.has(k)) out[k] = v;
  return out;
}

/** Every check on a merged competition (the stored row with the body over it); throws a 400 with all messages. */
export async function validateCompetition(db: Db, operatorId: number, merged: Row, exceptId: number | null): Promise<void> {
  const errors = competitionErrors(merged);
  await referenceTaken(db, operatorId, merged.reference, exceptId, errors);
  const source = merged.duplicate_asset_overrides_from_competition;
  if (exceptId === null && typeof source === 'number') {
    const r = await db.query('SELECT 1 FROM competitions WHERE id = $1 AND operator_id = $2', [source, operatorId]);
    if (!r.rows.length) errors.duplicate_asset_overrides_from_competition = ['Choose one of your own competitions.'];
  }
  if (hasErrors(errors)) throw badRequest(errors as Record<string, string[]>);
}

/** After the row is inserted or updated: area and boundary, calendar, periods (replaced when given), statuses, qualification, copied overrides. */
export async function applyCompetitionWrite(db: Db, qualification: QualificationService, row: Row, body: Row, previous: Row | null): Promise<void> {
  const id = row.id as number;
  const area = await resolveArea(db, row.operator as number, body, previous);
  let recompute = previous === null;
  if (area) {
    await db.query('UPDATE competitions SET area_refs = $2, gsp_groups = $3 WHERE id = $1', [id, area.area_refs, area.gsp_groups]);
    if (area.boundary) await saveBoundary(db, id, area.boundary);
    if (body.holiday_calendar === undefined) await db.query('UPDATE competitions SET holiday_calendar = $2 WHERE id = $1', [id, defaultCalendarFor(area.gsp_groups)]);
    recompute = true;
  }
  if (previous && QUALIFYING_FIELDS.some((f) => body[f] !== undefined && body[f] !== previous[f])) recompute = true;
  if (Array.isArray(body.service_periods)) {
    if (previous) await db.query('DELETE FROM service_periods WHERE competition_id = $1', [id]);
    await insertServicePeriods(db, id, body.service_periods);
  }
  await db.query(`UPDATE competitions c SET status = ${statusExpr('c').text}, updated = now() WHERE c.id = $1`, [id]);
  await bumpVersion(db, 'competitions');
  if (recompute) await qualification.recomputeCompetition(db, id);
  const source = body.duplicate_asset_overrides_from_competition;
  if (previous === null && typeof source === 'number') await copyOverrides(db, source, id);
}

/** Copies qualified/disqualified overrides (with reasons) to the same assets in another competition. */
async function copyOverrides(db: Db, fromId: number, toId: number): Promise<void> {
  await db.query(
    `UPDATE qualifications t SET override_status = s.override_status, override_reason = s.override_reason, updated = now()
       FROM qualifications s
      WHERE s.competition_id = $1 AND t.competition_id = $2 AND s.override_status IS NOT NULL
        AND (t.flex_asset_id = s.flex_asset_id OR t.planned_asset_id = s.planned_asset_id)`,
    [fromId, toId],
  );
  await bumpVersion(db, 'qualifications');
}

/** The competition columns a create body may set: its schema's fields, less those written afterwards. */
const INSERTABLE = Object.keys(CompetitionCreate.properties).filter((k) => !NOT_COLUMNS.has(k));

/**
 * Creates a competition for an operator outside a request (bulk upload, demo seed) with the same
 * checks and follow-up work as `POST flex/competitions/`. Run it inside a transaction.
 */
export async function createCompetition(db: Db, qualification: QualificationService, operatorId: number, body: Row): Promise<number> {
  await validateCompetition(db, operatorId, body, null);
  const values = columnValues(body);
  const cols = INSERTABLE.filter((c) => values[c] !== undefined);
  const params = [operatorId, ...cols.map((c) => values[c])];
  const r = await db.query<{ id: number }>(
    `INSERT INTO competitions (operator_id, currency, ${cols.map((c) => `"${c}"`).join(', ')})
     VALUES ($1, 'GBP', ${cols.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
    params,
  );
  const id = r.rows[0]!.id;
  await applyCompetitionWrite(db, qualification, { id, operator: operatorId }, body, null);
  return id;
}
