import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import type { FileUpload } from 'shared-session';
import { renderUi } from '../test-utils';
import { FileLoadingModal, stageProgress } from './FileLoadingModal';

const NAMES = ['received', 'scanned', 'parsed', 'applied'] as const;
type State = FileUpload['stages'][number]['state'];

function status(states: State[], overrides: Partial<FileUpload> = {}): FileUpload {
  return {
    id: 7,
    kind: 'competitions',
    organisation: 3,
    filename: 'competitions.csv',
    size: 120,
    status: 'Uploaded',
    code: 'u',
    stages: NAMES.map((name, i) => ({ name, state: states[i]!, ...(states[i] === 'failed' ? { message: '2 problems found; nothing was written.' } : {}) })),
    done: false,
    errors: [],
    result: null,
    job: null,
    download_url: null,
    created: '2026-01-01T00:00:00Z',
    updated: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

function Harness({ upload, problem }: { upload: FileUpload | null; problem?: { kind: 'timeout' } | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show upload
      </button>
      <FileLoadingModal open={open} onClose={() => setOpen(false)} upload={upload} problem={problem ?? null} />
    </>
  );
}

test('lists every stage with its state and shows progress while processing', async () => {
  const { user } = renderUi(<Harness upload={status(['done', 'running', 'pending', 'pending'])} />);
  await user.click(screen.getByRole('button', { name: 'Show upload' }));
  const dialog = screen.getByRole('dialog', { name: 'Loading your file' });
  const stages = within(dialog).getByRole('list', { name: 'Stages' });
  expect(within(stages).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    '✓File receivedDone',
    '…Checked for problems and virusesIn progress',
    '○Rows read and checkedWaiting',
    '○SavedWaiting',
  ]);
  const bar = within(dialog).getByRole('progressbar', { name: 'Progress of competitions.csv' });
  expect(bar).toHaveAttribute('aria-valuenow', '38');
  expect(within(dialog).getByRole('status')).toHaveTextContent('Your file is being processed. You may close this window; processing carries on.');
  expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
});

test('on success says how many rows were saved, with the bar full', async () => {
  const { user } = renderUi(<Harness upload={status(['done', 'done', 'done', 'done'], { status: 'Ready', code: 'r', done: true, result: { created: [1, 2, 3] } })} />);
  await user.click(screen.getByRole('button', { name: 'Show upload' }));
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(screen.getByRole('status')).toHaveTextContent('Your file was loaded: 3 rows saved.');
  expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
});

test('on failure announces it, names the failed stage and lists the per-row problems in a table', async () => {
  const failed = status(['done', 'done', 'failed', 'pending'], {
    status: 'Error',
    code: 'e',
    done: true,
    errors: [
      { row: 3, column: 'B', field: 'bidding_opens', message: 'Enter a valid date.' },
      { row: 5, field: 'name', message: 'This field is required.' },
    ],
  });
  const { user } = renderUi(<Harness upload={failed} />);
  await user.click(screen.getByRole('button', { name: 'Show upload' }));
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Your file could not be loaded. Nothing from it was saved. 2 problems found; nothing was written.');
  const stage = screen.getAllByRole('listitem')[2]!;
  expect(stage).toHaveTextContent('Rows read and checkedFailed2 problems found; nothing was written.');
  const table = screen.getByRole('table', { name: 'Problems in the file (row 1 is the header row)' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => [within(r).getByRole('rowheader'), ...within(r).getAllByRole('cell')].map((c) => c.textContent))).toEqual([
    ['3', 'bidding_opens', 'Enter a valid date.'],
    ['5', 'name', 'This field is required.'],
  ]);
});

test('a User Permission Error (code f) is a failure too', async () => {
  const { user } = renderUi(<Harness upload={status(['done', 'done', 'done', 'failed'], { status: 'User Permission Error', code: 'f', done: true })} />);
  await user.click(screen.getByRole('button', { name: 'Show upload' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Your file could not be loaded.');
});

test('a timeout says the outcome is not known yet', async () => {
  const { user } = renderUi(<Harness upload={status(['done', 'running', 'pending', 'pending'])} problem={{ kind: 'timeout' }} />);
  await user.click(screen.getByRole('button', { name: 'Show upload' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Your file is taking too long to load. Check its status again later.');
});

test('closing returns focus to where it was', async () => {
  const { user } = renderUi(<Harness upload={status(['done', 'pending', 'pending', 'pending'])} />);
  const opener = screen.getByRole('button', { name: 'Show upload' });
  await user.click(opener);
  await user.click(screen.getByRole('button', { name: 'Hide progress' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  await user.click(opener);
  await user.keyboard('{Escape}');
  expect(opener).toHaveFocus();
});

test('progress counts done stages whole and a running one half', () => {
  expect(stageProgress(status(['done', 'done', 'running', 'pending']).stages)).toBe(63);
  expect(stageProgress([])).toBe(0);
});
