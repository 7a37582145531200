import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { bus } from 'shared-session';
import { json, type Recorded, type Routes } from 'shared-session/testing';
import { OPERATOR, page, PROVIDER, renderSettlement } from '../test/render';
import type { Invoice } from './api';
import { openDownload } from './download';

jest.mock('./download', () => ({ openDownload: jest.fn() }));

configure({ asyncUtilTimeout: 4000 });

/** A self-billed invoice of the operator to the provider for March 2026. */
function invoice(patch: Partial<Invoice> = {}): Invoice {
  return {
    id: 1,
    number: `INV-${OPERATOR}-000001`,
    kind: 'invoice',
    mode: 'self_billed',
    status: 'issued',
    competition: 7,
    competition_name: 'Norwich Winter 2026',
    competition_reference: 'NOR-W26',
    month: '2026-03',
    report: 3,
    report_version: 1,
    issuer: OPERATOR,
    issuer_name: 'Northern Lines',
    recipient: PROVIDER,
    recipient_name: 'Sunny Flex',
    flex_provider: PROVIDER,
    flex_provider_name: 'Sunny Flex',
    system_operator: OPERATOR,
    system_operator_name: 'Northern Lines',
    currency: 'GBP',
    net: '142.20',
    vat_rate_percent: '20',
    vat: '28.44',
    gross: '170.64',
    issued_at: '2026-04-02T09:00:00.000Z',
    due_at: '2026-05-02T09:00:00.000Z',
    paid_at: null,
    credits_invoice: null,
    credits_invoice_number: null,
    created: '2026-04-02T09:00:00.000Z',
    lines: [{ position: 1, kind: 'availability', quantity: '10', unit: 'MW·h', rate: '12.345', factor: '1', amount: '123.45' }],
    ...patch,
  };
}

const credit = invoice({
  id: 2,
  number: `CRN-${OPERATOR}-000002`,
  kind: 'credit_note',
  report_version: 2,
  net: '-20.00',
  vat: '-4.00',
  gross: '-24.00',
  credits_invoice: 1,
  credits_invoice_number: `INV-${OPERATOR}-000001`,
  created: '2026-04-09T09:00:00.000Z',
});
const older = invoice({ id: 3, number: `INV-${OPERATOR}-000003`, month: '2026-02', status: 'paid', paid_at: '2026-03-20T09:00:00.000Z' });


