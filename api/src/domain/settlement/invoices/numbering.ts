/**
 * Gap-free invoice numbers per issuer. Every document an organisation issues (invoices, credit
 * notes, supplementary invoices) takes the next number of the issuer's one sequence, inside the
 * transaction that issues it: the counter row stays locked until that transaction ends, so
 * concurrent issues by one issuer wait for each other, and a rolled-back issue gives its number
 * back. Drafts have no number.
 */
import type { Db } from '../../../db/types.js';
import type { InvoiceKind } from './schemas.js';

const PREFIX: Record<InvoiceKind, string> = { invoice: 'INV', credit_note: 'CRN', supplementary: 'SUP' };

/** `INV-12-000042`: the kind, the issuer's organisation id and the sequence number (six digits at least). */
export function formatInvoiceNumber(kind: InvoiceKind, issuerId: number, sequence: number): string {
  return `${PREFIX[kind]}-${issuerId}-${String(sequence).padStart(6, '0')}`;
}

/** Takes the issuer's next sequence number (1, 2, 3, …) in the caller's transaction. */
export async function takeSequenceNumber(tx: Db, issuerId: number): Promise<number> {
  const r = await tx.query<{ taken: number }>(
    `INSERT INTO invoice_number_counters AS c (issuer_id, next_number) VALUES ($1, 2)
     ON CONFLICT (issuer_id) DO UPDATE SET next_number = c.next_number + 1
     RETURNING next_number - 1 AS taken`,
    [issuerId],
  );
  return r.rows[0]!.taken;
}
