import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { servePlatform, repoRoot } from './platform';
import { API_BASE, OUTBOX_KEY, PORTS } from './ports';

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The API with a fresh database, and the production builds served as in deployment. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flex-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORTS.api),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${PORTS.host}`,
    DEV_OUTBOX: '1',
    DEV_OUTBOX_KEY: OUTBOX_KEY,
    // The whole suite is one client address logging in and activating many users within minutes:
    // throttles sized for one person would refuse it (their own behaviour is tested in the API suite).
    LOGIN_RATE_LIMIT: '1000',
    RESET_RATE_LIMIT: '1000',
  };
  delete env.DATABASE_URL; // the browser suite always runs on a fresh embedded database
  const api: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'api/dist/server.js')], {
    cwd: path.join(repoRoot, 'api'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${API_BASE}features/`, 180_000);
  const platform = await servePlatform({ hostPort: PORTS.host, remotePorts: PORTS.remotes, apiBase: API_BASE });
  return async () => {
    await platform.close();
    api.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
