import { act, screen, within } from '@testing-library/react';
import { Subject } from 'rxjs';
import { FileProcessingError, type FileUpload as Upload } from 'shared-session';
import { ApiError } from 'shared-session/testing';
import { renderUi } from '../test-utils';
import { FileUpload } from './FileUpload';
import type { FileUploadServices } from './services';

const NAMES = ['received', 'scanned', 'parsed', 'applied'] as const;
type State = Upload['stages'][number]['state'];

function status(states: State[], overrides: Partial<Upload> = {}): Upload {
  return {
    id: 11,
    kind: 'competitions',
    organisation: 4,
    filename: 'three.csv',
    size: 90,
    status: 'Uploaded',
    code: 'u',
    stages: NAMES.map((name, i) => ({ name, state: states[i]! })),
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

function services() {
  const polls = new Subject<Upload>();
  const fakes = {
    uploadFile: jest.fn(async () => status(['done', 'pending', 'pending', 'pending'])),
    pollFileStatus: jest.fn(() => polls.asObservable()),
    downloadTemplate: jest.fn(async () => ({ blob: new Blob(['name\r\n']), filename: 'flexmarket-competitions-template.csv' })),
    saveBlob: jest.fn(),
  } satisfies FileUploadServices;
  return { fakes, polls };
}

const csv = () => new File(['name,bidding_opens\nA,2026-01-01\n'], 'three.csv', { type: 'text/csv' });

test('a labelled file input, an upload button and a template download', async () => {
  const { fakes } = services();
  const { user } = renderUi(<FileUpload kind="competitions" orgId={4} label="Competitions CSV file" hint="One competition per row." services={fakes} />);
  const input = screen.getByLabelText('Competitions CSV file');
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAccessibleDescription('One competition per row.');
  await user.click(screen.getByRole('button', { name: 'Download the CSV template' }));
  expect(fakes.downloadTemplate).toHaveBeenCalledWith('competitions');
  expect(fakes.saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'flexmarket-competitions-template.csv');
});

test('uploading without a file asks for one', async () => {
  const { fakes } = services();
  const { user } = renderUi(<FileUpload kind="competitions" orgId={4} label="Competitions CSV file" services={fakes} />);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Choose a file first.');
  expect(screen.getByLabelText('Competitions CSV file')).toHaveFocus();
  expect(screen.getByLabelText('Competitions CSV file')).toHaveAccessibleDescription('Choose a file first.');
  expect(fakes.uploadFile).not.toHaveBeenCalled();
});

test('uploads, follows the stages in the modal and reports the final status', async () => {
  const { fakes, polls } = services();
  const onDone = jest.fn();
  const { user } = renderUi(<FileUpload kind="competitions" orgId={4} label="Competitions CSV file" onDone={onDone} services={fakes} />);
  await user.upload(screen.getByLabelText('Competitions CSV file'), csv());
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(fakes.uploadFile).toHaveBeenCalledWith('competitions', expect.any(File), 4, 'three.csv');
  expect(fakes.pollFileStatus).toHaveBeenCalledWith(11);
  const dialog = screen.getByRole('dialog', { name: 'Loading your file' });
  expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('File receivedDone');

  act(() => polls.next(status(['done', 'done', 'running', 'pending'])));
  expect(within(dialog).getAllByRole('listitem')[2]).toHaveTextContent('Rows read and checkedIn progress');
  const ready = status(['done', 'done', 'done', 'done'], { status: 'Ready', code: 'r', done: true, result: { created: [1, 2, 3] } });
  act(() => {
    polls.next(ready);
    polls.complete();
  });
  expect(within(dialog).getByRole('status')).toHaveTextContent('Your file was loaded: 3 rows saved.');
  expect(onDone).toHaveBeenCalledWith(ready);

  // Closing the modal gives focus back to the upload button; the outcome stays beside the control.
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload' })).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('three.csv was loaded.');
  await user.click(screen.getByRole('button', { name: 'Show details' }));
  expect(screen.getByRole('dialog', { name: 'Loading your file' })).toBeInTheDocument();
});

test('a failed file shows its per-row problems and still reports the status', async () => {
  const { fakes, polls } = services();
  const onDone = jest.fn();
  const { user } = renderUi(<FileUpload kind="competitions" orgId={4} label="Competitions CSV file" onDone={onDone} services={fakes} />);
  await user.upload(screen.getByLabelText('Competitions CSV file'), csv());
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  const failed = status(['done', 'done', 'failed', 'pending'], { status: 'Error', code: 'e', done: true, errors: [{ row: 3, field: 'name', message: 'This field is required.' }] });
  act(() => {
    polls.next(failed);
    polls.error(new FileProcessingError('failed', failed));
  });
  expect(screen.getByRole('alert')).toHaveTextContent('Your file could not be loaded.');
  expect(within(screen.getByRole('table')).getByRole('rowheader', { name: '3' })).toBeInTheDocument();
  expect(onDone).toHaveBeenCalledWith(failed);
});

test('a refused upload shows the server’s message at the input, and no modal', async () => {
  const { fakes } = services();
  fakes.uploadFile.mockRejectedValueOnce(new ApiError({ status: 400, body: { file: ['This file is a ZIP archive (an Excel .xlsx or Word file is one), not a CSV file.'] } }));
  const onError = jest.fn();
  const { user } = renderUi(<FileUpload kind="competitions" orgId={4} label="Competitions CSV file" onError={onError} services={fakes} />);
  await user.upload(screen.getByLabelText('Competitions CSV file'), csv());
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(screen.getByRole('alert')).toHaveTextContent('file: This file is a ZIP archive (an Excel .xlsx or Word file is one), not a CSV file.');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onError).toHaveBeenCalledTimes(1);
});

test('a poll that times out says so and reports the error', async () => {
  const { fakes, polls } = services();
  const onError = jest.fn();
  const { user } = renderUi(<FileUpload kind="competitions" orgId={4} label="Competitions CSV file" onError={onError} services={fakes} />);
  await user.upload(screen.getByLabelText('Competitions CSV file'), csv());
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  act(() => polls.error(new FileProcessingError('timeout', null)));
  expect(screen.getByRole('alert')).toHaveTextContent('Your file is taking too long to load.');
  expect(onError).toHaveBeenCalledWith(expect.any(FileProcessingError));
});

test('stops following the upload when unmounted', async () => {
  const { fakes, polls } = services();
  const { user, unmount } = renderUi(<FileUpload kind="competitions" orgId={4} label="Competitions CSV file" services={fakes} />);
  await user.upload(screen.getByLabelText('Competitions CSV file'), csv());
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(polls.observed).toBe(true);
  unmount();
  expect(polls.observed).toBe(false);
});
