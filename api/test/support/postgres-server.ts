import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A throw-away PostgreSQL server for tests that need one of their own (several API processes on
 * one database, the database going down under traffic): initdb into a temp folder, pg_ctl on a
 * free port, trust authentication, user `postgres`, database `postgres`. Readiness is awaited by
 * polling a connection. `destroy()` stops the server and removes the folder; it also runs when
 * the process exits, so a failed test leaves nothing behind.
 *
 * The binaries come from PG_BIN (default /usr/lib/postgresql/15/bin). PostgreSQL refuses to run
 * as root: as root, the server runs as the `postgres` system user and owns the temp folder.
 */
export interface PostgresServer {
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  /** Start again after stop(); resolves once it accepts connections. */
  start(): Promise<void>;
  /** pg_ctl stop (fast: open connections are ended, the server shuts down cleanly). */
  stop(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
  /** Stop if running and remove the folder. Safe to call twice. */
  destroy(): Promise<void>;
  /** The server's log (for failure messages). */
  log(): string;
}

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** uid/gid of the postgres system user when we are root (PostgreSQL will not run as root). */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid) throw new Error('Running as root, and there is no postgres user to run PostgreSQL as');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Run one of the PostgreSQL programs to completion (pg_ctl detaches the server and exits). */
function run(program: string, args: string[], user: { uid: number; gid: number } | null, timeoutMs = 120_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const options: SpawnOptions = { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' }, ...(user ?? {}) };
    const child = spawn(join(BIN, program), args, options);
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${program} ${args.join(' ')} took over ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    // 'exit', not 'close': the server pg_ctl starts may inherit no pipe of ours, but do not wait for one.
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${program} ${args.join(' ')} failed (${String(code)}):\n${output}`));
    });
  });
}

/** Poll until a connection succeeds and answers a query; pauses between tries are short. */
export async function waitForPostgres(url: string, deadlineMs = 60_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  let last: unknown;
  while (Date.now() < until) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch (error) {
      last = error;
      await client.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`PostgreSQL at ${url} not ready after ${deadlineMs} ms: ${last instanceof Error ? last.message : String(last)}`);
}

export async function startPostgres(options: { readyDeadlineMs?: number } = {}): Promise<PostgresServer> {
  const readyDeadline = options.readyDeadlineMs ?? 60_000;
  const user = runAs();
  const root = mkdtempSync(join(tmpdir(), 'flex-pg-'));
  if (user) chownSync(root, user.uid, user.gid);
  const dataDir = join(root, 'data');
  const logFile = join(root, 'server.log');
  let running = false;
  let destroyed = false;

  const stopNow = (): void => {
    // Synchronous: also used from the 'exit' handler.
    if (running && existsSync(join(dataDir, 'postmaster.pid'))) {
      spawnSync(join(BIN, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30'], { stdio: 'ignore', ...(user ?? {}) });
    }
    running = false;
  };
  const removeNow = (): void => {
    stopNow();
    rmSync(root, { recursive: true, force: true });
    destroyed = true;
  };
  const onExit = (): void => {
    if (!destroyed) removeNow();
  };
  process.once('exit', onExit);

  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const server: PostgresServer = {
    url,
    port,
    dataDir,
    async start() {
      // -W: do not let pg_ctl wait; readiness is a successful connection (waitForPostgres).
      await run('pg_ctl', ['start', '-W', '-D', dataDir, '-l', logFile, '-o', `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`], user);
      running = true;
      await waitForPostgres(url, readyDeadline);
    },
    async stop(mode = 'fast') {
      await run('pg_ctl', ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '60'], user);
      running = false;
    },
    async destroy() {
      if (destroyed) return;
      process.removeListener('exit', onExit);
      removeNow();
    },
    log() {
      return existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    },
  };
  try {
    await run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'], user);
    await server.start();
  } catch (error) {
    await server.destroy();
    throw error;
  }
  return server;
}
