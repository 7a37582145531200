import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';
import { bus, type FlagSet, type Session } from 'shared-session';

/** The current value of a bus BehaviorSubject, re-rendering on change. */
export function useBusValue<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const sub = subject.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => subject.value,
    () => subject.value,
  );
}

export const useSession = (): Session | null => useBusValue(bus.session$);
export const useFlags = (): FlagSet => useBusValue(bus.flags$);
