import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import { canLogIn, findUserById, subjectOf } from '../../auth/session.js';
import { pgInputError } from '../../plugins/errors.js';
import type { JobContext } from '../jobs/index.js';
import { NOT_A_DOCUMENT, binaryContent, columnLetter, decodeText, documentType, formulaCells, isEmptyRecord, parseCsv } from './content.js';
import { clamdScan } from './clamd.js';
import { FilePermissionError, FileRowErrors, type FileKind, type FileKindContext, type FileRowError, type ParsedRow } from './kinds.js';
import { FILE_STATUSES, STAGE_NAMES, type FileStage, type FileStatus, type StageName, type StageState } from './schemas.js';
import type { FileStore } from './storage.js';

/** The queue that processes uploads. */
export const FILES_JOB = 'files-process';
/** Errors kept on an upload (the stage message gives the total). */
export const MAX_ERRORS = 200;
const DEFAULT_MAX_ROWS = 5000;

interface UploadRow {
  id: number;
  kind: string;
  organisation_id: number;
  uploaded_by: number | null;
  size: number;
  storage_path: string;
  status: FileStatus;
  done: boolean;
  stages: FileStage[];
}

/** The stages of a new upload: received done, the rest pending. */
export function initialStages(now = new Date()): FileStage[] {
  return STAGE_NAMES.map((name) => (name === 'received' ? { name, state: 'done', at: now.toISOString() } : { name, state: 'pending' }));
}

/** Ends a trial application (process.trialErrors): its transaction is rolled back. */
class TrialRollback extends Error {}

/** A terminal failure of processing (not retried). */
class Refusal extends Error {
  constructor(
    readonly stage: StageName,
    readonly status: 'Error' | 'User Permission Error',
    message: string,
    readonly errors: FileRowError[] = [],
  ) {
    super(message);
  }
}

/** "3 problems found; nothing was written." — whole sentences per count, for the translations. */
function countMessage(errors: readonly FileRowError[], what: 'problem' | 'formula cell'): string {
  const n = errors.length;
  if (what === 'formula cell') {
    if (n === 1) return '1 formula cell found; nothing was written.';
    return n > MAX_ERRORS
      ? `${n} formula cells found (the first ${MAX_ERRORS} are listed); nothing was written.`
      : `${n} formula cells found; nothing was written.`;
  }
  if (n === 1) return '1 problem found; nothing was written.';
  return n > MAX_ERRORS ? `${n} problems found (the first ${MAX_ERRORS} are listed); nothing was written.` : `${n} problems found; nothing was written.`;
}

const DOCUMENT_CHECKED = 'The document is a PDF, PNG or JPEG file.';
const DOCUMENT_SAVED = 'The document is saved.';
const rowsChecked = (n: number) => (n === 1 ? '1 row checked.' : `${n} rows checked.`);
const rowsApplied = (n: number) => (n === 1 ? '1 row applied.' : `${n} rows applied.`);

/**
 * Processing of one upload, stage by stage (see README.md). Each stage's state is written as it
 * changes, so a polling client sees progress. Refusals (content, scan, rows, permission) end the
 * upload at once; any other exception fails the job attempt, which the queue retries — on the
 * last attempt the upload ends Error. The kind's writes and the Ready status commit together, so a
 * retry after a crash never applies a file twice.
 */
export class UploadProcessor {
  constructor(
    private readonly app: FastifyInstance,
    private readonly store: FileStore,
  ) {}

  private get db(): Db {
    return this.app.db;
  }

