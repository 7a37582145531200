import { act, screen } from '@testing-library/react';
import { bus } from 'shared-session';
import { renderShell, renderWithI18n } from '../testing/renderShell';
import { RemoteArea } from '../remotes/RemoteArea';
import type { AreaLoader } from '../remotes/loader';
import { ErrorBoundary } from './ErrorBoundary';
import { Notifications } from './Notifications';
import { CHUNK_RELOAD_KEY, canReloadForChunkError } from 'shared-ui/testing';

const chunkError = () => Object.assign(new Error('Loading chunk 482 failed.\n(missing: http://localhost:3002/482.1a2b3c4d.js)'), { name: 'ChunkLoadError' });

afterEach(() => {
  window.sessionStorage.clear();
  bus.session$.next(null);
});

describe('toasts', () => {
  it('Escape on a focused toast dismisses it and focus goes to the page', async () => {
    const { user } = renderWithI18n(
      <>
        <main id="main" tabIndex={-1}>page</main>
        <Notifications />
      </>,
    );
    act(() => bus.toast$.next({ kind: 'error', title: 'Download failed' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    // The labelled area stays for the next announcement.
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });
});

describe('the loading fallback', () => {
  it('a remote area that takes a while shows the stepped loader after 200 ms', async () => {
    jest.useFakeTimers();
    try {
      const pending: AreaLoader = () => new Promise(() => undefined);
      await renderShell('/manage', { user: { orgType: 'flexprovider' }, loadArea: pending });
      const status = screen.getAllByRole('status').find((el) => el.classList.contains('page-loading'))!;
      expect(status).toBeEmptyDOMElement();
      act(() => jest.advanceTimersByTime(200));
      expect(status).toHaveTextContent('Loading…');
      expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('chunk-load failures', () => {
  it('a page whose chunk fails reloads once; a second failure within the minute shows the error page', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Lost(): React.ReactElement {
      throw chunkError();
    }
    const reload = jest.fn();
    const first = renderWithI18n(
      <ErrorBoundary reload={reload}>
        <Lost />
      </ErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    first.unmount();

    // After the reload (same tab, within a minute) the chunk fails again.
    expect(canReloadForChunkError()).toBe(false);
    renderWithI18n(
      <ErrorBoundary reload={reload}>
        <Lost />
      </ErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('a remote area whose code chunk fails goes the same way; a remote that is down shows the error page at once', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = jest.fn();
    const lostChunk: AreaLoader = async () => {
      throw chunkError();
    };
    const first = renderWithI18n(
      <ErrorBoundary reload={reload}>
        <RemoteArea name="mfe_manage" load={lostChunk} />
      </ErrorBoundary>,
    );
    await act(async () => undefined);
    expect(reload).toHaveBeenCalledTimes(1);
    first.unmount();

    window.sessionStorage.clear();
    const down: AreaLoader = async () => {
      throw new Error('[ Federation Runtime ]: remoteEntry.js failed to load');
    };
    renderWithI18n(
      <ErrorBoundary reload={reload}>
        <RemoteArea name="mfe_manage" load={down} />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    jest.restoreAllMocks();
  });
});
