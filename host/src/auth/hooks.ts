import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';
import { bus, type FlagSet, type Region, type Session } from 'shared-session';

function useSubject<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const sub = subject.subscribe({ next: onChange });
      return () => sub.unsubscribe();
    },
    () => subject.value,
    () => subject.value,
  );
}

/** The current session (bus.session$), re-rendering on login, refresh and logout. */
export function useSession(): Session | null {
  return useSubject(bus.session$);
}

/** The enabled feature flags (bus.flags$). */
export function useFlags(): FlagSet {
  return useSubject(bus.flags$);
}

/** The active region (bus.region$). */
export function useRegion(): Region {
  return useSubject(bus.region$);
}
