import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The same serving code as `pnpm start`: each app on its own origin.
import { servePlatform, serveDir, REMOTE_PACKAGES } from '../../tools/serve.mjs';
import { API_BASE, ISOLATED_PORTS } from './ports';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Platform = Awaited<ReturnType<typeof servePlatform>>;

/** Starts a platform of its own (host + five remotes) for a test that stops or swaps a remote. */
export function startIsolatedPlatform(dirs: Record<string, string> = {}): Promise<Platform> {
  return servePlatform({ hostPort: ISOLATED_PORTS.host, remotePorts: ISOLATED_PORTS.remotes, apiBase: API_BASE, dirs });
}

export { servePlatform, serveDir, REMOTE_PACKAGES };
