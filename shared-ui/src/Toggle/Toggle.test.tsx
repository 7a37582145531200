import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { Toggle, type ToggleValue } from './Toggle';

function Harness({ redesign, initial = null, spy }: { redesign?: boolean; initial?: ToggleValue; spy?: jest.Mock }) {
  const [value, setValue] = useState<ToggleValue>(initial);
  return (
    <>
      <Toggle
        label="Planned asset"
        value={value}
        redesign={redesign}
        onChange={(v) => {
          spy?.(v);
          setValue(v);
        }}
      />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;

test('is a labelled radio group: true on the left, false on the right, unset at first', async () => {
  const { user } = renderUi(<Harness />);
  const group = screen.getByRole('radiogroup', { name: 'Planned asset' });
  const [left, right] = screen.getAllByRole('radio');
  expect(group).toContainElement(left as HTMLElement);
  expect(left).toHaveAccessibleName('Yes');
  expect(right).toHaveAccessibleName('No');
  expect(left).toHaveAttribute('aria-checked', 'false');
  expect(right).toHaveAttribute('aria-checked', 'false');
  expect(value()).toBe('null');

  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  expect(value()).toBe('true');
  expect(screen.getByRole('radio', { name: 'Yes' })).toHaveAttribute('aria-checked', 'true');
  await user.click(screen.getByRole('radio', { name: 'No' }));
  expect(value()).toBe('false');
});

test('without redesign, clicking the selected side keeps it', async () => {
  const spy = jest.fn();
  const { user } = renderUi(<Harness initial={true} spy={spy} />);
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  expect(value()).toBe('true');
  expect(spy).not.toHaveBeenCalled();
});

test('with redesign, clicking the selected side resets to unset', async () => {
  const { user } = renderUi(<Harness redesign initial={false} />);
  await user.click(screen.getByRole('radio', { name: 'No' }));
  expect(value()).toBe('null');
  expect(screen.getByRole('radio', { name: 'No' })).toHaveAttribute('aria-checked', 'false');
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  expect(value()).toBe('true');
});

test('keyboard: one tab stop, arrows move and select, Space presses the focused side', async () => {
  const { user } = renderUi(<Harness redesign />);
  await user.tab();
  expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
  await user.keyboard(' ');
  expect(value()).toBe('true');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: 'No' })).toHaveFocus();
  expect(value()).toBe('false');
  await user.keyboard('{ArrowLeft}');
  expect(value()).toBe('true');
  await user.keyboard('{Enter}');
  expect(value()).toBe('null');
  await user.tab();
  expect(document.body).toHaveFocus();
});

test('a disabled toggle does not change', async () => {
  const spy = jest.fn();
  const { user } = renderUi(<Toggle label="Planned" value={null} onChange={spy} disabled />);
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  expect(spy).not.toHaveBeenCalled();
});
