import { screen, within } from '@testing-library/react';
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
