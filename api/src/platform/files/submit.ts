/**
 * Accepting a file into the pipeline: store the bytes, write the status row (Uploaded, first stage
 * done) and queue its processing job in the same transaction. The upload route and anything
 * else that hands the platform a file (the demo data) go through here.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FILES_JOB, initialStages } from './process.js';
import { FILE_STATUSES } from './schemas.js';
import type { UploadInput } from './kinds.js';
import type { FileStore } from './storage.js';

export type { UploadInput };

export async function submitUpload(app: FastifyInstance, store: FileStore, input: UploadInput): Promise<number> {
  const path = await store.save(input.orgId, input.bytes);
  let id: number;
  try {
    id = await app.db.transaction(async (tx) => {
      const r = await tx.query<{ id: number }>(
        `INSERT INTO file_uploads (kind, organisation_id, uploaded_by, filename, size, sha256, storage_path, status, code, stages)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'Uploaded', $8, $9::jsonb) RETURNING id`,
        [
          input.kind,
          input.orgId,
          input.userId,
          input.filename,
          input.bytes.length,
          createHash('sha256').update(input.bytes).digest('hex'),
          path,
          FILE_STATUSES.Uploaded,
          JSON.stringify(initialStages()),
        ],
      );
      const uploadId = r.rows[0]!.id;
      const job = await app.jobs.send(FILES_JOB, { upload_id: uploadId }, { db: tx, owner: { orgId: input.orgId, userId: input.userId } });
      await tx.query('UPDATE file_uploads SET job_id = $2::uuid WHERE id = $1', [uploadId, job]);
      return uploadId;
    });
  } catch (error) {
    await store.remove(path).catch(() => undefined);
    throw error;
  }
  app.jobs.notify(FILES_JOB);
  return id;
}
