/* The package's test kit (the `shared-ui/testing` entry): helpers and names only tests of other packages use. Not part of production bundles. */
export { CHUNK_RELOAD_KEY, canReloadForChunkError } from '../ChunkReload/chunkReload';
export { renderArea } from './renderArea';
