/** The e-mail to providers when an operator confirms a competition's results (domain/market/results.ts). */
import type { MailText } from '../../../platform/i18n/mail/text.js';

export const RESULTS_SUBJECT: MailText = {
  'en-GB': 'Results confirmed: {competition} ({reference})',
  'it-IT': 'Risultati confermati: {competition} ({reference})',
  'pt-PT': 'Resultados confirmados: {competition} ({reference})',
};

export const RESULTS_INTRO: MailText = {
  'en-GB': 'The operator has confirmed the results of {competition} ({reference}). These results are final.',
  'it-IT': 'L’operatore ha confermato i risultati di {competition} ({reference}). Questi risultati sono definitivi.',
  'pt-PT': 'O operador confirmou os resultados de {competition} ({reference}). Estes resultados são definitivos.',
};

/** How many of the provider's bids were accepted: one text per case, for the grammar of each language. */
export const RESULTS_COUNT: Record<'oneAccepted' | 'oneRejected' | 'manyOneAccepted' | 'many', MailText> = {
  oneAccepted: { 'en-GB': 'Your bid was accepted:', 'it-IT': 'La tua offerta è stata accettata:', 'pt-PT': 'A sua oferta foi aceite:' },
  oneRejected: { 'en-GB': 'Your bid was not accepted:', 'it-IT': 'La tua offerta non è stata accettata:', 'pt-PT': 'A sua oferta não foi aceite:' },
  manyOneAccepted: {
    'en-GB': '1 of your {total} bids was accepted:',
    'it-IT': '1 delle tue {total} offerte è stata accettata:',
    'pt-PT': '1 das suas {total} ofertas foi aceite:',
  },
  many: {
    'en-GB': '{accepted} of your {total} bids were accepted:',
    'it-IT': '{accepted} delle tue {total} offerte sono state accettate:',
    'pt-PT': '{accepted} das suas {total} ofertas foram aceites:',
  },
};

/** One bid: "- Evening peak: 2.5 MW — ACCEPTED (accepted), paid 12.50 GBP/MWh". */
export const RESULTS_LINE: MailText = {
  'en-GB': '- {window}: {capacity} MW — {verdict} ({reason}){paid}',
  'it-IT': '- {window}: {capacity} MW — {verdict} ({reason}){paid}',
  'pt-PT': '- {window}: {capacity} MW — {verdict} ({reason}){paid}',
};

export const ACCEPTED: MailText = { 'en-GB': 'ACCEPTED', 'it-IT': 'ACCETTATA', 'pt-PT': 'ACEITE' };
export const REJECTED: MailText = { 'en-GB': 'REJECTED', 'it-IT': 'RESPINTA', 'pt-PT': 'REJEITADA' };

export const PAID: MailText = {
  'en-GB': ', paid {price} {currency}/MWh',
  'it-IT': ', pagata {price} {currency}/MWh',
  'pt-PT': ', paga a {price} {currency}/MWh',
};

/** The reason of a decision (bid_approvals.reason), in words. */
export const REASONS: Record<string, MailText> = {
  accepted: { 'en-GB': 'accepted', 'it-IT': 'accettata', 'pt-PT': 'aceite' },
  rejected_by_operator: { 'en-GB': 'rejected by the operator', 'it-IT': 'respinta dall’operatore', 'pt-PT': 'rejeitada pelo operador' },
  over_price_cap: { 'en-GB': 'the price was above the cap', 'it-IT': 'il prezzo superava il tetto massimo', 'pt-PT': 'o preço excedia o limite máximo' },
  excluded_gsp: {
    'en-GB': 'its grid supply point was excluded',
    'it-IT': 'il suo punto di fornitura della rete (GSP) era escluso',
    'pt-PT': 'o seu ponto de fornecimento da rede (GSP) estava excluído',
  },
  capacity_met: {
    'en-GB': 'the required capacity was already met by lower-priced bids',
    'it-IT': 'la capacità richiesta era già coperta da offerte a prezzo inferiore',
    'pt-PT': 'a capacidade necessária já estava coberta por ofertas de preço inferior',
  },
  not_in_interval: {
    'en-GB': 'its window was outside the demand intervals',
    'it-IT': 'la sua finestra di servizio era fuori dagli intervalli di domanda',
    'pt-PT': 'a sua janela de serviço estava fora dos intervalos de procura',
  },
};

export const RESULTS_FOOTER: MailText = {
  'en-GB': 'You can see every bid and its reason under Manage → Bids → Bid results.',
  'it-IT': 'Puoi vedere ogni offerta e il suo motivo in Gestione → Offerte → Esiti delle offerte.',
  'pt-PT': 'Pode ver cada oferta e o respetivo motivo em Gestão → Ofertas → Resultados das ofertas.',
};
