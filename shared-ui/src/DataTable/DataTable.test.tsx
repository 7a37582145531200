import { screen, waitFor, within } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { DataTable, type DataTableColumn } from './DataTable';

interface Ballot {
  id: number;
  assets: string;
  created: string;
  note?: string | null;
}

const COLUMNS: DataTableColumn<Ballot>[] = [
  { key: 'id', header: 'Ballot', isRowHeader: true },
  { key: 'assets', header: 'Assets' },
  { key: 'created', header: 'Created', render: (b) => b.created.slice(0, 10) },
  { key: 'note', header: 'Note', align: 'end' },
];

test('renders a captioned table with column and row headers', () => {
  renderUi(
    <DataTable
      caption="Ballots"
      columns={COLUMNS}
      rows={[
        { id: 7, assets: 'Battery Leeds 1', created: '2026-11-21T09:00:00Z', note: 'late' },
        { id: 8, assets: 'Wind York 2', created: '2026-11-20T09:00:00Z', note: null },
      ]}
      getRowKey={(b) => b.id}
    />,
  );
  const table = screen.getByRole('table', { name: 'Ballots' });
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Ballot',
    'Assets',
    'Created',
    'Note',
  ]);
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('7');
  expect(within(rows[1] as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual([
    'Battery Leeds 1',
    '2026-11-21',
    'late',
  ]);
  expect(within(rows[2] as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent('—');
});

test('a column with a value and no render shows that value', () => {
  renderUi(
    <DataTable
      caption="Ballots"
      columns={[
        { key: 'id', header: 'Ballot', isRowHeader: true },
        { key: 'label', header: 'Label', value: (b: Ballot) => `Ballot ${b.id} (${b.assets})` },
        { key: 'empty', header: 'Empty', value: () => null },
      ]}
      rows={[{ id: 7, assets: 'Battery Leeds 1', created: '2026-11-21T09:00:00Z' }]}
      getRowKey={(b) => b.id}
    />,
  );
  expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['Ballot 7 (Battery Leeds 1)', '—']);
});

test('shows the empty state across all columns', () => {
  renderUi(<DataTable caption="Ballots" columns={COLUMNS} rows={[]} getRowKey={(b) => b.id} />);
  const cell = screen.getByRole('cell', { name: 'No data to show' });
  expect(cell).toHaveAttribute('colspan', '4');
});

test('takes a custom empty state and a loading state', () => {
  const { rerender } = renderUi(
    <DataTable caption="Ballots" columns={COLUMNS} rows={[]} getRowKey={(b) => b.id} empty="No ballots yet" />,
  );
  expect(screen.getByText('No ballots yet')).toBeInTheDocument();
  rerender(<DataTable caption="Ballots" columns={COLUMNS} rows={[]} getRowKey={(b) => b.id} loading />);
  expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByText('Loading…')).toBeInTheDocument();
});

// ---- sorting, search, paging, export ------------------------------------------------------

interface Competition {
  id: number;
  reference: string;
  name: string;
  bids: number | null;
}

const COMPETITIONS: Competition[] = [
  { id: 1, reference: 'NR-2', name: 'Norwich winter peak', bids: 12 },
  { id: 2, reference: 'NR-10', name: 'Ipswich evening', bids: null },
  { id: 3, reference: 'LE-1', name: 'Leeds summer', bids: 3 },
  { id: 4, reference: 'YO-4', name: '=HYPERLINK("http://x")', bids: 40 },
];

const COMPETITION_COLUMNS: DataTableColumn<Competition>[] = [
  { key: 'reference', header: 'Reference', sortable: true, isRowHeader: true },
  { key: 'name', header: 'Name', sortable: true, render: (c) => <em>{c.name}</em>, value: (c) => c.name },
  { key: 'bids', header: <span>Bids</span>, sortable: true, align: 'end' },
  { key: 'actions', header: 'Actions', render: (c) => <button type="button">Open {c.reference}</button>, exportable: false },
];

const firstCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

function readBlob(blob: Blob, as: 'text'): Promise<string>;
function readBlob(blob: Blob, as: 'bytes'): Promise<ArrayBuffer>;
function readBlob(blob: Blob, as: 'text' | 'bytes'): Promise<string | ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string | ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    if (as === 'text') reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });
}

/** Captures what the export downloads: the file name and the CSV text. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:test/${blobs.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return {
    names,
    /** The file's text (FileReader drops the byte-order mark while decoding). */
    text: (i = 0) => readBlob(blobs[i] as Blob, 'text'),
    firstBytes: async (i = 0) => [...new Uint8Array(await readBlob(blobs[i] as Blob, 'bytes')).slice(0, 3)],
    count: () => blobs.length,
    restore: () => {
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
      click.mockRestore();
    },
  };
}

