/** The e-mail telling a provider what happened to its access to a market. */
import type { MailText } from '../../../platform/i18n/mail/text.js';
import type { MarketKind } from '../schemas.js';

export const MARKET_NAMES: Record<MarketKind, MailText> = {
  flexibility: { 'en-GB': '{operator} flexibility market', 'it-IT': 'mercato della flessibilità di {operator}', 'pt-PT': 'mercado de flexibilidade de {operator}' },
  capacity_exchange: { 'en-GB': 'Capacity Market exchange', 'it-IT': 'borsa del mercato della capacità', 'pt-PT': 'bolsa do mercado de capacidade' },
  load_modifications: { 'en-GB': 'load modifications market', 'it-IT': 'mercato delle modifiche di carico', 'pt-PT': 'mercado de modificações de carga' },
  open_market: { 'en-GB': 'open market', 'it-IT': 'mercato aperto', 'pt-PT': 'mercado aberto' },
};

export const ACCESS_SUBJECT: Record<'under_review' | 'approved' | 'refused', MailText> = {
  under_review: {
    'en-GB': 'Your access to the {market} is under review',
    'it-IT': 'Il tuo accesso al {market} è in esame',
    'pt-PT': 'O seu acesso ao {market} está em análise',
  },
  approved: {
    'en-GB': 'Your access to the {market} is approved',
    'it-IT': 'Il tuo accesso al {market} è approvato',
    'pt-PT': 'O seu acesso ao {market} foi aprovado',
  },
  refused: {
    'en-GB': 'Your access to the {market} was refused',
    'it-IT': 'Il tuo accesso al {market} è stato rifiutato',
    'pt-PT': 'O seu acesso ao {market} foi recusado',
  },
};

export const ACCESS_BODY: Record<'under_review' | 'approved' | 'refused', MailText> = {
  under_review: {
    'en-GB': '{hello}\n\nThe interest {organisation} registered in the {market} is now under review. We will write again when it is decided.\n\n{link}\n',
    'it-IT': '{hello}\n\nl’interesse registrato da {organisation} per il {market} è ora in esame. Ti scriveremo di nuovo quando sarà deciso.\n\n{link}\n',
    'pt-PT': '{hello}\n\nO interesse que {organisation} registou no {market} está agora em análise. Voltaremos a escrever quando for decidido.\n\n{link}\n',
  },
  approved: {
    'en-GB': '{hello}\n\n{organisation} now has access to the {market}: you can take part in it from today.\n\n{link}\n',
    'it-IT': '{hello}\n\n{organisation} ha ora accesso al {market}: potete parteciparvi da oggi.\n\n{link}\n',
    'pt-PT': '{hello}\n\n{organisation} tem agora acesso ao {market}: pode participar a partir de hoje.\n\n{link}\n',
  },
  refused: {
    'en-GB': '{hello}\n\nAccess to the {market} was refused to {organisation}. The reason given:\n\n{reason}\n\nYou may register your interest again once this is resolved.\n\n{link}\n',
    'it-IT': '{hello}\n\nl’accesso al {market} è stato rifiutato a {organisation}. Motivo indicato:\n\n{reason}\n\nPotrai registrare di nuovo il tuo interesse una volta risolto.\n\n{link}\n',
    'pt-PT': '{hello}\n\nO acesso ao {market} foi recusado a {organisation}. Motivo indicado:\n\n{reason}\n\nPode registar novamente o seu interesse quando isto estiver resolvido.\n\n{link}\n',
  },
};
