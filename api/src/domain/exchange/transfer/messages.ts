/** The API's messages of obligation transfers on the exchange (../transfer.ts), with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../../platform/i18n/catalogue/types.js';

export const OBLIGATION_NOT_FOUND = 'Obligation {obligation} does not exist.';
export const ALREADY_HELD = 'Obligation {obligation} is already held by {buyer}.';
export const AWAITING = 'Obligation {obligation} cannot be transferred: contract {contract} awaits the provider’s acceptance, so the obligation does not bind.';
export const TERMINATED = 'Obligation {obligation} cannot be transferred from {day}: contract {contract} was terminated and the obligation does not bind then.';
export const OUTSIDE_DATES = 'Obligation {obligation} cannot be transferred from {day}: it runs from {first} to {last}.';
export const BUYER_AWAITING = 'The contract of {buyer} for this competition ({contract}) awaits acceptance; it must be accepted before {buyer} takes over an obligation of the competition.';
export const BUYER_TERMINATED = 'The contract of {buyer} for this competition ({contract}) was terminated by the operator; {buyer} cannot take over obligations of the competition.';

export default {
  [OBLIGATION_NOT_FOUND]: {
    'it-IT': 'L’obbligo {obligation} non esiste.',
    'pt-PT': 'A obrigação {obligation} não existe.',
  },
  [ALREADY_HELD]: {
    'it-IT': 'L’obbligo {obligation} è già detenuto da {buyer}.',
    'pt-PT': 'A obrigação {obligation} já é detida por {buyer}.',
  },
  [AWAITING]: {
    'it-IT': 'L’obbligo {obligation} non si può trasferire: il contratto {contract} attende l’accettazione del fornitore, quindi l’obbligo non vincola.',
    'pt-PT': 'A obrigação {obligation} não pode ser transferida: o contrato {contract} aguarda a aceitação do fornecedor, pelo que a obrigação não vincula.',
  },
  [TERMINATED]: {
    'it-IT': 'L’obbligo {obligation} non si può trasferire dal {day}: il contratto {contract} è stato risolto e l’obbligo non vincola in quella data.',
    'pt-PT': 'A obrigação {obligation} não pode ser transferida a partir de {day}: o contrato {contract} foi rescindido e a obrigação não vincula nessa data.',
  },
  [OUTSIDE_DATES]: {
    'it-IT': 'L’obbligo {obligation} non si può trasferire dal {day}: è in vigore dal {first} al {last}.',
    'pt-PT': 'A obrigação {obligation} não pode ser transferida a partir de {day}: vigora de {first} a {last}.',
  },
  [BUYER_AWAITING]: {
    'it-IT': 'Il contratto di {buyer} per questa gara ({contract}) attende l’accettazione: deve essere accettato prima che {buyer} subentri in un obbligo della gara.',
    'pt-PT': 'O contrato de {buyer} para este concurso ({contract}) aguarda aceitação; tem de ser aceite antes de {buyer} assumir uma obrigação do concurso.',
  },
  [BUYER_TERMINATED]: {
    'it-IT': 'Il contratto di {buyer} per questa gara ({contract}) è stato risolto dall’operatore: {buyer} non può subentrare in obblighi della gara.',
    'pt-PT': 'O contrato de {buyer} para este concurso ({contract}) foi rescindido pelo operador; {buyer} não pode assumir obrigações do concurso.',
  },
} satisfies Catalogue;
