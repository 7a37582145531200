import { spawn, type ChildProcess } from 'node:child_process';
import { packageRoot } from '../../src/paths.js';

/**
 * The API as a real server process (`node --import tsx src/server.ts`), as deployed: its own
 * pool, its own memory, the configuration from the environment. Resolves once the server prints
 * its address (after migrating and seeding). `stop()` sends SIGTERM (SIGKILL after a deadline).
 */
export interface ApiProcess {
  /** e.g. http://127.0.0.1:40123 (no trailing slash). */
  readonly url: string;
  readonly child: ChildProcess;
  /** Exit code or signal once it has exited, otherwise null. */
  exited(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** Everything it printed (stdout and stderr), for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

export async function startApi(env: Record<string, string>, options: { readyDeadlineMs?: number } = {}): Promise<ApiProcess> {
  const deadline = options.readyDeadlineMs ?? 120_000;
  // Nothing of the test run's own database settings leaks into the server.
  const { DATABASE_URL: _url, FLEX_TEST_TEMPLATE: _template, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: packageRoot,
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', LOG: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exitedPromise = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      done();
    }),
  );

  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`API did not start within ${deadline} ms:\n${output}`)), deadline);
    const onData = (): void => {
      const m = /Flex marketplace API on (http:\/\/[^/\s]+)\//.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        done(m[1]);
      }
    };
    child.stdout?.on('data', onData);
    void exitedPromise.then(() => {
      clearTimeout(timer);
      fail(new Error(`API exited before it was ready (${JSON.stringify(exit)}):\n${output}`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });

  return {
    url,
    child,
    exited: () => exit,
    output: () => output,
    async stop() {
      if (exit) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exitedPromise;
      clearTimeout(timer);
    },
  };
}
