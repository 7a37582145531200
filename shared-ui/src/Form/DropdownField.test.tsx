import { screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { renderUi } from '../test-utils';
import { DropdownField } from './DropdownField';

test('binds single and multi dropdowns to the form, with required validation', async () => {
  const onSubmit = jest.fn();
  const { user } = renderUi(
    <Form
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <DropdownField name="voltage" label="Voltage" items={[0.24, 11, 22]} required hint="Connection voltage in kV" />
          <DropdownField name="tags" label="Tags" items={['Untagged', 'Day Ahead']} multiple />
          <button type="submit">Apply</button>
        </form>
      )}
    />,
  );
  const voltage = screen.getByRole('button', { name: /Voltage/ });
  expect(voltage).toHaveAccessibleName('Voltage Select…');
  expect(voltage).toHaveAccessibleDescription('Connection voltage in kV');

  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(voltage).toHaveAccessibleDescription('Connection voltage in kV This field is required');

  await user.click(voltage);
  expect(screen.getByRole('listbox', { name: 'Voltage' })).toHaveAttribute('aria-required', 'true');
  await user.click(screen.getByRole('option', { name: '11' }));
  await user.click(screen.getByRole('button', { name: /Tags/ }));
  await user.click(screen.getByRole('option', { name: 'Untagged' }));
  await user.click(screen.getByRole('option', { name: 'Day Ahead' }));
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onSubmit).toHaveBeenCalledWith({ voltage: 11, tags: ['Untagged', 'Day Ahead'] }, expect.anything(), expect.anything());
});

test('leaving the dropdown marks it touched and shows the error', async () => {
  const { user } = renderUi(
    <Form
      onSubmit={jest.fn()}
      render={() => (
        <>
          <DropdownField name="buyer" label="Buyer" items={['Northern Lines Networks']} required />
          <button type="button">next</button>
        </>
      )}
    />,
  );
  await user.click(screen.getByRole('button', { name: /Buyer/ }));
  expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'next' }));
  expect(screen.getByText('This field is required')).toBeInTheDocument();
});