  async run(uploadId: number, job: JobContext): Promise<{ status: FileStatus }> {
    const upload = await this.load(uploadId);
    if (!upload) return { status: 'Error' }; // deleted meanwhile (its organisation was removed)
    if (upload.done) return { status: upload.status }; // a retry after the outcome was recorded
    const stages = initialStages();
    stages[0] = upload.stages.find((s) => s.name === 'received') ?? stages[0]!;
    let current: StageName = 'scanned';
    try {
      const kind = this.app.fileKinds.get(upload.kind);
      if (!kind) throw new Refusal('scanned', 'Error', `Files of kind “${upload.kind}” are no longer accepted.`);
      await this.mark(upload.id, stages, 'scanned', 'running');
      const records = await this.scan(upload, kind.document === true);
      await this.mark(upload.id, stages, 'scanned', 'done');

      current = 'parsed';
      await this.mark(upload.id, stages, 'parsed', 'running');
      const access = await this.uploaderAccess(upload, kind);
      const ctx: FileKindContext = { db: this.db, kind: kind.kind, uploadId: upload.id, orgId: upload.organisation_id, orgType: access.orgType, userId: upload.uploaded_by ?? 0, permissions: access.permissions };
      const { rows, errors: rowErrors } = kind.document ? { rows: [], errors: [] } : await this.parse(kind, records, ctx);
      if (rowErrors.length > 0) {
        // The rows that did parse are still tried, in a transaction that is always rolled back,
        // so that the file's every problem is reported at once (not one stage's problems per upload).
        const later = rows.length > 0 ? await this.trialErrors(kind, rows, ctx) : [];
        const all = [...rowErrors, ...later].sort((a, b) => a.row - b.row);
        throw new Refusal('parsed', 'Error', countMessage(all, 'problem'), all);
      }
      await this.mark(upload.id, stages, 'parsed', 'done', kind.document ? DOCUMENT_CHECKED : rowsChecked(rows.length));

      current = 'applied';
      await this.mark(upload.id, stages, 'applied', 'running');
      await this.db.transaction(async (tx) => {
        // Checked again now, with the writes: roles may have changed while the file was read.
        const now = await this.uploaderAccess(upload, kind, tx);
        if (!now.allowed) throw new Refusal('applied', 'User Permission Error', now.reason);
        const result = await kind.apply(tx, rows, { ...ctx, db: tx, orgType: now.orgType, permissions: now.permissions });
        const at = new Date().toISOString();
        const message = kind.document ? DOCUMENT_SAVED : rowsApplied(rows.length);
        const finished = stages.map((s) => (s.name === 'applied' ? { name: s.name, state: 'done' as const, at, message } : s));
        await tx.query(
          `UPDATE file_uploads SET status = 'Ready', code = 'r', stages = $2::jsonb, done = true, result = $3::jsonb, updated = now() WHERE id = $1`,
          [upload.id, JSON.stringify(finished), JSON.stringify(result && typeof result === 'object' ? result : { value: result ?? null })],
        );
      });
      return { status: 'Ready' };
    } catch (error) {
      const refusal = this.asRefusal(error, current);
      if (refusal) {
        await this.finish(upload.id, stages, refusal);
        return { status: refusal.status };
      }
      if (job.final) {
        await this.finish(
          upload.id,
          stages,
          new Refusal(current, 'Error', `The file could not be processed (${job.attempts} attempts failed). Nothing was written; please upload it again, or contact support if it keeps failing.`),
        );
      } else {
        await this.mark(upload.id, stages, current, 'pending', `Attempt ${job.attempt} of ${job.attempts} failed; it will be tried again.`).catch(() => undefined);
      }
      throw error;
    }
  }

