import { fireEvent, render, screen } from '@testing-library/react';
import { LoadState } from './LoadState';

test('shows the loading line as a status, and nothing once ready', () => {
  const { rerender, container } = render(<LoadState result={{ state: 'loading' }} loading="Loading…" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  rerender(<LoadState result={{ state: 'ready', value: 1 }} loading="Loading…" />);
  expect(container).toBeEmptyDOMElement();
});

test("shows a failure as an alert: the given words, else the load's message; retry runs the given action", () => {
  const failed = { state: 'failed', error: new Error('x'), message: 'The server said no.', notFound: false } as const;
  const { rerender } = render(<LoadState result={failed} loading="Loading…" />);
  expect(screen.getByRole('alert')).toHaveTextContent('The server said no.');
  const onRetry = jest.fn();
  rerender(<LoadState result={failed} loading="Loading…" failure="Could not load." retry={{ label: 'Try again', onRetry }} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
