import { Type } from '@sinclair/typebox';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from '../../db/sql.js';
import { ApiError, badRequest, FieldErrorsAnswer, forbidden, notFound } from '../../errors.js';
import { registerResource, type RegisteredResource } from '../../resources/index.js';
import { checkSignature, signedExpiry } from '../../auth/signed-url.js';
import { NOT_A_DOCUMENT, binaryContent, documentType, writeCsv } from './content.js';
import type { FileKind } from './kinds.js';
import { formatBytes } from './process.js';
import { FileUploadSchema, type FileStatus, type FileUpload } from './schemas.js';
import type { FileStore } from './storage.js';
import { submitUpload } from './submit.js';
import { requestLocale, type Locale } from '../i18n/locales.js';
import { translate } from '../i18n/translate.js';
import { typedRequests } from '../http/typed-app.js';

const Detail = Type.Object({ detail: Type.String() });
const tags = ['files'];

/** Signed download links: purpose of the signature, and how long a link lasts. */
export const DOWNLOAD_PURPOSE = 'file-download';
export const DOWNLOAD_LIFETIME_S = 15 * 60;
/**
 * Refused files (a formula cell, a virus, bad rows, a permission refused) are kept for the record
 * but never served again: their status answers carry no download_url and a signed link to one is
 * 410 Gone.
 */
export const REFUSED_STATUSES: readonly FileStatus[] = ['Error', 'User Permission Error'];
const REFUSED_SQL = REFUSED_STATUSES.map((s) => `'${s}'`).join(', ');
export const REFUSED_DOWNLOAD = 'This file was refused when it was processed, so it can no longer be downloaded.';
/** Downloaded and template files carry the product's name. */
export const PRODUCT_PREFIX = 'flexmarket';

/** `attachment; filename="…"` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** The uploader's file name, made harmless: no folders, no control characters, at most 255 characters. */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return clean === '' ? 'upload.csv' : clean;
}

function mayUse(kind: FileKind, user: FastifyRequest['user']): boolean {
  return !!user && kind.orgTypes.includes(user.orgType) && user.permissions.includes(kind.permission);
}

function kindOf(app: FastifyInstance, name: string): FileKind {
  const kind = app.fileKinds.get(name);
  if (!kind) throw notFound('Unknown file kind.');
  return kind;
}

const UPLOAD_FIELDS = { org_id: /^[1-9][0-9]{0,9}$/ };

/** A JSON object (not an array). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object whose `message` (stored in en-GB) is put in the caller's locale. */
function translated(item: unknown, locale: Locale): unknown {
  return isRecord(item) && typeof item.message === 'string' ? { ...item, message: translate(item.message, locale) } : item;
}

/** An upload's status answer as the caller gets it: a freshly signed download_url, messages in their locale. */
function localiseUpload(row: Record<string, unknown>, locale: Locale, downloadUrl: (id: number) => string): void {
  if (typeof row.download_url === 'string' && typeof row.id === 'number') row.download_url = downloadUrl(row.id);
  if (Array.isArray(row.stages)) row.stages = row.stages.map((stage: unknown) => translated(stage, locale));
  if (Array.isArray(row.errors)) row.errors = row.errors.map((error: unknown) => translated(error, locale));
}

/** A signed link to an uploaded file (GET files/downloads/{id}/), valid for DOWNLOAD_LIFETIME_S. */
export function fileDownloadUrl(config: FastifyInstance['config'], id: number): string {
  return `${config.apiBaseUrl.replace(/\/+$/, '')}/files/downloads/${id}/?${signedExpiry(config.jwtSecret, DOWNLOAD_PURPOSE, String(id), DOWNLOAD_LIFETIME_S)}`;
}

/** Signs download links and translates messages in the answers of the upload routes. */
function localiseAnswers(app: FastifyInstance): void {
  const { config } = app;
  const downloadUrl = (id: number): string => fileDownloadUrl(config, id);
  // download_url is signed per answer (it expires), so it is filled in here, after the resource
  // layer has read the rows (as '' for a file that may be downloaded, NULL for a refused one) and
  // before they are serialised; `fields` projections that leave it out are respected. The stages'
  // messages and the row errors are stored in en-GB and answered in the caller's locale
  // (src/platform/i18n/README.md).
  app.addHook('preSerialization', async (request, reply, payload) => {
    const url = request.routeOptions.url ?? '';
    if (reply.statusCode >= 300 || !(url.startsWith('/files/uploads/') || url.startsWith('/files/upload/'))) return payload;
    const locale = requestLocale(request);
    const rows: unknown[] = Array.isArray(payload) ? payload : [payload];
    for (const row of rows) if (isRecord(row)) localiseUpload(row, locale, downloadUrl);
    return payload;
  });
}

