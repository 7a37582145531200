/**
 * A job queued before the API process is killed runs after it starts again. An API process with
 * JOB_WORKERS=0 takes an upload (its processing job is queued, not run), is killed with SIGKILL,
 * and a new process on the same database and data folder — workers on — processes it to Ready.
 * Once on a PGlite data folder (the default deployment), once on a PostgreSQL server.
 * Runs in the PGlite pass only (it starts its own processes; see scripts/test.mjs).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres, type PostgresServer } from '../support/postgres-server.js';
import { startApi, type ApiProcess } from '../support/api-process.js';
import { DEMO_PASSWORD } from '../../src/seed/core.js';

jest.setTimeout(300_000);

const OPERATOR = 'operator@northernlines.test';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(api: ApiProcess, method: string, path: string, token: string | null, body?: BodyInit, contentType?: string): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (contentType) headers['content-type'] = contentType;
  const res = await fetch(`${api.url}${path}`, { method, headers, signal: AbortSignal.timeout(30_000), ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function loginAs(api: ApiProcess, email: string): Promise<string> {
  const res = await call(api, 'POST', '/auth/jwt/create/', null, JSON.stringify({ email, password: DEMO_PASSWORD }), 'application/json');
  expect(res.status).toBe(200);
  return String(res.body.token);
}

/** Polls until `condition` holds (the process's own progress is what is awaited, not a clock). */
async function until<T>(read: () => Promise<T>, condition: (value: T) => boolean, api: ApiProcess, what: string, deadlineMs = 120_000): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const value = await read();
    if (condition(value)) return value;
    const exit = api.exited();
    if (exit) throw new Error(`The API process ended (${JSON.stringify(exit)}) while waiting for ${what}:\n${api.output().slice(-4000)}`);
    if (Date.now() > end) throw new Error(`Gave up waiting for ${what} after ${deadlineMs} ms; last: ${JSON.stringify(value)}\n${api.output().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each([
  ['a PGlite data folder', false],
  ['a PostgreSQL server', true],
])('on %s', (_label, usePostgres) => {
  let server: PostgresServer | undefined;
  let api: ApiProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'flex-jobs-restart-'));
  const env: Record<string, string> = { JWT_SECRET: randomBytes(32).toString('base64url'), DATA_DIR: dataDir, SEED_SIZE: 'test' };

  beforeAll(async () => {
    if (usePostgres) {
      server = await startPostgres();
      env.DATABASE_URL = server.url;
    }
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
    await server?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('a job queued before the process is killed runs once it starts again', async () => {
    // 1. No workers: the upload is stored and its job queued, nothing runs it.
    api = await startApi({ ...env, JOB_WORKERS: '0' });
    let token = await loginAs(api, OPERATOR);
    const me = await call(api, 'GET', '/auth/users/me/', token);
    const template = await fetch(`${api.url}/files/templates/competitions/`, { headers: { authorization: `Bearer ${token}` } });
    expect(template.status).toBe(200);
    const form = new FormData();
    form.append('org_id', String(me.body.organisation));
    form.append('file', new Blob([await template.arrayBuffer()]), 'competitions.csv');
    const uploaded = await call(api, 'POST', '/files/upload/competitions/', token, form);
    expect(uploaded.status).toBe(201);
    const id = Number(uploaded.body.id);
    const job = String(uploaded.body.job);
    expect(uploaded.body).toMatchObject({ status: 'Uploaded', done: false });
    expect((await call(api, 'GET', `/jobs/${job}/`, token)).body).toMatchObject({ state: 'created', retry_count: 0 });

    // 2. Killed outright: no graceful shutdown, nothing finishes on the way out.
    api.child.kill('SIGKILL');
    await until(async () => api!.exited(), (exit) => exit !== null, api, 'the process to exit');
    expect(api.exited()).toMatchObject({ signal: 'SIGKILL' });

    // 3. A new process on the same database and files, workers on: the queued job runs.
    api = await startApi(env);
    token = await loginAs(api, OPERATOR);
    const done = await until(
      async () => (await call(api!, 'GET', `/files/uploads/${id}/`, token)).body,
      (body) => body.done === true,
      api,
      'the upload to be processed',
    );
    expect(done).toMatchObject({ status: 'Ready', code: 'r', done: true, errors: [] });
    expect((done.stages as Array<{ state: string }>).map((s) => s.state)).toEqual(['done', 'done', 'done', 'done']);
    expect((done.result as { created: number[] }).created).toHaveLength(1);
    expect((await call(api, 'GET', `/jobs/${job}/`, token)).body).toMatchObject({ state: 'completed', retry_count: 0, output: { status: 'Ready' } });
  });
});
