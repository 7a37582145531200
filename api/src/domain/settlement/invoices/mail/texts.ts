/** The e-mail telling both organisations that an invoice, credit note or supplementary invoice was issued. */
import type { MailText } from '../../../../platform/i18n/mail/text.js';

export const ISSUED_SUBJECT: MailText = {
  'en-GB': '{title} {number} issued: {competition}, {month}',
  'it-IT': '{title} {number} emessa: {competition}, {month}',
  'pt-PT': '{title} {number} emitida: {competition}, {month}',
};

export const ISSUED_BODY: MailText = {
  'en-GB':
    '{hello}\n\n{issuer} has issued {title} {number} for {competition}, settlement month {month}.\n' +
    'Supplier: {supplier}. Customer: {customer}.\nTotal {gross} (net {net}, tax {vat}), due {due}.\n\n' +
    'The document, with its PDF and CSV, is under Settlement → Invoices.',
  'it-IT':
    '{hello}\n\n{issuer} ha emesso {title} {number} per {competition}, mese di regolamento {month}.\n' +
    'Fornitore: {supplier}. Cliente: {customer}.\nTotale {gross} (imponibile {net}, imposta {vat}), scadenza {due}.\n\n' +
    'Il documento, con PDF e CSV, è in Regolamento → Fatture.',
  'pt-PT':
    '{hello}\n\n{issuer} emitiu {title} {number} para {competition}, mês de liquidação {month}.\n' +
    'Fornecedor: {supplier}. Cliente: {customer}.\nTotal {gross} (valor líquido {net}, imposto {vat}), vencimento {due}.\n\n' +
    'O documento, com o PDF e o CSV, está em Liquidação → Faturas.',
};
