import { globalPlugin } from '../../plugins/global.js';
import { Jobs } from './service.js';
import { jobsSchemaOf } from './schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs (platform/jobs): declare with `work`, queue with `send`. */
    jobs: Jobs;
  }
}

/**
 * `app.jobs`, after the database plugin. Queues and handlers are declared while the app is built
 * (`app.jobs.work(…)` in any plugin); on ready the queues are created and, unless
 * `config.jobWorkers` is off (JOB_WORKERS=0), the workers start. Closing the app stops them and
 * waits for running jobs before the database closes (hooks close last-in first-out).
 */
export default globalPlugin('jobs', async (app) => {
  const jobs = new Jobs({ db: app.db, log: app.log.child({ component: 'jobs' }), schema: jobsSchemaOf(app.config), workers: app.config.jobWorkers, migrate: app.config.migrate });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
});
