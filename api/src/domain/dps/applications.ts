/**
 * A provider's application to an operator's DPS: start one, save a stage (section) as a draft,
 * submit it. The server judges every answer against the record's definitions (validation.ts):
 * a bad answer (too long, not an option, not a year…) is a 400 per field and nothing is saved;
 * blank required questions do not stop a draft, they are listed on the application's `errors`
 * until it is submitted, which needs none.
 */
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/types.js';
import { ApiError, badRequest, notFound } from '../../errors.js';
import { sectionFields, type DpsDefinitions, type ResponseValue } from './definitions.js';
import { isBlank, isShown } from './conditions.js';
import { answerProblems, blankErrors, type Answers, type FieldErrors } from './validation.js';

/** A section as stored on the application (only the stages saved so far). */
export interface StoredSection {
  name: string;
  number: number;
  responses: Array<{ key: string; question: string; response: ResponseValue; is_file: boolean }>;
}

/** A section as answered (expand=sections): every stage of the questionnaire, in order. */
export interface SectionView extends StoredSection {
  title: string;
  saved: boolean;
  complete: boolean;
}

interface ApplicationFacts {
  id: number;
  flex_provider_id: number;
  dps_record_id: number;
  is_submitted: boolean;
  is_latest: boolean;
  sections: StoredSection[];
  definitions: DpsDefinitions;
  operator_name: string;
}

export const conflict = (detail: string): ApiError => new ApiError(409, { detail });

async function facts(db: Db, id: number, lock: boolean): Promise<ApplicationFacts | null> {
  const r = await db.query<ApplicationFacts>(
    `SELECT a.id, a.flex_provider_id, a.dps_record_id, a.is_submitted, a.is_latest, a.sections, r.definitions, o.name AS operator_name
       FROM dps_applications a JOIN dps_records r ON r.id = a.dps_record_id JOIN organisations o ON o.id = r.system_operator_id
      WHERE a.id = $1${lock ? ' FOR UPDATE OF a' : ''}`,
    [id],
  );
  return r.rows[0] ?? null;
}

/** The caller's own draft, locked for the change (404 when not theirs, 409 once submitted or replaced). */
async function ownDraft(db: Db, user: Principal, id: number): Promise<ApplicationFacts> {
  const app = await facts(db, id, true);
  if (!app || app.flex_provider_id !== user.orgId) throw notFound('Application not found.');
  if (app.is_submitted) throw conflict('This application has been submitted; it can no longer change.');
  if (!app.is_latest) throw conflict('A newer application to this operator has replaced this one.');
  return app;
}

/** File names of each file question's attachments. */
async function fileAnswers(db: Db, applicationIds: readonly number[]): Promise<Map<number, Answers>> {
  const r = await db.query<{ application_id: number; question: string; filenames: string[] }>(
    `SELECT application_id, question, array_agg(filename ORDER BY id) AS filenames FROM dps_attachments WHERE application_id = ANY($1::int[]) GROUP BY 1, 2`,
    [applicationIds],
  );
  const out = new Map<number, Answers>();
  for (const row of r.rows) out.set(row.application_id, { ...(out.get(row.application_id) ?? {}), [row.question]: row.filenames });
  return out;
}

/** Every answer of an application: the saved sections' responses, and the attachments for file questions. */
export function answersOf(defs: DpsDefinitions, sections: readonly StoredSection[], files: Answers = {}): Answers {
  const answers: Answers = {};
  for (const section of sections) for (const r of section.responses) if (!r.is_file) answers[r.key] = r.response;
  for (const [key, field] of Object.entries(defs.fields)) if (field.is_file) answers[key] = files[key] ?? [];
  return answers;
}

/** The questionnaire's sections with the shown questions and their answers. */
export function sectionViews(defs: DpsDefinitions, stored: readonly StoredSection[], answers: Answers): SectionView[] {
  const blanks = blankErrors(defs, answers);
  return defs.sections.map((section) => {
    const keys = sectionFields(section);
    return {
      name: section.name,
      number: section.number,
      title: section.title,
      saved: stored.some((s) => s.number === section.number),
      complete: !keys.some((k) => blanks[k]),
      responses: keys
        .filter((key) => isShown(defs, key, answers))
        .map((key) => {
          const field = defs.fields[key]!;
          return { key, question: field.question, response: answers[key] ?? null, is_file: field.is_file };
        }),
    };
  });
}

