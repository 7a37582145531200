/**
 * Spec platform §8: a chunk-load failure reloads the page, at most once per minute. The one
 * detection for every place that loads code on demand: the host's error boundary (its lazy pages,
 * and remote areas whose code fails to load) and each remote area's own boundary (its lazy
 * screens, createAreaLifecycles).
 */
export const CHUNK_RELOAD_KEY = 'host:chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

// webpack's ChunkLoadError ("Loading chunk 235 failed."), its CSS variant, and the browsers'
// messages for a failed dynamic import (Chromium, Firefox, Safari).
const CHUNK_MESSAGE =
  /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Whether `error` (or an error it wraps as `cause`) says a piece of code could not be loaded. */
export function isChunkLoadError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if (error.name === 'ChunkLoadError' || CHUNK_MESSAGE.test(error.message)) return true;
  return isChunkLoadError((error as Error & { cause?: unknown }).cause, depth + 1);
}

function sessionStore(): ReloadStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether a reload may happen now: none in this tab within the last minute. */
export function canReloadForChunkError(now = Date.now(), storage: ReloadStorage | null = sessionStore()): boolean {
  if (!storage) return false;
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  return !(Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS && now >= last);
}

/**
 * Reloads when the last chunk-load reload is older than a minute (a new deployment replaced the
 * chunks this page knew) and remembers when. Returns whether it reloaded; otherwise the error
 * page shows.
 */
export function reloadForChunkError(
  now = Date.now(),
  storage: ReloadStorage | null = sessionStore(),
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!storage || !canReloadForChunkError(now, storage)) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
