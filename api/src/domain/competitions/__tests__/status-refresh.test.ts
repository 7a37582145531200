/** The stored competition status is brought in line with the dates by a scheduled job on the queue. */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { STATUS_REFRESH_CRON, STATUS_REFRESH_JOB } from '../../index.js';

const h = domainHarness();

describe('competition status refresh job', () => {
  it('is scheduled on the queue and brings stale stored statuses in line when it runs', async () => {
    const schedules = await h.app.db.query<{ name: string; cron: string }>(`SELECT name, cron FROM ${h.app.jobs.schema}.schedule`);
    expect(schedules.rows).toEqual(expect.arrayContaining([{ name: STATUS_REFRESH_JOB, cron: STATUS_REFRESH_CRON }]));
    const c = await h.app.db.query<{ id: number; status: string }>(`SELECT id, status FROM competitions WHERE status = 'open' LIMIT 1`);
    const id = c.rows[0]!.id;
    await h.app.db.query(`UPDATE competitions SET status = 'pending' WHERE id = $1`, [id]);
    const jobId = await h.app.jobs.send(STATUS_REFRESH_JOB, {});
    await h.app.jobs.idle();
    const after = await h.app.db.query<{ status: string }>('SELECT status FROM competitions WHERE id = $1', [id]);
    expect(after.rows[0]!.status).toBe('open');
    const job = (await h.app.jobs.get(jobId)) as unknown as Json;
    expect(job.state).toBe('completed');
  });
});
