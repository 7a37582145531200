import { act, screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { ChunkErrorPage } from './ChunkErrorPage';
import { CHUNK_RELOAD_KEY, canReloadForChunkError, isChunkLoadError, reloadForChunkError } from './chunkReload';

const chunkError = () => Object.assign(new Error('Loading chunk 235 failed.\n(missing: http://localhost:3002/235.1a2b3c4d.js)'), { name: 'ChunkLoadError' });

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

afterEach(() => window.sessionStorage.clear());

describe('chunk-load failures', () => {
  it('recognises webpack chunk errors and failed dynamic imports (also wrapped), nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Remote failed', { cause: chunkError() }))).toBe(true);
    expect(isChunkLoadError(new Error('render failed'))).toBe(false);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: remoteEntry.js failed to load'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads at most once per minute, remembering when in the tab', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadForChunkError(1_000_000, storage, reload)).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(canReloadForChunkError(1_059_999, storage)).toBe(false);
    expect(reloadForChunkError(1_030_000, storage, reload)).toBe(false);
    expect(reloadForChunkError(1_060_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without storage to remember it in (no reload loop)', () => {
    const reload = jest.fn();
    expect(reloadForChunkError(1_000_000, null, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('ChunkErrorPage', () => {
  it('for a chunk error: the loader while the page reloads; a second one within the minute: the error page', () => {
    const reload = jest.fn();
    const first = renderUi(<ChunkErrorPage error={chunkError()} reload={reload} />);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    first.unmount();

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderUi(<ChunkErrorPage error={chunkError()} reload={reload} />);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('any other error: the error page, no reload', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = jest.fn();
    renderUi(<ChunkErrorPage error={new Error('render failed')} reload={reload} />);
    act(() => undefined);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });
});
