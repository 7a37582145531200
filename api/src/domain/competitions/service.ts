/**
 * Writing a competition: the checks before it is stored and the work after (area, boundary,
 * calendar, service periods, qualification, copied overrides). The API's create and update hooks,
 * the bulk CSV upload and the demo seed all go through these functions.
 */
import type { Db } from '../../db/types.js';
import { badRequest } from '../../errors.js';
import type { EditLock } from '../../resources/index.js';
import { bumpVersion, type QualificationService } from '../qualification/service.js';
import { resolveArea } from './area.js';
import { saveBoundary } from './boundary.js';
import { defaultCalendarFor } from './holidays.js';
import { insertServicePeriods } from './periods.js';
import { CompetitionCreate, type CompetitionRow, type CompetitionUpdate } from './schemas.js';
import { isEditableStatus } from './status.js';
import { competitionErrors, hasErrors, referenceTaken, type CheckedCompetition } from './validation.js';
import { statusExpr } from './visibility.js';
import { announceMoments, momentsOfChanges } from './moments.js';

/** Fields whose change alters qualification. */
const QUALIFYING_FIELDS = ['min_connection_voltage', 'max_connection_voltage', 'power_type', 'need_direction', 'boundary_buffer'] as const;
/** Body fields that are not columns of `competitions` (written by applyCompetitionWrite). */
const NOT_COLUMNS = new Set<string>(['boundary', 'service_periods', 'area_refs']);

/** A competition write's body: a create body, or an update body (PATCH: any part of it). */
export type CompetitionWriteBody = CompetitionCreate | Partial<CompetitionUpdate>;

/** What the checks before a write read: the competition's checked fields, its reference and the competition its overrides are copied from. */
export type ValidatedCompetition = CheckedCompetition & Partial<Pick<CompetitionCreate, 'reference' | 'duplicate_asset_overrides_from_competition'>>;

/** The competition a write follows up: its id and its operator (an id, or the operator when expanded). */
type WrittenCompetition = Pick<CompetitionRow, 'id' | 'operator'>;

/** The operator's id of a competition row (its `operator` is the operator itself with expand=operator). */
export function operatorIdOf(row: Pick<CompetitionRow, 'operator'>): number {
  return typeof row.operator === 'number' ? row.operator : row.operator.id;
}

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

/** The body's values for columns of `competitions`: all but the area, boundary and periods, which applyCompetitionWrite writes. */
export function columnValues(body: CompetitionWriteBody) {
  const { boundary: _boundary, service_periods: _periods, area_refs: _refs, ...columns } = body;
  return columns;
}

/** Every check on a merged competition (the stored row with the body over it); throws a 400 with all messages. */
export async function validateCompetition(db: Db, operatorId: number, merged: ValidatedCompetition, exceptId: number | null): Promise<void> {
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
export async function applyCompetitionWrite(
  db: Db,
  qualification: QualificationService,
  row: WrittenCompetition,
  body: CompetitionWriteBody,
  previous: CompetitionRow | null,
): Promise<void> {
  const { id } = row;
  const area = await resolveArea(db, operatorIdOf(row), body);
  let recompute = previous === null;
  if (area) {
    await db.query('UPDATE competitions SET area_refs = $2, gsp_groups = $3 WHERE id = $1', [id, area.area_refs, area.gsp_groups]);
    if (area.boundary) await saveBoundary(db, id, area.boundary);
    if (body.holiday_calendar === undefined) await db.query('UPDATE competitions SET holiday_calendar = $2 WHERE id = $1', [id, defaultCalendarFor(area.gsp_groups)]);
    recompute = true;
  }
  if (previous && QUALIFYING_FIELDS.some((f) => body[f] !== undefined && body[f] !== previous[f])) recompute = true;
  if (body.service_periods) {
    if (previous) await db.query('DELETE FROM service_periods WHERE competition_id = $1', [id]);
    await insertServicePeriods(db, id, body.service_periods);
  }
  const stored = await db.query<{ id: number; previous: string; status: string }>(
    `UPDATE competitions c SET status = ${statusExpr('c').text}, updated = now() FROM competitions o WHERE c.id = $1 AND o.id = c.id
     RETURNING c.id, o.status AS previous, c.status`,
    [id],
  );
  await announceMoments(db, momentsOfChanges(stored.rows));
  await bumpVersion(db, 'competitions');
  if (recompute) await qualification.recomputeCompetition(db, id);
  const source = 'duplicate_asset_overrides_from_competition' in body ? body.duplicate_asset_overrides_from_competition : undefined;
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
const INSERTABLE = new Set(Object.keys(CompetitionCreate.properties).filter((k) => !NOT_COLUMNS.has(k)));

/**
 * Creates a competition for an operator outside a request (bulk upload, demo seed) with the same
 * checks and follow-up work as `POST flex/competitions/`. Run it inside a transaction.
 */
export async function createCompetition(db: Db, qualification: QualificationService, operatorId: number, body: CompetitionCreate): Promise<number> {
  await validateCompetition(db, operatorId, body, null);
  const values = Object.entries(columnValues(body)).filter(([c, v]) => v !== undefined && INSERTABLE.has(c));
  const cols = values.map(([c]) => c);
  const params = [operatorId, ...values.map(([, v]) => v)];
  const r = await db.query<{ id: number }>(
    `INSERT INTO competitions (operator_id, currency, ${cols.map((c) => `"${c}"`).join(', ')})
     VALUES ($1, 'GBP', ${cols.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
    params,
  );
  const id = r.rows[0]!.id;
  await applyCompetitionWrite(db, qualification, { id, operator: operatorId }, body, null);
  return id;
}
