import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { Modal } from '../Modal';
import { SelectionChecklist, type ChecklistId, type ChecklistItem } from './SelectionChecklist';

const ASSETS: ChecklistItem[] = [
  { id: 'a1', label: 'Battery Leeds 1' },
  { id: 'a2', label: 'Wind York 2' },
  { id: 'a3', label: 'CHP Hull', available: false, unavailableReason: 'Not qualified' },
];

function SelectAssets({ onConfirm }: { onConfirm?: (ids: ChecklistId[]) => void }) {
  const [selected, setSelected] = useState<ChecklistId[]>(['a1']);
  const [open, setOpen] = useState(false);
  return (
    <>
      <p data-testid="selection">{selected.join(',')}</p>
      <button type="button" onClick={() => setOpen(true)}>
        Select assets
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Select assets">
        <SelectionChecklist
          legend="Assets"
          items={ASSETS}
          selected={selected}
          onCancel={() => setOpen(false)}
          onConfirm={(ids) => {
            setSelected(ids);
            onConfirm?.(ids);
            setOpen(false);
          }}
        />
      </Modal>
    </>
  );
}

test('starts from the prior selection; unavailable items cannot be ticked', async () => {
  const { user } = renderUi(<SelectAssets />);
  await user.click(screen.getByRole('button', { name: 'Select assets' }));
  expect(screen.getByRole('group', { name: 'Assets' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Battery Leeds 1' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Wind York 2' })).not.toBeChecked();
  const unavailable = screen.getByRole('checkbox', { name: 'CHP Hull' });
  expect(unavailable).toBeDisabled();
  expect(unavailable).toHaveAccessibleDescription('Not qualified');
  await user.click(unavailable);
  expect(unavailable).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Confirm (1)' })).toBeEnabled();
});

test('the confirm button shows the count and is enabled only with at least one ticked', async () => {
  const onConfirm = jest.fn();
  const { user } = renderUi(<SelectAssets onConfirm={onConfirm} />);
  await user.click(screen.getByRole('button', { name: 'Select assets' }));
  await user.click(screen.getByRole('checkbox', { name: 'Battery Leeds 1' }));
  expect(screen.getByRole('button', { name: 'Confirm (0)' })).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'Wind York 2' }));
  await user.click(screen.getByRole('button', { name: 'Confirm (1)' }));
  expect(onConfirm).toHaveBeenCalledWith(['a2']);
  expect(screen.getByTestId('selection')).toHaveTextContent('a2');
});

test('select all ticks every available item and clears them again', async () => {
  const { user } = renderUi(<SelectAssets />);
  await user.click(screen.getByRole('button', { name: 'Select assets' }));
  const all = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
  expect(all).not.toBeChecked();
  expect(all.indeterminate).toBe(true);
  await user.click(all);
  expect(all).toBeChecked();
  expect(all.indeterminate).toBe(false);
  expect(screen.getByRole('checkbox', { name: 'Wind York 2' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'CHP Hull' })).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Confirm (2)' })).toBeEnabled();
  await user.click(all);
  expect(screen.getByRole('checkbox', { name: 'Battery Leeds 1' })).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Confirm (0)' })).toBeDisabled();
});

test('cancel restores the prior selection', async () => {
  const onConfirm = jest.fn();
  const { user } = renderUi(<SelectAssets onConfirm={onConfirm} />);
  const opener = screen.getByRole('button', { name: 'Select assets' });
  await user.click(opener);
  await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onConfirm).not.toHaveBeenCalled();
  expect(screen.getByTestId('selection')).toHaveTextContent('a1');
  expect(opener).toHaveFocus();
  await user.click(opener);
  expect(screen.getByRole('checkbox', { name: 'Battery Leeds 1' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Wind York 2' })).not.toBeChecked();
});

test('cancel resets the draft of a checklist that stays mounted', async () => {
  const onCancel = jest.fn();
  const { user } = renderUi(
    <SelectionChecklist legend="Assets" items={ASSETS} selected={['a2']} onCancel={onCancel} onConfirm={jest.fn()} />,
  );
  await user.click(screen.getByRole('checkbox', { name: 'Battery Leeds 1' }));
  expect(screen.getByRole('button', { name: 'Confirm (2)' })).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('checkbox', { name: 'Battery Leeds 1' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Wind York 2' })).toBeChecked();
});
