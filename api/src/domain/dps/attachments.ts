/**
 * Files attached to an application's file questions (workflows §3 "Attachment", §7 "GET application
 * attachment by key … returns presigned_url and filename"). The bytes go into the upload
 * pipeline's store (files/storage.ts: <DATA_DIR>/files/<org>/…, never a web root) with the
 * pipeline's size limit and, when CLAMD_URL is set, its virus scanner. They are documents (PDF,
 * images, Office files, text), not CSV rows, so they skip the pipeline's CSV stages and are
 * judged here by their bytes. Downloads go through signed, expiring links (auth/signed-url.ts).
 *
 *   POST   dps/applications/{id}/attachments/        multipart: question, description?, file
 *   GET    dps/applications/{id}/attachments/{key}/  → {presigned_url, filename}
 *   DELETE dps/applications/{id}/attachments/{key}/  (a draft's)
 *   GET    dps/files/{key}/?expires&signature        the bytes, no auth header
 */
import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkSignature, signedExpiry } from '../../auth/signed-url.js';
import { ApiError, badRequest, FieldErrorsAnswer, notFound } from '../../errors.js';
import type { Principal } from '../../auth/principal.js';
import type { RegisteredResource } from '../../resources/index.js';
import { clamdScan } from '../../platform/files/clamd.js';
import { cleanFilename, contentDisposition } from '../../platform/files/routes.js';
import { FileStore } from '../../platform/files/storage.js';
import { draftForAttachment, refreshErrors } from './applications.js';
import { AttachmentLink, AttachmentRow, type ApplicationRow } from './schemas.js';
import { typedRequests } from '../../platform/http/typed-app.js';

export const ATTACHMENT_PURPOSE = 'dps-attachment';
export const LINK_LIFETIME_S = 15 * 60;
const Detail = Type.Object({ detail: Type.String() });
const tags = ['dps'];
const KEY = Type.String({ format: 'uuid' });
/** An attachment of an application: its id and the attachment's key. */
const KeyParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }), key: KEY });

const SIGNATURES: Array<{ bytes: number[]; type: string | null; what?: string }> = [
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], type: 'application/pdf' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], type: 'image/png' },
  { bytes: [0xff, 0xd8, 0xff], type: 'image/jpeg' },
  { bytes: [0x47, 0x49, 0x46, 0x38], type: 'image/gif' },
  { bytes: [0x50, 0x4b, 0x03, 0x04], type: 'application/zip' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], type: 'application/x-ole-storage' },
  { bytes: [0x4d, 0x5a], type: null, what: 'a Windows program' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], type: null, what: 'a program (ELF)' },
  { bytes: [0xcf, 0xfa, 0xed, 0xfe], type: null, what: 'a program (Mach-O)' },
  { bytes: [0x23, 0x21], type: null, what: 'a script' },
];
const OFFICE: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
};
const ACCEPTED = 'Attach a PDF, an image (PNG, JPEG or GIF), an Office document or a plain text file.';

/** What the bytes are (never the name alone): a content type, or why they are refused. */
export function documentType(bytes: Uint8Array, filename: string): { type: string } | { error: string } {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  for (const sig of SIGNATURES) {
    if (bytes.length < sig.bytes.length || !sig.bytes.every((b, i) => bytes[i] === b)) continue;
    if (!sig.type) return { error: `This file is ${sig.what}; programs cannot be attached. ${ACCEPTED}` };
    // ZIP and OLE containers are Office documents when named so; other archives are refused.
    if (sig.type === 'application/zip') return ['docx', 'xlsx', 'pptx', 'odt', 'ods'].includes(ext) ? { type: OFFICE[ext]! } : { error: `This file is an archive. ${ACCEPTED}` };
    if (sig.type === 'application/x-ole-storage') return ['doc', 'xls'].includes(ext) ? { type: OFFICE[ext]! } : { error: `This file is not a document we accept. ${ACCEPTED}` };
    return { type: sig.type };
  }
  if (!bytes.subarray(0, 8192).includes(0)) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      return { type: 'text/plain; charset=utf-8' };
    } catch {
      // not UTF-8 text
    }
  }
  return { error: `This file is not a document we accept. ${ACCEPTED}` };
}

