import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { renderUi } from '../test-utils';
import { TextField } from './TextField';
import { TextAreaField } from './TextAreaField';
import { CurrencyField, DateField, DecimalField, DurationField, PercentageField, TimeField } from './Fields';

function TestForm({ children, onSubmit }: { children: ReactNode; onSubmit: (values: Record<string, unknown>) => void }) {
  return (
    <Form
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          {children}
          <button type="submit">Save</button>
        </form>
      )}
    />
  );
}

test('a required field carries an asterisk outside its accessible name and shows the message on submit', async () => {
  const onSubmit = jest.fn();
  const { user } = renderUi(
    <TestForm onSubmit={onSubmit}>
      <TextField name="name" label="Asset name" required />
      <TextField name="ref" label="Reference" />
    </TestForm>,
  );
  const name = screen.getByRole('textbox', { name: 'Asset name' });
  expect(name.closest('.fx-field')?.querySelector('label')).toHaveTextContent('Asset name *');
  expect(screen.getByRole('textbox', { name: 'Reference' }).closest('.fx-field')?.querySelector('label')).toHaveTextContent(
    /^Reference$/,
  );
  expect(name).toHaveAttribute('aria-required', 'true');
  expect(screen.queryByText('This field is required')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('This field is required');

  await user.type(name, 'Battery Leeds 1');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Battery Leeds 1' }), expect.anything(), expect.anything());
  expect(name).not.toHaveAttribute('aria-invalid');
});

test('a decimal field limits decimal places (1 by default, configurable), errors after leaving the field', async () => {
  const { user } = renderUi(
    <TestForm onSubmit={jest.fn()}>
      <DecimalField name="capacity" label="Capacity" unit="MW" />
      <DecimalField name="voltage" label="Voltage" unit="kV" decimalPlaces={3} />
    </TestForm>,
  );
  const capacity = screen.getByRole('textbox', { name: 'Capacity' });
  await user.type(capacity, '1.25');
  expect(screen.queryByText(/decimal places/)).not.toBeInTheDocument();
  await user.tab();
  expect(capacity).toHaveAccessibleDescription('Ensure that there are no more than 1 decimal places.');
  await user.clear(capacity);
  await user.type(capacity, '1.2');
  expect(capacity).not.toHaveAttribute('aria-invalid');

  const voltage = screen.getByRole('textbox', { name: 'Voltage' });
  await user.type(voltage, '0.2405');
  await user.tab();
  expect(voltage).toHaveAccessibleDescription('Ensure that there are no more than 3 decimal places.');
  expect(screen.getByText('kV')).toBeInTheDocument();
});

test('a textarea counts remaining characters (500 by default, 4 rows) and rejects longer text', async () => {
  const onSubmit = jest.fn();
  const { user } = renderUi(
    <TestForm onSubmit={onSubmit}>
      <TextAreaField name="notes" label="Notes" />
      <TextAreaField name="short" label="Short note" maxLength={5} />
    </TestForm>,
  );
  const notes = screen.getByRole('textbox', { name: 'Notes' });
  expect(notes).toHaveAttribute('rows', '4');
  expect(notes).toHaveAccessibleDescription('You have 500 characters remaining');
  await user.type(notes, 'Hello');
  expect(notes).toHaveAccessibleDescription('You have 495 characters remaining');

  const short = screen.getByRole('textbox', { name: 'Short note' });
  await user.type(short, 'abcdef');
  expect(short).toHaveAccessibleDescription('You have 0 characters remaining');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(short).toHaveAccessibleDescription(
    'You have 0 characters remaining Ensure this field has no more than 5 characters.',
  );
});

test('a date field converts day-month-year on blur and submits YYYY-MM-DD', async () => {
  const onSubmit = jest.fn();
  const { user } = renderUi(
    <TestForm onSubmit={onSubmit}>
      <DateField name="start" label="Start date" />
      <DateField name="end" label="End date" />
    </TestForm>,
  );
  const start = screen.getByRole('textbox', { name: 'Start date' });
  expect(start).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  await user.type(start, '21/11/2026');
  await user.tab();
  expect(start).toHaveValue('2026-11-21');

  const end = screen.getByRole('textbox', { name: 'End date' });
  await user.type(end, '1.12.2026{Enter}');
  expect(onSubmit).toHaveBeenCalledWith({ start: '2026-11-21', end: '2026-12-01' }, expect.anything(), expect.anything());

  await user.clear(end);
  await user.type(end, '31/02/2026');
  await user.tab();
  expect(end).toHaveAccessibleDescription('Enter a date as YYYY-MM-DD.');
});

test('time, duration, currency and percentage fields validate their formats', async () => {
  const onSubmit = jest.fn();
  const { user } = renderUi(
    <TestForm onSubmit={onSubmit}>
      <TimeField name="at" label="Dispatch time" required />
      <DurationField name="length" label="Duration" />
      <CurrencyField name="price" label="Price" currency="GBP" />
      <PercentageField name="share" label="Share" />
    </TestForm>,
  );
  const at = screen.getByRole('textbox', { name: 'Dispatch time' });
  const length = screen.getByRole('textbox', { name: 'Duration' });
  const price = screen.getByRole('textbox', { name: 'Price' });
  const share = screen.getByRole('textbox', { name: 'Share' });
  await user.type(at, '24:00');
  await user.type(length, '00:00:00');
  await user.type(price, '12.345');
  await user.type(share, '101');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(at).toHaveAccessibleDescription('Enter a time as HH:MM (24-hour).');
  expect(length).toHaveAccessibleDescription('The duration must be longer than zero.');
  expect(price).toHaveAccessibleDescription('Enter an amount with up to 2 decimal places.');
  expect(share).toHaveAccessibleDescription('Enter a percentage between 0 and 100.');
  expect(screen.getByText('GBP')).toBeInTheDocument();
  expect(screen.getByText('%')).toBeInTheDocument();

  for (const [input, text] of [
    [at, '23:30'],
    [length, '1 02:00:00'],
    [price, '12.34'],
    [share, '55.5'],
  ] as const) {
    await user.clear(input);
    await user.type(input, text);
  }
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith(
    { at: '23:30', length: '1 02:00:00', price: '12.34', share: '55.5' },
    expect.anything(),
    expect.anything(),
  );
});
