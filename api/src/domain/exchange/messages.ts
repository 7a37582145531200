/** The exchange's API messages, with their translations (gathered by the catalogue, platform/i18n/catalogue). Rules in README.md. */
import type { Catalogue } from '../../platform/i18n/catalogue/types.js';

// Who may bid (a listing's cannot_bid_reason) and list.
export const OWN_LISTING = 'You cannot bid on your own listing.';
export const NO_ROLE = 'Your role cannot bid on this listing.';
export const NOT_OPEN = 'Bidding on this listing is not open.';
export const NOT_APPROVED = 'Your organisation is not approved for this market: register your interest under Manage → Market access and wait for approval.';
export const NOT_QUALIFIED = 'Your organisation has no asset qualified for this obligation’s competition.';
export const LIST_NOT_APPROVED =
  'Your organisation is not approved for this market, so it cannot list here: register your interest under Manage → Market access and wait for approval.';
export const NOT_YOUR_ORG = 'This must be your own organisation.';

// Agreements.
export const AGREEMENT_EXISTS = 'An agreement with this number is already recorded for this delivery year.';
export const PLANNED_ASSET_NOT_YOURS = 'Choose one of your own planned assets.';

// Every listing.
export const BIDDING_ORDER = 'Bidding must close after it opens.';
export const CLOSES_PAST = 'Bidding must close in the future.';
export const MIN_FILL_ABOVE = 'The minimum fill cannot be more than the MW listed.';
export const TRANSFER_ORDER = 'The transfer must last at least one day.';
export const TRANSFER_BEFORE_CLOSE = 'The transfer cannot start before the day bidding closes ({day}).';
export const PRICE_ABOVE_REFERENCE = 'The price cannot be above {reference}: the buyer keeps at most what the seller is paid.';
export const MW_POSITIVE = 'Enter more than 0 MW.';

// Capacity-market listings.
export const AGREEMENT_NOT_YOURS = 'Choose one of your own capacity-market agreements.';
export const CM_MW_MIN = 'List more than 1 MW.';
export const CM_MIN_FILL = 'Each part sold must be more than 1 MW: set the minimum fill above 1 MW.';
export const CM_OVER = 'The agreement has only {available} MW left to list.';
export const CM_KEEP = 'You must keep none of the agreement or at least 1 MW: list all {available} MW or at most {most} MW.';
export const CM_TRANSFER_OUTSIDE = 'The transfer must lie inside the delivery year ({first} to {last}).';
export const NOT_COMMISSIONED = 'This unit is still being built: it can be listed once its commissioning milestone is accepted.';
export const GUIDE_ABOVE_CLEAR = 'The guide price cannot be above the agreement’s clear price ({clear}).';

// Obligation listings.
export const OBLIGATION_NOT_YOURS = 'Choose one of your own obligations.';
export const OBLIGATION_NOT_BINDING = 'Only an obligation of an accepted contract that is still running can be listed.';
export const OBLIGATION_NO_RATE = 'Only an obligation with an availability rate can be listed.';
export const OBLIGATION_WHOLE = 'An obligation is listed whole: {mw} MW.';
export const OBLIGATION_MIN_FILL = 'An obligation goes to one buyer: the minimum fill is the whole {mw} MW.';
export const OBLIGATION_START = 'The transfer must start between {first} and {last}.';
export const OBLIGATION_LISTED = 'This obligation is already listed.';

// Load-modification listings.
export const LM_MONTHS = 'The last month cannot be before the first.';
export const LM_TIMES = 'The window must end at a different time from its start.';
export const LM_POINT = 'Give both latitude and longitude, or neither.';
export const GSP_UNKNOWN = 'Choose a GSP region.';

// Listing life.
export const NOT_DRAFT = 'Only a draft can be published.';
export const NOT_WITHDRAWABLE = 'Only a listing that has not been awarded, withdrawn or expired can be withdrawn.';
export const ONLY_LISTER = 'Only the organisation that listed this can do that.';

// Bids.
export const LISTING_UNKNOWN = 'Choose a listing you can see.';
export const BID_MW_ABOVE = 'A bid cannot be for more than the {mw} MW listed.';
export const BID_MW_BELOW = 'A bid must be for at least the minimum fill of {min} MW.';
export const BID_CLOSED = 'Bidding on this listing has closed.';
export const BID_NOT_YET = 'Bidding on this listing has not opened yet.';
export const BID_EXISTS = 'You already have a bid on this listing: amend it instead.';
export const BID_STALE = 'This bid has changed since you loaded it: reload it and try again.';
export const BID_NOT_LIVE = 'Only a submitted bid can be amended or withdrawn.';
export const ONLY_BIDDER = 'Only the organisation that made this bid can change it.';

