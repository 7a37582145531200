import { SubscriptionPage } from './SubscriptionPage';
import { SubscriptionsPage } from './SubscriptionsPage';

/** The subscriptions screens (loaded lazily by App.tsx): the list, or one subscription. */
export default function Subscriptions({ base, one = false }: { base: string; one?: boolean }) {
  return one ? <SubscriptionPage base={base} /> : <SubscriptionsPage base={base} />;
}
