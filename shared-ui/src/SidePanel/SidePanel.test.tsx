import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { SidePanel } from './SidePanel';

function Harness({ width }: { width?: number | string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Confirm entries
      </button>
      <SidePanel open={open} onClose={() => setOpen(false)} title="Confirm entry" width={width}>
        <button type="button">Withdraw</button>
        <button type="button">Confirm entry</button>
      </SidePanel>
    </>
  );
}

test('is a dialog named by its title, 400px wide by default, with focus inside', async () => {
  const { user } = renderUi(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Confirm entries' }));
  const panel = screen.getByRole('dialog', { name: 'Confirm entry' });
  expect(panel).toHaveStyle({ width: '400px' });
  expect(screen.getByRole('button', { name: 'Close panel' })).toHaveFocus();
});

test('takes a width prop', async () => {
  const { user } = renderUi(<Harness width={520} />);
  await user.click(screen.getByRole('button', { name: 'Confirm entries' }));
  expect(screen.getByRole('dialog')).toHaveStyle({ width: '520px' });
});

test('traps Tab and Shift+Tab focus inside the panel', async () => {
  const { user } = renderUi(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Confirm entries' }));
  const close = screen.getByRole('button', { name: 'Close panel' });
  const withdraw = screen.getByRole('button', { name: 'Withdraw' });
  const confirm = screen.getByRole('button', { name: 'Confirm entry' });
  await user.tab();
  expect(withdraw).toHaveFocus();
  await user.tab();
  expect(confirm).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(confirm).toHaveFocus();
  await user.tab({ shift: true });
  await user.tab({ shift: true });
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(confirm).toHaveFocus();
});

test('Escape closes and returns focus to the opener', async () => {
  const { user } = renderUi(<Harness />);
  const opener = screen.getByRole('button', { name: 'Confirm entries' });
  await user.click(opener);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('a backdrop press closes; a press inside the panel does not', async () => {
  const { user } = renderUi(<Harness />);
  const opener = screen.getByRole('button', { name: 'Confirm entries' });
  await user.click(opener);
  await user.click(screen.getByRole('dialog'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await user.click(screen.getByTestId('side-panel-backdrop'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('a modal opened from the panel owns Tab and Escape; closing it returns focus into the panel', async () => {
  const { Modal } = await import('../Modal');
  function Nested() {
    const [modal, setModal] = useState(false);
    const [panel, setPanel] = useState(true);
    return (
      <SidePanel open={panel} onClose={() => setPanel(false)} title="Bids">
        <button type="button" onClick={() => setModal(true)}>
          Delete bids
        </button>
        <Modal open={modal} onClose={() => setModal(false)} title="Delete bids?">
          <button type="button">Delete</button>
        </Modal>
      </SidePanel>
    );
  }
  const { user } = renderUi(<Nested />);
  const opener = screen.getByRole('button', { name: 'Delete bids' });
  await user.click(opener);
  const modal = screen.getByRole('dialog', { name: 'Delete bids?' });
  await user.tab();
  await user.tab();
  expect(modal).toContainElement(document.activeElement as HTMLElement);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Delete bids?' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Bids' })).toBeInTheDocument();
  expect(opener).toHaveFocus();
});
