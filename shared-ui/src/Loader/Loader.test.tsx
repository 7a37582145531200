import { act, screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { LoadingBars, loadingBarCount } from './LoadingBars';
import { PageLoader, pageLoaderRun } from './PageLoader';

const lit = () => document.querySelectorAll('.fx-loading-bars__bar.is-lit').length;
const bars = () => document.querySelectorAll('.fx-loading-bars__bar').length;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('LoadingBars', () => {
  it('is a named progressbar of 5 bars that light one more every 100 ms, then start again', () => {
    renderUi(<LoadingBars label="Loading…" />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).not.toHaveAttribute('aria-valuenow');
    expect(bars()).toBe(5);
    expect(lit()).toBe(0);
    act(() => jest.advanceTimersByTime(99));
    expect(lit()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(lit()).toBe(1);
    act(() => jest.advanceTimersByTime(300));
    expect(lit()).toBe(4);
    act(() => jest.advanceTimersByTime(100));
    expect(lit()).toBe(5);
    act(() => jest.advanceTimersByTime(100));
    expect(lit()).toBe(0);
  });

  it('shows at most 10 bars and at least one', () => {
    expect(loadingBarCount()).toBe(5);
    expect(loadingBarCount(7)).toBe(7);
    expect(loadingBarCount(25)).toBe(10);
    expect(loadingBarCount(0)).toBe(1);
    expect(loadingBarCount(Number.NaN)).toBe(5);
    renderUi(<LoadingBars label="Loading…" bars={12} />);
    expect(bars()).toBe(10);
  });

  it('stops stepping when it goes away', () => {
    const { unmount } = renderUi(<LoadingBars label="Loading…" />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('PageLoader', () => {
  it('shows nothing for the first 200 ms (throttle), then the stepped bars and the label', () => {
    renderUi(<PageLoader label="Loading…" />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(199));
    expect(status).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(1));
    expect(status).toHaveTextContent('Loading…');
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(bars()).toBe(5);
  });

  it('runs its progress bar across in 5 s and holds it there', () => {
    renderUi(<PageLoader label="Loading…" bars={10} />);
    const fill = () => (document.querySelector('.fx-page-loader__run-fill') as HTMLElement).style.width;
    act(() => jest.advanceTimersByTime(200));
    expect(fill()).toBe('4%');
    expect(bars()).toBe(10);
    act(() => jest.advanceTimersByTime(2300));
    expect(fill()).toBe('50%');
    act(() => jest.advanceTimersByTime(2500));
    expect(fill()).toBe('100%');
    act(() => jest.advanceTimersByTime(10_000));
    expect(fill()).toBe('100%');
    expect(pageLoaderRun(-5)).toBe(0);
    expect(pageLoaderRun(6000)).toBe(1);
  });

  it('is named "Loading…" unless told otherwise', () => {
    renderUi(<PageLoader />);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('never appears when the content arrives within 200 ms', () => {
    const { unmount } = renderUi(<PageLoader label="Loading…" />);
    act(() => jest.advanceTimersByTime(150));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
