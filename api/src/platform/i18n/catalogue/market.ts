/** Messages of the market (ballots, bids, decisions, clearing, results) and dispatch. */
import type { Catalogue } from './types.js';

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
  'At most the accepted bid’s capacity, {capacity} {unit}.': {
    'it-IT': 'Al massimo la capacità dell’offerta accettata, {capacity} {unit}.',
    'pt-PT': 'No máximo a capacidade da oferta aceite, {capacity} {unit}.',
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
