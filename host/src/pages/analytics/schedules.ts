/**
 * Reports sent by e-mail on a schedule (POST, GET analytics/schedules/, DELETE
 * analytics/schedules/{id}/) and the e-mail's unsubscribe link (POST
 * analytics/schedules/unsubscribe/). These endpoints are not in the typed client's schema yet:
 * the screens take the service below, and `SCHEDULES` stays null (the form and the unsubscribe
 * page say nothing is scheduled) until it can be wired to the typed client.
 */
import type { ReportQuery, ReportType } from './api';

export const FREQUENCIES = ['weekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** The filters an e-mailed report keeps; its dates follow the frequency (the week or month before each e-mail). */
export type ScheduleFilters = Omit<ReportQuery, 'from' | 'to'>;

export interface ScheduleCreate {
  report: ReportType;
  frequency: Frequency;
  filters: ScheduleFilters;
}

export interface Schedule extends ScheduleCreate {
  id: number;
  created: string;
  /** The day of the next e-mail (YYYY-MM-DD). */
  next_send: string;
  last_sent: string | null;
}

/** The filters of a report as an e-mailed report keeps them (the chosen ones other than the dates). */
export function scheduleFilters({ from: _from, to: _to, ...kept }: ReportQuery): ScheduleFilters {
  return kept;
}

export interface ScheduleService {
  list(): Promise<Schedule[]>;
  create(body: ScheduleCreate): Promise<Schedule>;
  remove(id: number): Promise<void>;
  /** Stops the schedule an e-mail's link was signed for; answers what was stopped. */
  unsubscribe(token: string): Promise<Pick<Schedule, 'report' | 'frequency'>>;
}

/** The schedules' calls, once the API's schema has them (null: the screens offer no schedules). */
export const SCHEDULES: ScheduleService | null = null;