function renderInvoices(org: 'systemoperator' | 'flexprovider', routes: Routes, path = `/settlement/${org}/invoices`) {
  return renderSettlement(path, routes, org);
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const rowNames = () => screen.getAllByRole('rowheader').map((h) => h.textContent);

beforeEach(() => jest.mocked(openDownload).mockReset());

describe('the operator’s invoices', () => {
  test('lists each invoice with its corrections under it, amounts in the currency, and marks one paid after confirmation', async () => {
    const posted: Recorded[] = [];
    const { user, api } = renderInvoices('systemoperator', {
      'GET performance/invoices/': page([older, credit, invoice()]),
      'POST performance/invoices/1/mark_paid/': (req: Recorded) => {
        posted.push(req);
        return json(invoice({ status: 'paid', paid_at: new Date().toISOString() }));
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'INV-31-000001' });
    // March's invoice, then its credit note, then February's.
    expect(rowNames()).toEqual(['INV-31-000001', 'CRN-31-000002', 'INV-31-000003']);
    const row = within(rowOf('INV-31-000001'));
    expect(row.getByText('Self-billed invoice')).toBeInTheDocument();
    expect(row.getByText('Sunny Flex')).toBeInTheDocument();
    expect(row.getByText('£170.64')).toBeInTheDocument();
    expect(row.getByText('March 2026')).toBeInTheDocument();
    // Its lines on demand: quantity × rate = amount, as the API gave them.
    await user.click(row.getByText('1 line'));
    expect(row.getByText('Availability: 10 MW·h × 12.345 = £123.45')).toBeVisible();
    const creditRow = within(rowOf('CRN-31-000002'));
    expect(creditRow.getByText('corrects INV-31-000001')).toBeInTheDocument();
    expect(creditRow.getByText('-£24.00')).toBeInTheDocument();
    // A paid invoice cannot be marked paid again.
    expect(within(rowOf('INV-31-000003')).queryByRole('button', { name: /^Mark paid/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Issue the draft/ })).not.toBeInTheDocument();

    const mark = screen.getByRole('button', { name: 'Mark paid: INV-31-000001' });
    await user.click(mark);
    const dialog = screen.getByRole('dialog', { name: 'Mark INV-31-000001 paid?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posted).toHaveLength(0);
    await user.click(mark);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(within(rowOf('INV-31-000001')).getByText('Paid')).toBeInTheDocument());
    expect(posted).toHaveLength(1);
    expect(screen.getByText('INV-31-000001 is marked paid.')).toHaveFocus();
    expect(api.callsTo('GET performance/invoices/')).toHaveLength(1);
  });

  test('a refusal is shown in the dialog with the server’s sentence', async () => {
    const { user } = renderInvoices('systemoperator', {
      'GET performance/invoices/': page([invoice()]),
      'POST performance/invoices/1/mark_paid/': json({ detail: 'Only an issued or overdue document can be marked paid.' }, { status: 409 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Mark paid: INV-31-000001' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only an issued or overdue document can be marked paid.');
  });
});

describe('the provider’s invoices', () => {
  test('issues its draft, and downloads a document through a fresh signed link', async () => {
    const draft = invoice({ id: 5, number: null, mode: 'provider_issued', status: 'draft', issuer: PROVIDER, issuer_name: 'Sunny Flex', recipient: OPERATOR, issued_at: null, due_at: null });
    const { user, api } = renderInvoices('flexprovider', {
      'GET performance/invoices/': page([draft, older]),
      'POST performance/invoices/5/issue/': json({ ...draft, number: `INV-${PROVIDER}-000001`, status: 'issued', issued_at: '2026-04-03T10:00:00.000Z', due_at: '2026-05-03T10:00:00.000Z' }),
      'GET performance/invoices/3/download_links/': json({ pdf: 'http://api.test/performance/invoices/3/download/pdf/?user=1&expires=1&signature=a', csv: 'http://api.test/x.csv', expires: '2026-04-03T10:10:00.000Z' }),
    });
    await screen.findByRole('rowheader', { name: 'Draft (no number yet)' });
    // The operator's self-billed invoice: the provider neither marks it paid nor issues it; it sees the operator's name.
    expect(within(rowOf('INV-31-000003')).queryByRole('button', { name: /paid/ })).not.toBeInTheDocument();
    expect(within(rowOf('INV-31-000003')).getByText('Northern Lines')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download INV-31-000003 as PDF' }));
    await waitFor(() => expect(openDownload).toHaveBeenCalledWith('http://api.test/performance/invoices/3/download/pdf/?user=1&expires=1&signature=a'));
    expect(api.callsTo('GET performance/invoices/3/download_links/')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Issue the draft for Norwich Winter 2026, March 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Issue this draft?' });
    await act(async () => {
      await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    });
    expect(await screen.findByRole('rowheader', { name: 'INV-41-000001' })).toBeInTheDocument();
    expect(screen.getByText('Issued as INV-41-000001, due 3 May 2026.')).toHaveFocus();
  });

  test('shows an empty list as such, and a pushed invoice.issued brings the new document', async () => {
    const answers = [page([]), page([invoice()])];
    const { api } = renderInvoices('flexprovider', { 'GET performance/invoices/': () => answers.shift() });
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    act(() => bus.events$.next({ id: 9, type: 'invoice.issued', org_ids: [PROVIDER, OPERATOR], data: { invoice: 1 }, created: new Date().toISOString() }));
    expect(await screen.findByRole('rowheader', { name: 'INV-31-000001' })).toBeInTheDocument();
    expect(api.callsTo('GET performance/invoices/')).toHaveLength(2);
  });

  test('the operator’s URL is not found for a provider', async () => {
    const { api } = renderInvoices('flexprovider', { 'GET performance/invoices/': page([]) }, '/settlement/systemoperator/invoices');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(api.callsTo('GET performance/invoices/')).toHaveLength(0);
  });
});
