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

test('shows the notFound content for a load of something not there, and the failure when none is given', () => {
  const missing = { state: 'failed', error: new Error('x'), message: 'Not found.', notFound: true } as const;
  const { rerender } = render(<LoadState result={missing} loading="Loading…" notFound={<p>No such page</p>} />);
  expect(screen.getByText('No such page')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  rerender(<LoadState result={missing} loading="Loading…" />);
  expect(screen.getByRole('alert')).toHaveTextContent('Not found.');
});

test('as a page: a busy section under the heading while loading, the failure under the same heading', () => {
  const page = { title: 'Competition', className: 'some-page' };
  const { rerender, container } = render(<LoadState result={{ state: 'loading' }} loading="Loading…" page={page} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Competition');
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(container.querySelector('section.some-page')).toHaveAttribute('aria-busy', 'true');
  rerender(<LoadState result={{ state: 'failed', error: null, message: 'Gone wrong.', notFound: false }} loading="Loading…" page={page} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Competition');
  expect(screen.getByRole('alert')).toHaveTextContent('Gone wrong.');
  expect(container.querySelector('section.some-page')).not.toHaveAttribute('aria-busy');
});
