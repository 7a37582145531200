import { useEffect } from 'react';
import { bus, type DomainEvent } from 'shared-session';

/** Calls `reload` whenever a live event of one of `types` arrives (the list on screen changed elsewhere). */
export function useReloadOn(types: ReadonlyArray<DomainEvent['type']>, reload: () => void): void {
  const key = types.join(' ');
  useEffect(() => {
    const wanted = new Set(key.split(' '));
    const sub = bus.events$.subscribe((event) => {
      if (wanted.has(event.type)) reload();
    });
    return () => sub.unsubscribe();
  }, [key, reload]);
}
