import { bus, requestConfirmation, type ModalRequest } from './bus';

describe('requestConfirmation', () => {
  it('opens a confirmation in the host modal host and resolves with its answer', async () => {
    const seen: ModalRequest[] = [];
    const sub = bus.modal$.subscribe((r) => {
      seen.push(r);
      if (r.type === 'open') r.onResult?.(true);
    });
    await expect(requestConfirmation({ id: 'withdraw', title: 'Withdraw entry?', body: 'Your assets leave the competition.' })).resolves.toBe(true);
    expect(seen).toEqual([expect.objectContaining({ type: 'open', id: 'withdraw', title: 'Withdraw entry?' })]);
    sub.unsubscribe();
  });

  it('resolves false when the user cancels', async () => {
    const sub = bus.modal$.subscribe((r) => {
      if (r.type === 'open') r.onResult?.(false);
    });
    await expect(requestConfirmation({ id: 'x', title: 't', body: 'b' })).resolves.toBe(false);
    sub.unsubscribe();
  });

  it('falls back to the browser confirmation when no modal host listens', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await expect(requestConfirmation({ id: 'x', title: 'Withdraw entry?', body: 'Sure?' })).resolves.toBe(false);
    expect(confirm).toHaveBeenCalledWith('Withdraw entry?\n\nSure?');
    confirm.mockRestore();
  });
});