/** files/uploads/: the status of an organisation's uploads. */
function registerUploadStatus(app: FastifyInstance): RegisteredResource<FileUpload> {
  return registerResource(app, {
    path: 'files/uploads',
    table: 'file_uploads',
    tag: 'files',
    row: FileUploadSchema,
    columns: { organisation: 't.organisation_id', job: 't.job_id::text', download_url: `CASE WHEN t.status IN (${REFUSED_SQL}) THEN NULL ELSE '' END` },
    filters: { kind: { type: 'string', lookups: ['exact', 'in'] }, status: { type: 'string', lookups: ['exact', 'in'] }, code: { type: 'string', lookups: ['exact', 'in'] }, done: { type: 'boolean', lookups: ['exact'] } },
    ordering: ['created', 'updated', 'kind', 'status'],
    defaultOrdering: ['-created'],
    access: { list: { orgTypes: ['flexprovider', 'systemoperator'] }, read: { orgTypes: ['flexprovider', 'systemoperator'] } },
    // Uploads are seen by the members of the organisation they were made for, nobody else (404).
    scope: ({ user }) => (user?.orgId ? sql`t.organisation_id = ${user.orgId}` : false),
  });
}

/** POST files/upload/{kind}/: a CSV file of a kind, processed in the background. */
function registerUpload(app: FastifyInstance, store: FileStore, uploads: RegisteredResource<FileUpload>): void {
  const api = typedRequests(app);
  const { config } = app;
  api.post(
    '/files/upload/:kind/',
    {
      config: { access: { orgTypes: ['flexprovider', 'systemoperator'] } },
      // The body is multipart, read part by part in the handler (size limit while streaming) and
      // checked there; the schema below documents it.
      validatorCompiler: () => () => true,
      schema: {
        tags,
        summary: 'Upload a CSV file of a kind (multipart: org_id, file); it is processed in the background',
        description:
          `multipart/form-data with \`org_id\` (your organisation) and \`file\` (the CSV, at most ${formatBytes(config.uploadMaxBytes)}; 413 beyond). ` +
          'The content decides, not the name: ZIP/Excel, PDF, programs, images and other binary files are refused (400). ' +
          'You must belong to org_id (403) and hold the kind’s permission (403); an unknown kind is 404. ' +
          'Answers 201 with the status resource (status Uploaded, stage received done); poll GET files/uploads/{id}/ until `done`.',
        consumes: ['multipart/form-data'],
        params: Type.Object({ kind: Type.String() }),
        body: Type.Object({
          org_id: Type.String({ pattern: UPLOAD_FIELDS.org_id.source, description: 'Your organisation’s id.' }),
          file: Type.String({ format: 'binary', description: 'The CSV file (UTF-8, `,` or `;` separated).' }),
        }),
        response: { 201: FileUploadSchema, 400: FieldErrorsAnswer, 403: Detail, 404: Detail, 413: Detail, 415: Detail },
      },
    },
    async (request, reply) => {
      const { kind: kindName } = request.params;
      const kind = kindOf(app, kindName);
      if (!request.isMultipart()) throw new ApiError(415, { detail: 'Send the file as multipart/form-data with the fields org_id and file.' });
      const { fields, file } = await readUpload(request, config.uploadMaxBytes);

      const problems: Record<string, string[]> = {};
      const orgText = fields.get('org_id');
      if (orgText === undefined) problems.org_id = ['This field is required.'];
      else if (!UPLOAD_FIELDS.org_id.test(orgText) || Number(orgText) > 2147483647) problems.org_id = ['A valid integer is required.'];
      if (!file) problems.file = ['No file was submitted.'];
      else if (file.bytes.length === 0) problems.file = ['The submitted file is empty.'];
      if (Object.keys(problems).length > 0 || !file) throw badRequest(problems);
      const user = request.user!;
      if (Number(orgText) !== user.orgId) throw forbidden('You can only upload files for your own organisation.');
      if (!mayUse(kind, user)) throw forbidden(`You need the “${kind.permission}” permission to upload this kind of file.`);
      if (kind.document) {
        if (!documentType(file.bytes)) throw badRequest({ file: [NOT_A_DOCUMENT] });
      } else {
        const binary = binaryContent(file.bytes);
        if (binary) throw badRequest({ file: [binary] });
      }

      const id = await submitUpload(app, store, { kind: kind.kind, orgId: user.orgId!, userId: user.userId!, filename: file.filename, bytes: file.bytes });
      const [row] = await uploads.fetchByIds({ user, db: app.db, request }, [id]);
      return reply.code(201).send(row);
    },
  );
}

