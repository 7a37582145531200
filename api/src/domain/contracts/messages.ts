/** The API's messages of contracts and framework agreements, with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../platform/i18n/catalogue/types.js';

export const NAME_REQUIRED = 'Type your full name to accept the contract.';
export const TERMS_REQUIRED = 'Tick to confirm that you have read the contract terms.';
export const NOT_AWAITING = 'This contract is no longer awaiting acceptance.';
export const ONLY_PROVIDER = 'Only the provider named in the contract can accept it.';
export const ONLY_OPERATOR = 'Only the system operator of the competition can terminate this contract.';
export const NOT_TERMINABLE = 'Only a contract awaiting acceptance or active can be terminated.';
export const REASON_REQUIRED = 'Tell the provider why the contract is terminated.';
/** Translated in the competitions catalogue, which has it first (a key is catalogued once). */
export const DATE_INVALID = 'Enter a date as YYYY-MM-DD.';
export const DATE_PAST = 'The last day cannot be before today.';
export const DATE_AFTER_END = 'The last day cannot be after the contract’s own last day ({last}).';

export default {
  [NAME_REQUIRED]: {
    'it-IT': 'Scrivi il tuo nome e cognome per accettare il contratto.',
    'pt-PT': 'Escreva o seu nome completo para aceitar o contrato.',
  },
  [TERMS_REQUIRED]: {
    'it-IT': 'Spunta la casella per confermare di aver letto le condizioni del contratto.',
    'pt-PT': 'Assinale para confirmar que leu os termos do contrato.',
  },
  [NOT_AWAITING]: {
    'it-IT': 'Questo contratto non è più in attesa di accettazione.',
    'pt-PT': 'Este contrato já não está a aguardar aceitação.',
  },
  [ONLY_PROVIDER]: {
    'it-IT': 'Solo il fornitore indicato nel contratto può accettarlo.',
    'pt-PT': 'Só o fornecedor indicado no contrato o pode aceitar.',
  },
  [ONLY_OPERATOR]: {
    'it-IT': 'Solo l’operatore di sistema della gara può risolvere questo contratto.',
    'pt-PT': 'Só o operador de sistema do concurso pode rescindir este contrato.',
  },
  [NOT_TERMINABLE]: {
    'it-IT': 'Si può risolvere solo un contratto in attesa di accettazione o attivo.',
    'pt-PT': 'Só um contrato a aguardar aceitação ou ativo pode ser rescindido.',
  },
  [REASON_REQUIRED]: {
    'it-IT': 'Indica al fornitore il motivo della risoluzione del contratto.',
    'pt-PT': 'Indique ao fornecedor o motivo da rescisão do contrato.',
  },
  [DATE_PAST]: {
    'it-IT': 'L’ultimo giorno non può essere precedente a oggi.',
    'pt-PT': 'O último dia não pode ser anterior a hoje.',
  },
  [DATE_AFTER_END]: {
    'it-IT': 'L’ultimo giorno non può essere successivo all’ultimo giorno del contratto ({last}).',
    'pt-PT': 'O último dia não pode ser posterior ao último dia do próprio contrato ({last}).',
  },
} satisfies Catalogue;
