import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { Modal } from './Modal';

function Harness({ closeOnBackdrop }: { closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open filters
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Filter competitions"
        closeOnBackdrop={closeOnBackdrop}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Apply
          </button>
        }
      >
        <label>
          Buyer <input />
        </label>
      </Modal>
    </>
  );
}

test('is a modal dialog named by its title; focus moves inside on open', async () => {
  const { user } = renderUi(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open filters' }));
  const dialog = screen.getByRole('dialog', { name: 'Filter competitions' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
});

test('returns focus to the element focused when shown, after Escape and after a footer button', async () => {
  const { user } = renderUi(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open filters' });
  await user.click(opener);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();

  await user.keyboard('{Enter}');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('returns focus when the modal is unmounted while open', async () => {
  function Unmounting() {
    const [shown, setShown] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setShown(true)}>
          Show
        </button>
        {shown ? (
          <Modal open onClose={() => undefined} title="Saved">
            <button type="button" onClick={() => setShown(false)}>
              OK
            </button>
          </Modal>
        ) : null}
      </>
    );
  }
  const { user } = renderUi(<Unmounting />);
  await user.click(screen.getByRole('button', { name: 'Show' }));
  await user.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.getByRole('button', { name: 'Show' })).toHaveFocus();
});

test('keeps Tab and Shift+Tab inside the dialog', async () => {
  const { user } = renderUi(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open filters' }));
  const close = screen.getByRole('button', { name: 'Close' });
  const input = screen.getByRole('textbox', { name: 'Buyer' });
  const apply = screen.getByRole('button', { name: 'Apply' });
  expect(close).toHaveFocus();
  await user.tab();
  expect(input).toHaveFocus();
  await user.tab();
  expect(apply).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(apply).toHaveFocus();
});

test('backdrop press closes only when enabled', async () => {
  const { user, unmount } = renderUi(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open filters' }));
  await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  unmount();

  const second = renderUi(<Harness closeOnBackdrop />);
  await second.user.click(screen.getByRole('button', { name: 'Open filters' }));
  await second.user.click(screen.getByRole('dialog'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await second.user.click(screen.getByRole('dialog').parentElement as HTMLElement);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
