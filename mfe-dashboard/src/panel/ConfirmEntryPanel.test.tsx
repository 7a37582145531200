import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type ModalRequest } from 'shared-session';
import { ApiError } from 'shared-session/testing';
import { WithI18n } from '../test/i18n';
import type { CompetitionEntry } from 'shared-session';
import { ConfirmEntryPanel, type SelectableAsset } from './ConfirmEntryPanel';

const assets: SelectableAsset[] = [
  { id: 1, label: 'BG-1 — Battery', available: true },
  { id: 2, label: 'BG-2 — Boiler', available: true },
  { id: 3, label: 'BG-3 — Wind', available: false, reason: 'Outside the boundary' },
];

/** A flex/competitionentries/ answer. */
const entryOf = (competition: number, flexAssets: number[]): CompetitionEntry => ({
  id: 70 + competition,
  competition,
  flex_provider: 1,
  status: flexAssets.length ? 'confirmed' : 'withdrawn',
  withdrawn: flexAssets.length === 0,
  flex_assets: flexAssets,
  competition_status: 'open',
  confirmed_by: 5,
  created: '2026-05-01T09:00:00Z',
  updated: '2026-05-01T09:00:00Z',
});

function fakeApi(initial: CompetitionEntry | null) {
  let stored = initial;
  return {
    entry: jest.fn(async () => stored),
    confirmEntry: jest.fn(async (competition: number, ids: number[]) => {
      stored = entryOf(competition, ids);
      return stored;
    }),
    withdrawEntry: jest.fn(async (competition: number) => {
      stored = entryOf(competition, []);
      return stored;
    }),
  };
}

function setup(initial: CompetitionEntry | null) {
  const api = fakeApi(initial);
  const toast = jest.fn();
  render(
    <WithI18n>
      <ConfirmEntryPanel competitionId={4} assets={assets} api={api} toast={toast} />
    </WithI18n>,
  );
  return { api, toast, user: userEvent.setup() };
}

describe('confirm-entry panel', () => {
  it('not entered: nothing selected, Withdraw and Confirm entry disabled', async () => {
    setup(null);
    expect(await screen.findByText('Not entered')).toBeInTheDocument();
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirm entry' })).toBeDisabled();
  });

  it('selects assets in the modal (ineligible ones cannot be ticked) and confirms the entry', async () => {
    const { api, toast, user } = setup(null);
    await screen.findByText('Not entered');
    await user.click(screen.getByRole('button', { name: 'Select assets' }));
    const dialog = screen.getByRole('dialog', { name: 'Select assets' });
    expect(within(dialog).getByRole('checkbox', { name: /BG-3/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all' }));
    expect(within(dialog).getByRole('checkbox', { name: /BG-3/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm (2)' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm entry' }));
    expect(api.confirmEntry).toHaveBeenCalledWith(4, [1, 2]);
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success', title: 'Entry confirmed' })));
    // The state comes back from the API (what a reload would show).
    expect(await screen.findByText('Entered with 2 assets')).toBeInTheDocument();
    expect(api.entry).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });

  it('cancel in the modal restores the prior selection', async () => {
    const { user } = setup(entryOf(4, [2]));
    expect(await screen.findByText('Entered with 1 asset')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select assets' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: /BG-2/ })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /BG-1/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select assets' }));
    expect(within(screen.getByRole('dialog')).getByRole('checkbox', { name: /BG-1/ })).not.toBeChecked();
  });

  /** Plays the host's modal host: records requests and answers them. */
  function answerConfirmations(answer: boolean) {
    const asked: ModalRequest[] = [];
    const sub = bus.modal$.subscribe((r) => {
      asked.push(r);
      if (r.type === 'open') r.onResult?.(answer);
    });
    return { asked, stop: () => sub.unsubscribe() };
  }

  it('withdraws an entry once confirmed in the host modal and shows the API state afterwards', async () => {
    const host = answerConfirmations(true);
    const { api, toast, user } = setup(entryOf(4, [1, 2]));
    await screen.findByText('Entered with 2 assets');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(host.asked).toEqual([expect.objectContaining({ type: 'open', title: 'Withdraw this entry?', tone: 'danger' })]);
    host.stop();
    expect(api.withdrawEntry).toHaveBeenCalledWith(4);
    expect(await screen.findByText('Not entered')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Entry withdrawn' }));
  });

  it('keeps the entry when the withdrawal is not confirmed', async () => {
    const host = answerConfirmations(false);
    const { api, toast, user } = setup(entryOf(4, [1, 2]));
    await screen.findByText('Entered with 2 assets');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    host.stop();
    expect(host.asked).toHaveLength(1);
    expect(api.withdrawEntry).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
    expect(screen.getByText('Entered with 2 assets')).toBeInTheDocument();
  });

  it('a failed confirmation shows an error toast and keeps the selection', async () => {
    const { api, toast, user } = setup(entryOf(4, [1]));
    await screen.findByText('Entered with 1 asset');
    api.confirmEntry.mockRejectedValueOnce(new Error('nope'));
    await user.click(screen.getByRole('button', { name: 'Confirm entry' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', title: 'Entry confirmation failed' })));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('says what went wrong in the user’s words: the field’s label, never its raw name', async () => {
    const { api, toast, user } = setup(entryOf(4, [1]));
    await screen.findByText('Entered with 1 asset');
    api.confirmEntry.mockRejectedValueOnce(new ApiError({ status: 400, body: { flex_assets: ['These assets do not qualify for the competition: BG-1.'] } }));
    await user.click(screen.getByRole('button', { name: 'Confirm entry' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', text: 'Assets: These assets do not qualify for the competition: BG-1.' })));
  });
});
