import type { RemoteName } from 'shared-session';

/**
 * The runtime manifest served beside the host (`/remotes.json`): where each remote's
 * mf-manifest.json lives and where the API is. A deployment edits it without rebuilding.
 */
export interface RuntimeManifest {
  apiBase: string;
  remotes: Record<RemoteName, string>;
  /** Optional shell settings (see config/hostConfig.ts); unknown or ill-typed keys are ignored. */
  host?: unknown;
}

export async function fetchRuntimeManifest(url = '/remotes.json'): Promise<RuntimeManifest> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`Runtime manifest ${url} answered ${res.status}`);
  return (await res.json()) as RuntimeManifest;
}
