import { bearer, createTestApp, login, type TestApp } from '../../../../test/helpers.js';
import { RESET_MAIL_JOB } from '../../../domain/accounts/auth.js';

/**
 * Background jobs in process: a job runs; a failing job is retried (retry_count grows), then ends
 * failed — logged, and readable through GET jobs/{id}/ by the organisation that queued it only.
 * (A job surviving a killed process: test/server/jobs-restart.test.ts.)
 */

let t: TestApp;
const ran: Array<{ data: Record<string, unknown>; attempt: number; final: boolean }> = [];
let flakyFailures = 0;
const errors: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.jobs.work('test-echo', { retryLimit: 0 }, async (data, job) => {
      ran.push({ data, attempt: job.attempt, final: job.final });
      return { echoed: data.word, owner: job.owner?.orgId ?? null };
    });
    app.jobs.work('test-broken', { retryLimit: 2, retryDelay: 0 }, async (_data, job) => {
      throw new Error(`attempt ${job.attempt} of ${job.attempts} broke`);
    });
    app.jobs.work('test-flaky', { retryLimit: 3, retryDelay: 0 }, async (_data, job) => {
      if (job.attempt <= flakyFailures) throw new Error(`flaky attempt ${job.attempt}`);
      return { attempt: job.attempt };
    });
    app.jobs.schedule('test-echo', '*/5 * * * *', { word: 'tick' }, { tz: 'Europe/London' });
  });
});
afterAll(async () => t.close());

let errorLog: jest.SpiedFunction<(obj: Record<string, unknown>, msg: string) => void>;
beforeEach(() => {
  errorLog = jest.spyOn(t.app.jobs.log, 'error') as unknown as typeof errorLog;
  errorLog.mockImplementation((obj, msg) => void errors.push({ ...obj, msg }));
});
afterEach(() => errorLog.mockRestore());

async function status(id: string, token: string) {
  return t.app.inject({ method: 'GET', url: `/jobs/${id}/`, headers: bearer(token) });
}

async function orgOf(email: string): Promise<{ orgId: number; userId: number }> {
  const r = await t.app.db.query<{ organisation_id: number; id: number }>('SELECT organisation_id, id FROM users WHERE email = $1', [email]);
  return { orgId: r.rows[0]!.organisation_id, userId: r.rows[0]!.id };
}

