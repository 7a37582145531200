export { isChunkLoadError, canReloadForChunkError, reloadForChunkError, CHUNK_RELOAD_KEY, CHUNK_RELOAD_INTERVAL_MS } from './chunkReload';
export { ChunkErrorPage } from './ChunkErrorPage';
export type { ChunkErrorPageProps } from './ChunkErrorPage';
