/** Spec platform §8: a chunk-load failure reloads the page, at most once per minute. */
export const CHUNK_RELOAD_KEY = 'host:chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

/**
 * Reloads when the last chunk-load reload is older than a minute (a new deployment replaced the
 * chunks this page knew). Returns whether it reloaded; otherwise the error page shows.
 */
export function reloadForChunkError(
  now = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
