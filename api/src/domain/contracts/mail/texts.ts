/**
 * The contract e-mails and the words of the contract summary PDF, in en-GB with their Italian and
 * Portuguese; en-US takes the American spelling and en-AU the English. Values (dates, names,
 * amounts) are formatted for the reader's locale before they are put in.
 */
import type { MailText } from '../../../platform/i18n/mail/text.js';

export const ACCEPTED_SUBJECT: MailText = {
  'en-GB': '{provider} accepted contract {reference}',
  'it-IT': '{provider} ha accettato il contratto {reference}',
  'pt-PT': '{provider} aceitou o contrato {reference}',
};
export const ACCEPTED_BODY: MailText = {
  'en-GB': '{provider} accepted contract {reference} for {competition} on {when}; {name} accepted it and confirmed that the terms were read. The contract runs from {start} to {end}.',
  'it-IT': '{provider} ha accettato il contratto {reference} per {competition} il {when}; lo ha accettato {name}, confermando di aver letto le condizioni. Il contratto decorre dal {start} al {end}.',
  'pt-PT': 'A {provider} aceitou o contrato {reference} para {competition} em {when}; foi aceite por {name}, que confirmou ter lido os termos. O contrato vigora de {start} a {end}.',
};
export const TERMINATED_SUBJECT: MailText = {
  'en-GB': '{operator} terminated contract {reference}',
  'it-IT': '{operator} ha risolto il contratto {reference}',
  'pt-PT': 'A {operator} rescindiu o contrato {reference}',
};
export const TERMINATED_BODY: MailText = {
  'en-GB': '{operator} terminated contract {reference} for {competition}. Its last day is {last}. Reason: {reason}',
  'it-IT': '{operator} ha risolto il contratto {reference} per {competition}. L’ultimo giorno è il {last}. Motivo: {reason}',
  'pt-PT': 'A {operator} rescindiu o contrato {reference} para {competition}. O último dia é {last}. Motivo: {reason}',
};
export const SEE_CONTRACT: MailText = {
  'en-GB': 'See the contract: {link}',
  'it-IT': 'Vedi il contratto: {link}',
  'pt-PT': 'Ver o contrato: {link}',
};

