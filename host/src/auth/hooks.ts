import { bus, type Region } from 'shared-session';
import { useBusValue } from 'shared-ui';

/** The current session (bus.session$) and the enabled flags (bus.flags$): shared-ui's hooks. */
export { useSession, useFlags } from 'shared-ui';

/** The active region (bus.region$). */
export function useRegion(): Region {
  return useBusValue(bus.region$);
}
