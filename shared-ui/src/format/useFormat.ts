import { useMemo } from 'react';
import { bus } from 'shared-session';
import { useBusValue } from '../hooks';
import { formattersFor, type Formatters } from './bound';

/** The formatters bound to the current region; the component re-renders when bus.region$ changes. */
export function useFormat(): Formatters {
  const region = useBusValue(bus.region$);
  return useMemo(() => formattersFor(region), [region]);
}