  /**
   * The row problems `apply` would find in these rows, without writing anything: it runs in a
   * transaction that is rolled back whatever happens. Anything but FileRowErrors (permission,
   * database) is left to a real application of the corrected file.
   */
  private async trialErrors<T>(kind: FileKind<T>, rows: Array<ParsedRow<T>>, ctx: FileKindContext): Promise<FileRowError[]> {
    let found: FileRowError[] = [];
    await this.db
      .transaction(async (tx) => {
        try {
          await kind.apply(tx, rows, { ...ctx, db: tx });
        } catch (error) {
          if (error instanceof FileRowErrors) found = error.errors;
        }
        throw new TrialRollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TrialRollback)) throw error;
      });
    return found;
  }

  private asRefusal(error: unknown, stage: StageName): Refusal | null {
    if (error instanceof Refusal) return error;
    if (error instanceof FileRowErrors) return new Refusal(stage, 'Error', countMessage(error.errors, 'problem'), error.errors);
    if (error instanceof FilePermissionError) return new Refusal(stage, 'User Permission Error', error.message);
    // The database refused the data (a constraint, a value out of range): retrying changes nothing.
    const body = error && typeof error === 'object' ? pgInputError(error as { code?: unknown }) : null;
    if (body) {
      const [field, messages] = Object.entries(body)[0] ?? ['detail', ['The data was refused.']];
      const text = Array.isArray(messages) ? messages.join(' ') : String(messages);
      return new Refusal(stage, 'Error', field === 'detail' ? `The data was refused: ${text}` : `The data was refused (${field}): ${text}`);
    }
    return null;
  }

  private async load(id: number): Promise<UploadRow | null> {
    const r = await this.db.query<UploadRow>(
      'SELECT id, kind, organisation_id, uploaded_by, size, storage_path, status, done, stages FROM file_uploads WHERE id = $1',
      [id],
    );
    return r.rows[0] ?? null;
  }

  private async mark(id: number, stages: FileStage[], name: StageName, state: StageState, message?: string): Promise<void> {
    const i = stages.findIndex((s) => s.name === name);
    stages[i] = { name, state, at: new Date().toISOString(), ...(message ? { message } : {}) };
    await this.db.query('UPDATE file_uploads SET stages = $2::jsonb, updated = now() WHERE id = $1', [id, JSON.stringify(stages)]);
  }

  private async finish(id: number, stages: FileStage[], refusal: Refusal): Promise<void> {
    const i = stages.findIndex((s) => s.name === refusal.stage);
    stages[i] = { name: refusal.stage, state: 'failed', at: new Date().toISOString(), message: refusal.message };
    await this.db.query(
      'UPDATE file_uploads SET status = $2, code = $3, stages = $4::jsonb, errors = $5::jsonb, done = true, updated = now() WHERE id = $1',
      [id, refusal.status, FILE_STATUSES[refusal.status], JSON.stringify(stages), JSON.stringify(refusal.errors.slice(0, MAX_ERRORS))],
    );
  }

  /**
   * The `scanned` stage: size, content, encoding, formula cells, then the virus scanner (CLAMD_URL).
   * Answers the CSV records; a document (PDF, PNG, JPEG) is checked for its type and scanned only.
   */
  private async scan(upload: UploadRow, document: boolean): Promise<string[][]> {
    const { config } = this.app;
    const bytes = await this.store.read(upload.storage_path);
    if (bytes.length > config.uploadMaxBytes) throw new Refusal('scanned', 'Error', `The file is larger than the limit of ${formatBytes(config.uploadMaxBytes)}.`);
    if (bytes.length === 0) throw new Refusal('scanned', 'Error', 'The file is empty.');
    if (document) {
      if (!documentType(bytes)) throw new Refusal('scanned', 'Error', NOT_A_DOCUMENT);
      await this.virusScan(bytes);
      return [];
    }
    const binary = binaryContent(bytes, true);
    if (binary) throw new Refusal('scanned', 'Error', binary);
    const decoded = decodeText(bytes);
    if ('error' in decoded) throw new Refusal('scanned', 'Error', decoded.error);
    const table = parseCsv(decoded.text);
    if (table.errors.length > 0) throw new Refusal('scanned', 'Error', countMessage(table.errors, 'problem'), table.errors);
    const formulas = formulaCells(table.records);
    if (formulas.length > 0) throw new Refusal('scanned', 'Error', countMessage(formulas, 'formula cell'), formulas);
    await this.virusScan(bytes);
    return table.records;
  }

  private async virusScan(bytes: Buffer): Promise<void> {
    const { config } = this.app;
    if (!config.clamdUrl) return;
    const verdict = await clamdScan(config.clamdUrl, bytes);
    if (!verdict.clean) throw new Refusal('scanned', 'Error', `The virus scanner refused this file (${verdict.signature}).`);
  }

  /**
   * The `parsed` stage: the header against the kind's columns (refused at once when wrong), then
   * every row (required cells, parseRow): the rows that parsed and the problems of the others.
   */
  private async parse<T>(kind: FileKind<T>, records: string[][], ctx: FileKindContext): Promise<{ rows: Array<ParsedRow<T>>; errors: FileRowError[] }> {
    const header = (records[0] ?? []).map((cell) => cell.trim());
    const byName = new Map(kind.columns.map((c) => [c.name.toLowerCase(), c]));
    const headerErrors: FileRowError[] = [];
    const seen = new Set<string>();
    const positions: Array<string | null> = header.map((name, i) => {
      const column = byName.get(name.toLowerCase());
      if (name === '') {
        headerErrors.push({ row: 1, column: columnLetter(i), message: `Column ${columnLetter(i)} has no name in the header row.` });
        return null;
      }
      if (!column) {
        headerErrors.push({ row: 1, column: columnLetter(i), field: name, message: `Unknown column “${name}”. The columns are: ${kind.columns.map((c) => c.name).join(', ')}.` });
        return null;
      }
      if (seen.has(column.name)) headerErrors.push({ row: 1, column: columnLetter(i), field: name, message: `Column “${column.name}” appears twice.` });
      seen.add(column.name);
      return column.name;
    });
    for (const column of kind.columns) {
      if (column.required && !seen.has(column.name)) headerErrors.push({ row: 1, field: column.name, message: `The column “${column.name}” is missing.` });
    }
    if (headerErrors.length > 0) throw new Refusal('parsed', 'Error', countMessage(headerErrors, 'problem') + ' Start from the template.', headerErrors);

    const data = records.map((record, index) => ({ record, row: index + 1 })).slice(1).filter(({ record }) => !isEmptyRecord(record));
    if (data.length === 0) throw new Refusal('parsed', 'Error', 'The file has no rows below its header.');
    const maxRows = kind.maxRows ?? DEFAULT_MAX_ROWS;
    if (data.length > maxRows) throw new Refusal('parsed', 'Error', `The file has ${data.length} rows; at most ${maxRows} are accepted at once.`);

    const errors: FileRowError[] = [];
    const rows: Array<ParsedRow<T>> = [];
    for (const { record, row } of data) {
      const extra = record.slice(header.length).some((cell) => cell.trim() !== '');
      if (extra) {
        errors.push({ row, message: `This row has ${record.length} cells; the header has ${header.length}.` });
        continue;
      }
      const values: Record<string, string> = Object.fromEntries(kind.columns.map((c) => [c.name, '']));
      positions.forEach((name, i) => {
        if (name) values[name] = (record[i] ?? '').trim();
      });
      const missing = kind.columns.filter((c) => c.required && values[c.name] === '');
      if (missing.length > 0) {
        for (const c of missing) errors.push({ row, field: c.name, ...columnOf(positions, c.name), message: 'This field is required.' });
        continue;
      }
      const result = await kind.parseRow(values, ctx);
      if ('errors' in result) {
        for (const e of result.errors) errors.push({ row, ...(e.field ? { field: e.field, ...columnOf(positions, e.field) } : {}), message: e.message });
      } else {
        rows.push({ row, value: result.value });
      }
    }
    return { rows, errors };
  }

  /** May the uploader still do this? (Active, still in the organisation, holding the kind's permission.) */
  private async uploaderAccess(upload: UploadRow, kind: FileKind<unknown>, db: Db = this.db): Promise<{ allowed: true; orgType: FileKindContext['orgType']; permissions: string[] } | { allowed: false; reason: string; orgType: FileKindContext['orgType']; permissions: string[] }> {
    const user = upload.uploaded_by === null ? null : await findUserById(db, upload.uploaded_by);
    if (!user || !canLogIn(user) || user.org_id !== upload.organisation_id) {
      return { allowed: false, reason: 'The person who uploaded this file is no longer an active member of the organisation.', orgType: 'user', permissions: [] };
    }
    const subject = subjectOf(user);
    if (!kind.orgTypes.includes(subject.orgType) || !subject.permissions.includes(kind.permission)) {
      return { allowed: false, reason: `The uploader no longer holds the “${kind.permission}” permission this file needs.`, orgType: subject.orgType, permissions: subject.permissions };
    }
    return { allowed: true, orgType: subject.orgType, permissions: subject.permissions };
  }
}

function columnOf(positions: ReadonlyArray<string | null>, field: string): { column?: string } {
  const i = positions.indexOf(field);
  return i < 0 ? {} : { column: columnLetter(i) };
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}