test('sortable headers are buttons that cycle ascending, descending and unsorted, with aria-sort', async () => {
  const { user } = renderUi(<DataTable caption="Competitions" columns={COMPETITION_COLUMNS} rows={COMPETITIONS} getRowKey={(c) => c.id} />);
  const header = screen.getByRole('columnheader', { name: /Reference/ });
  expect(header).not.toHaveAttribute('aria-sort');
  expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toContainElement(screen.queryByRole('button', { name: 'Actions' }));

  await user.click(screen.getByRole('button', { name: 'Reference' }));
  expect(header).toHaveAttribute('aria-sort', 'ascending');
  // Natural order: NR-2 before NR-10.
  expect(firstCells()).toEqual(['LE-1', 'NR-2', 'NR-10', 'YO-4']);

  await user.click(screen.getByRole('button', { name: 'Reference' }));
  expect(header).toHaveAttribute('aria-sort', 'descending');
  expect(firstCells()).toEqual(['YO-4', 'NR-10', 'NR-2', 'LE-1']);

  await user.click(screen.getByRole('button', { name: 'Reference' }));
  expect(header).not.toHaveAttribute('aria-sort');
  expect(firstCells()).toEqual(['NR-2', 'NR-10', 'LE-1', 'YO-4']);
});

test('numbers sort as numbers and blank cells go last in both directions', async () => {
  const { user } = renderUi(<DataTable caption="Competitions" columns={COMPETITION_COLUMNS} rows={COMPETITIONS} getRowKey={(c) => c.id} />);
  const bids = screen.getByRole('button', { name: 'Bids' });
  await user.click(bids);
  expect(firstCells()).toEqual(['LE-1', 'NR-2', 'YO-4', 'NR-10']);
  await user.click(bids);
  expect(firstCells()).toEqual(['YO-4', 'NR-2', 'LE-1', 'NR-10']);
  // Keyboard works too: the header button takes focus and Enter.
  bids.focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('columnheader', { name: /Bids/ })).not.toHaveAttribute('aria-sort');
});

test('the labelled search box filters rows over the columns’ values and says how many match', async () => {
  const { user } = renderUi(
    <DataTable caption="Competitions" columns={COMPETITION_COLUMNS} rows={COMPETITIONS} getRowKey={(c) => c.id} searchable />,
  );
  const box = screen.getByRole('searchbox', { name: 'Search Competitions' });
  await user.type(box, 'nr');
  expect(firstCells()).toEqual(['NR-2', 'NR-10']);
  expect(screen.getByRole('status')).toHaveTextContent('2 of 4 rows match');
  await user.clear(box);
  await user.type(box, 'winter NOR');
  expect(firstCells()).toEqual(['NR-2']);
  await user.clear(box);
  await user.type(box, 'zzz');
  expect(screen.getByRole('cell', { name: 'No rows match your search' })).toBeInTheDocument();
  await user.clear(box);
  expect(screen.getByRole('status')).toHaveTextContent('4 rows');
});

test('CSV export downloads the searched and sorted rows with the headers, prefixed file name, BOM and escaped formulas', async () => {
  const downloads = captureDownloads();
  try {
    const { user } = renderUi(
      <DataTable
        caption="Competitions"
        columns={COMPETITION_COLUMNS}
        rows={COMPETITIONS}
        getRowKey={(c) => c.id}
        searchable
        exportFilename="competitions"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Bids' }));
    await user.click(screen.getByRole('button', { name: 'Bids' }));
    await user.type(screen.getByRole('searchbox'), 'n');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads.names).toEqual(['flexmarket-competitions.csv']);
    expect(await downloads.firstBytes()).toEqual([0xef, 0xbb, 0xbf]);
    expect((await downloads.text()).split('\r\n')).toEqual([
      'Reference,Name,Bids',
      `YO-4,"'=HYPERLINK(""http://x"")",40`,
      'NR-2,Norwich winter peak,12',
      'NR-10,Ipswich evening,',
    ]);
  } finally {
    downloads.restore();
  }
});

test('export can fetch its own rows (e.g. every page from the server) and reports a failure', async () => {
  const downloads = captureDownloads();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const exportRows = jest
      .fn<Promise<Competition[]>, []>()
      .mockResolvedValueOnce([COMPETITIONS[2] as Competition])
      .mockRejectedValueOnce(new Error('offline'));
    const { user } = renderUi(
      <DataTable caption="Competitions" columns={COMPETITION_COLUMNS} rows={COMPETITIONS} getRowKey={(c) => c.id} exportFilename="all.csv" exportRows={exportRows} />,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    expect(downloads.names).toEqual(['flexmarket-all.csv']);
    expect(await downloads.text()).toBe('Reference,Name,Bids\r\nLE-1,Leeds summer,3');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed. Please try again.');
    expect(downloads.count()).toBe(1);
  } finally {
    downloads.restore();
  }
});

