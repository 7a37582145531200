/**
 * The milestone e-mails in en-GB with their Italian and Portuguese; en-US takes the American
 * spelling and en-AU the English. Values (dates, names) are formatted for the reader's locale.
 */
import type { MailText } from '../../../../platform/i18n/mail/text.js';

export const KIND_NAMES: Record<string, MailText> = {
  financial_commitment: { 'en-GB': 'Financial commitment', 'it-IT': 'Impegno finanziario', 'pt-PT': 'Compromisso financeiro' },
  connection: { 'en-GB': 'Connection date', 'it-IT': 'Data di connessione', 'pt-PT': 'Data de ligação' },
  progress_report: { 'en-GB': 'Progress report {n}', 'it-IT': 'Rapporto di avanzamento {n}', 'pt-PT': 'Relatório de progresso {n}' },
  commissioning: { 'en-GB': 'Commissioning (90 % of capacity operational)', 'it-IT': 'Messa in servizio (90 % della capacità operativa)', 'pt-PT': 'Entrada em serviço (90 % da capacidade operacional)' },
};

export const SUBMITTED_SUBJECT: MailText = {
  'en-GB': '{provider} submitted evidence: {milestone} of {asset}',
  'it-IT': '{provider} ha inviato una prova: {milestone} di {asset}',
  'pt-PT': '{provider} submeteu uma prova: {milestone} de {asset}',
};
export const SUBMITTED_BODY: MailText = {
  'en-GB': '{provider} submitted evidence for the milestone “{milestone}” of {asset} (contract {reference}, due {due}). Note: {note}. Accept or reject it with a reason.',
  'it-IT': '{provider} ha inviato una prova per il traguardo “{milestone}” di {asset} (contratto {reference}, scadenza {due}). Nota: {note}. Accettala o rifiutala indicando il motivo.',
  'pt-PT': 'A {provider} submeteu uma prova para o marco “{milestone}” de {asset} (contrato {reference}, prazo {due}). Nota: {note}. Aceite-a ou recuse-a com um motivo.',
};
export const ACCEPTED_SUBJECT: MailText = {
  'en-GB': '{operator} accepted {milestone} of {asset}',
  'it-IT': '{operator} ha accettato {milestone} di {asset}',
  'pt-PT': 'A {operator} aceitou {milestone} de {asset}',
};
export const ACCEPTED_BODY: MailText = {
  'en-GB': '{operator} accepted your evidence for the milestone “{milestone}” of {asset} (contract {reference}).',
  'it-IT': '{operator} ha accettato la tua prova per il traguardo “{milestone}” di {asset} (contratto {reference}).',
  'pt-PT': 'A {operator} aceitou a sua prova para o marco “{milestone}” de {asset} (contrato {reference}).',
};
export const COMMISSIONED: MailText = {
  'en-GB': '{asset} is now one of your flex assets.',
  'it-IT': '{asset} è ora una delle tue risorse flessibili.',
  'pt-PT': '{asset} é agora um dos seus ativos flexíveis.',
};
export const REJECTED_SUBJECT: MailText = {
  'en-GB': '{operator} rejected the evidence for {milestone} of {asset}',
  'it-IT': '{operator} ha rifiutato la prova per {milestone} di {asset}',
  'pt-PT': 'A {operator} recusou a prova para {milestone} de {asset}',
};
export const REJECTED_BODY: MailText = {
  'en-GB': '{operator} rejected your evidence for the milestone “{milestone}” of {asset} (contract {reference}, due {due}). Reason: {reason}. You can submit new evidence.',
  'it-IT': '{operator} ha rifiutato la tua prova per il traguardo “{milestone}” di {asset} (contratto {reference}, scadenza {due}). Motivo: {reason}. Puoi inviare una nuova prova.',
  'pt-PT': 'A {operator} recusou a sua prova para o marco “{milestone}” de {asset} (contrato {reference}, prazo {due}). Motivo: {reason}. Pode submeter uma nova prova.',
};
export const REMINDER_SUBJECT: MailText = {
  'en-GB': 'Milestone due on {due}: {milestone} of {asset}',
  'it-IT': 'Traguardo in scadenza il {due}: {milestone} di {asset}',
  'pt-PT': 'Marco com prazo a {due}: {milestone} de {asset}',
};
export const REMINDER_BODY: MailText = {
  'en-GB': 'The milestone “{milestone}” of {asset} (contract {reference} with {operator}) is due on {due}. Submit its evidence before then.',
  'it-IT': 'Il traguardo “{milestone}” di {asset} (contratto {reference} con {operator}) scade il {due}. Invia la prova entro quella data.',
  'pt-PT': 'O marco “{milestone}” de {asset} (contrato {reference} com a {operator}) tem prazo a {due}. Submeta a prova até lá.',
};
export const MISSED_SUBJECT: MailText = {
  'en-GB': 'Milestone overdue: {milestone} of {asset}',
  'it-IT': 'Traguardo scaduto: {milestone} di {asset}',
  'pt-PT': 'Marco em atraso: {milestone} de {asset}',
};
export const MISSED_BODY: MailText = {
  'en-GB': 'The milestone “{milestone}” of {asset} (contract {reference} between {provider} and {operator}) was due on {due} and has no accepted evidence yet.',
  'it-IT': 'Il traguardo “{milestone}” di {asset} (contratto {reference} tra {provider} e {operator}) scadeva il {due} e non ha ancora una prova accettata.',
  'pt-PT': 'O marco “{milestone}” de {asset} (contrato {reference} entre a {provider} e a {operator}) tinha prazo a {due} e ainda não tem prova aceite.',
};
export const SEE_MILESTONES: MailText = {
  'en-GB': 'See the milestones: {link}',
  'it-IT': 'Vedi i traguardi: {link}',
  'pt-PT': 'Ver os marcos: {link}',
};
