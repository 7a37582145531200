import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { Dropdown, DROPDOWN_MENU_MAX_HEIGHT, DROPDOWN_MENU_MIN_WIDTH } from './Dropdown';
import { normaliseItems, type DropdownItem, type DropdownValue } from './items';

const VOLTAGES: DropdownItem[] = [
  { value: 0.24, label: '0.24 kV' },
  { value: 11, label: '11 kV' },
  { value: 22, label: '22 kV' },
];

function Single({ onChange, items = VOLTAGES }: { onChange?: (v: DropdownValue) => void; items?: DropdownItem[] }) {
  const [value, setValue] = useState<DropdownValue | null>(null);
  return (
    <Dropdown
      label="Voltage"
      items={items}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

function Multi({ onChange }: { onChange?: (v: DropdownValue[]) => void }) {
  const [value, setValue] = useState<DropdownValue[]>([]);
  return (
    <Dropdown
      multiple
      label="Tags"
      items={['Untagged', 'Day Ahead', 'Week Ahead']}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

afterEach(() => jest.restoreAllMocks());

test('single select: click opens a labelled listbox, choosing emits the value, closes and refocuses the button', async () => {
  const onChange = jest.fn();
  const { user } = renderUi(<Single onChange={onChange} />);
  const button = screen.getByRole('button', { name: /Voltage/ });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveTextContent('Select…');

  await user.click(button);
  const list = screen.getByRole('listbox', { name: 'Voltage' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(list).toHaveStyle({ maxHeight: DROPDOWN_MENU_MAX_HEIGHT, minWidth: DROPDOWN_MENU_MIN_WIDTH });
  expect(DROPDOWN_MENU_MAX_HEIGHT).toBe('15rem');
  expect(DROPDOWN_MENU_MIN_WIDTH).toBe('200px');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['0.24 kV', '11 kV', '22 kV']);

  await user.click(screen.getByRole('option', { name: '11 kV' }));
  expect(onChange).toHaveBeenCalledWith(11);
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(button).toHaveTextContent('11 kV');

  await user.click(button);
  expect(screen.getByRole('option', { name: '11 kV' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('option', { name: '22 kV' })).toHaveAttribute('aria-selected', 'false');
});

test('keyboard: Enter, Space and ArrowDown open; arrows move the focused option; Enter selects; Escape closes', async () => {
  const onChange = jest.fn();
  const { user } = renderUi(<Single onChange={onChange} />);
  const button = screen.getByRole('button', { name: /Voltage/ });
  button.focus();

  await user.keyboard('{Enter}');
  let list = screen.getByRole('listbox');
  expect(list).toHaveFocus();
  expect(list).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: '0.24 kV' }).id);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(onChange).not.toHaveBeenCalled();

  await user.keyboard(' ');
  expect(screen.getByRole('listbox')).toBeInTheDocument();
  await user.keyboard('{Escape}');

  await user.keyboard('{ArrowDown}');
  list = screen.getByRole('listbox');
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  expect(list).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: '22 kV' }).id);
  await user.keyboard('{ArrowUp}');
  expect(list).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: '11 kV' }).id);
  await user.keyboard('{Enter}');
  expect(onChange).toHaveBeenLastCalledWith(11);
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(button).toHaveFocus();

  // Reopening starts at the selected option; Space selects too.
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('listbox')).toHaveAttribute(
    'aria-activedescendant',
    screen.getByRole('option', { name: '11 kV' }).id,
  );
  await user.keyboard('{ArrowDown} ');
  expect(onChange).toHaveBeenLastCalledWith(22);
});

test('multi select toggles values and stays open', async () => {
  const onChange = jest.fn();
  const { user } = renderUi(<Multi onChange={onChange} />);
  const button = screen.getByRole('button', { name: /Tags/ });
  await user.click(button);
  const list = screen.getByRole('listbox', { name: 'Tags' });
  expect(list).toHaveAttribute('aria-multiselectable', 'true');

  await user.click(screen.getByRole('option', { name: 'Day Ahead' }));
  expect(onChange).toHaveBeenLastCalledWith(['Day Ahead']);
  await user.keyboard('{ArrowDown}{Enter}');
  expect(onChange).toHaveBeenLastCalledWith(['Day Ahead', 'Week Ahead']);
  expect(screen.getByRole('listbox')).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Day Ahead' })).toHaveAttribute('aria-selected', 'true');

  await user.click(screen.getByRole('option', { name: 'Day Ahead' }));
  expect(onChange).toHaveBeenLastCalledWith(['Week Ahead']);
  expect(screen.getByRole('option', { name: 'Day Ahead' })).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByRole('listbox')).toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(button).toHaveFocus();
  expect(button).toHaveTextContent('Week Ahead');
});

test('a disabled dropdown does not open', async () => {
  const { user } = renderUi(<Dropdown label="Buyer" items={['A']} value={null} onChange={jest.fn()} disabled />);
  const button = screen.getByRole('button', { name: /Buyer/ });
  await user.click(button);
  act(() => button.focus());
  await user.keyboard('{ArrowDown}{Enter}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('an empty list shows "no options provided"', async () => {
  const { user } = renderUi(<Dropdown label="Buyer" items={[]} value={null} onChange={jest.fn()} />);
  await user.click(screen.getByRole('button', { name: /Buyer/ }));
  expect(screen.getByText('no options provided')).toBeInTheDocument();
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByText('no options provided')).not.toBeInTheDocument();
});

test('object items without value or label log a warning and are skipped', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const items = [
    { value: 'a', label: 'Alpha' },
    { label: 'No value' } as unknown as DropdownItem,
    { value: 'c' } as unknown as DropdownItem,
    7,
  ];
  const { user } = renderUi(<Single items={items} />);
  expect(warn).toHaveBeenCalledTimes(2);
  expect(warn.mock.calls[0]?.[0]).toMatch(/item 1 needs both a value and a label/);
  expect(warn.mock.calls[1]?.[0]).toMatch(/item 2 needs both a value and a label/);
  await user.click(screen.getByRole('button', { name: /Voltage/ }));
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Alpha', '7']);
});

test('normaliseItems maps plain strings and numbers to value and label', () => {
  expect(normaliseItems(['x', 3])).toEqual([
    { value: 'x', label: 'x' },
    { value: 3, label: '3' },
  ]);
});

test('a press outside closes the menu; Tab closes it too', async () => {
  const { user } = renderUi(
    <>
      <Single />
      <button type="button">elsewhere</button>
    </>,
  );
  await user.click(screen.getByRole('button', { name: /Voltage/ }));
  await user.click(screen.getByRole('button', { name: 'elsewhere' }));
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Voltage/ }));
  await user.tab();
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('Escape inside a modal closes only the menu', async () => {
  const { Modal } = await import('../Modal');
  const onClose = jest.fn();
  const { user } = renderUi(
    <Modal open onClose={onClose} title="Filter">
      <Single />
    </Modal>,
  );
  await user.click(screen.getByRole('button', { name: /Voltage/ }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
});