/** GET files/templates/{kind}/: the CSV template of a kind. */
function registerTemplates(app: FastifyInstance): void {
  const api = typedRequests(app);
  api.get(
    '/files/templates/:kind/',
    {
      config: { access: { orgTypes: ['flexprovider', 'systemoperator'] } },
      schema: {
        tags,
        summary: 'The CSV template of a kind: its header and an example row',
        description:
          `Content-Disposition names it ${PRODUCT_PREFIX}-<kind>-template.csv. UTF-8 with a byte-order mark (so spreadsheets read accents right), comma separated, CRLF. ` +
          'Same access as uploading that kind (403); unknown kind 404.',
        params: Type.Object({ kind: Type.String({ maxLength: 40 }) }),
        querystring: Type.Object(
          { competition: Type.Optional(Type.String({ maxLength: 100, description: 'bids: a competition id; the template lists its service windows, one prefilled row each.' })) },
          { additionalProperties: Type.String({ maxLength: 100 }) },
        ),
        response: { 200: { description: 'CSV text', content: { 'text/csv': { schema: Type.String() } } }, 400: FieldErrorsAnswer, 403: Detail, 404: Detail },
      },
    },
    async (request, reply) => {
      const { kind: kindName } = request.params;
      const kind = kindOf(app, kindName);
      // A document kind has no template.
      if (kind.document) throw notFound('Unknown file kind.');
      if (!mayUse(kind, request.user)) throw forbidden(`You need the “${kind.permission}” permission to use this kind of file.`);
      const query = Object.fromEntries(Object.entries(request.query).map(([k, v]) => [k, String(v)]));
      const unknown = Object.keys(query).filter((name) => !kind.template || !(name in kind.template.params));
      if (unknown.length) throw badRequest(Object.fromEntries(unknown.map((name) => [name, ['Unknown parameter.']])));
      const prefilled = kind.template && Object.keys(query).length ? await kind.template.rows(query, { db: app.db, orgId: request.user!.orgId!, userId: request.user!.userId! }) : null;
      const csv = writeCsv(
        kind.columns.map((c) => c.name),
        prefilled ? prefilled.rows : [kind.columns.map((c) => c.example)],
      );
      const name = prefilled ? `${PRODUCT_PREFIX}-${kind.kind}-${prefilled.name}.csv` : `${PRODUCT_PREFIX}-${kind.kind}-template.csv`;
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition(name))
        .header('Cache-Control', 'private, no-cache')
        .send(`\uFEFF${csv}\r\n`);
    },
  );
}

/** GET files/downloads/{id}/: an uploaded file by its signed link. */
function registerDownloads(app: FastifyInstance, store: FileStore): void {
  const api = typedRequests(app);
  const { config } = app;
  api.get(
    '/files/downloads/:id/',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'An uploaded file by its signed link (download_url; no auth header)',
        description:
          `Links are signed for one file and expire ${DOWNLOAD_LIFETIME_S / 60} minutes after the status answer that gave them: a changed or expired link is 403. ` +
          'A file that processing refused (status Error or User Permission Error) is never served: 410.',
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        querystring: Type.Object({ expires: Type.Integer({ minimum: 0, maximum: 99999999999 }), signature: Type.String({ minLength: 1, maxLength: 128 }) }),
        response: { 200: { description: 'The file as uploaded', content: { 'text/csv': { schema: Type.String() }, 'application/pdf': { schema: Type.String() }, 'image/png': { schema: Type.String() }, 'image/jpeg': { schema: Type.String() } } }, 403: Detail, 404: Detail, 410: Detail },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const q = request.query;
      const check = checkSignature(config.jwtSecret, DOWNLOAD_PURPOSE, String(id), q.expires, q.signature);
      if (check === 'invalid') throw new ApiError(403, { detail: 'Invalid signature.' });
      if (check === 'expired') throw new ApiError(403, { detail: 'This link has expired.' });
      const r = await app.db.query<{ filename: string; storage_path: string; status: FileStatus }>('SELECT filename, storage_path, status FROM file_uploads WHERE id = $1', [id]);
      const row = r.rows[0];
      if (!row) throw notFound();
      if (REFUSED_STATUSES.includes(row.status)) throw new ApiError(410, { detail: REFUSED_DOWNLOAD });
      let bytes: Buffer;
      try {
        bytes = await store.read(row.storage_path);
      } catch {
        throw notFound('The file is no longer stored.');
      }
      return reply
        .header('Content-Type', documentType(bytes) ?? 'text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition(row.filename))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  );
}

/**
 * files/upload/{kind}/, files/uploads/ (status resource), files/templates/{kind}/ and
 * files/downloads/{id}/ (see README.md). Encapsulated: multipart bodies are accepted by these
 * routes only.
 */
export async function filesRoutes(app: FastifyInstance, opts: { store: FileStore }): Promise<void> {
  const { store } = opts;
  await app.register(multipart, { throwFileSizeLimit: true });
  localiseAnswers(app);
  const uploads = registerUploadStatus(app);
  registerUpload(app, store, uploads);
  registerTemplates(app);
  registerDownloads(app, store);
}

/**
 * The multipart parts: text fields by name, and the one part named `file` (buffered, at most
 * `maxBytes`). Anything the multipart reader refuses is a 400 (413 when the file is too large).
 */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<{ fields: Map<string, string>; file: { filename: string; bytes: Buffer } | null }> {
  const fields = new Map<string, string>();
  let file: { filename: string; bytes: Buffer } | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 50 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badRequest({ [part.fieldname.slice(0, 64) || 'file']: ['Only a field named “file” may hold a file.'] });
        }
        file = { filename: cleanFilename(part.filename), bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string' || typeof part.value === 'number') {
        fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, { detail: `The file is larger than the limit of ${formatBytes(maxBytes)}.` });
    if (code === 'FST_FILES_LIMIT') throw badRequest({ file: ['Send one file at a time.'] });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('The form holds too many fields.');
    throw badRequest('The multipart body could not be read.');
  }
  return { fields, file };
}