test('client-side paging with an accessible pager', async () => {
  const { user } = renderUi(
    <DataTable caption="Competitions" columns={COMPETITION_COLUMNS} rows={COMPETITIONS} getRowKey={(c) => c.id} pageSize={3} />,
  );
  const pager = screen.getByRole('navigation', { name: 'Pages of Competitions' });
  expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  expect(pager).toHaveTextContent('Page 1 of 2 (rows 1–3 of 4)');
  expect(firstCells()).toEqual(['NR-2', 'NR-10', 'LE-1']);
  await user.click(within(pager).getByRole('button', { name: 'Next page' }));
  expect(firstCells()).toEqual(['YO-4']);
  expect(pager).toHaveTextContent('Page 2 of 2 (rows 4–4 of 4)');
  expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
  // Sorting goes back to the first page.
  await user.click(screen.getByRole('button', { name: 'Reference' }));
  expect(firstCells()).toEqual(['LE-1', 'NR-2', 'NR-10']);
});

test('controlled mode: the caller sorts, searches and pages, the table only asks', async () => {
  const onSortChange = jest.fn();
  const onSearchChange = jest.fn();
  const onPageChange = jest.fn();
  const { user, rerender } = renderUi(
    <DataTable
      caption="Competitions"
      columns={COMPETITION_COLUMNS}
      rows={COMPETITIONS}
      getRowKey={(c) => c.id}
      sort={{ key: 'name', direction: 'descending' }}
      onSortChange={onSortChange}
      searchable
      search="leeds"
      onSearchChange={onSearchChange}
      pageSize={4}
      page={2}
      total={9}
      onPageChange={onPageChange}
    />,
  );
  // Rows are shown as given: no client-side search or sort.
  expect(firstCells()).toEqual(['NR-2', 'NR-10', 'LE-1', 'YO-4']);
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  expect(screen.getByRole('searchbox')).toHaveValue('leeds');
  expect(screen.getByRole('status')).toHaveTextContent('9 rows');

  await user.click(screen.getByRole('button', { name: 'Name' }));
  expect(onSortChange).toHaveBeenLastCalledWith(null);
  await user.click(screen.getByRole('button', { name: 'Bids' }));
  expect(onSortChange).toHaveBeenLastCalledWith({ key: 'bids', direction: 'ascending' });
  expect(firstCells()).toEqual(['NR-2', 'NR-10', 'LE-1', 'YO-4']);

  await user.type(screen.getByRole('searchbox'), 's');
  expect(onSearchChange).toHaveBeenLastCalledWith('leedss');

  const pager = screen.getByRole('navigation', { name: 'Pages of Competitions' });
  expect(pager).toHaveTextContent('Page 2 of 3 (rows 5–8 of 9)');
  await user.click(within(pager).getByRole('button', { name: 'Next page' }));
  expect(onPageChange).toHaveBeenLastCalledWith(3);
  await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
  expect(onPageChange).toHaveBeenLastCalledWith(1);

  rerender(
    <DataTable
      caption="Competitions"
      columns={COMPETITION_COLUMNS}
      rows={[COMPETITIONS[0] as Competition]}
      getRowKey={(c) => c.id}
      pageSize={4}
      page={3}
      total={9}
      onPageChange={onPageChange}
    />,
  );
  expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(pager).toHaveTextContent('Page 3 of 3 (rows 9–9 of 9)');
});

test('a server page without a total still pages forward while pages are full', () => {
  renderUi(
    <DataTable caption="Competitions" columns={COMPETITION_COLUMNS} rows={COMPETITIONS.slice(0, 2)} getRowKey={(c) => c.id} pageSize={2} page={1} total={null} onPageChange={jest.fn()} />,
  );
  const pager = screen.getByRole('navigation', { name: 'Pages of Competitions' });
  expect(pager).toHaveTextContent('Page 1 (rows 1–2)');
  expect(within(pager).getByRole('button', { name: 'Next page' })).toBeEnabled();
});

test('no pager when everything fits on one page', () => {
  renderUi(<DataTable caption="Competitions" columns={COMPETITION_COLUMNS} rows={COMPETITIONS} getRowKey={(c) => c.id} pageSize={10} />);
  expect(screen.queryByRole('navigation')).toBeNull();
});
