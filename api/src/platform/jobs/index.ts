/** Background jobs (pg-boss on the API's database). See README.md beside this file. */
export { Jobs } from './service.js';
export type { JobContext, JobData, JobHandler, JobOwner, JobState, JobStatus, QueueOptions, SendOptions } from './service.js';
export { default as jobsPlugin } from './plugin.js';
export { jobsRoutes } from './routes.js';
export { installJobSchema, jobsSchemaOf } from './schema.js';
