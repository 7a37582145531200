/** The daily job that sends the scheduled report e-mails that are due (schedules.ts). */
import type { FastifyInstance } from 'fastify';
import { sendDueSchedules } from './schedules.js';

export const SCHEDULE_JOB = 'analytics-scheduled-reports';
/** Every day at 06:00 UTC: Monday's and the 1st's sends go out before the working day. */
export const SCHEDULE_CRON = '0 6 * * *';

export function sendDueSchedulesJob(app: FastifyInstance) {
  return async () => sendDueSchedules(app, new Date().toISOString().slice(0, 10));
}
