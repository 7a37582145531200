/** Settlement report and dispute e-mails (domain/settlement/runs/mail/send.ts). */
import type { MailText } from '../../../../platform/i18n/mail/text.js';

export const PUBLISHED_SUBJECT: MailText = {
  'en-GB': 'Settlement report published: {competition}, {month} (version {version})',
  'it-IT': 'Rendiconto di regolamento pubblicato: {competition}, {month} (versione {version})',
  'pt-PT': 'Relatório de liquidação publicado: {competition}, {month} (versão {version})',
};

export const PUBLISHED_BODY: MailText = {
  'en-GB':
    '{hello}\n\n{operator} has published version {version} of the settlement report of {competition} ({reference}) for {month}.\n' +
    'Your net amount: {net} ({events} dispatch events).\n\n' +
    'Check every event under Settlement → Settlement reports. If a figure is wrong, you can dispute the report or one event until {window}; after that the report becomes final.',
  'it-IT':
    '{hello}\n\n{operator} ha pubblicato la versione {version} del rendiconto di regolamento di {competition} ({reference}) per {month}.\n' +
    'Il tuo importo netto: {net} ({events} eventi di dispacciamento).\n\n' +
    'Controlla ogni evento in Regolamento → Rendiconti di regolamento. Se una cifra è sbagliata, puoi contestare il rendiconto o un singolo evento fino al {window}; dopo tale data il rendiconto diventa definitivo.',
  'pt-PT':
    '{hello}\n\n{operator} publicou a versão {version} do relatório de liquidação de {competition} ({reference}) relativo a {month}.\n' +
    'O seu montante líquido: {net} ({events} eventos de despacho).\n\n' +
    'Verifique cada evento em Liquidação → Relatórios de liquidação. Se um valor estiver errado, pode contestar o relatório ou um evento até {window}; depois disso o relatório torna-se definitivo.',
};

export const DISPUTE_OPENED_SUBJECT: MailText = {
  'en-GB': 'Settlement dispute from {provider}: {competition}, {month}',
  'it-IT': 'Contestazione del regolamento da {provider}: {competition}, {month}',
  'pt-PT': 'Contestação da liquidação de {provider}: {competition}, {month}',
};

export const DISPUTE_OPENED_BODY: MailText = {
  'en-GB':
    '{hello}\n\n{provider} disputes {what} of the settlement report of {competition} ({reference}) for {month}, version {version}.\n' +
    'Reason: {reason}\nNote: {note}\n\n' +
    'Uphold it (the month is run again as a new version) or reject it with a note under Settlement → Settlement reports.',
  'it-IT':
    '{hello}\n\n{provider} contesta {what} del rendiconto di regolamento di {competition} ({reference}) per {month}, versione {version}.\n' +
    'Motivo: {reason}\nNota: {note}\n\n' +
    'Accoglila (il mese viene ricalcolato in una nuova versione) o respingila con una nota in Regolamento → Rendiconti di regolamento.',
  'pt-PT':
    '{hello}\n\n{provider} contesta {what} do relatório de liquidação de {competition} ({reference}) relativo a {month}, versão {version}.\n' +
    'Motivo: {reason}\nNota: {note}\n\n' +
    'Aceite-a (o mês é recalculado numa nova versão) ou rejeite-a com uma nota em Liquidação → Relatórios de liquidação.',
};

export const DISPUTE_DECIDED_SUBJECT: MailText = {
  'en-GB': 'Your settlement dispute was {decided}: {competition}, {month}',
  'it-IT': 'La tua contestazione del regolamento è stata {decided}: {competition}, {month}',
  'pt-PT': 'A sua contestação da liquidação foi {decided}: {competition}, {month}',
};

export const DISPUTE_DECIDED_BODY: MailText = {
  'en-GB':
    '{hello}\n\n{operator} has {decision} your dispute of {what} of the settlement report of {competition} ({reference}) for {month}, version {version}.\n' +
    'Their note: {note}\n\n{next}',
  'it-IT':
    '{hello}\n\n{operator} ha {decision} la tua contestazione di {what} del rendiconto di regolamento di {competition} ({reference}) per {month}, versione {version}.\n' +
    'La sua nota: {note}\n\n{next}',
  'pt-PT':
    '{hello}\n\n{operator} {decision} a sua contestação de {what} do relatório de liquidação de {competition} ({reference}) relativo a {month}, versão {version}.\n' +
    'A nota do operador: {note}\n\n{next}',
};

export const UPHELD: MailText = { 'en-GB': 'upheld', 'it-IT': 'accolto', 'pt-PT': 'aceitou' };
export const REJECTED: MailText = { 'en-GB': 'rejected', 'it-IT': 'respinto', 'pt-PT': 'rejeitou' };
/** The decision in the subject (a participle agreeing with "contestazione" / "contestação"). */
export const UPHELD_SUBJECT: MailText = { 'en-GB': 'upheld', 'it-IT': 'accolta', 'pt-PT': 'aceite' };
export const REJECTED_SUBJECT: MailText = { 'en-GB': 'rejected', 'it-IT': 'respinta', 'pt-PT': 'rejeitada' };

export const NEXT_UPHELD: MailText = {
  'en-GB': 'The month is being settled again; the new version will be published for you to check.',
  'it-IT': 'Il mese viene regolato di nuovo; la nuova versione sarà pubblicata perché tu possa controllarla.',
  'pt-PT': 'O mês está a ser liquidado de novo; a nova versão será publicada para que a possa verificar.',
};
export const NEXT_REJECTED: MailText = {
  'en-GB': 'The report stands as published.',
  'it-IT': 'Il rendiconto resta come pubblicato.',
  'pt-PT': 'O relatório mantém-se tal como foi publicado.',
};

export const WHOLE_REPORT: MailText = { 'en-GB': 'the whole report', 'it-IT': 'l’intero rendiconto', 'pt-PT': 'todo o relatório' };
export const ONE_EVENT: MailText = { 'en-GB': 'event {event}', 'it-IT': 'l’evento {event}', 'pt-PT': 'o evento {event}' };

export const REASONS: Record<'meter_data' | 'baseline' | 'instruction' | 'price', MailText> = {
  meter_data: { 'en-GB': 'meter data', 'it-IT': 'dati di misura', 'pt-PT': 'dados de contagem' },
  baseline: { 'en-GB': 'baseline', 'it-IT': 'baseline', 'pt-PT': 'linha de base' },
  instruction: { 'en-GB': 'instruction', 'it-IT': 'istruzione', 'pt-PT': 'instrução' },
  price: { 'en-GB': 'price', 'it-IT': 'prezzo', 'pt-PT': 'preço' },
};