/** A file sent in a multipart body. */
interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

interface Part {
  fields: Map<string, string>;
  file: UploadedFile | null;
}

async function readParts(request: FastifyRequest, maxBytes: number): Promise<Part> {
  const fields = new Map<string, string>();
  let file: Part['file'] = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 2048, parts: 6, headerPairs: 50 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badRequest({ file: ['Only a field named “file” may hold a file.'] });
        }
        file = { filename: cleanFilename(part.filename), bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, { detail: `The file is larger than the limit of ${Math.round(maxBytes / 1024 / 1024)} MB.` });
    if (code === 'FST_FILES_LIMIT') throw badRequest({ file: ['Send one file at a time.'] });
    throw badRequest('The multipart body could not be read.');
  }
  return { fields, file };
}

interface AttachmentFacts {
  id: number;
  key: string;
  filename: string;
  content_type: string;
  storage_path: string;
}

/** What the attachment routes share: the app, the file store, and the resources their answers come from. */
interface AttachmentRouteDeps {
  app: FastifyInstance;
  store: FileStore;
  attachments: RegisteredResource<AttachmentRow>;
  applications: RegisteredResource<ApplicationRow>;
}

/** A signed download link of an attachment, valid LINK_LIFETIME_S. */
function linkOf(app: FastifyInstance, key: string): string {
  const { config } = app;
  const apiBase = config.apiBaseUrl.replace(/\/+$/, '');
  return `${apiBase}/dps/files/${key}/?${signedExpiry(config.jwtSecret, ATTACHMENT_PURPOSE, key, LINK_LIFETIME_S)}`;
}

/** The attachment `key` of an application the caller can see (404 otherwise). */
async function visibleAttachment({ app, applications }: AttachmentRouteDeps, request: FastifyRequest, applicationId: number, key: string): Promise<AttachmentFacts> {
  const ctx = { user: request.user, db: app.db, request };
  const [application] = await applications.fetchByIds(ctx, [applicationId]);
  if (!application) throw notFound('Application not found.');
  const r = await app.db.query<AttachmentFacts>('SELECT id, key::text AS key, filename, content_type, storage_path FROM dps_attachments WHERE application_id = $1 AND key = $2::uuid', [
    applicationId,
    key,
  ]);
  if (!r.rows[0]) throw notFound('Attachment not found.');
  return r.rows[0];
}

/** The upload's parts as the route needs them; a 400 naming each missing or bad part. */
function checkedParts(fields: Map<string, string>, file: UploadedFile | null): { question: string; description: string; file: UploadedFile } {
  const question = fields.get('question') ?? '';
  const description = (fields.get('description') ?? '').trim();
  const problems: Record<string, string[]> = {};
  if (!file) problems.file = ['No file was submitted.'];
  else if (file.bytes.length === 0) problems.file = ['The submitted file is empty.'];
  if (description.length > 500) problems.description = ['Ensure this field has no more than 500 characters.'];
  if (!question) problems.question = ['This field is required.'];
  if (Object.keys(problems).length || !file) throw badRequest(problems);
  return { question, description, file };
}

/** With a scanner configured: 503 when it cannot answer, 400 when it finds a virus. */
async function scanForViruses(clamdUrl: string | null | undefined, bytes: Buffer): Promise<void> {
  if (!clamdUrl) return;
  let verdict;
  try {
    verdict = await clamdScan(clamdUrl, bytes);
  } catch {
    throw new ApiError(503, { detail: 'The file could not be checked for viruses just now. Please try again in a few minutes.' }, { 'Retry-After': '60' });
  }
  if (!verdict.clean) throw badRequest({ file: [`The virus scanner found ${verdict.signature} in this file; it was not attached.`] });
}

