/**
 * The invoice answer's fields as SQL over the `invoices` row (alias `t`): the resource layer reads
 * lists and details with them, and the PDF, CSV and e-mails load one document the same way.
 * Money is read as text, never through a JavaScript number.
 */
import type { Db } from '../../../db/types.js';
import type { InvoiceRow } from './schemas.js';

const orgName = (column: string) => `(SELECT o.name FROM organisations o WHERE o.id = ${column})`;

export const INVOICE_COLUMNS: Record<string, string> = {
  competition: 't.competition_id',
  competition_name: '(SELECT c.name FROM competitions c WHERE c.id = t.competition_id)',
  competition_reference: `(SELECT COALESCE(c.reference, '') FROM competitions c WHERE c.id = t.competition_id)`,
  report: 't.report_id',
  issuer: 't.issuer_id',
  issuer_name: orgName('t.issuer_id'),
  recipient: 't.recipient_id',
  recipient_name: orgName('t.recipient_id'),
  flex_provider: 't.provider_id',
  flex_provider_name: orgName('t.provider_id'),
  system_operator: 't.operator_id',
  system_operator_name: orgName('t.operator_id'),
  net: 't.net::text',
  vat_rate_percent: 't.vat_rate_percent::text',
  vat: 't.vat::text',
  gross: 't.gross::text',
  credits_invoice: 't.credits_invoice_id',
  credits_invoice_number: '(SELECT o.number FROM invoices o WHERE o.id = t.credits_invoice_id)',
  lines: `COALESCE((SELECT json_agg(json_build_object('position', l.position, 'kind', l.kind, 'quantity', l.quantity::text, 'unit', l.unit,
            'rate', l.rate::text, 'factor', l.factor::text, 'amount', l.amount::text) ORDER BY l.position)
          FROM invoice_lines l WHERE l.invoice_id = t.id), '[]'::json)`,
};

/** The plain columns of the table the answer carries as they are. */
const PLAIN = ['id', 'number', 'kind', 'mode', 'status', 'month', 'report_version', 'currency', 'issued_at', 'due_at', 'paid_at', 'created'];

const SELECT = [...PLAIN.map((c) => `t.${c}`), ...Object.entries(INVOICE_COLUMNS).map(([name, expr]) => `${expr} AS ${name}`)].join(', ');

function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

/** One document with its lines, as the API answers it (no access check: callers check first). */
export async function loadInvoice(db: Db, id: number): Promise<InvoiceRow | null> {
  const r = await db.query<Omit<InvoiceRow, 'issued_at' | 'due_at' | 'paid_at' | 'created'> & Record<'issued_at' | 'due_at' | 'paid_at' | 'created', Date | null>>(
    `SELECT ${SELECT} FROM invoices t WHERE t.id = $1`,
    [id],
  );
  const row = r.rows[0];
  if (!row) return null;
  return { ...row, issued_at: toIso(row.issued_at), due_at: toIso(row.due_at), paid_at: toIso(row.paid_at), created: toIso(row.created) ?? '' };
}
