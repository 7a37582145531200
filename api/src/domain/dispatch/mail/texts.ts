/** Dispatch instruction e-mails to the provider's members (domain/dispatch/mail.ts). */
import type { MailText } from '../../../platform/i18n/mail/text.js';

export const NEW_SUBJECT: MailText = {
  'en-GB': 'Dispatch instruction {id}: {competition}, respond by {deadline}',
  'it-IT': 'Istruzione di dispacciamento {id}: {competition}, rispondi entro {deadline}',
  'pt-PT': 'Instrução de despacho {id}: {competition}, responda até {deadline}',
};

export const STOPPED_SUBJECT: MailText = {
  'en-GB': 'Dispatch instruction {id} stopped: {competition}',
  'it-IT': 'Istruzione di dispacciamento {id} interrotta: {competition}',
  'pt-PT': 'Instrução de despacho {id} interrompida: {competition}',
};

/** The instruction itself, in both mails. */
const WHAT = {
  'en-GB': '{quantity} {unit} from {start} to {end}, assets {assets}.',
  'it-IT': '{quantity} {unit} dal {start} al {end}, risorse {assets}.',
  'pt-PT': '{quantity} {unit} de {start} a {end}, ativos {assets}.',
};

export const NEW_BODY: MailText = {
  'en-GB':
    '{hello}\n\n{operator} has sent you dispatch instruction {id} for {competition} ({reference}), window {window}:\n' +
    `${WHAT['en-GB']}\n\nPlease accept or reject it before {deadline} under Operations → Upcoming dispatches. Your response is final.`,
  'it-IT':
    '{hello}\n\n{operator} ti ha inviato l’istruzione di dispacciamento {id} per {competition} ({reference}), finestra di servizio {window}:\n' +
    `${WHAT['it-IT']}\n\nAccettala o rifiutala entro {deadline} in Operazioni → Prossimi dispacciamenti. La tua risposta è definitiva.`,
  'pt-PT':
    '{hello}\n\n{operator} enviou-lhe a instrução de despacho {id} para {competition} ({reference}), janela de serviço {window}:\n' +
    `${WHAT['pt-PT']}\n\nAceite-a ou rejeite-a até {deadline} em Operações → Próximos despachos. A sua resposta é definitiva.`,
};

export const STOPPED_BODY: MailText = {
  'en-GB':
    '{hello}\n\n{operator} has STOPPED dispatch instruction {id} for {competition} ({reference}), window {window}:\n' +
    `${WHAT['en-GB']}\n\nDo not deliver it. Stop instructions are final.`,
  'it-IT':
    '{hello}\n\n{operator} ha INTERROTTO l’istruzione di dispacciamento {id} per {competition} ({reference}), finestra di servizio {window}:\n' +
    `${WHAT['it-IT']}\n\nNon eseguirla. Le interruzioni sono definitive.`,
  'pt-PT':
    '{hello}\n\n{operator} INTERROMPEU a instrução de despacho {id} para {competition} ({reference}), janela de serviço {window}:\n' +
    `${WHAT['pt-PT']}\n\nNão a execute. As interrupções são definitivas.`,
};
