import { bus, type FlagSet } from '../bus';
import { request } from '../api/client';
import { STORAGE_KEYS, decodeBase64Json, encodeBase64Json, readItem, writeItem } from '../storage';

/** Feature flag names the session itself reacts to. */
export const FLAGS = {
  inactivityTimeout: 'inactivity_timeout',
  sessionEndCheck: 'session_end_check',
  permissionsNavigationGuard: 'permissions_navigation_guard',
} as const;

function sameSet(a: FlagSet, b: FlagSet): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

function publish(names: readonly string[]): FlagSet {
  const next: FlagSet = new Set(names);
  if (!sameSet(bus.flags$.value, next)) bus.flags$.next(next);
  return bus.flags$.value;
}

/** Flags kept from the last visit (base64 JSON array under `features`), published at once. */
export function restoreFlags(): FlagSet {
  const stored = decodeBase64Json(readItem(STORAGE_KEYS.features));
  if (Array.isArray(stored)) return publish(stored.filter((x): x is string => typeof x === 'string'));
  return bus.flags$.value;
}

/** GET `features/` (an array of enabled names), publish on bus.flags$ and keep it in storage. */
export async function fetchFlags(): Promise<FlagSet> {
  const { data } = await request<unknown>('GET', 'features/', { context: { skipAuthError: true } });
  const names = Array.isArray(data) ? data.filter((x): x is string => typeof x === 'string') : [];
  writeItem(STORAGE_KEYS.features, encodeBase64Json(names));
  return publish(names);
}

export function hasFlag(name: string, flags: FlagSet = bus.flags$.value): boolean {
  return flags.has(name);
}