// Decisions.
export const DECISION_OPEN = 'Bids are decided once bidding closes: close it early to decide now.';
export const DECISION_NOT_TAKING = 'This listing is no longer taking decisions.';
export const DECISION_DECIDED = 'This bid has already been decided.';
export const DECISION_UNKNOWN_BID = 'This bid is not a live bid on this listing.';
export const DECISION_TWICE = 'Decide each bid once.';
export const DECISION_MW = 'Accept between the minimum fill of {min} MW and the {mw} MW bid.';
export const DECISION_MW_ON_REJECT = 'MW are given only when accepting.';
export const DECISION_OVER = 'The accepted bids would fill {filled} MW, more than the {mw} MW listed.';
export const DECISION_CM_KEEP = 'The seller would keep {keep} MW of the agreement: it must keep none or at least 1 MW.';
export const CLOSE_EARLY_NOT_OPEN = 'Only a listing open for bidding can be closed early.';

// The ranking's reasons.
export const RANK_FILL = 'Fills {mw} MW.';
export const RANK_PARTIAL = 'Fills {mw} MW of the {bid} MW bid (what is left).';
export const RANK_FULL = 'The listing is already full.';
export const RANK_BELOW_MIN = 'What is left ({left} MW) is less than the minimum fill.';
export const RANK_CM_KEEP = 'Filling it would leave the seller more than 0 and less than 1 MW.';

// Buying at once.
export const BUY_NO_PRICE = 'This listing cannot be bought at once.';
export const BUY_NOT_OPEN = 'This listing has already been bought or is no longer open.';
export const BUY_PRICE_CHANGED = 'The buy-now price is now {price}: check it and buy again.';
export const WITHDRAW_REASON = 'Tell the bidders why the listing is withdrawn.';

// Registration with the delivery body.
export const REG_NOT_REQUIRED = 'This trade needs no registration with the delivery body.';
export const REG_TRANSITION = 'The registration cannot move from {from} to {to}.';
export const REG_REFERENCE = 'Give the delivery body’s reference.';
export const REG_NOT_PARTY = 'Only the seller or the buyer updates the registration.';

