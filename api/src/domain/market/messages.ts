/** The API's messages of the market: ballots and bids, the bids file, decisions, clearing and results, with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../platform/i18n/catalogue/types.js';

export default {
  // Ballots and bids (domain/market/)
  'Competition not found.': {
    'it-IT': 'Gara non trovata.',
    'pt-PT': 'Concurso não encontrado.',
  },
  'Unknown competition.': {
    'it-IT': 'Gara sconosciuta.',
    'pt-PT': 'Concurso desconhecido.',
  },
  'Confirm your entry into {competition} with {assets} before bidding with them.': {
    'it-IT': 'Conferma la tua partecipazione a {competition} con {assets} prima di presentare offerte con queste risorse.',
    'pt-PT': 'Confirme a sua participação em {competition} com {assets} antes de apresentar ofertas com estes ativos.',
  },
  'Ballot not found.': {
    'it-IT': 'Lotto di offerte non trovato.',
    'pt-PT': 'Lote de ofertas não encontrado.',
  },
  'This ballot has been deactivated; create a new ballot to bid.': {
    'it-IT': 'Questo lotto di offerte è stato disattivato: crea un nuovo lotto di offerte per presentare offerte.',
    'pt-PT': 'Este lote de ofertas foi desativado; crie um novo lote de ofertas para apresentar ofertas.',
  },
  'These assets no longer qualify for {competition}: {assets}. Create a new ballot without them.': {
    'it-IT': 'Queste risorse non sono più qualificate per {competition}: {assets}. Crea un nuovo lotto di offerte senza di esse.',
    'pt-PT': 'Estes ativos já não estão qualificados para {competition}: {assets}. Crie um novo lote de ofertas sem eles.',
  },
  'This ballot has no assets; create a new ballot with your qualifying assets.': {
    'it-IT': 'Questo lotto di offerte non ha risorse: crea un nuovo lotto di offerte con le tue risorse qualificate.',
    'pt-PT': 'Este lote de ofertas não tem ativos; crie um novo lote de ofertas com os seus ativos qualificados.',
  },
  'Service window {id} is not part of {competition}.': {
    'it-IT': 'La finestra di servizio {id} non fa parte di {competition}.',
    'pt-PT': 'A janela de serviço {id} não faz parte de {competition}.',
  },
  'Service window {id} is not part of this competition.': {
    'it-IT': 'La finestra di servizio {id} non fa parte di questa gara.',
    'pt-PT': 'A janela de serviço {id} não faz parte deste concurso.',
  },
  'This window is offered twice in the same submission.': {
    'it-IT': 'Questa finestra di servizio è offerta due volte nello stesso invio.',
    'pt-PT': 'Esta janela de serviço é oferecida duas vezes na mesma submissão.',
  },
  'This ballot also offers its assets in {window}, which overlaps this window; an asset cannot be offered twice at the same time.': {
    'it-IT': 'Questo lotto di offerte offre le sue risorse anche in {window}, che si sovrappone a questa finestra di servizio: una risorsa non può essere offerta due volte nello stesso momento.',
    'pt-PT': 'Este lote de ofertas também oferece os seus ativos em {window}, que se sobrepõe a esta janela de serviço; um ativo não pode ser oferecido duas vezes ao mesmo tempo.',
  },
  'Asset {asset} is already offered in {window} (bid {bid}), which overlaps this window.': {
    'it-IT': 'La risorsa {asset} è già offerta in {window} (offerta {bid}), che si sovrappone a questa finestra di servizio.',
    'pt-PT': 'O ativo {asset} já está a ser oferecido em {window} (oferta {bid}), que se sobrepõe a esta janela de serviço.',
  },
  'Capacity must be greater than zero.': {
    'it-IT': 'La capacità deve essere maggiore di zero.',
    'pt-PT': 'A capacidade tem de ser superior a zero.',
  },
  'Capacity is more than the ballot\'s assets can deliver ({capacity} {unit}).': {
    'it-IT': 'La capacità supera quella che le risorse del lotto di offerte possono fornire ({capacity} {unit}).',
    'pt-PT': 'A capacidade excede o que os ativos do lote de ofertas conseguem fornecer ({capacity} {unit}).',
  },
  'This competition does not take this rate; leave it empty.': {
    'it-IT': 'Questa gara non prevede questa tariffa: lascia vuoto.',
    'pt-PT': 'Este concurso não aceita esta tarifa; deixe vazio.',
  },
  'The price cannot be negative.': {
    'it-IT': 'Il prezzo non può essere negativo.',
    'pt-PT': 'O preço não pode ser negativo.',
  },
  'The price cannot be more than {max}.': {
    'it-IT': 'Il prezzo non può superare {max}.',
    'pt-PT': 'O preço não pode ser superior a {max}.',
  },
  'Ensure that there are no more than {places} decimal places.': {
    'it-IT': 'Assicurati che non ci siano più di {places} cifre decimali.',
    'pt-PT': 'Certifique-se de que não há mais de {places} casas decimais.',
  },
  'Enter a duration as D HH:MM:SS or HH:MM:SS, e.g. 0 02:30:00.': {
    'it-IT': 'Inserisci una durata come D HH:MM:SS o HH:MM:SS (D = giorni), ad es. 0 02:30:00.',
    'pt-PT': 'Introduza uma duração como D HH:MM:SS ou HH:MM:SS (D = dias), p. ex. 0 02:30:00.',
  },
  'Hours must be less than 24.': {
    'it-IT': 'Le ore devono essere meno di 24.',
    'pt-PT': 'As horas têm de ser menos de 24.',
  },
  'Minutes must be less than 60.': {
    'it-IT': 'I minuti devono essere meno di 60.',
    'pt-PT': 'Os minutos têm de ser menos de 60.',
  },
  'Seconds must be less than 60.': {
    'it-IT': 'I secondi devono essere meno di 60.',
    'pt-PT': 'Os segundos têm de ser menos de 60.',
  },
  'The duration must be longer than zero.': {
    'it-IT': 'La durata deve essere maggiore di zero.',
    'pt-PT': 'A duração tem de ser superior a zero.',
  },
  'Unknown status: {status}. Use {choices}.': {
    'it-IT': 'Stato sconosciuto: {status}. Usa {choices}.',
    'pt-PT': 'Estado desconhecido: {status}. Use {choices}.',
  },
  // The bids file (domain/market/bulk.ts)
  'You have no active asset with the ref {ref}.': {
    'it-IT': 'Non hai nessuna risorsa attiva con il riferimento {ref}.',
    'pt-PT': 'Não tem nenhum ativo no estado ativo com a referência {ref}.',
  },
  '{reference} has no service period named {period}.': {
    'it-IT': '{reference} non ha nessun periodo di servizio chiamato {period}.',
    'pt-PT': '{reference} não tem nenhum período de serviço chamado {period}.',
  },
  '{reference} has a window named {window} in more than one period ({periods}); name the period in service_period.': {
    'it-IT': '{reference} ha una finestra chiamata {window} in più di un periodo ({periods}); indica il periodo in service_period.',
    'pt-PT': '{reference} tem uma janela chamada {window} em mais de um período ({periods}); indique o período em service_period.',
  },
  '{reference} has more than one window named {window} in one period; give the window’s id instead.': {
    'it-IT': '{reference} ha più di una finestra chiamata {window} nello stesso periodo; indica invece l’id della finestra.',
    'pt-PT': '{reference} tem mais de uma janela chamada {window} no mesmo período; indique antes o id da janela.',
  },
  '{reference} has no service window named {window}. Download the competition’s bids template for its windows.': {
    'it-IT': '{reference} non ha nessuna finestra di servizio chiamata {window}. Scarica il modello delle offerte della gara per vederne le finestre.',
    'pt-PT': '{reference} não tem nenhuma janela de serviço chamada {window}. Descarregue o modelo de propostas do concurso para ver as suas janelas.',
  },
  '{reference} has no service window named {window} in {period}. Download the competition’s bids template for its windows.': {
    'it-IT': '{reference} non ha nessuna finestra di servizio chiamata {window} in {period}. Scarica il modello delle offerte della gara per vederne le finestre.',
    'pt-PT': '{reference} não tem nenhuma janela de serviço chamada {window} em {period}. Descarregue o modelo de propostas do concurso para ver as suas janelas.',
  },
  'No competition has this id.': {
    'it-IT': 'Nessuna gara ha questo id.',
    'pt-PT': 'Nenhum concurso tem este id.',
  },
  'Name at least one of your assets by its ref.': {
    'it-IT': 'Indica almeno una delle tue risorse con il suo riferimento.',
    'pt-PT': 'Indique pelo menos um dos seus ativos pela respetiva referência.',
  },
  'Enter the capacity as a number, e.g. 2.5.': {
    'it-IT': 'Inserisci la capacità come numero, ad es. 2.5.',
    'pt-PT': 'Introduza a capacidade como número, p. ex. 2.5.',
  },
  'Enter a number, e.g. 12.50, or leave it empty.': {
    'it-IT': 'Inserisci un numero, ad es. 12.50, oppure lascia vuoto.',
    'pt-PT': 'Introduza um número, p. ex. 12.50, ou deixe vazio.',
  },
  'No competition has the reference {reference}.': {
    'it-IT': 'Nessuna gara ha il riferimento {reference}.',
    'pt-PT': 'Nenhum concurso tem a referência {reference}.',
  },
  'More than one operator uses the reference {reference}; ask the operator for a unique one.': {
    'it-IT': 'Più di un operatore usa il riferimento {reference}: chiedi all’operatore un riferimento univoco.',
    'pt-PT': 'Mais de um operador usa a referência {reference}; peça ao operador uma referência única.',
  },
  // Decisions, market clearing, results (decisions.ts, facts.ts, mca.ts, results.ts)
  'These bids are not active bids of the competition: {ids}.': {
    'it-IT': 'Queste offerte non sono offerte attive della gara: {ids}.',
    'pt-PT': 'Estas ofertas não são ofertas ativas do concurso: {ids}.',
  },
  'The results of {competition} are confirmed; bids can no longer change.': {
    'it-IT': 'I risultati di {competition} sono confermati: le offerte non possono più cambiare.',
    'pt-PT': 'Os resultados de {competition} estão confirmados; as ofertas já não podem mudar.',
  },
  'Bidding has closed': {
    'it-IT': 'Le offerte sono chiuse',
    'pt-PT': 'A apresentação de ofertas fechou',
  },
  'Bidding has not opened yet': {
    'it-IT': 'Le offerte non sono ancora aperte',
    'pt-PT': 'A apresentação de ofertas ainda não abriu',
  },
  '{when} for {competition}; bids can only be placed, amended or deleted while bidding is open.': {
    'it-IT': '{when} per {competition}: le offerte si possono presentare, modificare o eliminare solo mentre sono aperte.',
    'pt-PT': '{when} para {competition}; as ofertas só podem ser apresentadas, alteradas ou eliminadas enquanto a apresentação de ofertas está aberta.',
  },
  'The results of {competition} are confirmed and final; decisions can no longer change.': {
    'it-IT': 'I risultati di {competition} sono confermati e definitivi: le decisioni non possono più cambiare.',
    'pt-PT': 'Os resultados de {competition} estão confirmados e são definitivos; as decisões já não podem mudar.',
  },
  '{competition} is not taking bids (status {status}); there is nothing to decide.': {
    'it-IT': '{competition} non accetta offerte (stato: {status}): non c’è nulla da decidere.',
    'pt-PT': '{competition} não está a receber ofertas (estado: {status}); não há nada para decidir.',
  },
  'The bids changed since market clearing ran. Run it again.': {
    'it-IT': 'Le offerte sono cambiate dall’ultima esecuzione del clearing del mercato. Eseguilo di nuovo.',
    'pt-PT': 'As ofertas mudaram desde a última execução do apuramento do mercado. Execute-o novamente.',
  },
  'Send each bid once.': {
    'it-IT': 'Invia ogni offerta una sola volta.',
    'pt-PT': 'Envie cada oferta uma só vez.',
  },
  'Enter real dates as YYYY-MM-DD.': {
    'it-IT': 'Inserisci date esistenti nel formato YYYY-MM-DD.',
    'pt-PT': 'Introduza datas existentes no formato YYYY-MM-DD.',
  },
  'The first date must not be after the last.': {
    'it-IT': 'La prima data non deve essere successiva all’ultima.',
    'pt-PT': 'A primeira data não pode ser posterior à última.',
  },
  'An interval can span at most {days} days.': {
    'it-IT': 'Un intervallo può coprire al massimo {days} giorni.',
    'pt-PT': 'Um intervalo pode abranger no máximo {days} dias.',
  },
  'The end time must differ from the start time.': {
    'it-IT': 'L’ora di fine deve essere diversa dall’ora di inizio.',
    'pt-PT': 'A hora de fim tem de ser diferente da hora de início.',
  },
  'The results of {competition} are already confirmed.': {
    'it-IT': 'I risultati di {competition} sono già confermati.',
    'pt-PT': 'Os resultados de {competition} já estão confirmados.',
  },
  '{competition} is still open for bidding; results can be confirmed once bidding has closed.': {
    'it-IT': '{competition} è ancora aperta alle offerte: i risultati si possono confermare quando le offerte sono chiuse.',
    'pt-PT': '{competition} ainda está aberto a ofertas; os resultados podem ser confirmados quando a apresentação de ofertas tiver fechado.',
  },
  '{competition} is still in status {status}; results can be confirmed once bidding has closed.': {
    'it-IT': '{competition} è ancora nello stato «{status}»: i risultati si possono confermare quando le offerte sono chiuse.',
    'pt-PT': '{competition} ainda está no estado «{status}»; os resultados podem ser confirmados quando a apresentação de ofertas tiver fechado.',
  },
  '1 bid has no decision yet; approve or reject every bid (or run auto-decisioning or market clearing) before confirming.': {
    'it-IT': '1 offerta non ha ancora una decisione: approva o respingi ogni offerta (oppure esegui la decisione automatica o il clearing del mercato) prima di confermare.',
    'pt-PT': '1 oferta ainda não tem decisão; aprove ou rejeite todas as ofertas (ou execute a decisão automática ou o apuramento do mercado) antes de confirmar.',
  },
  '{count} bids have no decision yet; approve or reject every bid (or run auto-decisioning or market clearing) before confirming.': {
    'it-IT': '{count} offerte non hanno ancora una decisione: approva o respingi ogni offerta (oppure esegui la decisione automatica o il clearing del mercato) prima di confermare.',
    'pt-PT': '{count} ofertas ainda não têm decisão; aprove ou rejeite todas as ofertas (ou execute a decisão automática ou o apuramento do mercado) antes de confirmar.',
  },
} satisfies Catalogue;
