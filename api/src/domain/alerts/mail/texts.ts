/** The alert e-mails (at once and the daily digest), domain/alerts/deliver.ts and digest.ts. */
import type { MailText } from '../../../platform/i18n/mail/text.js';
import type { AlertTrigger } from '../schemas.js';

/** The subject of an at-once alert, per trigger. */
export const ALERT_SUBJECT: Record<AlertTrigger, MailText> = {
  qualification_open: {
    'en-GB': 'Open for qualification: {competition} ({reference})',
    'it-IT': 'Aperta alla qualifica: {competition} ({reference})',
    'pt-PT': 'Aberto para qualificação: {competition} ({reference})',
  },
  bidding_open: {
    'en-GB': 'Open for bidding: {competition} ({reference})',
    'it-IT': 'Aperta alle offerte: {competition} ({reference})',
    'pt-PT': 'Aberto a ofertas: {competition} ({reference})',
  },
  results_published: {
    'en-GB': 'Results published: {competition} ({reference})',
    'it-IT': 'Risultati pubblicati: {competition} ({reference})',
    'pt-PT': 'Resultados publicados: {competition} ({reference})',
  },
  milestone_due: {
    'en-GB': 'Milestone due on {due}: {milestone}',
    'it-IT': 'Traguardo in scadenza il {due}: {milestone}',
    'pt-PT': 'Marco a cumprir em {due}: {milestone}',
  },
};

/** One item of an alert, per trigger (at once and in the digest). */
export const ALERT_LINE: Record<AlertTrigger, MailText> = {
  qualification_open: {
    'en-GB': '- {competition} ({reference}), {operator}: open for qualification. {link}',
    'it-IT': '- {competition} ({reference}), {operator}: aperta alla qualifica. {link}',
    'pt-PT': '- {competition} ({reference}), {operator}: aberto para qualificação. {link}',
  },
  bidding_open: {
    'en-GB': '- {competition} ({reference}), {operator}: open for bidding. {link}',
    'it-IT': '- {competition} ({reference}), {operator}: aperta alle offerte. {link}',
    'pt-PT': '- {competition} ({reference}), {operator}: aberto a ofertas. {link}',
  },
  results_published: {
    'en-GB': '- {competition} ({reference}), {operator}: results published. {link}',
    'it-IT': '- {competition} ({reference}), {operator}: risultati pubblicati. {link}',
    'pt-PT': '- {competition} ({reference}), {operator}: resultados publicados. {link}',
  },
  milestone_due: {
    'en-GB': '- {milestone} ({competition}): due on {due}. {link}',
    'it-IT': '- {milestone} ({competition}): scadenza il {due}. {link}',
    'pt-PT': '- {milestone} ({competition}): a cumprir em {due}. {link}',
  },
};

export const ALERT_INTRO: MailText = {
  'en-GB': 'Your alert “{alert}” found this:',
  'it-IT': 'Il tuo avviso “{alert}” ha trovato questo:',
  'pt-PT': 'O seu alerta “{alert}” encontrou isto:',
};

/** The daily digest's subject: one text per case, for the grammar of each language. */
export const DIGEST_SUBJECT: Record<'one' | 'many', MailText> = {
  one: {
    'en-GB': 'Your daily alert “{alert}”: 1 update',
    'it-IT': 'Il tuo avviso giornaliero “{alert}”: 1 novità',
    'pt-PT': 'O seu alerta diário “{alert}”: 1 novidade',
  },
  many: {
    'en-GB': 'Your daily alert “{alert}”: {count} updates',
    'it-IT': 'Il tuo avviso giornaliero “{alert}”: {count} novità',
    'pt-PT': 'O seu alerta diário “{alert}”: {count} novidades',
  },
};

export const ALERT_MANAGE: MailText = {
  'en-GB': 'Change or pause your alerts: {link}',
  'it-IT': 'Modifica o sospendi i tuoi avvisi: {link}',
  'pt-PT': 'Altere ou suspenda os seus alertas: {link}',
};

export const ALERT_UNSUBSCRIBE: MailText = {
  'en-GB': 'Stop this alert (no sign-in needed): {link}',
  'it-IT': 'Interrompi questo avviso (senza accedere): {link}',
  'pt-PT': 'Parar este alerta (sem iniciar sessão): {link}',
};
