import { EventEmitter, once } from 'node:events';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types.js';
import { ident, sql } from '../../db/sql.js';
import { bossDb } from './adapter.js';

/** Who queued a job: the organisation (and user) that may read its status through `GET jobs/{id}/`. */
export interface JobOwner {
  orgId: number | null;
  userId: number | null;
}

/** Per-queue settings. Retries and expiry are stored on the queue (pg-boss copies them onto each job when it is sent). */
export interface QueueOptions {
  /** Attempts after the first one (default 2: three attempts in all). */
  retryLimit?: number;
  /** Seconds before a retry (default 0: at once). */
  retryDelay?: number;
  /** Exponential backoff from retryDelay (default false). */
  retryBackoff?: boolean;
  /** An attempt running longer than this counts as failed (default 900 s); also how long a job held by a killed process waits before it is retried. */
  expireInSeconds?: number;
  /** Jobs of this queue run at once in one process (default 1). */
  concurrency?: number;
  /** How often an idle worker looks for due jobs (default 2 s; sending from this process wakes its workers at once). */
  pollingIntervalSeconds?: number;
}

export interface JobContext {
  id: string;
  name: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** Attempts in all (retryLimit + 1). */
  attempts: number;
  /** True on the last attempt: a failure now ends the job `failed`. */
  final: boolean;
  owner: JobOwner | null;
}

export type JobData = Record<string, unknown>;
export type JobHandler<T extends JobData = JobData> = (data: T, job: JobContext) => Promise<unknown>;

export interface SendOptions {
  /** Send inside this transaction: the job exists exactly when the transaction commits. */
  db?: Db;
  /** Stored with the job; the owner's organisation may read its status. */
  owner?: JobOwner;
  /** Seconds from now, or an instant. */
  startAfter?: number | Date;
  /** At most one queued job per key (pg-boss singleton key). */
  singletonKey?: string;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** A job as `GET jobs/{id}/` shows it. */
export interface JobStatus {
  id: string;
  name: string;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  created: Date;
  started: Date | null;
  completed: Date | null;
  /** What the handler returned (completed jobs). */
  output: unknown;
  /** The last attempt's error message (jobs that failed, or are waiting to be retried). */
  error: string | null;
  owner: JobOwner | null;
}

interface Definition {
  name: string;
  options: QueueOptions;
  handler: JobHandler;
}

/** Reserved key of the stored job data holding the owner. */
const OWNER_KEY = '_owner';
const QUEUE_NAME = /^[a-z][a-z0-9-]{0,62}$/;
const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function ownerOf(data: unknown): JobOwner | null {
  const raw = data && typeof data === 'object' ? (data as Record<string, unknown>)[OWNER_KEY] : undefined;
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as { org_id?: unknown; user_id?: unknown };
  return { orgId: typeof o.org_id === 'number' ? o.org_id : null, userId: typeof o.user_id === 'number' ? o.user_id : null };
}

function payloadOf(data: unknown): JobData {
  if (!data || typeof data !== 'object') return {};
  const { [OWNER_KEY]: _owner, ...rest } = data as JobData;
  return rest;
}

function errorMessageOf(output: unknown): string | null {
  if (output && typeof output === 'object' && typeof (output as { message?: unknown }).message === 'string') return (output as { message: string }).message;
  return null;
}

export interface JobsOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** pg-boss's PostgreSQL schema (jobsSchemaOf). */
  schema: string;
  /** Run workers (and pg-boss's maintenance and cron) in this process once started. */
  workers: boolean;
  /** Install or upgrade pg-boss's schema when missing (prepareDatabase normally has). */
  migrate: boolean;
}

/**
 * Background jobs on pg-boss, in the API's own database (see README.md beside this file).
 * Declare a queue and its handler with `work` while the app is being built; `start()` (on ready)
 * creates missing queues and, unless workers are off, starts them; `stop()` (on close) lets
 * running jobs finish.
 */
export class Jobs {
  readonly schema: string;
  /** Where attempts that fail (warn) and jobs that fail for good (error) are reported. */
  readonly log: FastifyBaseLogger;
  private readonly db: Db;
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, Definition>();
  private readonly workerIds = new Map<string, string[]>();
  /** Handlers running in this process. */
  private readonly running = new Set<Promise<unknown>>();
  /** pg-boss commands under way (its own connection work, not sends inside a caller's transaction). */
  private readonly inflight = new Set<Promise<unknown>>();
  private readonly events = new EventEmitter();
  private readonly schedules: Array<{ name: string; cron: string; data: JobData; tz: string }> = [];
  private readonly workersWanted: boolean;
  private started = false;
  private bossStarted = false;
  private readonly prepared = new Set<string>();
  private workersOn = false;

