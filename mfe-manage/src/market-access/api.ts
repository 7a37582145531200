/** The market-access screen's calls on the typed client: the markets with my organisation's state, and registering interest. */
import { api, type ItemOf } from 'shared-session';

/** A market with my organisation's access state (flex/markets/). */
export type Market = ItemOf<'/flex/markets/'>;
export type AccessState = Market['state'];

export function markets(): Promise<Market[]> {
  return api.get('/flex/markets/');
}

/** Registers my organisation's interest; answers the market with its new state. */
export function registerInterest(id: number): Promise<Market> {
  return api.post('/markets/markets/{id}/register/', { path: { id } });
}