describe('jobs', () => {
  it('runs a queued job and records its output', async () => {
    const owner = await orgOf('provider@brightgrid.test');
    const id = await t.app.jobs.send('test-echo', { word: 'hello' }, { owner });
    await t.app.jobs.idle();
    expect(ran).toContainEqual({ data: { word: 'hello' }, attempt: 1, final: true });
    const job = await t.app.jobs.get(id);
    expect(job).toMatchObject({ id, name: 'test-echo', state: 'completed', retry_count: 0, error: null, output: { echoed: 'hello', owner: owner.orgId } });
    expect(job!.completed).toBeInstanceOf(Date);
  });

  it('a job sent inside a transaction exists only if the transaction commits', async () => {
    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.jobs.send('test-echo', { word: 'rolled back' }, { db: tx });
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('the caller changed its mind');
    const committed = await t.app.db.transaction((tx) => t.app.jobs.send('test-echo', { word: 'committed' }, { db: tx }));
    t.app.jobs.notify('test-echo');
    await t.app.jobs.idle();
    expect(ran.map((r) => r.data.word)).toContain('committed');
    expect(ran.map((r) => r.data.word)).not.toContain('rolled back');
    expect((await t.app.jobs.get(committed))?.state).toBe('completed');
  });

  it('retries a failing job until it succeeds', async () => {
    flakyFailures = 2;
    const id = await t.app.jobs.send('test-flaky', {});
    await t.app.jobs.idle();
    const job = await t.app.jobs.get(id);
    expect(job).toMatchObject({ state: 'completed', retry_count: 2, output: { attempt: 3 } });
  });

  it('retries a job that always fails, then marks it failed: logged, and visible to its organisation only', async () => {
    const owner = await orgOf('provider@brightgrid.test');
    const id = await t.app.jobs.send('test-broken', { n: 1 }, { owner });
    await t.app.jobs.idle();

    const job = await t.app.jobs.get(id);
    expect(job).toMatchObject({ state: 'failed', retry_count: 2, retry_limit: 2, error: 'attempt 3 of 3 broke', output: null });
    expect(errors).toContainEqual(expect.objectContaining({ job: id, queue: 'test-broken', attempt: 3, attempts: 3, msg: 'job failed on its last attempt: marked failed' }));
    expect(errors.filter((e) => e.job === id)).toHaveLength(1); // earlier attempts are warnings

    const own = await status(id, await login(t.app, 'provider@brightgrid.test'));
    expect(own.statusCode).toBe(200);
    const body = own.json() as Record<string, unknown>;
    expect(body).toMatchObject({ id, name: 'test-broken', state: 'failed', retry_count: 2, retry_limit: 2, error: 'attempt 3 of 3 broke', output: null });
    expect(Object.keys(body).sort()).toEqual(['completed', 'created', 'error', 'id', 'name', 'output', 'retry_count', 'retry_limit', 'started', 'state']);
    expect(own.body).not.toMatch(/stack|at Object|\.ts:/); // the error's message only, no internals

    // Same organisation, another member: allowed. Other organisations, and jobs without an owner: 404 like an unknown id.
    expect((await status(id, await login(t.app, 'settlement@brightgrid.test'))).statusCode).toBe(200);
    for (const email of ['provider@voltwise.test', 'operator@northernlines.test']) {
      const res = await status(id, await login(t.app, email));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    const plain = await status(id, await login(t.app, 'user@flex.test'));
    expect(plain.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/jobs/${id}/` })).statusCode).toBe(401);
    const ownerless = await t.app.jobs.send('test-echo', { word: 'nobody’s' });
    expect((await status(ownerless, await login(t.app, 'provider@brightgrid.test'))).statusCode).toBe(404);
    for (const bad of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid', '1']) {
      expect((await status(bad, await login(t.app, 'provider@brightgrid.test'))).statusCode).toBe(404);
    }
  });

  it('password-reset e-mails go through the queue', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/users/reset_password/', payload: { email: 'analytics@brightgrid.test' }, remoteAddress: '10.1.2.3' });
    expect(res.statusCode).toBe(200);
    const queued = await t.app.db.query<{ id: string; state: string }>(`SELECT id::text, state::text FROM pgboss.job WHERE name = $1 AND data->>'email' = $2`, [RESET_MAIL_JOB, 'analytics@brightgrid.test']);
    expect(queued.rows).toHaveLength(1);
    await t.app.jobs.idle();
    expect((await t.app.jobs.get(queued.rows[0]!.id))?.state).toBe('completed');
    const mails = await t.app.db.query("SELECT 1 FROM outbox WHERE to_email = 'analytics@brightgrid.test' AND kind = 'password_reset'");
    expect(mails.rows).toHaveLength(1);
  });

  it('keeps schedules in the database (shared by every process)', async () => {
    const r = await t.app.db.query(`SELECT name, cron, timezone, data FROM ${t.app.jobs.schema}.schedule WHERE name = 'test-echo'`);
    expect(r.rows).toEqual([{ name: 'test-echo', cron: '*/5 * * * *', timezone: 'Europe/London', data: { word: 'tick' } }]);
  });

  it('refuses to queue on an undeclared queue, and to declare a queue twice', async () => {
    await expect(t.app.jobs.send('no-such-queue', {})).rejects.toThrow('Unknown job queue no-such-queue');
    expect(() => t.app.jobs.work('test-echo', {}, async () => undefined)).toThrow();
  });
});
