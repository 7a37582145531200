/**
 * The words of an invoice's PDF and CSV, in en-GB with their Italian and Portuguese; en-US takes
 * the American spelling and en-AU the English (platform/i18n/mail/text.ts). Values such as dates
 * and amounts are formatted for the reader's locale before they are put in.
 */
import type { MailText } from '../../../platform/i18n/mail/text.js';

export const TITLE_INVOICE: MailText = { 'en-GB': 'Invoice', 'it-IT': 'Fattura', 'pt-PT': 'Fatura' };
export const TITLE_SELF_BILLED: MailText = { 'en-GB': 'Self-billed invoice', 'it-IT': 'Autofattura', 'pt-PT': 'Fatura em autofaturação' };
export const TITLE_CREDIT_NOTE: MailText = { 'en-GB': 'Credit note', 'it-IT': 'Nota di credito', 'pt-PT': 'Nota de crédito' };
export const TITLE_SUPPLEMENTARY: MailText = { 'en-GB': 'Supplementary invoice', 'it-IT': 'Fattura integrativa', 'pt-PT': 'Fatura complementar' };
export const DRAFT: MailText = { 'en-GB': 'Draft, not issued', 'it-IT': 'Bozza, non emessa', 'pt-PT': 'Rascunho, não emitida' };

export const NUMBER: MailText = { 'en-GB': 'Number', 'it-IT': 'Numero', 'pt-PT': 'Número' };
export const STATUS: MailText = { 'en-GB': 'Status', 'it-IT': 'Stato', 'pt-PT': 'Estado' };
export const ISSUE_DATE: MailText = { 'en-GB': 'Issue date', 'it-IT': 'Data di emissione', 'pt-PT': 'Data de emissão' };
export const DUE_DATE: MailText = { 'en-GB': 'Due date', 'it-IT': 'Scadenza', 'pt-PT': 'Data de vencimento' };
export const PAID_DATE: MailText = { 'en-GB': 'Paid on', 'it-IT': 'Pagata il', 'pt-PT': 'Paga em' };
export const ISSUER: MailText = { 'en-GB': 'Issued by', 'it-IT': 'Emessa da', 'pt-PT': 'Emitida por' };
export const SUPPLIER: MailText = { 'en-GB': 'Supplier', 'it-IT': 'Fornitore', 'pt-PT': 'Fornecedor' };
export const CUSTOMER: MailText = { 'en-GB': 'Customer', 'it-IT': 'Cliente', 'pt-PT': 'Cliente' };
export const COMPETITION: MailText = { 'en-GB': 'Competition', 'it-IT': 'Gara', 'pt-PT': 'Concurso' };
export const MONTH: MailText = { 'en-GB': 'Settlement month', 'it-IT': 'Mese di regolamento', 'pt-PT': 'Mês de liquidação' };
export const REPORT: MailText = {
  'en-GB': 'Settlement report version {version}',
  'it-IT': 'Versione {version} del rendiconto di regolamento',
  'pt-PT': 'Versão {version} do relatório de liquidação',
};
export const CORRECTS: MailText = { 'en-GB': 'Corrects invoice {number}', 'it-IT': 'Rettifica la fattura {number}', 'pt-PT': 'Corrige a fatura {number}' };
export const SELF_BILLING_NOTE: MailText = {
  'en-GB': 'Issued by the customer on behalf of the supplier under a self-billing agreement.',
  'it-IT': 'Emessa dal cliente per conto del fornitore in base a un accordo di autofatturazione.',
  'pt-PT': 'Emitida pelo cliente em nome do fornecedor ao abrigo de um acordo de autofaturação.',
};

export const DESCRIPTION: MailText = { 'en-GB': 'Description', 'it-IT': 'Descrizione', 'pt-PT': 'Descrição' };
export const QUANTITY: MailText = { 'en-GB': 'Quantity', 'it-IT': 'Quantità', 'pt-PT': 'Quantidade' };
export const UNIT: MailText = { 'en-GB': 'Unit', 'it-IT': 'Unità', 'pt-PT': 'Unidade' };
export const RATE: MailText = { 'en-GB': 'Rate', 'it-IT': 'Tariffa', 'pt-PT': 'Tarifa' };
export const FACTOR: MailText = { 'en-GB': 'Factor', 'it-IT': 'Fattore', 'pt-PT': 'Fator' };
export const AMOUNT: MailText = { 'en-GB': 'Amount', 'it-IT': 'Importo', 'pt-PT': 'Montante' };
export const NET: MailText = { 'en-GB': 'Net', 'it-IT': 'Imponibile', 'pt-PT': 'Valor líquido' };
export const VAT: MailText = { 'en-GB': 'VAT ({rate} %)', 'it-IT': 'IVA ({rate} %)', 'pt-PT': 'IVA ({rate} %)' };
export const GST: MailText = { 'en-GB': 'GST ({rate} %)', 'it-IT': 'GST ({rate} %)', 'pt-PT': 'GST ({rate} %)' };
export const SALES_TAX: MailText = { 'en-GB': 'Tax ({rate} %)', 'it-IT': 'Imposta ({rate} %)', 'pt-PT': 'Imposto ({rate} %)' };
export const GROSS: MailText = { 'en-GB': 'Total', 'it-IT': 'Totale', 'pt-PT': 'Total' };

export const LINE_NAMES = {
  availability: { 'en-GB': 'Availability', 'it-IT': 'Disponibilità', 'pt-PT': 'Disponibilidade' },
  utilisation: { 'en-GB': 'Utilisation', 'it-IT': 'Utilizzo', 'pt-PT': 'Utilização' },
  service_fee: { 'en-GB': 'Service fee', 'it-IT': 'Corrispettivo di servizio', 'pt-PT': 'Taxa de serviço' },
  penalty: { 'en-GB': 'Penalty', 'it-IT': 'Penale', 'pt-PT': 'Penalização' },
} satisfies Record<string, MailText>;

export const STATUS_NAMES = {
  draft: { 'en-GB': 'Draft', 'it-IT': 'Bozza', 'pt-PT': 'Rascunho' },
  issued: { 'en-GB': 'Issued', 'it-IT': 'Emessa', 'pt-PT': 'Emitida' },
  paid: { 'en-GB': 'Paid', 'it-IT': 'Pagata', 'pt-PT': 'Paga' },
  overdue: { 'en-GB': 'Overdue', 'it-IT': 'Scaduta', 'pt-PT': 'Vencida' },
} satisfies Record<string, MailText>;