  constructor(options: JobsOptions) {
    this.db = options.db;
    this.log = options.log;
    this.schema = options.schema;
    this.workersWanted = options.workers;
    this.boss = new PgBoss({
      db: bossDb(options.db, {
        track: (promise) => this.track(this.inflight, promise),
        onUnawaitedError: (error) => this.log.error({ err: error }, 'jobs: a job’s result could not be recorded; it will expire and be retried'),
      }),
      schema: options.schema,
      migrate: options.migrate,
      // Maintenance (expiring jobs held by killed processes, archiving) and cron run where workers run.
      supervise: options.workers,
      schedule: options.workers,
    });
    this.boss.on('error', (error: unknown) => this.log.error({ err: error }, 'jobs: pg-boss error'));
  }

  private track(set: Set<Promise<unknown>>, promise: Promise<unknown>): void {
    const settled = promise.then(
      () => undefined,
      () => undefined,
    );
    set.add(settled);
    void settled.then(() => set.delete(settled));
  }

  /** Whether workers of this process are running. */
  get working(): boolean {
    return this.workersOn;
  }

  /**
   * Declare a queue and the handler that runs its jobs. The handler gets the data given to `send`
   * and the job's context; what it returns is stored as the job's output; a throw fails the
   * attempt (logged), and the queue retries it up to `retryLimit` times, then the job ends
   * `failed` (logged at error level, visible through `GET jobs/{id}/`).
   */
  work<T extends JobData>(name: string, options: QueueOptions, handler: JobHandler<T>): void {
    if (!QUEUE_NAME.test(name)) throw new Error(`Job queue name "${name}": lower-case letters, digits and hyphens`);
    if (this.definitions.has(name)) throw new Error(`Job queue ${name} declared twice`);
    if (this.started) throw new Error(`Job queue ${name} declared after the jobs started; declare it while building the app`);
    this.definitions.set(name, { name, options, handler: handler as JobHandler });
  }

  /**
   * A cron schedule for a declared queue (pg-boss: five fields, once a minute at most, time zone
   * `tz`, default UTC). Kept in the database, so replicas share one; it fires where workers run.
   */
  schedule(name: string, cron: string, data: JobData = {}, options: { tz?: string } = {}): void {
    if (this.started) throw new Error(`Schedule for ${name} declared after the jobs started`);
    this.schedules.push({ name, cron, data, tz: options.tz ?? 'UTC' });
  }

  /** Queue a job; resolves to its id. With `options.db` (a transaction) it commits or rolls back with the caller. */
  async send(name: string, data: JobData, options: SendOptions = {}): Promise<string> {
    if (!this.definitions.has(name)) throw new Error(`Unknown job queue ${name}`);
    const stored: JobData = { ...data };
    if (options.owner) stored[OWNER_KEY] = { org_id: options.owner.orgId, user_id: options.owner.userId };
    const sendOptions: PgBoss.SendOptions = {};
    if (options.db) sendOptions.db = bossDb(options.db);
    if (options.startAfter !== undefined) sendOptions.startAfter = options.startAfter;
    if (options.singletonKey !== undefined) sendOptions.singletonKey = options.singletonKey;
    const id = await this.boss.send(name, stored, sendOptions);
    if (!id) throw new Error(`Job not queued on ${name} (singleton key already queued, or the queue is missing)`);
    // Outside a transaction the job is visible now: wake this process's workers. Inside one, the
    // caller calls notify() after the commit (or the workers find it on their next poll).
    if (!options.db) this.notify(name);
    return id;
  }

  /** Wake this process's workers of `name` to look for jobs now. */
  notify(name: string): void {
    for (const id of this.workerIds.get(name) ?? []) this.boss.notifyWorker(id);
  }

  /** A job by id (live or archived), or null. */
  async get(id: string): Promise<JobStatus | null> {
    if (!JOB_ID.test(id)) return null;
    const columns = sql`id::text AS id, name, state::text AS state, retry_count, retry_limit, created_on, started_on, completed_on, output, data`;
    const r = await this.db.query<{
      id: string;
      name: string;
      state: JobState;
      retry_count: number;
      retry_limit: number;
      created_on: Date;
      started_on: Date | null;
      completed_on: Date | null;
      output: unknown;
      data: unknown;
    }>(
      sql`SELECT ${columns} FROM ${ident(`${this.schema}.job`)} WHERE id = ${id}::uuid
          UNION ALL SELECT ${columns} FROM ${ident(`${this.schema}.archive`)} WHERE id = ${id}::uuid LIMIT 1`,
    );
    const row = r.rows[0];
    if (!row) return null;
    const failedOrRetrying = row.state === 'failed' || row.state === 'retry';
    return {
      id: row.id,
      name: row.name,
      state: row.state,
      retry_count: row.retry_count,
      retry_limit: row.retry_limit,
      created: row.created_on,
      started: row.started_on,
      completed: row.completed_on,
      output: row.state === 'completed' ? (row.output ?? null) : null,
      error: failedOrRetrying ? (errorMessageOf(row.output) ?? 'The job failed.') : null,
      owner: ownerOf(row.data),
    };
  }

