/**
 * The provider's settlement data on the typed client: what is required (events lacking baseline
 * or metered data, with the money at stake) and its settlement events with their completeness.
 */
import { api, downloadTemplate, saveBlob, type ItemOf, type ResponseOf } from 'shared-session';

export type Required = ResponseOf<'/performance/required/'>;
export type SettlementEvent = ItemOf<'/performance/settlementevents/'>;

/** The settlement page size of the API (and of the spec). */
export const EVENTS_PAGE_SIZE = 200;

export function requiredData(): Promise<Required> {
  return api.get('/performance/required/');
}

/** Every settlement event of the provider, latest first, in pages of 200. */
export function settlementEvents(): Promise<SettlementEvent[]> {
  return api.all('/performance/settlementevents/', { query: { ordering: '-start' }, pageSize: EVENTS_PAGE_SIZE });
}

/** The meterreadings template prefilled with the periods still to send for these events (all required ones when none are named). */
export async function saveReadingsTemplate(eventIds: readonly string[] = []): Promise<void> {
  const { blob, filename } = await downloadTemplate('meterreadings', { events: eventIds.length ? eventIds.join(',') : 'required' });
  saveBlob(blob, filename);
}
