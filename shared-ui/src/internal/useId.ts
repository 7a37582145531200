import { useId } from 'react';

/** A DOM-safe unique id (React's ids contain colons, awkward in CSS selectors). */
export function useDomId(prefix: string, given?: string): string {
  const raw = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return given ?? `${prefix}-${raw}`;
}