/** Stores the bytes and records the attachment on the (still draft) application; answers its key. */
async function storeAttachment(
  deps: AttachmentRouteDeps,
  user: Principal,
  id: number,
  part: { question: string; description: string; file: UploadedFile; type: string },
): Promise<string> {
  const { store } = deps;
  const path = await store.save(user.orgId!, part.file.bytes);
  try {
    return await deps.app.db.transaction(async (tx) => {
      await draftForAttachment(tx, user, id);
      const r = await tx.query<{ key: string }>(
        `INSERT INTO dps_attachments (key, application_id, question, description, filename, content_type, size, sha256, storage_path, uploaded_by)
         VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING key::text AS key`,
        [id, part.question, part.description, part.file.filename, part.type, part.file.bytes.length, createHash('sha256').update(part.file.bytes).digest('hex'), path, user.userId],
      );
      await refreshErrors(tx, id);
      return r.rows[0]!.key;
    });
  } catch (error) {
    await store.remove(path).catch(() => undefined);
    throw error;
  }
}

/** POST dps/applications/{id}/attachments/: a multipart upload to a draft's file question. */
function registerUpload(deps: AttachmentRouteDeps): void {
  const { app, attachments } = deps;
  const { config } = app;
  // Multipart bodies are accepted by this encapsulated route only.
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.post(
      '/dps/applications/:id/attachments/',
      {
        config: { access: { orgTypes: ['flexprovider'], permissions: ['view-manage-ui'] } },
        validatorCompiler: () => () => true,
        schema: {
          tags,
          summary: 'Attach a file to a file question of your draft application (multipart: question, description?, file)',
          description:
            'A PDF, image, Office document or text file (judged by its bytes), at most the upload limit (413 beyond); with CLAMD_URL set it is scanned for viruses. ' +
            '`question` must be a file question of the questionnaire. 404 when the application is not yours, 409 once it is submitted.',
          consumes: ['multipart/form-data'],
          params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
          body: Type.Object({
            question: Type.String({ description: 'The file question’s key, e.g. audit_documents' }),
            description: Type.Optional(Type.String({ maxLength: 500 })),
            file: Type.String({ format: 'binary' }),
          }),
          response: { 201: AttachmentRow, 400: FieldErrorsAnswer, 404: Detail, 409: Detail, 413: Detail, 415: Detail },
        },
      },
      async (request, reply) => {
        // Params are not validated on this route (multipart): the id is checked here.
        const params: unknown = request.params;
        const raw = typeof params === 'object' && params !== null && 'id' in params ? params.id : undefined;
        const id = /^[1-9]\d{0,9}$/.test(String(raw)) && Number(raw) <= 2147483647 ? Number(raw) : null;
        if (id === null) throw notFound('Application not found.');
        if (!request.isMultipart()) throw new ApiError(415, { detail: 'Send the file as multipart/form-data with the fields question and file.' });
        const user = request.user!;
        const { fields, file } = await readParts(request, config.uploadMaxBytes);
        const { question, description, file: sent } = checkedParts(fields, file);

        // Checked before the (slow) scan, and again in the writing transaction.
        const defs = await draftForAttachment(app.db, user, id);
        if (!defs.fields[question]?.is_file) throw badRequest({ question: ['Not a file question of this questionnaire.'] });
        const kind = documentType(sent.bytes, sent.filename);
        if ('error' in kind) throw badRequest({ file: [kind.error] });
        await scanForViruses(config.clamdUrl, sent.bytes);
        const key = await storeAttachment(deps, user, id, { question, description, file: sent, type: kind.type });
        const r = await app.db.query<{ id: number }>('SELECT id FROM dps_attachments WHERE key = $1::uuid', [key]);
        const [row] = await attachments.fetchByIds({ user, db: app.db, request }, [r.rows[0]!.id]);
        return reply.code(201).send(row);
      },
    );
  });
}

