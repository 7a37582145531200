/** The API's messages of dispatch instructions and their statuses, with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../platform/i18n/catalogue/types.js';

/** An instruction must fall inside an obligation of an accepted contract (validate.ts). */
export const NO_OBLIGATION = 'Bid {bid} has no contract obligation; an instruction can be sent once its contract is made.';
export const ABOVE_OBLIGATION = 'At most the obligation’s capacity, {capacity} {unit} (obligation {obligation} of contract {contract}).';
export const AWAITING_ACCEPTANCE = 'Contract {contract} awaits the provider’s acceptance; obligation {obligation} can be dispatched once the contract is accepted.';
export const TERMINATED = 'Contract {contract} was terminated with {last} as its last day; obligation {obligation} does not bind after it.';
export const WITHDRAWN = 'Contract {contract} was withdrawn before it was accepted; obligation {obligation} never bound.';
export const NOT_RUNNING = 'Obligation {obligation} of contract {contract} does not run on {day}.';
export const HELD_BY_OTHER = 'On {day} this bid’s obligation is obligation {obligation} of contract {contract}, held by {holder} (transferred on the exchange); only {holder} can be instructed under it.';

export default {
  [NO_OBLIGATION]: {
    'it-IT': 'L’offerta {bid} non ha un obbligo contrattuale: un’istruzione si può inviare quando il suo contratto è stato creato.',
    'pt-PT': 'A oferta {bid} não tem obrigação contratual; só se pode enviar uma instrução quando o seu contrato existir.',
  },
  [ABOVE_OBLIGATION]: {
    'it-IT': 'Al massimo la capacità dell’obbligo, {capacity} {unit} (obbligo {obligation} del contratto {contract}).',
    'pt-PT': 'No máximo a capacidade da obrigação, {capacity} {unit} (obrigação {obligation} do contrato {contract}).',
  },
  [AWAITING_ACCEPTANCE]: {
    'it-IT': 'Il contratto {contract} attende l’accettazione del fornitore: l’obbligo {obligation} si può dispacciare quando il contratto è accettato.',
    'pt-PT': 'O contrato {contract} aguarda a aceitação do fornecedor; a obrigação {obligation} só pode ser despachada depois de o contrato ser aceite.',
  },
  [TERMINATED]: {
    'it-IT': 'Il contratto {contract} è stato risolto con il {last} come ultimo giorno: l’obbligo {obligation} non vincola dopo tale data.',
    'pt-PT': 'O contrato {contract} foi rescindido com {last} como último dia; a obrigação {obligation} não vincula depois dessa data.',
  },
  [WITHDRAWN]: {
    'it-IT': 'Il contratto {contract} è stato ritirato prima di essere accettato: l’obbligo {obligation} non ha mai vincolato.',
    'pt-PT': 'O contrato {contract} foi retirado antes de ser aceite; a obrigação {obligation} nunca vinculou.',
  },
  [NOT_RUNNING]: {
    'it-IT': 'L’obbligo {obligation} del contratto {contract} non è in vigore il {day}.',
    'pt-PT': 'A obrigação {obligation} do contrato {contract} não está em vigor em {day}.',
  },
  [HELD_BY_OTHER]: {
    'it-IT': 'Il {day} l’obbligo di questa offerta è l’obbligo {obligation} del contratto {contract}, detenuto da {holder} (trasferito sulla borsa): solo {holder} può ricevere istruzioni in base a esso.',
    'pt-PT': 'Em {day} a obrigação desta oferta é a obrigação {obligation} do contrato {contract}, detida por {holder} (transferida na bolsa); só {holder} pode receber instruções ao abrigo dela.',
  },
  // Dispatch instructions (domain/dispatch/)
  'Dispatch instruction not found.': {
    'it-IT': 'Istruzione di dispacciamento non trovata.',
    'pt-PT': 'Instrução de despacho não encontrada.',
  },
  'You already accepted this instruction on {when}; responses are final and cannot be changed.': {
    'it-IT': 'Hai già accettato questa istruzione il {when}: le risposte sono definitive e non si possono modificare.',
    'pt-PT': 'Já aceitou esta instrução em {when}; as respostas são definitivas e não podem ser alteradas.',
  },
  'You already rejected this instruction on {when}; responses are final and cannot be changed.': {
    'it-IT': 'Hai già rifiutato questa istruzione il {when}: le risposte sono definitive e non si possono modificare.',
    'pt-PT': 'Já rejeitou esta instrução em {when}; as respostas são definitivas e não podem ser alteradas.',
  },
  'The operator stopped this instruction on {when}; it can no longer be answered.': {
    'it-IT': 'L’operatore ha interrotto questa istruzione il {when}: non è più possibile rispondere.',
    'pt-PT': 'O operador interrompeu esta instrução em {when}; já não é possível responder.',
  },
  'This instruction expired unanswered at its response deadline, {when}; it can no longer be answered.': {
    'it-IT': 'Questa istruzione è scaduta senza risposta alla sua scadenza per la risposta, {when}: non è più possibile rispondere.',
    'pt-PT': 'Esta instrução expirou sem resposta no seu prazo de resposta, {when}; já não é possível responder.',
  },
  'This instruction is {status}; only an instruction awaiting response can be answered.': {
    'it-IT': 'Lo stato di questa istruzione è «{status}»: si può rispondere solo a un’istruzione in attesa di risposta.',
    'pt-PT': 'O estado desta instrução é «{status}»; só se pode responder a uma instrução a aguardar resposta.',
  },
  'The response deadline passed at {when}; the instruction can no longer be answered.': {
    'it-IT': 'La scadenza per la risposta è passata il {when}: non è più possibile rispondere all’istruzione.',
    'pt-PT': 'O prazo de resposta terminou em {when}; já não é possível responder à instrução.',
  },
  'This instruction was already stopped on {when}; stop instructions are final.': {
    'it-IT': 'Questa istruzione è già stata interrotta il {when}: le interruzioni sono definitive.',
    'pt-PT': 'Esta instrução já foi interrompida em {when}; as interrupções são definitivas.',
  },
  'The provider rejected this instruction; there is nothing to stop.': {
    'it-IT': 'Il fornitore ha rifiutato questa istruzione: non c’è nulla da interrompere.',
    'pt-PT': 'O fornecedor rejeitou esta instrução; não há nada para interromper.',
  },
  'This instruction expired without a response; there is nothing to stop.': {
    'it-IT': 'Questa istruzione è scaduta senza risposta: non c’è nulla da interrompere.',
    'pt-PT': 'Esta instrução expirou sem resposta; não há nada para interromper.',
  },
  'This instruction is {status}; only scheduled, awaiting response or accepted instructions can be stopped.': {
    'it-IT': 'Lo stato di questa istruzione è «{status}»: si possono interrompere solo istruzioni programmate, in attesa di risposta o accettate.',
    'pt-PT': 'O estado desta instrução é «{status}»; só podem ser interrompidas instruções agendadas, a aguardar resposta ou aceites.',
  },
  'This instruction ended at {when}; it can no longer be stopped.': {
    'it-IT': 'Questa istruzione è terminata il {when}: non può più essere interrotta.',
    'pt-PT': 'Esta instrução terminou em {when}; já não pode ser interrompida.',
  },
  // Dispatch statuses, as named in the messages above
  'scheduled': {
    'it-IT': 'programmata',
    'pt-PT': 'agendada',
  },
  'awaiting response': {
    'it-IT': 'in attesa di risposta',
    'pt-PT': 'a aguardar resposta',
  },
  'accepted': {
    'it-IT': 'accettata',
    'pt-PT': 'aceite',
  },
  'rejected': {
    'it-IT': 'rifiutata',
    'pt-PT': 'rejeitada',
  },
  'expired': {
    'it-IT': 'scaduta',
    'pt-PT': 'expirada',
  },
  'stop': {
    'it-IT': 'interrotta',
    'pt-PT': 'interrompida',
  },
  'Every asset must be one of the accepted bid’s assets (asset ids {ids}).': {
    'it-IT': 'Ogni risorsa deve essere una delle risorse dell’offerta accettata (id delle risorse {ids}).',
    'pt-PT': 'Cada ativo tem de ser um dos ativos da oferta aceite (ids dos ativos {ids}).',
  },
  'Start and end must fall inside one delivery time of {window} ({from}–{to} local time on its service days, {first} to {last}); {start}–{end} is not.': {
    'it-IT': 'Inizio e fine devono rientrare in un unico orario di consegna di {window} ({from}–{to} ora locale nei suoi giorni di servizio, dal {first} al {last}); {start}–{end} non vi rientra.',
    'pt-PT': 'O início e o fim têm de ficar dentro de um único período de entrega de {window} ({from}–{to} hora local nos seus dias de serviço, de {first} a {last}); {start}–{end} não fica.',
  },
  'The response deadline must be in the future.': {
    'it-IT': 'La scadenza per la risposta deve essere nel futuro.',
    'pt-PT': 'O prazo de resposta tem de ser no futuro.',
  },
  'The response deadline must be no later than the start.': {
    'it-IT': 'La scadenza per la risposta non deve essere successiva all’inizio.',
    'pt-PT': 'O prazo de resposta não pode ser posterior ao início.',
  },
  'The send time is in the past; leave it empty to send now.': {
    'it-IT': 'L’orario di invio è nel passato: lascialo vuoto per inviare subito.',
    'pt-PT': 'A hora de envio está no passado; deixe-a vazia para enviar agora.',
  },
  'The send time must be before the response deadline.': {
    'it-IT': 'L’orario di invio deve precedere la scadenza per la risposta.',
    'pt-PT': 'A hora de envio tem de ser anterior ao prazo de resposta.',
  },
  'The results of {competition} are not confirmed yet; only accepted bids of confirmed results can be dispatched.': {
    'it-IT': 'I risultati di {competition} non sono ancora confermati: si possono dispacciare solo offerte accettate di risultati confermati.',
    'pt-PT': 'Os resultados de {competition} ainda não estão confirmados; só podem ser despachadas ofertas aceites de resultados confirmados.',
  },
  'This window is not part of {competition}.': {
    'it-IT': 'Questa finestra di servizio non fa parte di {competition}.',
    'pt-PT': 'Esta janela de serviço não faz parte de {competition}.',
  },
  '{competition} is measured in {unit}.': {
    'it-IT': '{competition} si misura in {unit}.',
    'pt-PT': '{competition} é medido em {unit}.',
  },
  'This provider has no accepted bid for {window} in {competition}.': {
    'it-IT': 'Questo fornitore non ha offerte accettate per {window} in {competition}.',
    'pt-PT': 'Este fornecedor não tem nenhuma oferta aceite para {window} em {competition}.',
  },
  'Bid {bid} is not an accepted bid of this provider for {window} in {competition}.': {
    'it-IT': 'L’offerta {bid} non è un’offerta accettata di questo fornitore per {window} in {competition}.',
    'pt-PT': 'A oferta {bid} não é uma oferta aceite deste fornecedor para {window} em {competition}.',
  },
} satisfies Catalogue;
