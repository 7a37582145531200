import { screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { EmptyState } from './EmptyState';

test('shows a titled region with description and action', async () => {
  const contact = jest.fn();
  const { user } = renderUi(
    <EmptyState
      title="No data found"
      description="Contact customer success to get access."
      headingLevel={3}
      action={
        <button type="button" onClick={contact}>
          Contact us
        </button>
      }
    />,
  );
  const region = screen.getByRole('region', { name: 'No data found' });
  expect(screen.getByRole('heading', { level: 3, name: 'No data found' })).toBeInTheDocument();
  expect(region).toHaveTextContent('Contact customer success to get access.');
  await user.click(screen.getByRole('button', { name: 'Contact us' }));
  expect(contact).toHaveBeenCalled();
});

test('title only', () => {
  renderUi(<EmptyState title="No competitions" />);
  expect(screen.getByRole('heading', { level: 2, name: 'No competitions' })).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
