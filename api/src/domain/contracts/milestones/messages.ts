/** The API's messages of milestones, with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../../platform/i18n/catalogue/types.js';

export const NOTE_REQUIRED = 'Say what the evidence shows.';
export const EVIDENCE_INVALID = 'Choose an evidence file your organisation uploaded for milestones.';
export const EVIDENCE_NOT_READY = 'The evidence file is still being checked, or was refused; wait for it to be saved, or upload it again.';
export const NOT_SUBMITTABLE = 'This milestone was already submitted or accepted.';
export const NOT_SUBMITTED = 'This milestone is not awaiting a decision.';
export const CONTRACT_CLOSED = 'The contract of this milestone was terminated.';
export const REJECT_REASON_REQUIRED = 'Tell the provider why the evidence is not enough.';
export const ONLY_MILESTONE_PROVIDER = 'Only the provider named in the contract can submit its milestones.';
export const ONLY_MILESTONE_OPERATOR = 'Only the system operator of the competition can decide on this milestone.';
export const NO_EVIDENCE = 'This milestone has no evidence file.';

export default {
  [NOTE_REQUIRED]: { 'it-IT': 'Indica cosa dimostra la prova.', 'pt-PT': 'Indique o que a prova demonstra.' },
  [EVIDENCE_INVALID]: {
    'it-IT': 'Scegli un file di prova caricato dalla tua organizzazione per i traguardi.',
    'pt-PT': 'Escolha um ficheiro de prova carregado pela sua organização para os marcos.',
  },
  [EVIDENCE_NOT_READY]: {
    'it-IT': 'Il file di prova è ancora in verifica, oppure è stato rifiutato; attendi che sia salvato o caricalo di nuovo.',
    'pt-PT': 'O ficheiro de prova ainda está a ser verificado, ou foi recusado; aguarde que seja guardado ou carregue-o de novo.',
  },
  [NOT_SUBMITTABLE]: { 'it-IT': 'Questo traguardo è già stato inviato o accettato.', 'pt-PT': 'Este marco já foi submetido ou aceite.' },
  [NOT_SUBMITTED]: { 'it-IT': 'Questo traguardo non è in attesa di una decisione.', 'pt-PT': 'Este marco não está a aguardar uma decisão.' },
  [CONTRACT_CLOSED]: { 'it-IT': 'Il contratto di questo traguardo è stato risolto.', 'pt-PT': 'O contrato deste marco foi rescindido.' },
  [REJECT_REASON_REQUIRED]: {
    'it-IT': 'Indica al fornitore perché la prova non è sufficiente.',
    'pt-PT': 'Indique ao fornecedor porque é que a prova não é suficiente.',
  },
  [ONLY_MILESTONE_PROVIDER]: {
    'it-IT': 'Solo il fornitore indicato nel contratto può inviarne i traguardi.',
    'pt-PT': 'Só o fornecedor indicado no contrato pode submeter os seus marcos.',
  },
  [ONLY_MILESTONE_OPERATOR]: {
    'it-IT': 'Solo l’operatore di sistema della gara può decidere su questo traguardo.',
    'pt-PT': 'Só o operador de sistema do concurso pode decidir sobre este marco.',
  },
  [NO_EVIDENCE]: { 'it-IT': 'Questo traguardo non ha un file di prova.', 'pt-PT': 'Este marco não tem ficheiro de prova.' },
} satisfies Catalogue;
