/**
 * Browser storage helpers. Storage may be unavailable (private mode, sandboxed iframes): every
 * access is guarded and a failure behaves like an empty store.
 */
export const STORAGE_KEYS = { token: 'token', features: 'features', region: 'region' } as const;

function store(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export function readItem(key: string, kind: 'localStorage' | 'sessionStorage' = 'localStorage'): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string, kind: 'localStorage' | 'sessionStorage' = 'localStorage'): void {
  try {
    store(kind)?.setItem(key, value);
  } catch {
    /* quota or disabled storage: the in-memory state still works for this page */
  }
}

export function removeItem(key: string, kind: 'localStorage' | 'sessionStorage' = 'localStorage'): void {
  try {
    store(kind)?.removeItem(key);
  } catch {
    /* ignore */
  }
}

/** base64 of the UTF-8 JSON text (spec platform §3: features and region are kept this way). */
export function encodeBase64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Decodes {@link encodeBase64Json}; undefined when the text is not base64 JSON. */
export function decodeBase64Json(text: string | null): unknown {
  if (!text) return undefined;
  try {
    const binary = atob(text);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}
