import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { bus, REGIONS } from 'shared-session';
import { renderUi } from '../test-utils';
import { SubmitBlock, type SubmitState } from './SubmitBlock';

const SUBMITTED_AT = new Date(2026, 10, 21, 14, 30);

test('default state: the button submits', async () => {
  const onSubmit = jest.fn();
  const { user } = renderUi(<SubmitBlock state="default" onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('the button is disabled when submission is not allowed, with the reason attached', async () => {
  const onSubmit = jest.fn();
  const { user } = renderUi(
    <SubmitBlock state="default" canSubmit={false} notAllowedReason="Upload meter data first" onSubmit={onSubmit} />,
  );
  const button = screen.getByRole('button', { name: 'Submit' });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription('Upload meter data first');
  await user.click(button);
  expect(onSubmit).not.toHaveBeenCalled();
});

test('goes default → submitting → submitted, disabled in progress and when done', async () => {
  function Harness() {
    const [state, setState] = useState<SubmitState>('default');
    return (
      <>
        <SubmitBlock
          state={state}
          onSubmit={() => setState('submitting')}
          submittedBy="Ada Lovelace"
          submittedAt={state === 'submitted' ? SUBMITTED_AT : null}
          submitLabel="Submit settlement data"
        />
        <button type="button" onClick={() => setState('submitted')}>
          server answered
        </button>
      </>
    );
  }
  const { user } = renderUi(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Submit settlement data' }));
  const busy = screen.getByRole('button', { name: 'Submitting…' });
  expect(busy).toBeDisabled();
  expect(busy.closest('section')).toHaveAttribute('aria-busy', 'true');
  await user.click(screen.getByRole('button', { name: 'server answered' }));
  expect(screen.getByRole('button', { name: 'Submitted' })).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent('Submitted by Ada Lovelace on 21 Nov 2026');
});

test('the confirmation leaves out the user where unknown', () => {
  renderUi(<SubmitBlock state="submitted" onSubmit={jest.fn()} submittedAt="2026-03-05T10:00:00" />);
  expect(screen.getByRole('status')).toHaveTextContent(/^Submitted on 5 Mar 2026$/);
});

test('the confirmation without a date still confirms', () => {
  renderUi(<SubmitBlock state="submitted" onSubmit={jest.fn()} submittedBy="Grace Hopper" />);
  expect(screen.getByRole('status')).toHaveTextContent(/^Submitted by Grace Hopper$/);
});

test('the date follows the region: its locale and time zone', () => {
  act(() => bus.region$.next(REGIONS.IT));
  try {
    renderUi(<SubmitBlock state="submitted" onSubmit={jest.fn()} submittedAt="2026-03-05T23:30:00Z" />);
    // 23:30 UTC is already 6 March in Rome.
    expect(screen.getByRole('status')).toHaveTextContent(/^Submitted on 6 mar 2026$/);
  } finally {
    act(() => bus.region$.next(REGIONS.GB));
  }
});
