/** The delivery-performance screen's calls: the provider's dispatches of a month with their per-period figures, and the month's summary. */
import { api, type ItemOf, type ResponseOf } from 'shared-session';

export type DispatchPerformance = ItemOf<'/dispatch-performance/v1/dispatches/'>;
export type PerformanceSummary = ResponseOf<'/dispatch-performance/v1/summary/'>;

export function dispatchesOf(month: string): Promise<DispatchPerformance[]> {
  return api.all('/dispatch-performance/v1/dispatches/', { query: { month } });
}

export function summaryOf(month: string): Promise<PerformanceSummary> {
  return api.get('/dispatch-performance/v1/summary/', { query: { month } });
}
