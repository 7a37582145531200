import { useMemo } from 'react';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { DataTable, type DataTableColumn } from 'shared-ui';
import type { CellKind, Report, ReportColumn, ReportRow, ReportTable } from './api';
import { numberOf, shownValue, type ValueContext } from './format';
import { columnLabel, figureLabel } from './labels';
import { ReportChart } from './ReportChart';
import { termLabel } from './terms';

const NUMERIC: ReadonlySet<CellKind> = new Set(['count', 'mw', 'mwh', 'money', 'price', 'ratio', 'seconds']);

/** The headline figures, each labelled and formatted per its kind. */
export function Figures({ report, context }: { report: Report; context: ValueContext }) {
  const { i18n } = useLingui();
  if (report.figures.length === 0) return null;
  return (
    <dl className="analytics-figures">
      {report.figures.map((figure) => (
        <div key={figure.key} className="analytics-figures__item">
          <dt>{figureLabel(i18n, figure.key)}</dt>
          <dd>{shownValue(figure.value, figure.kind, figure.unit, context)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A table's caption: the main table is the report's own; the others say what they hold. */
function tableCaption(i18n: I18n, table: ReportTable, title: string): string {
  switch (table.key) {
    case 'main':
      return i18n._({ id: 'analytics.table.main', message: '{report}: details', values: { report: title } });
    case 'ageing':
      return i18n._({ id: 'analytics.table.ageing', message: 'Unpaid invoices by age' });
    case 'disputes':
      return i18n._({ id: 'analytics.table.disputes', message: 'Disputes by status' });
    default:
      return table.key;
  }
}

/** The DataTable columns of a report table: labelled, formatted, sorted and exported by their values. */
function tableColumns(i18n: I18n, columns: readonly ReportColumn[], context: ValueContext): DataTableColumn<ReportRow>[] {
  return columns.map((c, index) => {
    const numeric = NUMERIC.has(c.kind);
    return {
      key: c.key,
      header: columnLabel(i18n, c.key),
      csvHeader: c.key,
      sortable: true,
      isRowHeader: index === 0,
      align: numeric ? 'end' : undefined,
      value: (row) => {
        const raw = row[c.key];
        return numeric ? numberOf(raw) : raw;
      },
      render: (row) => (c.kind === 'text' ? termLabel(i18n, c.key, row[c.key]) : null) ?? shownValue(row[c.key], c.kind, c.unit, context),
    };
  });
}

/** Rows per page: a large operator's year can hold thousands of rows (the CSV has them all). */
export const TABLE_PAGE_SIZE = 50;

function ReportDataTable({ table, title, report, context }: { table: ReportTable; title: string; report: Report; context: ValueContext }) {
  const { i18n } = useLingui();
  const columns = useMemo(() => tableColumns(i18n, table.columns, context), [i18n, table.columns, context]);
  return (
    <DataTable
      caption={tableCaption(i18n, table, title)}
      columns={columns}
      rows={table.rows}
      getRowKey={(_row, index) => index}
      searchable
      pageSize={TABLE_PAGE_SIZE}
      exportFilename={`analytics-${report.report}-${table.key}`}
    />
  );
}

/** A report with data: figures, chart and tables (the main table first). */
export function ReportBody({ report, title, context }: { report: Report; title: string; context: ValueContext }) {
  const tables = [...report.tables].sort((a, b) => Number(b.key === 'main') - Number(a.key === 'main'));
  return (
    <>
      <section className="analytics-section" aria-labelledby="analytics-figures-title">
        <h2 id="analytics-figures-title">
          <Trans id="analytics.figures.title" message="Headline figures" />
        </h2>
        <Figures report={report} context={context} />
      </section>
      {report.chart.points.length > 0 ? (
        <section className="analytics-section" aria-labelledby="analytics-chart-title">
          <h2 id="analytics-chart-title">
            <Trans id="analytics.chart.title" message="Chart" />
          </h2>
          <ReportChart chart={report.chart} title={title} context={context} />
        </section>
      ) : null}
      <section className="analytics-section" aria-labelledby="analytics-tables-title">
        <h2 id="analytics-tables-title">
          <Trans id="analytics.tables.title" message="Tables" />
        </h2>
        {tables.map((table) => (
          <ReportDataTable key={table.key} table={table} title={title} report={report} context={context} />
        ))}
      </section>
    </>
  );
}
