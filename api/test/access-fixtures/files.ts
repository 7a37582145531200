import { initialStages } from '../../src/platform/files/process.js';
import type { AccessFixtures } from './types.js';

/** The file uploads: each organisation sees its own (setup stores one per actor's organisation). */
export const filesFixtures: Record<string, AccessFixtures> = {
  'files/uploads': {
    async setup(db, actors) {
      for (const actor of [actors.providerA, actors.providerB, actors.operatorX, actors.operatorY]) {
        await db.query(
          `INSERT INTO file_uploads (kind, organisation_id, uploaded_by, filename, size, sha256, storage_path, status, code, stages, done)
           VALUES ('matrix', $1, $2, 'matrix.csv', 0, '', 'matrix/none', 'Error', 'e', $3::jsonb, true)`,
          [actor.orgId, actor.userId, JSON.stringify(initialStages())],
        );
      }
    },
    canSee: (actor, row) => actor.orgId !== null && row.organisation === actor.orgId,
  },
};
