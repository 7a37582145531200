/**
 * Reports sent by e-mail on a schedule, on the typed client: the caller's schedules (GET, POST
 * analytics/schedules/, DELETE analytics/schedules/{id}/) and the e-mail's unsubscribe link
 * (POST analytics/schedules/unsubscribe/, no sign-in: the token is the link's signature).
 */
import { api, type ItemOf, type RequestBodyOf, type ResponseOf } from 'shared-session';
import type { ReportQuery } from './api';

export type Schedule = ItemOf<'/analytics/schedules/'>;
export type ScheduleCreate = RequestBodyOf<'/analytics/schedules/', 'post'>;
export type Frequency = Schedule['frequency'];
export type Unsubscribed = ResponseOf<'/analytics/schedules/unsubscribe/', 'post'>;

export const FREQUENCIES: readonly Frequency[] = ['weekly', 'monthly'];

/** The filters an e-mailed report keeps: the chosen ones other than the dates, which follow the frequency (the week or month before each e-mail). */
export function scheduleFilters({ competition, area, product, provider }: ReportQuery): NonNullable<ScheduleCreate['filters']> {
  return { ...(competition && { competition }), ...(area && { area }), ...(product && { product }), ...(provider && { provider }) };
}

export function mySchedules(): Promise<Schedule[]> {
  return api.get('/analytics/schedules/');
}

export function createSchedule(body: ScheduleCreate): Promise<Schedule> {
  return api.post('/analytics/schedules/', { body });
}

export async function deleteSchedule(id: number): Promise<void> {
  await api.delete('/analytics/schedules/{id}/', { path: { id: String(id) } });
}

export function unsubscribe(token: string): Promise<Unsubscribed> {
  return api.post('/analytics/schedules/unsubscribe/', { body: { token } });
}