/** GET dps/applications/{id}/attachments/{key}/: a signed link to a visible attachment. */
function registerLink(deps: AttachmentRouteDeps): void {
  const api = typedRequests(deps.app);
  api.get(
    '/dps/applications/:id/attachments/:key/',
    {
      config: { access: { orgTypes: ['flexprovider', 'systemoperator'] } },
      schema: {
        tags,
        summary: 'An attachment’s signed download link (presigned_url, valid 15 minutes, no auth header) and file name',
        params: KeyParams,
        response: { 200: AttachmentLink, 404: Detail },
      },
    },
    async (request) => {
      const { id, key } = request.params;
      const found = await visibleAttachment(deps, request, id, key);
      return { presigned_url: linkOf(deps.app, found.key), filename: found.filename };
    },
  );
}

/** DELETE dps/applications/{id}/attachments/{key}/: removes an attachment from a draft. */
function registerRemove(deps: AttachmentRouteDeps): void {
  const { app, store } = deps;
  const api = typedRequests(app);
  api.delete(
    '/dps/applications/:id/attachments/:key/',
    {
      config: { access: { orgTypes: ['flexprovider'], permissions: ['view-manage-ui'] } },
      schema: { tags, summary: 'Remove an attachment from your draft application', params: KeyParams, response: { 204: Type.Null(), 404: Detail, 409: Detail } },
    },
    async (request, reply) => {
      const { id, key } = request.params;
      const user = request.user!;
      const path = await app.db.transaction(async (tx) => {
        await draftForAttachment(tx, user, id);
        const r = await tx.query<{ storage_path: string }>('DELETE FROM dps_attachments WHERE application_id = $1 AND key = $2::uuid RETURNING storage_path', [id, key]);
        if (!r.rows[0]) throw notFound('Attachment not found.');
        await refreshErrors(tx, id);
        const shared = await tx.query('SELECT 1 FROM dps_attachments WHERE storage_path = $1', [r.rows[0].storage_path]);
        return shared.rows.length ? null : r.rows[0].storage_path;
      });
      // A copy carried into a later application keeps the stored bytes.
      if (path) await store.remove(path).catch(() => undefined);
      return reply.code(204).send();
    },
  );
}

/** GET dps/files/{key}/: the bytes, by a signed link. */
function registerDownload(deps: AttachmentRouteDeps): void {
  const { app, store } = deps;
  const { config } = app;
  const api = typedRequests(app);
  api.get(
    '/dps/files/:key/',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'An attachment by its signed link (presigned_url; no auth header)',
        description: `Links are signed for one attachment and expire ${LINK_LIFETIME_S / 60} minutes after they were given: a changed or expired link is 403.`,
        params: Type.Object({ key: KEY }),
        querystring: Type.Object({ expires: Type.Integer({ minimum: 0, maximum: 99999999999 }), signature: Type.String({ minLength: 1, maxLength: 128 }) }),
        response: { 200: { description: 'The file as attached', content: { 'application/octet-stream': { schema: Type.String() } } }, 403: Detail, 404: Detail },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const q = request.query;
      const check = checkSignature(config.jwtSecret, ATTACHMENT_PURPOSE, key, q.expires, q.signature);
      if (check === 'invalid') throw new ApiError(403, { detail: 'Invalid signature.' });
      if (check === 'expired') throw new ApiError(403, { detail: 'This link has expired.' });
      const r = await app.db.query<AttachmentFacts>('SELECT id, key::text AS key, filename, content_type, storage_path FROM dps_attachments WHERE key = $1::uuid', [key]);
      const row = r.rows[0];
      if (!row) throw notFound();
      let bytes: Buffer;
      try {
        bytes = await store.read(row.storage_path);
      } catch {
        throw notFound('The file is no longer stored.');
      }
      return reply
        .header('Content-Type', row.content_type)
        .header('Content-Disposition', contentDisposition(row.filename))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  );
}

export function registerAttachmentRoutes(app: FastifyInstance, attachments: RegisteredResource<AttachmentRow>, applications: RegisteredResource<ApplicationRow>): void {
  const deps: AttachmentRouteDeps = { app, store: new FileStore(app.config.dataDir), attachments, applications };
  registerUpload(deps);
  registerLink(deps);
  registerRemove(deps);
  registerDownload(deps);
}
