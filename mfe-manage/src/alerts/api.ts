/** The alerts section's calls, through shared-session's typed client; shapes come from the API's schemas. */
import { api, type ItemOf, type RequestBodyOf, type ResponseOf } from 'shared-session';

export type Alert = ItemOf<'/alerts/'>;
export type AlertBody = RequestBodyOf<'/alerts/', 'post'>;
export type AlertChange = RequestBodyOf<'/alerts/{id}/', 'patch'>;
export type MarketOption = ItemOf<'/alerts/markets/'>;
export type VoltageOption = ItemOf<'/flex/voltages/'>;
export type GspRegion = ItemOf<'/flex/gspregions/'>;
export type MarketArea = ResponseOf<'/alerts/markets/{operator}/area/'>;
export type AlertTrigger = Alert['triggers'][number];
export type AlertChannel = Alert['channels'][number];
export type AlertFrequency = Alert['frequency'];
export type AssetType = Alert['asset_types'][number];

export const alertsApi = {
  list: (): Promise<Alert[]> => api.get('/alerts/'),
  markets: (): Promise<MarketOption[]> => api.get('/alerts/markets/'),
  voltages: (): Promise<VoltageOption[]> => api.get('/flex/voltages/'),
  /** Every GSP region (a provider's alert may cover any of them), by name. */
  gspRegions: (search: string, signal?: AbortSignal): Promise<GspRegion[]> => api.get('/flex/gspregions/', { query: { search }, request: { signal } }),
  /** The market's GSP regions with their boundaries, for choosing on the map. */
  marketArea: (operator: number): Promise<MarketArea> => api.get('/alerts/markets/{operator}/area/', { path: { operator } }),
  create: (body: AlertBody): Promise<Alert> => api.post('/alerts/', { body }),
  update: (id: number, body: AlertChange): Promise<Alert> => api.patch('/alerts/{id}/', { path: { id }, body }),
  remove: (id: number): Promise<unknown> => api.delete('/alerts/{id}/', { path: { id } }),
};
export type AlertsApi = typeof alertsApi;