export const PDF_TITLE: MailText = { 'en-GB': 'Call-off contract summary', 'it-IT': 'Riepilogo del contratto applicativo', 'pt-PT': 'Resumo do contrato de execução' };
export const REFERENCE: MailText = { 'en-GB': 'Reference', 'it-IT': 'Riferimento', 'pt-PT': 'Referência' };
export const STATUS: MailText = { 'en-GB': 'Status', 'it-IT': 'Stato', 'pt-PT': 'Estado' };
export const PROVIDER: MailText = { 'en-GB': 'Flexibility provider', 'it-IT': 'Fornitore di flessibilità', 'pt-PT': 'Fornecedor de flexibilidade' };
export const OPERATOR: MailText = { 'en-GB': 'System operator', 'it-IT': 'Operatore di sistema', 'pt-PT': 'Operador de sistema' };
export const COMPETITION: MailText = { 'en-GB': 'Competition', 'it-IT': 'Gara', 'pt-PT': 'Concurso' };
export const FRAMEWORK: MailText = { 'en-GB': 'Framework agreement', 'it-IT': 'Accordo quadro', 'pt-PT': 'Acordo-quadro' };
export const NO_FRAMEWORK: MailText = { 'en-GB': 'None recorded', 'it-IT': 'Nessuno registrato', 'pt-PT': 'Nenhum registado' };
export const TERM: MailText = { 'en-GB': 'Term', 'it-IT': 'Durata', 'pt-PT': 'Prazo' };
export const TERM_VALUE: MailText = { 'en-GB': '{start} to {end}', 'it-IT': 'dal {start} al {end}', 'pt-PT': 'de {start} a {end}' };
export const CURRENCY: MailText = { 'en-GB': 'Currency', 'it-IT': 'Valuta', 'pt-PT': 'Moeda' };
export const ACCEPTED: MailText = { 'en-GB': 'Accepted', 'it-IT': 'Accettato', 'pt-PT': 'Aceite' };
export const ACCEPTED_VALUE: MailText = { 'en-GB': '{when} by {name}', 'it-IT': '{when} da {name}', 'pt-PT': '{when} por {name}' };
export const TERMINATED: MailText = { 'en-GB': 'Terminated', 'it-IT': 'Risolto', 'pt-PT': 'Rescindido' };
export const TERMINATED_VALUE: MailText = { 'en-GB': 'last day {last}: {reason}', 'it-IT': 'ultimo giorno {last}: {reason}', 'pt-PT': 'último dia {last}: {reason}' };
export const OBLIGATIONS: MailText = { 'en-GB': 'Obligations', 'it-IT': 'Obblighi', 'pt-PT': 'Obrigações' };
export const WINDOW: MailText = { 'en-GB': 'Service window', 'it-IT': 'Finestra di servizio', 'pt-PT': 'Janela de serviço' };
export const DAYS: MailText = { 'en-GB': 'Days', 'it-IT': 'Giorni', 'pt-PT': 'Dias' };
export const CAPACITY: MailText = { 'en-GB': 'Capacity', 'it-IT': 'Capacità', 'pt-PT': 'Capacidade' };
export const RATES: MailText = { 'en-GB': 'Rates per MWh', 'it-IT': 'Tariffe per MWh', 'pt-PT': 'Tarifas por MWh' };
export const ASSETS: MailText = { 'en-GB': 'Assets', 'it-IT': 'Asset', 'pt-PT': 'Ativos' };
export const DATES: MailText = { 'en-GB': 'Dates', 'it-IT': 'Date', 'pt-PT': 'Datas' };
export const AVAILABILITY: MailText = { 'en-GB': 'availability {rate}', 'it-IT': 'disponibilità {rate}', 'pt-PT': 'disponibilidade {rate}' };
export const UTILISATION: MailText = { 'en-GB': 'utilisation {rate}', 'it-IT': 'utilizzo {rate}', 'pt-PT': 'utilização {rate}' };
export const SERVICE_FEE: MailText = { 'en-GB': 'service fee {rate}', 'it-IT': 'canone di servizio {rate}', 'pt-PT': 'taxa de serviço {rate}' };
export const HOLIDAYS: MailText = { 'en-GB': 'public holidays: {handling}', 'it-IT': 'festività: {handling}', 'pt-PT': 'feriados: {handling}' };
export const HOLIDAY_NAMES: Record<string, MailText> = {
  Ignore: { 'en-GB': 'as other days', 'it-IT': 'come gli altri giorni', 'pt-PT': 'como os outros dias' },
  Exclude: { 'en-GB': 'excluded', 'it-IT': 'escluse', 'pt-PT': 'excluídos' },
  Only: { 'en-GB': 'only', 'it-IT': 'solo', 'pt-PT': 'apenas' },
};
export const STATUS_NAMES: Record<string, MailText> = {
  awaiting_acceptance: { 'en-GB': 'Awaiting acceptance', 'it-IT': 'In attesa di accettazione', 'pt-PT': 'A aguardar aceitação' },
  active: { 'en-GB': 'Active', 'it-IT': 'Attivo', 'pt-PT': 'Ativo' },
  ended: { 'en-GB': 'Ended', 'it-IT': 'Concluso', 'pt-PT': 'Terminado' },
  terminated: { 'en-GB': 'Terminated', 'it-IT': 'Risolto', 'pt-PT': 'Rescindido' },
};
export const END_NOTE: MailText = {
  'en-GB': 'End dates are the last day the contract or obligation runs.',
  'it-IT': 'Le date di fine sono l’ultimo giorno in cui il contratto o l’obbligo è in vigore.',
  'pt-PT': 'As datas de fim são o último dia em que o contrato ou a obrigação vigora.',
};
