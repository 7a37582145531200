/**
 * The invoices screens' calls on the typed client: the documents the caller's organisation issues
 * or receives (the server scopes them), marking one paid, issuing a draft, and the signed links to
 * its PDF and CSV.
 */
import { api, type ItemOf, type ResponseOf } from 'shared-session';

/** An invoice, credit note or supplementary invoice with its lines (performance/invoices/). */
export type Invoice = ItemOf<'/performance/invoices/'>;
export type InvoiceStatus = Invoice['status'];
export type InvoiceKind = Invoice['kind'];

/** Every document the caller may see, latest month first. */
export function allInvoices(): Promise<Invoice[]> {
  return api.all('/performance/invoices/', { query: { ordering: '-month' } });
}

/** Records the payment of an issued or overdue document; answers it as stored now. */
export function markPaid(id: number): Promise<Invoice> {
  return api.post('/performance/invoices/{id}/mark_paid/', { path: { id } });
}

/** Issues the provider's draft (it gets its number and due date); answers it as stored now. */
export function issueDraft(id: number): Promise<Invoice> {
  return api.post('/performance/invoices/{id}/issue/', { path: { id } });
}

/** Signed links to the PDF and the CSV, valid for the caller for a few minutes. */
export function downloadLinks(id: number): Promise<ResponseOf<'/performance/invoices/{id}/download_links/'>> {
  return api.get('/performance/invoices/{id}/download_links/', { path: { id } });
}
