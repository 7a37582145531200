import { act, screen } from '@testing-library/react';
import { bus } from 'shared-session';
import { renderWithI18n } from '../testing/renderShell';
import { ModalHost } from './ModalHost';

function setup() {
  const view = renderWithI18n(
    <>
      <button type="button">Delete bid</button>
      <button type="button">Elsewhere</button>
      <ModalHost />
    </>,
  );
  const opener = screen.getByRole('button', { name: 'Delete bid' });
  opener.focus();
  return { ...view, opener };
}

describe('ModalHost', () => {
  it('shows a confirmation from bus.modal$, reports the result and returns focus to the opener', async () => {
    const { user, opener } = setup();
    const onResult = jest.fn();
    const onConfirm = jest.fn();
    act(() =>
      bus.modal$.next({
        type: 'open',
        id: 'delete-bid',
        title: 'Delete this bid?',
        body: 'The bid is withdrawn from the competition.',
        confirmLabel: 'Delete',
        cancelLabel: 'Keep bid',
        tone: 'danger',
        onConfirm,
        onResult,
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this bid?' });
    expect(dialog).toHaveTextContent('The bid is withdrawn from the competition.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('Cancel and Escape count as not confirmed', async () => {
    const { user, opener } = setup();
    const onResult = jest.fn();
    const request = { type: 'open' as const, id: 'c', title: 'Confirm?', body: 'Sure?', onResult };
    act(() => bus.modal$.next(request));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onResult).toHaveBeenLastCalledWith(false);
    expect(opener).toHaveFocus();

    act(() => bus.modal$.next(request));
    await user.keyboard('{Escape}');
    expect(onResult).toHaveBeenCalledTimes(2);
    expect(onResult).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('an information modal has a single OK button', async () => {
    const { user } = setup();
    act(() => bus.modal$.next({ type: 'open', id: 'saved', title: 'Saved', body: 'Your changes are saved.' }));
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stacks modals, closes by id from outside, and returns focus to the first opener after the last closes', () => {
    const { opener } = setup();
    const first = jest.fn();
    act(() => bus.modal$.next({ type: 'open', id: 'a', title: 'First', body: 'one', onResult: first }));
    act(() => bus.modal$.next({ type: 'open', id: 'b', title: 'Second', body: 'two' }));
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    act(() => bus.modal$.next({ type: 'close', id: 'b' }));
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    act(() => bus.modal$.next({ type: 'close' }));
    expect(first).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('an open with an id already shown replaces it', () => {
    setup();
    act(() => bus.modal$.next({ type: 'open', id: 'upload', title: 'Uploading', body: 'Stage 1 of 3' }));
    act(() => bus.modal$.next({ type: 'open', id: 'upload', title: 'Uploading', body: 'Stage 2 of 3' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toHaveTextContent('Stage 2 of 3');
  });
});
