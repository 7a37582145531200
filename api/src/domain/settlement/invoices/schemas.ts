/**
 * Invoices' TypeBox schemas: a document (invoice, credit note or supplementary invoice) with its
 * lines as the API answers it. Money travels as decimal strings in the competition's currency;
 * a credit note's amounts are negative.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, NullableDateTime, literalUnion } from '../../../platform/http/schemas.js';
import { DecimalString, INVOICE_MODES, LINE_KINDS } from '../schemas.js';

export const INVOICE_KINDS = ['invoice', 'credit_note', 'supplementary'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_STATUSES = ['draft', 'issued', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const DOWNLOAD_FORMATS = ['pdf', 'csv'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export const InvoiceLineRow = Type.Object({
  position: Type.Integer(),
  kind: literalUnion(LINE_KINDS),
  quantity: DecimalString,
  unit: Type.String(),
  rate: DecimalString,
  factor: DecimalString,
  amount: DecimalString,
});
export type InvoiceLineRow = Static<typeof InvoiceLineRow>;

export const InvoiceRow = Type.Object({
  id: Type.Integer(),
  number: Nullable(Type.String({ description: 'Given when the document is issued (drafts have none): KIND-issuer-sequence' })),
  kind: literalUnion(INVOICE_KINDS),
  mode: literalUnion(INVOICE_MODES, 'self_billed: the operator issues it for the provider; provider_issued: the provider issues it from the platform'),
  status: literalUnion(INVOICE_STATUSES),
  competition: Type.Integer(),
  competition_name: Type.String(),
  competition_reference: Type.String(),
  month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }),
  report: Type.Integer(),
  report_version: Type.Integer(),
  issuer: Type.Integer(),
  issuer_name: Type.String(),
  recipient: Type.Integer(),
  recipient_name: Type.String(),
  flex_provider: Type.Integer(),
  flex_provider_name: Type.String(),
  system_operator: Type.Integer(),
  system_operator_name: Type.String(),
  currency: Type.String(),
  net: DecimalString,
  vat_rate_percent: DecimalString,
  vat: DecimalString,
  gross: DecimalString,
  issued_at: NullableDateTime,
  due_at: NullableDateTime,
  paid_at: NullableDateTime,
  credits_invoice: Nullable(Type.Integer({ description: 'The original invoice a credit note or supplementary invoice corrects' })),
  credits_invoice_number: Nullable(Type.String()),
  created: DateTime,
  lines: Type.Array(InvoiceLineRow),
});
export type InvoiceRow = Static<typeof InvoiceRow>;

export const InvoiceDownloads = Type.Object({
  pdf: Type.String({ description: 'Signed link to the PDF, for the caller only' }),
  csv: Type.String({ description: 'Signed link to the CSV, for the caller only' }),
  expires: DateTime,
});
export type InvoiceDownloads = Static<typeof InvoiceDownloads>;

export const InvoiceDownloadParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }), format: literalUnion(DOWNLOAD_FORMATS) });
export const InvoiceDownloadQuery = Type.Object(
  {
    user: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    expires: Type.Integer({ minimum: 0, maximum: 99999999999 }),
    signature: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
