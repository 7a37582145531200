import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './platform';

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** The files a build ships for one shared library (its own copy, used when nobody shares one). */
export function sharedAssetFiles(pkg: string, lib: string, distDir = path.join(repoRoot, pkg, 'dist')): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as { shared: ManifestShared[] };
  return manifest.shared.filter((s) => s.name === lib).flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]);
}