  /**
   * Starts pg-boss and creates the declared queues that are missing (or brings their retry settings
   * up to date), and saves the schedules. buildApp calls it once the plugins are loaded (outside
   * Fastify's plugin timeout); `start()` calls it again for anything declared since.
   */
  async prepare(): Promise<void> {
    if (!this.bossStarted) {
      await this.boss.start();
      this.bossStarted = true;
    }
    const pending = [...this.definitions.values()].filter((d) => !this.prepared.has(d.name));
    if (pending.length > 0) {
      const existing = new Map((await this.boss.getQueues()).map((q) => [q.name, q]));
      for (const { name, options } of pending) {
        const wanted = { name, retryLimit: options.retryLimit ?? 2, retryDelay: options.retryDelay ?? 0, retryBackoff: options.retryBackoff ?? false, expireInSeconds: options.expireInSeconds ?? 900 };
        const queue = existing.get(name);
        if (!queue) await this.boss.createQueue(name, wanted);
        else if (queue.retryLimit !== wanted.retryLimit || queue.retryDelay !== wanted.retryDelay || queue.retryBackoff !== wanted.retryBackoff || queue.expireInSeconds !== wanted.expireInSeconds) {
          await this.boss.updateQueue(name, wanted);
        }
        this.prepared.add(name);
      }
    }
    for (const s of this.schedules.splice(0)) {
      if (!this.definitions.has(s.name)) throw new Error(`Schedule for unknown job queue ${s.name}`);
      await this.boss.schedule(s.name, s.cron, s.data, { tz: s.tz });
    }
  }

  /** On ready: prepare() for what was declared since, then the workers unless they are off. */
  async start(): Promise<void> {
    if (this.started) return;
    await this.prepare();
    this.started = true;
    if (this.workersWanted) await this.startWorkers();
  }

  /** Start this process's workers (on ready, unless JOB_WORKERS=0; tests may start them later). */
  async startWorkers(): Promise<void> {
    if (!this.started) throw new Error('Jobs not started');
    if (this.workersOn) return;
    this.workersOn = true;
    for (const def of this.definitions.values()) {
      const ids: string[] = [];
      for (let i = 0; i < Math.max(1, def.options.concurrency ?? 1); i++) {
        ids.push(
          await this.boss.work<JobData>(
            def.name,
            { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: def.options.pollingIntervalSeconds ?? 2 },
            async (jobs) => {
              const job = jobs[0];
              if (!job) return undefined;
              const run = this.runOne(def, job);
              this.track(this.running, run);
              this.events.emit('change');
              try {
                return await run;
              } finally {
                this.events.emit('change');
              }
            },
          ),
        );
      }
      this.workerIds.set(def.name, ids);
    }
  }

  private async runOne(def: Definition, job: PgBoss.JobWithMetadata<JobData>): Promise<unknown> {
    const context: JobContext = {
      id: job.id,
      name: job.name,
      attempt: job.retryCount + 1,
      attempts: job.retryLimit + 1,
      final: job.retryCount >= job.retryLimit,
      owner: ownerOf(job.data),
    };
    try {
      const output = await def.handler(payloadOf(job.data), context);
      // pg-boss stores objects as they are and wraps anything else as {value}.
      return output ?? undefined;
    } catch (error) {
      const where = { job: job.id, queue: job.name, attempt: context.attempt, attempts: context.attempts, err: error };
      if (context.final) this.log.error(where, 'job failed on its last attempt: marked failed');
      else this.log.warn(where, 'job attempt failed; it will be retried');
      throw error;
    }
  }

  /**
   * Resolves once no job of the declared queues is running or due (created, or waiting to be
   * retried, with its start time reached) — the condition, not the clock. Needs workers in this
   * process. A job held by another process counts as running.
   */
  async idle(): Promise<void> {
    if (!this.workersOn) throw new Error('jobs.idle() needs workers in this process (they are off: JOB_WORKERS=0)');
    const names = [...this.definitions.keys()];
    for (;;) {
      await this.settle();
      const r = await this.db.query<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${ident(`${this.schema}.job`)}
             WHERE name = ANY(${names}::text[])
               AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
      );
      if (Number(r.rows[0]?.n ?? 0) === 0 && this.running.size === 0) return;
      for (const name of names) this.notify(name);
      // Wake on the next handler start or end here; a job running elsewhere is looked at again after a moment.
      const ac = new AbortController();
      await Promise.race([once(this.events, 'change', { signal: ac.signal }).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 100))]);
      ac.abort();
    }
  }

  /** Waits for running handlers and pg-boss commands under way in this process. */
  private async settle(): Promise<void> {
    for (;;) {
      // A turn of the event loop first: work that follows a finished command (a fetched job's
      // handler starting) is registered before the sets are looked at.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.running.size === 0 && this.inflight.size === 0) return;
      await Promise.all([...this.running, ...this.inflight]);
    }
  }

  /** Stops the workers and lets running jobs finish (up to `timeoutMs`), then waits for pg-boss's last commands. */
  async stop(timeoutMs = 30_000): Promise<void> {
    if (!this.bossStarted) return;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    this.workersOn = false;
    this.workerIds.clear();
    await this.settle();
  }
}
