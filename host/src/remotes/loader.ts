import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared-session';
import type { RuntimeManifest } from './manifest';

export interface AreaModule {
  bootstrap: (props: unknown) => Promise<unknown>;
  mount: (props: unknown) => Promise<unknown>;
  unmount: (props: unknown) => Promise<unknown>;
}

export type AreaLoader = (name: RemoteName) => Promise<AreaModule>;

/** Registers the remotes of the runtime manifest; nothing is downloaded until first use. */
export function registerManifestRemotes(manifest: RuntimeManifest): void {
  registerRemotes(
    Object.entries(manifest.remotes).map(([name, entry]) => ({ name, entry })),
  );
}

/** Loads a remote's single-spa lifecycles (`./app`); a missing remote is an error. */
export const loadArea: AreaLoader = async (name) => {
  const mod = await loadRemote<AreaModule>(`${name}/app`);
  if (!mod) throw new Error(`Remote ${name} could not be loaded`);
  return mod;
};
