export { isChunkLoadError, reloadForChunkError, CHUNK_RELOAD_INTERVAL_MS } from './chunkReload';
export { ChunkErrorPage } from './ChunkErrorPage';
export type { ChunkErrorPageProps } from './ChunkErrorPage';
