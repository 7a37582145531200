import type { Subscription } from 'rxjs';
import { fakeFetch, json } from '../testing/fakeApi';
import { configureApi, resetApiClient } from './client';
import {
  downloadTemplate,
  FILE_POLL_INTERVAL_MS,
  FILE_POLL_TIMEOUT_MS,
  fileStatus,
  filenameFromDisposition,
  FileProcessingError,
  isFileFailure,
  isFileSuccess,
  pollFileStatus,
  uploadFile,
  type FileUpload,
} from './files';

const STAGES = ['received', 'scanned', 'parsed', 'applied'] as const;

function upload(overrides: Partial<FileUpload> = {}, states: string[] = ['done', 'pending', 'pending', 'pending']): FileUpload {
  return {
    id: 42,
    kind: 'competitions',
    organisation: 3,
    filename: 'c.csv',
    size: 10,
    status: 'Uploaded',
    code: 'u',
    stages: STAGES.map((name, i) => ({ name, state: states[i] as FileUpload['stages'][number]['state'] })),
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

const ready = () => upload({ status: 'Ready', code: 'r', done: true, result: { created: [1] } }, ['done', 'done', 'done', 'done']);

beforeEach(() => resetApiClient());

describe('done and failed', () => {
  it('counts Uploaded or Ready as done only once done is set and every stage is done', () => {
    expect(isFileSuccess(ready())).toBe(true);
    expect(isFileSuccess(upload({ status: 'Ready', code: 'r', done: false }, ['done', 'done', 'done', 'done']))).toBe(false);
    expect(isFileSuccess(upload({ status: 'Ready', code: 'r', done: true }, ['done', 'done', 'running', 'pending']))).toBe(false);
    expect(isFileSuccess(upload({ status: 'Uploaded', code: 'u', done: true }, ['done', 'done', 'done', 'done']))).toBe(true);
    expect(isFileSuccess(upload())).toBe(false);
  });

  it('treats Error, User Permission Error and the codes e and f as failures', () => {
    expect(isFileFailure(upload({ status: 'Error', code: 'e' }))).toBe(true);
    expect(isFileFailure(upload({ status: 'User Permission Error', code: 'f' }))).toBe(true);
    expect(isFileFailure({ status: 'Uploaded', code: 'f' })).toBe(true);
    expect(isFileFailure({ status: 'Error', code: 'u' })).toBe(true);
    expect(isFileFailure(ready())).toBe(false);
  });
});

describe('calls', () => {
  it('uploads multipart with org_id and the file, and reads the status resource', async () => {
    const api = fakeFetch((req) => (req.method === 'POST' ? json(upload(), { status: 201 }) : json(ready())));
    configureApi({ apiBase: 'http://api.test/', fetch: api.fetch });
    const created = await uploadFile('competitions', new File(['name\nA\n'], 'mine.csv', { type: 'text/csv' }), 3);
    expect(created.id).toBe(42);
    const [post] = api.calls;
    expect(post?.method).toBe('POST');
    expect(post?.url.href).toBe('http://api.test/files/upload/competitions/');
    expect(post?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const body = String(post?.body);
    expect(body).toMatch(/name="org_id"\r\n\r\n3\r\n/);
    expect(body).toMatch(/name="file"; filename="mine.csv"/);
    expect(body).toContain('name\nA\n');
    expect((await fileStatus(42)).status).toBe('Ready');
    expect(api.calls[1]?.url.href).toBe('http://api.test/files/uploads/42/');
  });

  it('downloads a template with the file name from Content-Disposition', async () => {
    const csv = '\uFEFFname,size\r\nA,1\r\n';
    const api = fakeFetch(
      () =>
        new Response(csv, {
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="flexmarket-competitions-template.csv"; filename*=UTF-8\'\'flexmarket-competitions-template.csv' },
        }),
    );
    configureApi({ apiBase: 'http://api.test/', fetch: api.fetch });
    const { blob, filename } = await downloadTemplate('competitions');
    expect(filename).toBe('flexmarket-competitions-template.csv');
    // The byte-order mark arrives intact (text() would drop it).
    expect(Buffer.from(await blob.arrayBuffer()).equals(Buffer.from(csv))).toBe(true);
    expect(api.calls[0]?.url.href).toBe('http://api.test/files/templates/competitions/');
  });

  it('asks for a prefilled template with the parameters given', async () => {
    const api = fakeFetch(() => new Response('competition\r\n', { headers: { 'Content-Disposition': 'attachment; filename="flexmarket-bids-NOR-7.csv"' } }));
    configureApi({ apiBase: 'http://api.test/', fetch: api.fetch });
    const { filename } = await downloadTemplate('bids', { competition: 12 });
    expect(filename).toBe('flexmarket-bids-NOR-7.csv');
    expect(api.calls[0]?.url.href).toBe('http://api.test/files/templates/bids/?competition=12');
  });

  it('a template request that fails rejects with the API error', async () => {
    configureApi({ apiBase: 'http://api.test/', fetch: fakeFetch(() => json({ detail: 'Unknown file kind.' }, { status: 404 })).fetch });
    await expect(downloadTemplate('nope')).rejects.toMatchObject({ status: 404 });
  });

  it.each([
    ['attachment; filename="a.csv"; filename*=UTF-8\'\'%C3%9Cbersicht.csv', 'Übersicht.csv'],
    ['attachment; filename="plain name.csv"', 'plain name.csv'],
    ['attachment; filename=bare.csv', 'bare.csv'],
    ['attachment; filename="with \\"quotes\\".csv"', 'with "quotes".csv'],
    ['attachment', null],
  ])('reads the file name of %s', (header, expected) => {
    expect(filenameFromDisposition(header)).toBe(expected);
  });
});

describe('polling', () => {
  let subscription: Subscription | undefined;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    subscription?.unsubscribe();
    jest.useRealTimers();
  });

  function follow(answers: Array<FileUpload | (() => FileUpload)>, options: { timeoutMs?: number } = {}) {
    const fetchStatus = jest.fn(async () => {
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      return typeof next === 'function' ? next() : next;
    });
    const seen: FileUpload[] = [];
    const outcome: { completed: boolean; error: unknown } = { completed: false, error: undefined };
    subscription = pollFileStatus(42, { fetchStatus, ...options }).subscribe({
      next: (u) => seen.push(u),
      complete: () => (outcome.completed = true),
      error: (e: unknown) => (outcome.error = e),
    });
    return { fetchStatus, seen, outcome };
  }

  it('reads at once, then every second, and completes when every stage is done', async () => {
    const { fetchStatus, seen, outcome } = follow([
      upload(),
      upload({}, ['done', 'running', 'pending', 'pending']),
      upload({ status: 'Ready', code: 'r', done: false }, ['done', 'done', 'done', 'done']),
      ready(),
      ready(),
    ]);
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(FILE_POLL_INTERVAL_MS - 1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(FILE_POLL_INTERVAL_MS * 5);
    expect(fetchStatus).toHaveBeenCalledTimes(4); // stopped after the finished status
    expect(seen.map((u) => [u.status, u.done])).toEqual([
      ['Uploaded', false],
      ['Uploaded', false],
      ['Ready', false],
      ['Ready', true],
    ]);
    expect(outcome).toEqual({ completed: true, error: undefined });
  });

  it('emits a failed status, then errors with it', async () => {
    const failed = upload({ status: 'Error', code: 'e', done: true, errors: [{ row: 3, field: 'name', message: 'Required.' }] }, ['done', 'done', 'failed', 'pending']);
    const { seen, outcome } = follow([upload(), failed]);
    await jest.advanceTimersByTimeAsync(FILE_POLL_INTERVAL_MS * 3);
    expect(seen.map((u) => u.status)).toEqual(['Uploaded', 'Error']);
    expect(outcome.completed).toBe(false);
    expect(outcome.error).toBeInstanceOf(FileProcessingError);
    expect(outcome.error).toMatchObject({ reason: 'failed', upload: failed });
  });

  it('treats the short code f as a failure', async () => {
    const { outcome } = follow([upload({ status: 'User Permission Error', code: 'f', done: true })]);
    await jest.advanceTimersByTimeAsync(0);
    expect(outcome.error).toMatchObject({ reason: 'failed' });
  });

  it('gives up after 20 minutes with a timeout failure', async () => {
    const { fetchStatus, outcome } = follow([upload()]);
    await jest.advanceTimersByTimeAsync(FILE_POLL_TIMEOUT_MS - FILE_POLL_INTERVAL_MS);
    expect(outcome.error).toBeUndefined();
    const reads = fetchStatus.mock.calls.length;
    expect(reads).toBe(FILE_POLL_TIMEOUT_MS / FILE_POLL_INTERVAL_MS);
    await jest.advanceTimersByTimeAsync(FILE_POLL_INTERVAL_MS);
    expect(outcome.error).toBeInstanceOf(FileProcessingError);
    expect(outcome.error).toMatchObject({ reason: 'timeout', upload: { status: 'Uploaded' } });
    expect(fetchStatus).toHaveBeenCalledTimes(reads);
  });

  it('does not pile up reads behind a slow answer, and stops when unsubscribed', async () => {
    let release!: (u: FileUpload) => void;
    const fetchStatus = jest.fn(() => new Promise<FileUpload>((resolve) => (release = resolve)));
    const seen: FileUpload[] = [];
    subscription = pollFileStatus(42, { fetchStatus }).subscribe((u) => seen.push(u));
    await jest.advanceTimersByTimeAsync(FILE_POLL_INTERVAL_MS * 3);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    release(upload());
    await jest.advanceTimersByTimeAsync(FILE_POLL_INTERVAL_MS);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    subscription.unsubscribe();
    release(upload());
    await jest.advanceTimersByTimeAsync(FILE_POLL_INTERVAL_MS * 5);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(seen).toHaveLength(1);
  });
});
