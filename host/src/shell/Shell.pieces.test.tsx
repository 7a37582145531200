import { act, screen } from '@testing-library/react';
import { bus } from 'shared-session';
import { renderWithI18n } from '../testing/renderShell';
import { ErrorBoundary } from './ErrorBoundary';
import { Notifications } from './Notifications';

describe('Notifications', () => {
  it('shows one toast at a time, keeps it until dismissed', async () => {
    const { user } = renderWithI18n(<Notifications />);
    act(() => bus.toast$.next({ kind: 'success', title: 'Bid submitted' }));
    expect(screen.getByRole('status')).toHaveTextContent('Bid submitted');
    act(() => bus.toast$.next({ kind: 'error', title: 'Competition removed', text: 'Please refresh your browser.' }));
    expect(screen.queryByText('Bid submitted')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Competition removed');
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('never dismisses a toast by itself', () => {
    jest.useFakeTimers();
    try {
      renderWithI18n(<Notifications />);
      act(() => bus.toast$.next({ kind: 'info', title: 'Market clearing finished' }));
      act(() => jest.advanceTimersByTime(60 * 60 * 1000));
      expect(screen.getByRole('status')).toHaveTextContent('Market clearing finished');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('ErrorBoundary', () => {
  function Boom({ explode }: { explode: boolean }): React.ReactElement {
    if (explode) throw new Error('render failed');
    return <p>All good</p>;
  }

  it('shows the error page in place of a throwing page, and recovers when the key changes', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = jest.fn();
    const { rerender } = renderWithI18n(
      <div>
        <nav aria-label="Main">nav</nav>
        <ErrorBoundary resetKey="/a" onError={onError}>
          <Boom explode />
        </ErrorBoundary>
      </div>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }), expect.anything());
    rerender(
      <div>
        <nav aria-label="Main">nav</nav>
        <ErrorBoundary resetKey="/b" onError={onError}>
          <Boom explode={false} />
        </ErrorBoundary>
      </div>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
    errors.mockRestore();
  });
});
