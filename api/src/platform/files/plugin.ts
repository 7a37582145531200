import { globalPlugin } from '../../plugins/global.js';
import type { FileKind, UploadInput } from './kinds.js';
import { FILES_JOB, UploadProcessor } from './process.js';
import { filesRoutes } from './routes.js';
import { FileStore } from './storage.js';
import { submitUpload } from './submit.js';

/**
 * The files domain: the kind registry (`app.fileKinds`, filled by registerFileKind from other
 * domains), the processing queue, and the HTTP routes. Global (registered before the domains that
 * register kinds), its routes encapsulated so only they accept multipart bodies.
 */
export default globalPlugin('files', async (app) => {
  app.decorate('fileKinds', new Map<string, FileKind>());
  const store = new FileStore(app.config.dataDir);
  app.decorate('files', { submit: (input: UploadInput) => submitUpload(app, store, input) });
  const processor = new UploadProcessor(app, store);
  // Unexpected failures (the disk, the database, clamd away) are retried; refusals are not (they
  // end the upload). A process killed mid-file has its job retried once it expires (5 minutes).
  app.jobs.work<{ upload_id: number }>(FILES_JOB, { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 300, pollingIntervalSeconds: 1 }, async ({ upload_id }, job) =>
    processor.run(upload_id, job),
  );
  await app.register(filesRoutes, { store });
});
