import { render, screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { ProgressBar } from './ProgressBar';

test('is a labelled progressbar with its value', () => {
  renderUi(<ProgressBar value={42.4} label="Uploading meter readings" />);
  const bar = screen.getByRole('progressbar', { name: 'Uploading meter readings' });
  expect(bar).toHaveAttribute('aria-valuenow', '42.4');
  expect(bar).toHaveAttribute('aria-valuemin', '0');
  expect(bar).toHaveAttribute('aria-valuemax', '100');
  expect(bar).toHaveAttribute('aria-valuetext', '42%');
  expect(bar.firstElementChild).toHaveStyle({ width: '42.4%' });
  expect(screen.getByText('42%')).toBeInTheDocument();
});

test.each([0, 100])('accepts the bound %p', (value) => {
  renderUi(<ProgressBar value={value} label="Loading" showValue={false} />);
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(value));
  expect(screen.queryByText(`${value}%`)).not.toBeInTheDocument();
});

test.each([-1, 100.5, Number.NaN, Number.POSITIVE_INFINITY])('throws for %p', (value) => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<ProgressBar value={value} label="Loading" />)).toThrow(RangeError);
  jest.restoreAllMocks();
});
