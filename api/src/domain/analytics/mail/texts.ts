/** The scheduled report e-mail (domain/analytics/schedules.ts). */
import type { MailText } from '../../../platform/i18n/mail/text.js';
import type { ReportType } from '../schemas.js';

/** The reports' names in e-mails (the screens have their own, in the host's catalogues). */
export const REPORT_NAME: Record<ReportType, MailText> = {
  'procurement-summary': { 'en-GB': 'Procurement summary', 'it-IT': 'Riepilogo degli acquisti', 'pt-PT': 'Resumo da contratação' },
  'price-benchmarks': { 'en-GB': 'Price benchmarks', 'it-IT': 'Prezzi di riferimento', 'pt-PT': 'Preços de referência' },
  'delivery-performance': { 'en-GB': 'Delivery performance', 'it-IT': 'Prestazioni di consegna', 'pt-PT': 'Desempenho da entrega' },
  'dispatch-operations': { 'en-GB': 'Dispatch operations', 'it-IT': 'Operazioni di dispacciamento', 'pt-PT': 'Operações de despacho' },
  'spend-invoicing': { 'en-GB': 'Spend and invoicing', 'it-IT': 'Spesa e fatturazione', 'pt-PT': 'Despesa e faturação' },
  'exchange-liquidity': { 'en-GB': 'Exchange liquidity', 'it-IT': 'Liquidità della borsa', 'pt-PT': 'Liquidez da bolsa' },
  'baseline-accuracy': { 'en-GB': 'Baseline accuracy', 'it-IT': 'Precisione delle baseline', 'pt-PT': 'Precisão das linhas de base' },
};

export const SCHEDULE_SUBJECT: Record<'weekly' | 'monthly', MailText> = {
  weekly: {
    'en-GB': 'Your weekly report: {report}, {from} to {to}',
    'it-IT': 'Il tuo report settimanale: {report}, dal {from} al {to}',
    'pt-PT': 'O seu relatório semanal: {report}, de {from} a {to}',
  },
  monthly: {
    'en-GB': 'Your monthly report: {report}, {from} to {to}',
    'it-IT': 'Il tuo report mensile: {report}, dal {from} al {to}',
    'pt-PT': 'O seu relatório mensal: {report}, de {from} a {to}',
  },
};

export const SCHEDULE_INTRO: MailText = {
  'en-GB': 'The {report} report for {from} to {to} is attached as CSV ({rows} rows).',
  'it-IT': 'Il report {report} dal {from} al {to} è allegato in CSV ({rows} righe).',
  'pt-PT': 'O relatório {report} de {from} a {to} segue em anexo em CSV ({rows} linhas).',
};

export const SCHEDULE_OPEN: MailText = {
  'en-GB': 'Open it with its chart and definitions: {link}',
  'it-IT': 'Aprilo con il grafico e le definizioni: {link}',
  'pt-PT': 'Abra-o com o gráfico e as definições: {link}',
};

export const SCHEDULE_UNSUBSCRIBE: MailText = {
  'en-GB': 'Stop these e-mails (no sign-in needed): {link}',
  'it-IT': 'Interrompi queste e-mail (senza accedere): {link}',
  'pt-PT': 'Parar estes e-mails (sem iniciar sessão): {link}',
};