/** expand=sections for a set of application ids. */
export async function loadSectionViews(db: Db, ids: readonly number[]): Promise<Map<number, SectionView[]>> {
  const r = await db.query<{ id: number; sections: StoredSection[]; definitions: DpsDefinitions }>(
    'SELECT a.id, a.sections, r.definitions FROM dps_applications a JOIN dps_records r ON r.id = a.dps_record_id WHERE a.id = ANY($1::int[])',
    [ids],
  );
  const files = await fileAnswers(db, ids);
  return new Map(r.rows.map((row) => [row.id, sectionViews(row.definitions, row.sections, answersOf(row.definitions, row.sections, files.get(row.id)))]));
}

/** Recomputes the application's list of blank required questions (after a save or an attachment change). */
export async function refreshErrors(db: Db, id: number): Promise<FieldErrors> {
  const app = await facts(db, id, false);
  if (!app) return {};
  const files = await fileAnswers(db, [id]);
  const errors = blankErrors(app.definitions, answersOf(app.definitions, app.sections, files.get(id)));
  await db.query('UPDATE dps_applications SET errors = $2::jsonb, updated = now() WHERE id = $1', [id, JSON.stringify(errors)]);
  return errors;
}

/** Starts an application to a DPS record (after a rejection, a new one carrying the last answers and files). Returns its id. */
export async function startApplication(db: Db, user: Principal, recordId: number): Promise<number> {
  const record = await db.query<{ definitions: DpsDefinitions; operator_name: string }>(
    'SELECT r.definitions, o.name AS operator_name FROM dps_records r JOIN organisations o ON o.id = r.system_operator_id WHERE r.id = $1',
    [recordId],
  );
  const rec = record.rows[0];
  if (!rec) throw badRequest({ dps_record: ['Unknown DPS record.'] });
  const latest = await db.query<{ id: number; is_submitted: boolean; approved: boolean | null; sections: StoredSection[] }>(
    `SELECT a.id, a.is_submitted, o.is_approved AS approved, a.sections FROM dps_applications a LEFT JOIN dps_outcomes o ON o.application_id = a.id
      WHERE a.flex_provider_id = $1 AND a.dps_record_id = $2 AND a.is_latest FOR UPDATE OF a`,
    [user.orgId, recordId],
  );
  const previous = latest.rows[0];
  if (previous && !previous.is_submitted) throw conflict(`You already have a draft application to ${rec.operator_name}; continue that one.`);
  if (previous && previous.approved === null) throw conflict(`Your application to ${rec.operator_name} is waiting for a decision.`);
  if (previous && previous.approved) throw conflict(`Your organisation is already approved by ${rec.operator_name}.`);
  if (previous) await db.query('UPDATE dps_applications SET is_latest = false, updated = now() WHERE id = $1', [previous.id]);
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO dps_applications (flex_provider_id, dps_record_id, sections, created_by) VALUES ($1, $2, $3::jsonb, $4) RETURNING id`,
    [user.orgId, recordId, JSON.stringify(previous?.sections ?? []), user.userId],
  );
  const id = inserted.rows[0]!.id;
  if (previous) {
    await db.query(
      `INSERT INTO dps_attachments (key, application_id, question, description, filename, content_type, size, sha256, storage_path, uploaded_by)
       SELECT gen_random_uuid(), $2, question, description, filename, content_type, size, sha256, storage_path, uploaded_by FROM dps_attachments WHERE application_id = $1`,
      [previous.id, id],
    );
  }
  await refreshErrors(db, id);
  return id;
}

export interface SectionInput {
  name: string;
  responses: Array<{ key: string; response: ResponseValue }>;
}

/** A section to store: its shown questions with their answers (answers to hidden questions are dropped; files live as attachments). */
export function storedSection(defs: DpsDefinitions, number: number, answers: Answers): StoredSection {
  const section = defs.sections.find((s) => s.number === number)!;
  return {
    name: section.name,
    number,
    responses: sectionFields(section)
      .filter((key) => isShown(defs, key, answers))
      .map((key) => {
        const field = defs.fields[key]!;
        return { key, question: field.question, response: field.is_file ? null : (answers[key] ?? null), is_file: field.is_file };
      }),
  };
}

/** Saves one stage of the caller's draft: its shown questions' answers replace the stage's. */
export async function saveSection(db: Db, user: Principal, id: number, number: number, input: SectionInput): Promise<void> {
  const app = await ownDraft(db, user, id);
  const defs = app.definitions;
  const section = defs.sections.find((s) => s.number === number);
  if (!section) throw notFound(`This questionnaire has no section ${number}.`);
  const errors: FieldErrors = {};
  if (input.name !== section.name) errors.name = [`Section ${number} is “${section.name}”.`];
  const keys = sectionFields(section);
  const given = new Map<string, ResponseValue>();
  const unknown: string[] = [];
  const twice: string[] = [];
  for (const r of input.responses) {
    if (!keys.includes(r.key)) unknown.push(r.key);
    else if (given.has(r.key)) twice.push(r.key);
    else given.set(r.key, typeof r.response === 'string' ? r.response.trim() : r.response);
  }
  const problems: string[] = [];
  if (unknown.length) problems.push(`Not questions of the ${section.title} stage: ${unknown.slice(0, 5).map((k) => k.slice(0, 40)).join(', ')}.`);
  if (twice.length) problems.push(`Answered twice: ${twice.slice(0, 5).join(', ')}.`);
  if (problems.length) errors.responses = problems;
  for (const key of keys) {
    const field = defs.fields[key]!;
    const found = answerProblems(field, given.get(key));
    if (found.length) errors[key] = found;
  }
  if (Object.keys(errors).length) throw badRequest(errors);

  // The stage's answers replace the stored ones; controllers elsewhere keep their saved answers.
  const others = app.sections.filter((s) => s.number !== number);
  const files = (await fileAnswers(db, [id])).get(id) ?? {};
  const answers = answersOf(defs, others, files);
  for (const key of keys) if (!defs.fields[key]!.is_file) answers[key] = given.get(key) ?? null;
  const sections = [...others, storedSection(defs, number, answers)].sort((a, b) => a.number - b.number);
  await db.query('UPDATE dps_applications SET sections = $2::jsonb WHERE id = $1', [id, JSON.stringify(sections)]);
  await refreshErrors(db, id);
}

/** Submits the caller's draft: every shown, required question answered (400 per field otherwise). */
export async function submitApplication(db: Db, user: Principal, id: number): Promise<void> {
  const app = await ownDraft(db, user, id);
  const defs = app.definitions;
  const files = (await fileAnswers(db, [id])).get(id) ?? {};
  const answers = answersOf(defs, app.sections, files);
  const errors: FieldErrors = blankErrors(defs, answers);
  for (const [key, value] of Object.entries(answers)) {
    const field = defs.fields[key];
    const found = field && !isBlank(field, value) ? answerProblems(field, value) : [];
    if (found.length) errors[key] = found;
  }
  if (Object.keys(errors).length) {
    const stages = defs.sections.filter((s) => sectionFields(s).some((k) => errors[k])).map((s) => `${s.number} ${s.title}`);
    throw badRequest({ ...errors, detail: `Complete these stages before submitting: ${stages.join(', ')}.` });
  }
  await db.query(
    `UPDATE dps_applications SET is_submitted = true, submitted = now(), submitted_by = $2, errors = '{}'::jsonb, updated = now() WHERE id = $1`,
    [id, user.userId],
  );
}

/** The caller's own draft for an attachment change (404 / 409 as for a section). */
export async function draftForAttachment(db: Db, user: Principal, id: number): Promise<DpsDefinitions> {
  return (await ownDraft(db, user, id)).definitions;
}
