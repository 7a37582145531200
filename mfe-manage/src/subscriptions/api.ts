/** The subscriptions screens' calls on the typed client: my organisation's plans, seats and one subscription's usage. */
import { api, type ResponseOf } from 'shared-session';

export type Subscriptions = ResponseOf<'/markets/subscriptions/'>;
export type Subscription = Subscriptions['subscriptions'][number];
export type Plan = Subscriptions['plans'][number];
export type SubscriptionDetail = ResponseOf<'/markets/subscriptions/{id}/'>;

export function subscriptions(): Promise<Subscriptions> {
  return api.get('/markets/subscriptions/');
}

export function subscription(id: number): Promise<SubscriptionDetail> {
  return api.get('/markets/subscriptions/{id}/', { path: { id } });
}
