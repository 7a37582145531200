import { screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { Notification } from './Notification';

test('an error toast is an alert with its title, text and kind for assistive technology', () => {
  renderUi(
    <Notification
      kind="error"
      title="Competition confirmation failed"
      text="Sorry, there was a problem confirming this competition. Please try again."
    />,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Error: Competition confirmation failed');
  expect(alert).toHaveTextContent('Sorry, there was a problem confirming this competition. Please try again.');
  expect(alert).toHaveAttribute('data-kind', 'error');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test.each([
  ['success', 'status', 'Success:'],
  ['info', 'status', 'Information:'],
  ['warning', 'alert', 'Warning:'],
] as const)('a %s toast uses the %s role', (kind, role, prefix) => {
  renderUi(<Notification kind={kind} title="Saved" />);
  expect(screen.getByRole(role)).toHaveTextContent(`${prefix} Saved`);
});

test('the dismiss button calls onDismiss', async () => {
  const onDismiss = jest.fn();
  const { user } = renderUi(<Notification kind="info" title="File uploaded" onDismiss={onDismiss} />);
  await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  expect(onDismiss).toHaveBeenCalledTimes(1);
});

test('Escape dismisses the toast while focus is in it', async () => {
  const onDismiss = jest.fn();
  const { user } = renderUi(<Notification kind="error" title="Download failed" onDismiss={onDismiss} />);
  await user.keyboard('{Escape}');
  expect(onDismiss).not.toHaveBeenCalled();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(onDismiss).toHaveBeenCalledTimes(1);
});
