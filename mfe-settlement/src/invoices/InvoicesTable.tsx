import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import type { Region } from 'shared-session';
import { DataTable, formatDate, formatMoney, formatNumber, type DataTableColumn } from 'shared-ui';
import type { Invoice } from './api';
import { kindLabel, lineLabel, monthLabel, statusLabel, withCorrections } from './labels';

/** Who reads the list: the operator sees the providers, the provider the operators. */
export type Audience = 'operator' | 'provider';

const amount = (key: 'net' | 'vat' | 'gross', header: string, region: Region): DataTableColumn<Invoice> => ({
  key,
  header,
  sortable: true,
  align: 'end',
  value: (r) => Number(r[key]),
  render: (r) => formatMoney(r[key], r.currency, region) ?? '—',
});

/** The document's lines on demand: kind, quantity × rate (× factor) and amount. */
function Lines({ invoice, region }: { invoice: Invoice; region: Region }) {
  const { i18n } = useLingui();
  if (invoice.lines.length === 0) return <>—</>;
  return (
    <details className="invoices-lines">
      <summary>
        <Trans id="settlement.invoices.lines.summary" message="{count, plural, one {# line} other {# lines}}" values={{ count: invoice.lines.length }} />
      </summary>
      <ul>
        {invoice.lines.map((l) => (
          <li key={l.position}>
            <Trans
              id="settlement.invoices.lines.line"
              message="{kind}: {quantity} {unit} × {rate}{factor} = {amount}"
              values={{
                kind: lineLabel(i18n, l.kind),
                quantity: formatNumber(l.quantity, { maxDecimals: 6 }, region) ?? l.quantity,
                unit: l.unit,
                rate: formatNumber(l.rate, { maxDecimals: 6 }, region) ?? l.rate,
                factor: Number(l.factor) === 1 ? '' : ` × ${formatNumber(l.factor, { maxDecimals: 6 }, region) ?? l.factor}`,
                amount: formatMoney(l.amount, invoice.currency, region) ?? l.amount,
              }}
            />
          </li>
        ))}
      </ul>
    </details>
  );
}

const date = (key: 'issued_at' | 'due_at' | 'paid_at', header: string, region: Region): DataTableColumn<Invoice> => ({
  key,
  header,
  sortable: true,
  value: (r) => r[key] ?? '',
  render: (r) => formatDate(r[key], 'medium', region) ?? '—',
});

export function invoiceColumns(i18n: I18n, region: Region, audience: Audience): DataTableColumn<Invoice>[] {
  return [
    {
      key: 'number',
      header: i18n._({ id: 'settlement.invoices.col.number', message: 'Number' }),
      sortable: true,
      isRowHeader: true,
      value: (r) => r.number ?? i18n._({ id: 'settlement.invoices.draftNumber', message: 'Draft (no number yet)' }),
      render: (r) => (
        <span className={r.credits_invoice === null ? undefined : 'invoices__correction'}>
          {r.number ?? <em>{i18n._({ id: 'settlement.invoices.draftNumber', message: 'Draft (no number yet)' })}</em>}
        </span>
      ),
    },
    {
      key: 'kind',
      header: i18n._({ id: 'settlement.invoices.col.kind', message: 'Document' }),
      sortable: true,
      value: (r) => kindLabel(i18n, r),
      render: (r) => (
        <>
          {kindLabel(i18n, r)}
          {r.credits_invoice_number ? (
            <span className="invoices__corrects">
              <Trans id="settlement.invoices.corrects" message="corrects {number}" values={{ number: r.credits_invoice_number }} />
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'competition_name',
      header: i18n._({ id: 'settlement.invoices.col.competition', message: 'Competition' }),
      sortable: true,
      value: (r) => (r.competition_reference ? `${r.competition_name} (${r.competition_reference})` : r.competition_name),
    },
    { key: 'month', header: i18n._({ id: 'settlement.invoices.col.month', message: 'Month' }), sortable: true, render: (r) => monthLabel(r.month, region.locale) },
    audience === 'operator'
      ? { key: 'flex_provider_name', header: i18n._({ id: 'settlement.invoices.col.provider', message: 'Flex provider' }), sortable: true }
      : { key: 'system_operator_name', header: i18n._({ id: 'settlement.invoices.col.operator', message: 'System operator' }), sortable: true },
    {
      key: 'status',
      header: i18n._({ id: 'settlement.invoices.col.status', message: 'Status' }),
      sortable: true,
      value: (r) => statusLabel(i18n, r.status),
      render: (r) => <span className={`invoices-status invoices-status--${r.status}`}>{statusLabel(i18n, r.status)}</span>,
    },
    date('issued_at', i18n._({ id: 'settlement.invoices.col.issued', message: 'Issued' }), region),
    date('due_at', i18n._({ id: 'settlement.invoices.col.due', message: 'Due' }), region),
    {
      key: 'lines',
      header: i18n._({ id: 'settlement.invoices.col.lines', message: 'Lines' }),
      value: (r) => r.lines.map((l) => `${lineLabel(i18n, l.kind)} ${l.amount}`).join('; '),
      render: (r) => <Lines invoice={r} region={region} />,
    },
    amount('net', i18n._({ id: 'settlement.invoices.col.net', message: 'Net' }), region),
    amount('vat', i18n._({ id: 'settlement.invoices.col.vat', message: 'Tax' }), region),
    amount('gross', i18n._({ id: 'settlement.invoices.col.gross', message: 'Total' }), region),
  ];
}

export interface InvoicesTableProps {
  rows: readonly Invoice[];
  region: Region;
  audience: Audience;
  loading: boolean;
  empty: ReactNode;
  /** The row's buttons (downloads, mark paid, issue). */
  actions: (row: Invoice) => ReactNode;
}

/** The documents, each original followed by its corrections until the reader sorts; searchable and exportable. */
export function InvoicesTable({ rows, region, audience, loading, empty, actions }: InvoicesTableProps) {
  const { i18n } = useLingui();
  const columns: DataTableColumn<Invoice>[] = [
    ...invoiceColumns(i18n, region, audience),
    {
      key: 'actions',
      header: i18n._({ id: 'settlement.invoices.col.actions', message: 'Actions' }),
      exportable: false,
      render: (r) => <div className="invoices-actions">{actions(r)}</div>,
    },
  ];
  return (
    <DataTable
      caption={<Trans id="settlement.invoices.caption" message="Invoices, credit notes and supplementary invoices" />}
      columns={columns}
      rows={withCorrections(rows)}
      getRowKey={(r) => r.id}
      loading={loading}
      empty={empty}
      searchable
      exportFilename="invoices"
    />
  );
}
