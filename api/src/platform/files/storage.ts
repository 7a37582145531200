import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/**
 * Uploaded bytes under `<dataDir>/files/` (never a web root; only the signed download route serves
 * them): `<org id>/<yyyy-mm>/<random uuid>`, folders 0700, files 0600. The names are ours; the
 * uploader's file name is kept in the database only. Several API replicas need this folder on a
 * shared volume (or the queue's workers on the machine that received the upload).
 */
export class FileStore {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = join(dataDir, 'files');
  }

  /** Stores the bytes; returns the path relative to the store. */
  async save(orgId: number, bytes: Uint8Array): Promise<string> {
    const month = new Date().toISOString().slice(0, 7);
    const relative = join(String(orgId), month, randomUUID());
    const full = this.resolve(relative);
    await mkdir(dirname(full), { recursive: true, mode: 0o700 });
    await writeFile(full, bytes, { mode: 0o600, flag: 'wx' });
    return relative;
  }

  read(relative: string): Promise<Buffer> {
    return readFile(this.resolve(relative));
  }

  async remove(relative: string): Promise<void> {
    await rm(this.resolve(relative), { force: true });
  }

  /** The absolute path; a stored path that would leave the store is refused. */
  private resolve(relative: string): string {
    const full = normalize(join(this.root, relative));
    if (!full.startsWith(this.root + sep)) throw new Error(`Stored file path outside the store: ${relative}`);
    return full;
  }
}
