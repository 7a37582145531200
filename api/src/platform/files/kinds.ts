import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import type { OrgType } from '../../auth/principal.js';
import type { Permission } from '../../auth/permissions.js';

/** A file handed to the pipeline (see submit.ts). */
export interface UploadInput {
  kind: string;
  orgId: number;
  userId: number;
  filename: string;
  bytes: Buffer;
}

/** One column of a kind's CSV: the template's header and example row are built from these. */
export interface FileColumn {
  /** The header cell, e.g. `name`. */
  name: string;
  /** What goes in it (shown in the docs and UI). */
  description: string;
  /** The template's example value. */
  example: string;
  /** A row with this cell empty is refused ("This field is required."). Default false. */
  required?: boolean;
}

/**
 * A problem with one row: `row` as a spreadsheet numbers it (the header is row 1, the first data
 * row is row 2); `column` is the spreadsheet column letter, `field` the header name.
 */
export interface FileRowError {
  row: number;
  column?: string;
  field?: string;
  message: string;
}

/** Who uploaded, for whom: handed to `parseRow` and `apply`. */
export interface FileKindContext {
  /** app.db in parseRow; the apply transaction in apply. */
  db: Db;
  kind: string;
  uploadId: number;
  orgId: number;
  orgType: OrgType;
  userId: number;
  permissions: readonly string[];
}

/** `parseRow` answers a value, or the row's problems (each named by field). */
export type RowResult<T> = { value: T } | { errors: Array<{ field?: string; message: string }> };

/** A parsed row with its spreadsheet row number. */
export interface ParsedRow<T> {
  row: number;
  value: T;
}

export interface FileKind<T = unknown> {
  /** URL segment: files/upload/{kind}/, files/templates/{kind}/. Lower-case letters, digits, hyphens. */
  kind: string;
  /** The permission an uploader must hold (checked at upload, and again before applying). */
  permission: Permission;
  /** Organisation types that may upload this kind. */
  orgTypes: OrgType[];
  columns: FileColumn[];
  /**
   * A document kind (evidence, certificates): a PDF, PNG or JPEG file, judged by its bytes, scanned
   * (size, type, virus scanner) but not parsed; it has no columns nor template, and `apply` gets no
   * rows. Default false: a CSV kind.
   */
  document?: boolean;
  /** Most data rows accepted in one file (default 5000). */
  maxRows?: number;
  /**
   * One data row, as `{column name: trimmed cell text}` (every declared column present, '' when
   * empty; required columns already checked). No writes here: `apply` does them.
   */
  parseRow(row: Record<string, string>, ctx: FileKindContext): RowResult<T> | Promise<RowResult<T>>;
  /**
   * Writes every row, in ONE transaction (`db` is it): throw and nothing is written. Throw
   * `FileRowErrors` for problems found only now (per row), `FilePermissionError` when the
   * uploader may not do this. Returns what was created, e.g. `{created: [ids]}`, kept on the
   * upload as `result`.
   */
  apply(db: Db, rows: Array<ParsedRow<T>>, ctx: FileKindContext): Promise<unknown>;
  /**
   * A template prefilled for the caller, asked for with query parameters
   * (GET files/templates/{kind}/?name=value): without any, the template is the header and the
   * example row. `params` names each parameter (with its description); `rows` answers the
   * prefilled rows (cells in column order) and a word for the file name, or throws a 400 naming
   * the parameter (`badRequest({name: [...]})`).
   */
  template?: {
    params: Record<string, string>;
    rows(params: Record<string, string>, ctx: TemplateContext): Promise<{ rows: string[][]; name: string }>;
  };
}

/** Who asks for a prefilled template. */
export interface TemplateContext {
  db: Db;
  orgId: number;
  userId: number;
}

/** Thrown by `apply` (or `parseRow`): these rows are wrong; the upload ends Error with them, nothing written. */
export class FileRowErrors extends Error {
  constructor(readonly errors: FileRowError[]) {
    super(`${errors.length} row error(s)`);
    this.name = 'FileRowErrors';
  }
}

/** Thrown by `apply` (or `parseRow`): the uploader may not do this; the upload ends User Permission Error. */
export class FilePermissionError extends Error {
  constructor(message = 'You do not have permission to do what this file asks.') {
    super(message);
    this.name = 'FilePermissionError';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The file kinds accepted by files/upload/{kind}/ (registerFileKind). */
    fileKinds: Map<string, FileKind>;
    /** Hand the pipeline a file from inside the server (the same path as POST files/upload/{kind}/). */
    files: { submit(input: UploadInput): Promise<number> };
  }
}

const KIND_NAME = /^[a-z][a-z0-9-]{0,39}$/;
const COLUMN_NAME = /^[A-Za-z_][A-Za-z0-9_ .-]{0,63}$/;

/**
 * Register a kind of CSV file (from its domain, while the app is built):
 *
 *   registerFileKind(app, {
 *     kind: 'competitions', permission: 'manage-competitions', orgTypes: ['systemoperator'],
 *     columns: [{ name: 'name', description: 'The competition name', example: 'Oxford Q3', required: true }, …],
 *     parseRow: (row) => row.name.length > 200 ? { errors: [{ field: 'name', message: 'Too long.' }] } : { value: row },
 *     apply: async (db, rows, ctx) => ({ created: await insertAll(db, rows, ctx) }),
 *   });
 */
export function registerFileKind<T>(app: FastifyInstance, def: FileKind<T>): void {
  if (!KIND_NAME.test(def.kind)) throw new Error(`File kind "${def.kind}": lower-case letters, digits and hyphens`);
  if (app.fileKinds.has(def.kind)) throw new Error(`File kind ${def.kind} registered twice`);
  if (def.columns.length === 0 && !def.document) throw new Error(`File kind ${def.kind} has no columns`);
  const names = new Set<string>();
  for (const column of def.columns) {
    if (!COLUMN_NAME.test(column.name)) throw new Error(`File kind ${def.kind}: bad column name "${column.name}"`);
    if (names.has(column.name.toLowerCase())) throw new Error(`File kind ${def.kind}: column ${column.name} twice`);
    names.add(column.name.toLowerCase());
  }
  if (def.orgTypes.length === 0) throw new Error(`File kind ${def.kind}: no organisation type may upload it`);
  app.fileKinds.set(def.kind, def as FileKind);
}