export default {
  [OWN_LISTING]: { 'it-IT': 'Non puoi fare offerte sul tuo stesso annuncio.', 'pt-PT': 'Não pode licitar no seu próprio anúncio.' },
  [NO_ROLE]: { 'it-IT': 'Il tuo ruolo non può fare offerte su questo annuncio.', 'pt-PT': 'A sua função não pode licitar neste anúncio.' },
  [NOT_OPEN]: { 'it-IT': 'Le offerte su questo annuncio non sono aperte.', 'pt-PT': 'As licitações neste anúncio não estão abertas.' },
  [NOT_APPROVED]: {
    'it-IT': 'La tua organizzazione non è approvata per questo mercato: registra il tuo interesse in Gestione → Accesso ai mercati e attendi l’approvazione.',
    'pt-PT': 'A sua organização não está aprovada para este mercado: registe o seu interesse em Gestão → Acesso aos mercados e aguarde a aprovação.',
  },
  [NOT_QUALIFIED]: {
    'it-IT': 'La tua organizzazione non ha alcun asset qualificato per la gara di questo obbligo.',
    'pt-PT': 'A sua organização não tem nenhum ativo qualificado para o concurso desta obrigação.',
  },
  [LIST_NOT_APPROVED]: {
    'it-IT': 'La tua organizzazione non è approvata per questo mercato e non può pubblicarvi annunci: registra il tuo interesse in Gestione → Accesso ai mercati e attendi l’approvazione.',
    'pt-PT': 'A sua organização não está aprovada para este mercado e não pode publicar anúncios nele: registe o seu interesse em Gestão → Acesso aos mercados e aguarde a aprovação.',
  },
  [NOT_YOUR_ORG]: { 'it-IT': 'Deve essere la tua organizzazione.', 'pt-PT': 'Tem de ser a sua própria organização.' },
  [AGREEMENT_EXISTS]: {
    'it-IT': 'Un accordo con questo numero è già registrato per questo anno di consegna.',
    'pt-PT': 'Já existe um acordo com este número registado para este ano de entrega.',
  },
  [PLANNED_ASSET_NOT_YOURS]: { 'it-IT': 'Scegli uno dei tuoi asset pianificati.', 'pt-PT': 'Escolha um dos seus próprios ativos planeados.' },
  [BIDDING_ORDER]: { 'it-IT': 'Le offerte devono chiudersi dopo l’apertura.', 'pt-PT': 'As licitações têm de fechar depois de abrirem.' },
  [CLOSES_PAST]: { 'it-IT': 'Le offerte devono chiudersi in futuro.', 'pt-PT': 'As licitações têm de fechar no futuro.' },
  [MIN_FILL_ABOVE]: {
    'it-IT': 'Il riempimento minimo non può superare i MW dell’annuncio.',
    'pt-PT': 'O preenchimento mínimo não pode ser superior aos MW anunciados.',
  },
  [TRANSFER_ORDER]: { 'it-IT': 'Il trasferimento deve durare almeno un giorno.', 'pt-PT': 'A transferência tem de durar pelo menos um dia.' },
  [TRANSFER_BEFORE_CLOSE]: {
    'it-IT': 'Il trasferimento non può iniziare prima del giorno di chiusura delle offerte ({day}).',
    'pt-PT': 'A transferência não pode começar antes do dia em que as licitações fecham ({day}).',
  },
  [PRICE_ABOVE_REFERENCE]: {
    'it-IT': 'Il prezzo non può superare {reference}: l’acquirente trattiene al massimo quanto è pagato al venditore.',
    'pt-PT': 'O preço não pode ser superior a {reference}: o comprador fica, no máximo, com o que o vendedor recebe.',
  },
  [MW_POSITIVE]: { 'it-IT': 'Inserisci più di 0 MW.', 'pt-PT': 'Introduza mais de 0 MW.' },
  [AGREEMENT_NOT_YOURS]: {
    'it-IT': 'Scegli uno dei tuoi accordi del mercato della capacità.',
    'pt-PT': 'Escolha um dos seus próprios acordos do mercado de capacidade.',
  },
  [CM_MW_MIN]: { 'it-IT': 'Metti in vendita più di 1 MW.', 'pt-PT': 'Anuncie mais de 1 MW.' },
  [CM_MIN_FILL]: {
    'it-IT': 'Ogni parte venduta deve superare 1 MW: imposta il riempimento minimo sopra 1 MW.',
    'pt-PT': 'Cada parte vendida tem de ser superior a 1 MW: defina o preenchimento mínimo acima de 1 MW.',
  },
  [CM_OVER]: {
    'it-IT': 'All’accordo restano solo {available} MW da mettere in vendita.',
    'pt-PT': 'O acordo só tem {available} MW disponíveis para anunciar.',
  },
  [CM_KEEP]: {
    'it-IT': 'Devi conservare nulla dell’accordo o almeno 1 MW: metti in vendita tutti i {available} MW o al massimo {most} MW.',
    'pt-PT': 'Tem de ficar com nada do acordo ou com pelo menos 1 MW: anuncie todos os {available} MW ou no máximo {most} MW.',
  },
  [CM_TRANSFER_OUTSIDE]: {
    'it-IT': 'Il trasferimento deve rientrare nell’anno di consegna (dal {first} al {last}).',
    'pt-PT': 'A transferência tem de ficar dentro do ano de entrega (de {first} a {last}).',
  },
  [NOT_COMMISSIONED]: {
    'it-IT': 'Questa unità è ancora in costruzione: potrà essere messa in vendita quando la sua milestone di messa in servizio sarà accettata.',
    'pt-PT': 'Esta unidade ainda está em construção: pode ser anunciada quando o seu marco de entrada em serviço for aceite.',
  },
  [GUIDE_ABOVE_CLEAR]: {
    'it-IT': 'Il prezzo guida non può superare il prezzo di aggiudicazione dell’accordo ({clear}).',
    'pt-PT': 'O preço de referência não pode ser superior ao preço de fecho do acordo ({clear}).',
  },
  [OBLIGATION_NOT_YOURS]: { 'it-IT': 'Scegli uno dei tuoi obblighi.', 'pt-PT': 'Escolha uma das suas próprias obrigações.' },
  [OBLIGATION_NOT_BINDING]: {
    'it-IT': 'Si può mettere in vendita solo un obbligo di un contratto accettato e ancora in corso.',
    'pt-PT': 'Só pode ser anunciada uma obrigação de um contrato aceite que ainda esteja em vigor.',
  },
  [OBLIGATION_NO_RATE]: {
    'it-IT': 'Si può mettere in vendita solo un obbligo con una tariffa di disponibilità.',
    'pt-PT': 'Só pode ser anunciada uma obrigação com uma tarifa de disponibilidade.',
  },
  [OBLIGATION_WHOLE]: { 'it-IT': 'Un obbligo si mette in vendita per intero: {mw} MW.', 'pt-PT': 'Uma obrigação é anunciada por inteiro: {mw} MW.' },
  [OBLIGATION_MIN_FILL]: {
    'it-IT': 'Un obbligo va a un solo acquirente: il riempimento minimo è l’intero {mw} MW.',
    'pt-PT': 'Uma obrigação vai para um único comprador: o preenchimento mínimo é a totalidade de {mw} MW.',
  },
  [OBLIGATION_START]: {
    'it-IT': 'Il trasferimento deve iniziare tra il {first} e il {last}.',
    'pt-PT': 'A transferência tem de começar entre {first} e {last}.',
  },
  [OBLIGATION_LISTED]: { 'it-IT': 'Questo obbligo è già in vendita.', 'pt-PT': 'Esta obrigação já está anunciada.' },
  [LM_MONTHS]: { 'it-IT': 'L’ultimo mese non può precedere il primo.', 'pt-PT': 'O último mês não pode ser anterior ao primeiro.' },
  [LM_TIMES]: {
    'it-IT': 'La finestra deve terminare a un’ora diversa da quella di inizio.',
    'pt-PT': 'A janela tem de terminar a uma hora diferente da de início.',
  },
  [LM_POINT]: { 'it-IT': 'Indica sia la latitudine sia la longitudine, oppure nessuna delle due.', 'pt-PT': 'Indique a latitude e a longitude, ou nenhuma.' },
  [GSP_UNKNOWN]: { 'it-IT': 'Scegli una regione GSP.', 'pt-PT': 'Escolha uma região GSP.' },
  [NOT_DRAFT]: { 'it-IT': 'Si può pubblicare solo una bozza.', 'pt-PT': 'Só um rascunho pode ser publicado.' },
  [NOT_WITHDRAWABLE]: {
    'it-IT': 'Si può ritirare solo un annuncio non aggiudicato, ritirato o scaduto.',
    'pt-PT': 'Só pode ser retirado um anúncio que não tenha sido adjudicado, retirado ou expirado.',
  },
  [ONLY_LISTER]: {
    'it-IT': 'Solo l’organizzazione che ha pubblicato l’annuncio può farlo.',
    'pt-PT': 'Só a organização que publicou o anúncio o pode fazer.',
  },
  [LISTING_UNKNOWN]: { 'it-IT': 'Scegli un annuncio che puoi vedere.', 'pt-PT': 'Escolha um anúncio que possa ver.' },
  [BID_MW_ABOVE]: {
    'it-IT': 'Un’offerta non può superare i {mw} MW dell’annuncio.',
    'pt-PT': 'Uma licitação não pode ser superior aos {mw} MW anunciados.',
  },
  [BID_MW_BELOW]: {
    'it-IT': 'Un’offerta deve essere almeno pari al riempimento minimo di {min} MW.',
    'pt-PT': 'Uma licitação tem de ser de pelo menos o preenchimento mínimo de {min} MW.',
  },
  [BID_CLOSED]: { 'it-IT': 'Le offerte su questo annuncio sono chiuse.', 'pt-PT': 'As licitações neste anúncio fecharam.' },
  [BID_NOT_YET]: { 'it-IT': 'Le offerte su questo annuncio non sono ancora aperte.', 'pt-PT': 'As licitações neste anúncio ainda não abriram.' },
  [BID_EXISTS]: {
    'it-IT': 'Hai già un’offerta su questo annuncio: modificala.',
    'pt-PT': 'Já tem uma licitação neste anúncio: altere-a.',
  },
  [BID_STALE]: {
    'it-IT': 'Questa offerta è cambiata da quando l’hai caricata: ricaricala e riprova.',
    'pt-PT': 'Esta licitação mudou desde que a carregou: recarregue-a e tente novamente.',
  },
  [BID_NOT_LIVE]: {
    'it-IT': 'Si può modificare o ritirare solo un’offerta presentata.',
    'pt-PT': 'Só uma licitação submetida pode ser alterada ou retirada.',
  },
  [ONLY_BIDDER]: {
    'it-IT': 'Solo l’organizzazione che ha fatto questa offerta può modificarla.',
    'pt-PT': 'Só a organização que fez esta licitação a pode alterar.',
  },
  [DECISION_OPEN]: {
    'it-IT': 'Le offerte si decidono alla chiusura: chiudi in anticipo per decidere ora.',
    'pt-PT': 'As licitações são decididas quando fecham: feche antecipadamente para decidir agora.',
  },
  [DECISION_NOT_TAKING]: { 'it-IT': 'Questo annuncio non accetta più decisioni.', 'pt-PT': 'Este anúncio já não aceita decisões.' },
  [DECISION_DECIDED]: { 'it-IT': 'Su questa offerta si è già deciso.', 'pt-PT': 'Esta licitação já foi decidida.' },
  [DECISION_UNKNOWN_BID]: {
    'it-IT': 'Questa offerta non è un’offerta attiva su questo annuncio.',
    'pt-PT': 'Esta licitação não é uma licitação ativa neste anúncio.',
  },
  [DECISION_TWICE]: { 'it-IT': 'Decidi ogni offerta una sola volta.', 'pt-PT': 'Decida cada licitação uma única vez.' },
  [DECISION_MW]: {
    'it-IT': 'Accetta tra il riempimento minimo di {min} MW e i {mw} MW dell’offerta.',
    'pt-PT': 'Aceite entre o preenchimento mínimo de {min} MW e os {mw} MW da licitação.',
  },
  [DECISION_MW_ON_REJECT]: { 'it-IT': 'I MW si indicano solo accettando.', 'pt-PT': 'Os MW só se indicam ao aceitar.' },
  [DECISION_OVER]: {
    'it-IT': 'Le offerte accettate coprirebbero {filled} MW, più dei {mw} MW dell’annuncio.',
    'pt-PT': 'As licitações aceites preencheriam {filled} MW, mais do que os {mw} MW anunciados.',
  },
  [DECISION_CM_KEEP]: {
    'it-IT': 'Il venditore conserverebbe {keep} MW dell’accordo: deve conservarne nulla o almeno 1 MW.',
    'pt-PT': 'O vendedor ficaria com {keep} MW do acordo: tem de ficar com nada ou com pelo menos 1 MW.',
  },
  [CLOSE_EARLY_NOT_OPEN]: {
    'it-IT': 'Si può chiudere in anticipo solo un annuncio con le offerte aperte.',
    'pt-PT': 'Só um anúncio com licitações abertas pode ser fechado antecipadamente.',
  },
  [RANK_FILL]: { 'it-IT': 'Copre {mw} MW.', 'pt-PT': 'Preenche {mw} MW.' },
  [RANK_PARTIAL]: {
    'it-IT': 'Copre {mw} MW dei {bid} MW dell’offerta (quanto resta).',
    'pt-PT': 'Preenche {mw} MW dos {bid} MW da licitação (o que resta).',
  },
  [RANK_FULL]: { 'it-IT': 'L’annuncio è già coperto.', 'pt-PT': 'O anúncio já está preenchido.' },
  [RANK_BELOW_MIN]: {
    'it-IT': 'Quanto resta ({left} MW) è inferiore al riempimento minimo.',
    'pt-PT': 'O que resta ({left} MW) é inferior ao preenchimento mínimo.',
  },
  [RANK_CM_KEEP]: {
    'it-IT': 'Coprirla lascerebbe al venditore più di 0 e meno di 1 MW.',
    'pt-PT': 'Preenchê-la deixaria o vendedor com mais de 0 e menos de 1 MW.',
  },
  [BUY_NO_PRICE]: { 'it-IT': 'Questo annuncio non si può acquistare subito.', 'pt-PT': 'Este anúncio não pode ser comprado de imediato.' },
  [BUY_NOT_OPEN]: {
    'it-IT': 'Questo annuncio è già stato acquistato o non è più aperto.',
    'pt-PT': 'Este anúncio já foi comprado ou já não está aberto.',
  },
  [BUY_PRICE_CHANGED]: {
    'it-IT': 'Il prezzo di acquisto immediato è ora {price}: controllalo e acquista di nuovo.',
    'pt-PT': 'O preço de compra imediata é agora {price}: verifique-o e compre novamente.',
  },
  [WITHDRAW_REASON]: { 'it-IT': 'Spiega agli offerenti perché l’annuncio viene ritirato.', 'pt-PT': 'Explique aos licitantes porque é que o anúncio é retirado.' },
  [REG_NOT_REQUIRED]: {
    'it-IT': 'Questa transazione non richiede la registrazione presso l’ente di consegna.',
    'pt-PT': 'Esta transação não precisa de registo junto da entidade de entrega.',
  },
  [REG_TRANSITION]: { 'it-IT': 'La registrazione non può passare da {from} a {to}.', 'pt-PT': 'O registo não pode passar de {from} para {to}.' },
  [REG_REFERENCE]: { 'it-IT': 'Indica il riferimento dell’ente di consegna.', 'pt-PT': 'Indique a referência da entidade de entrega.' },
  [REG_NOT_PARTY]: {
    'it-IT': 'Solo il venditore o l’acquirente aggiornano la registrazione.',
    'pt-PT': 'Só o vendedor ou o comprador atualizam o registo.',
  },
} satisfies Catalogue;
