import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithI18n } from '../test/i18n';
import { ConfirmResults } from './ConfirmResults';

function setup(ids: number[], bulkConfirm: jest.Mock) {
  const toast = jest.fn();
  const onDone = jest.fn();
  render(
    <WithI18n>
      <ConfirmResults competitionIds={ids} api={{ bulkConfirm }} toast={toast} onDone={onDone} />
    </WithI18n>,
  );
  return { toast, onDone, user: userEvent.setup() };
}

describe('confirm competition results', () => {
  it('needs the acknowledgement ticked, then confirms every id and refreshes', async () => {
    const bulkConfirm = jest.fn(async () => undefined);
    const { toast, onDone, user } = setup([4, 5], bulkConfirm);
    await user.click(screen.getByRole('button', { name: 'Confirm results of 2 closed competitions' }));
    const dialog = screen.getByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I understand these results are final' }));
    await user.click(confirm);
    expect(bulkConfirm).toHaveBeenCalledWith([4, 5]);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success', title: 'Results of 2 competitions confirmed' }));
  });

  it('a failed single confirmation shows the spec toast and still refreshes', async () => {
    const bulkConfirm = jest.fn(async () => Promise.reject(new Error('400')));
    const { toast, onDone, user } = setup([4], bulkConfirm);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Confirm results' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        kind: 'error',
        title: 'Competition confirmation failed',
        text: 'Sorry, there was a problem confirming this competition. Please try again.',
      }),
    );
    expect(onDone).toHaveBeenCalled();
  });

  it('shows nothing when no competition awaits confirmation', () => {
    setup([], jest.fn());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
