import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithI18n } from '../test/i18n';
import { EMPTY_FILTERS } from '../domain/filters';
import { FilterModal } from './FilterModal';

function setup(showStatus: boolean) {
  const onApply = jest.fn();
  const onClose = jest.fn();
  render(
    <WithI18n>
      <FilterModal
        open
        value={{ ...EMPTY_FILTERS, tags: ['day_ahead'] }}
        operators={[{ id: 5, name: 'Northern Lines Networks' }]}
        showStatus={showStatus}
        region={{ locale: 'en-GB', timezone: 'Europe/London' }}
        onApply={onApply}
        onClose={onClose}
      />
    </WithI18n>,
  );
  return { onApply, onClose, user: userEvent.setup() };
}

describe('filter modal', () => {
  it('offers the spec voltages and tags, starts from the current filters and applies the draft', async () => {
    const { onApply, user } = setup(false);
    expect(screen.queryByRole('group', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Day Ahead' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '0.24 kV' }));
    await user.click(screen.getByRole('checkbox', { name: '22 kV' }));
    await user.click(screen.getByRole('checkbox', { name: 'Untagged' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith({ statuses: [], operators: [], voltages: [0.24, 22], tags: ['day_ahead', 'untagged'] });
  });

  it('shows the status filter only under its flag; Clear all empties the draft', async () => {
    const { onApply, user } = setup(true);
    await user.click(screen.getByRole('checkbox', { name: 'Visibility' }));
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith(EMPTY_FILTERS);
  });

  it('cancel closes without applying', async () => {
    const { onApply, onClose, user } = setup(false);
    await user.click(screen.getByRole('checkbox', { name: '11 kV' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });
});
