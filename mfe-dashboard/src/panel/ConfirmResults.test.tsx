import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithI18n } from '../test/i18n';
import type { ResultsSummary } from '../data/views';
import { ConfirmResults } from './ConfirmResults';

const GB = { locale: 'en-GB', timezone: 'Europe/London' };

const summary = (competition: number, name: string, over: Partial<ResultsSummary> = {}): ResultsSummary => ({
  competition,
  competition_name: name,
  reference: `REF-${competition}`,
  power_type: 'active_power',
  bids: 5,
  accepted: 3,
  rejected: 2,
  pending: 0,
  accepted_capacity: 12.345678,
  results_confirmed: false,
  ...over,
});

function setup(
  ids: number[],
  bulkConfirm: jest.Mock,
  summaries: ResultsSummary[] | Error = ids.map((id) => summary(id, `Competition ${id}`)),
  gate: Promise<void> = Promise.resolve(),
) {
  const toast = jest.fn();
  const onDone = jest.fn();
  const resultsSummaries = jest.fn(async () => {
    await gate;
    if (summaries instanceof Error) throw summaries;
    return summaries;
  });
  render(
    <WithI18n>
      <ConfirmResults competitionIds={ids} api={{ bulkConfirm, resultsSummaries }} toast={toast} region={GB} onDone={onDone} />
    </WithI18n>,
  );
  return { toast, onDone, resultsSummaries, user: userEvent.setup() };
}

describe('confirm competition results', () => {
  it('names each competition with its results before the final tick, then confirms every id and refreshes', async () => {
    const bulkConfirm = jest.fn(async () => undefined);
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { toast, onDone, resultsSummaries, user } = setup(
      [4, 5],
      bulkConfirm,
      [
        summary(4, 'Leeds Winter Peak'),
        summary(5, 'York Reactive Support', { power_type: 'reactive_power', accepted: 1, bids: 1, rejected: 0, accepted_capacity: 0.5 }),
      ],
      gate,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm results of 2 closed competitions' }));
    const dialog = screen.getByRole('dialog');
    const tick = within(dialog).getByRole('checkbox', { name: 'I understand these results are final' });
    // The tick waits for the results to be shown.
    expect(tick).toBeDisabled();
    release();
    const table = await within(dialog).findByRole('table', { name: 'Results to confirm' });
    expect(resultsSummaries).toHaveBeenCalledWith([4, 5]);
    const leeds = await within(table).findByRole('row', { name: /Leeds Winter Peak/ });
    expect(leeds).toHaveTextContent('3 of 5');
    expect(leeds).toHaveTextContent('12.34568 MW');
    expect(within(table).getByRole('row', { name: /York Reactive Support/ })).toHaveTextContent('0.5 MVAr');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await waitFor(() => expect(tick).toBeEnabled());
    await user.click(tick);
    await user.click(confirm);
    expect(bulkConfirm).toHaveBeenCalledWith([4, 5]);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success', title: 'Results of 2 competitions confirmed' }));
  });

  it('keeps the tick and Confirm off while a competition has undecided bids, naming it', async () => {
    const { user } = setup([4], jest.fn(), [summary(4, 'Leeds Winter Peak', { pending: 2 })]);
    await user.click(screen.getByRole('button', { name: 'Confirm results' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Decide every bid before confirming: Leeds Winter Peak still has a bid without a decision.');
    expect(within(dialog).getByRole('checkbox')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('says when the results could not be loaded and offers to try again; nothing can be confirmed meanwhile', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, resultsSummaries } = setup([4], jest.fn(), new Error('500'));
    await user.click(screen.getByRole('button', { name: 'Confirm results' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The results could not be loaded');
    expect(within(dialog).getByRole('checkbox')).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(resultsSummaries).toHaveBeenCalledTimes(2));
  });

  it('a failed single confirmation shows the spec toast and still refreshes', async () => {
    const bulkConfirm = jest.fn(async () => Promise.reject(new Error('400')));
    const { toast, onDone, user } = setup([4], bulkConfirm);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Confirm results' }));
    const tick = screen.getByRole('checkbox');
    await waitFor(() => expect(tick).toBeEnabled());
    await user.click(tick);
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
