/** Messages of competitions, assets, entries, qualification, map data and the grid topology file. */
import type { Catalogue } from './types.js';

export default {
  // Assets (domain/assets/)
  'Enter the latitude in degrees (-90 to 90), with the longitude.': {
    'it-IT': 'Inserisci la latitudine in gradi (da -90 a 90), insieme alla longitudine.',
    'pt-PT': 'Introduza a latitude em graus (de -90 a 90), juntamente com a longitude.',
  },
  'Enter the longitude in degrees (-180 to 180), with the latitude.': {
    'it-IT': 'Inserisci la longitudine in gradi (da -180 a 180), insieme alla latitudine.',
    'pt-PT': 'Introduza a longitude em graus (de -180 a 180), juntamente com a latitude.',
  },
  'Give the postcode, or the latitude and longitude.': {
    'it-IT': 'Indica il codice postale, oppure la latitudine e la longitudine.',
    'pt-PT': 'Indique o código postal, ou a latitude e a longitude.',
  },
  'The ref {ref} is already on row {row} of this file; each asset goes on one row.': {
    'it-IT': 'Il riferimento {ref} è già alla riga {row} di questo file: ogni risorsa va su una sola riga.',
    'pt-PT': 'A referência {ref} já está na linha {row} deste ficheiro; cada ativo ocupa uma só linha.',
  },
  '“{value}” is not one of: {choices}.': {
    'it-IT': '“{value}” non è tra: {choices}.',
    'pt-PT': '“{value}” não é um de: {choices}.',
  },
  'Enter a number, e.g. 2.5, or leave it empty for 0.': {
    'it-IT': 'Inserisci un numero, ad es. 2.5, oppure lascia vuoto per 0.',
    'pt-PT': 'Introduza um número, p. ex. 2.5, ou deixe vazio para 0.',
  },
  'Enter up to 1000 comma-separated ids.': {
    'it-IT': 'Inserisci fino a 1000 id separati da virgole.',
    'pt-PT': 'Introduza até 1000 ids separados por vírgulas.',
  },
  'A reason is required to disqualify an asset.': {
    'it-IT': 'Per squalificare una risorsa serve un motivo.',
    'pt-PT': 'É necessário um motivo para desqualificar um ativo.',
  },
  'Choose one of your assets.': {
    'it-IT': 'Scegli una delle tue risorse.',
    'pt-PT': 'Escolha um dos seus ativos.',
  },
  'The end must be after the start.': {
    'it-IT': 'La fine deve essere successiva all’inizio.',
    'pt-PT': 'O fim tem de ser posterior ao início.',
  },
  'This asset already has an unavailability from {from} to {to} (UTC) that overlaps this one; change that record instead.': {
    'it-IT': 'Questa risorsa ha già un’indisponibilità dal {from} al {to} (UTC) che si sovrappone a questa: modifica invece quel record.',
    'pt-PT': 'Este ativo já tem uma indisponibilidade de {from} a {to} (UTC) que se sobrepõe a esta; altere antes esse registo.',
  },
  'This asset already has an unavailability that overlaps this one; change that record instead.': {
    'it-IT': 'Questa risorsa ha già un’indisponibilità che si sovrappone a questa: modifica invece quel record.',
    'pt-PT': 'Este ativo já tem uma indisponibilidade que se sobrepõe a esta; altere antes esse registo.',
  },
  'You already have an asset with this reference.': {
    'it-IT': 'Hai già una risorsa con questo riferimento.',
    'pt-PT': 'Já tem um ativo com esta referência.',
  },
  'Choose the connection voltage from the list.': {
    'it-IT': 'Scegli la tensione di connessione dall’elenco.',
    'pt-PT': 'Escolha a tensão de ligação da lista.',
  },
  'Choose a connection voltage from the list: {voltages} kV.': {
    'it-IT': 'Scegli una tensione di connessione dall’elenco: {voltages} kV.',
    'pt-PT': 'Escolha uma tensão de ligação da lista: {voltages} kV.',
  },
  'Unknown postcode district; check the postcode or pick the point on the map instead.': {
    'it-IT': 'Distretto postale sconosciuto: controlla il codice postale oppure scegli il punto sulla mappa.',
    'pt-PT': 'Distrito postal desconhecido; verifique o código postal ou escolha antes o ponto no mapa.',
  },
  'Give the postcode or pick the point on the map.': {
    'it-IT': 'Indica il codice postale o scegli il punto sulla mappa.',
    'pt-PT': 'Indique o código postal ou escolha o ponto no mapa.',
  },
  'Coordinates must be [longitude, latitude] in degrees.': {
    'it-IT': 'Le coordinate devono essere [longitudine, latitudine] in gradi.',
    'pt-PT': 'As coordenadas têm de ser [longitude, latitude] em graus.',
  },
  // Competitions: area, boundary, filters, lookups (domain/competitions/)
  'Unknown postcode districts: {districts}.': {
    'it-IT': 'Distretti postali sconosciuti: {districts}.',
    'pt-PT': 'Distritos postais desconhecidos: {districts}.',
  },
  'Unknown GSP region ids: {ids}.': {
    'it-IT': 'Id di regione GSP sconosciuti: {ids}.',
    'pt-PT': 'Ids de região GSP desconhecidos: {ids}.',
  },
  'The area lies outside your operating area (GSP groups {groups}).': {
    'it-IT': 'L’area si trova fuori dalla tua area operativa (gruppi GSP {groups}).',
    'pt-PT': 'A área fica fora da sua área de operação (grupos GSP {groups}).',
  },
  'Expected a GeoJSON Polygon or MultiPolygon.': {
    'it-IT': 'Era atteso un Polygon o MultiPolygon GeoJSON.',
    'pt-PT': 'Era esperado um Polygon ou MultiPolygon GeoJSON.',
  },
  'Expected a GeoJSON Polygon or MultiPolygon with closed rings of [lon, lat] positions.': {
    'it-IT': 'Era atteso un Polygon o MultiPolygon GeoJSON con anelli chiusi di posizioni [lon, lat].',
    'pt-PT': 'Era esperado um Polygon ou MultiPolygon GeoJSON com anéis fechados de posições [lon, lat].',
  },
  'Unknown status "{status}".': {
    'it-IT': 'Stato sconosciuto "{status}".',
    'pt-PT': 'Estado desconhecido "{status}".',
  },
  'Choose low or high.': {
    'it-IT': 'Scegli low o high.',
    'pt-PT': 'Escolha low ou high.',
  },
  'Enter a comma list of ids.': {
    'it-IT': 'Inserisci una lista di id separati da virgole.',
    'pt-PT': 'Introduza uma lista de ids separados por vírgulas.',
  },
  'Enter a real date.': {
    'it-IT': 'Inserisci una data esistente.',
    'pt-PT': 'Introduza uma data existente.',
  },
  'Must not be before from.': {
    'it-IT': 'Non deve essere precedente a from.',
    'pt-PT': 'Não pode ser anterior a from.',
  },
  'Ask for at most five years at a time.': {
    'it-IT': 'Chiedi al massimo cinque anni alla volta.',
    'pt-PT': 'Peça no máximo cinco anos de cada vez.',
  },
  'You can only ask for your own operating area.': {
    'it-IT': 'Puoi richiedere solo la tua area operativa.',
    'pt-PT': 'Só pode pedir a sua própria área de operação.',
  },
  // Competitions: the CSV file of competitions (domain/competitions/bulk.ts)
  'Enter everyday, weekdays, weekends or day numbers 0–6 (Monday is 0).': {
    'it-IT': 'Inserisci everyday, weekdays, weekends o i numeri dei giorni 0–6 (il lunedì è 0).',
    'pt-PT': 'Introduza everyday, weekdays, weekends ou os números dos dias 0–6 (segunda-feira é 0).',
  },
  'Enter GSP region ids separated by spaces.': {
    'it-IT': 'Inserisci gli id delle regioni GSP separati da spazi.',
    'pt-PT': 'Introduza os ids das regiões GSP separados por espaços.',
  },
  'Choose one of {choices}.': {
    'it-IT': 'Scegli uno tra {choices}.',
    'pt-PT': 'Escolha um de {choices}.',
  },
  'At most {max} characters.': {
    'it-IT': 'Al massimo {max} caratteri.',
    'pt-PT': 'No máximo {max} caracteres.',
  },
  'Enter a number (0 or more).': {
    'it-IT': 'Inserisci un numero (0 o più).',
    'pt-PT': 'Introduza um número (0 ou mais).',
  },
  'Enter a date-time like 2027-01-04T09:00:00Z.': {
    'it-IT': 'Inserisci una data e ora come 2027-01-04T09:00:00Z.',
    'pt-PT': 'Introduza uma data e hora como 2027-01-04T09:00:00Z.',
  },
  'Enter a date as YYYY-MM-DD.': {
    'it-IT': 'Inserisci una data nel formato YYYY-MM-DD.',
    'pt-PT': 'Introduza uma data no formato YYYY-MM-DD.',
  },
  'Enter a time as HH:MM (24-hour).': {
    'it-IT': 'Inserisci un’ora nel formato HH:MM (24 ore).',
    'pt-PT': 'Introduza uma hora no formato HH:MM (24 horas).',
  },
  'Enter yes or no.': {
    'it-IT': 'Inserisci yes o no.',
    'pt-PT': 'Introduza yes ou no.',
  },
  // Competitions: changes, dates, rates, periods and windows (routes.ts, validation.ts, service-structures.ts)
  'Bidding is not open (status {status}); only an open competition can be closed early.': {
    'it-IT': 'Le offerte non sono aperte (stato: {status}); solo una gara aperta può essere chiusa in anticipo.',
    'pt-PT': 'A apresentação de ofertas não está aberta (estado: {status}); só um concurso aberto pode ser fechado antecipadamente.',
  },
  'Bidding has opened: only the name, description and contact can change now (not {fields}).': {
    'it-IT': 'Le offerte sono aperte: ora si possono modificare solo nome, descrizione e contatto (non {fields}).',
    'pt-PT': 'A apresentação de ofertas já abriu: agora só o nome, a descrição e o contacto podem mudar (não {fields}).',
  },
  'These windows would have no service day inside the period: {names}.': {
    'it-IT': 'Queste finestre non avrebbero alcun giorno di servizio nel periodo: {names}.',
    'pt-PT': 'Estas janelas não teriam nenhum dia de serviço dentro do período: {names}.',
  },
  'Must not be before the start.': {
    'it-IT': 'Non deve essere precedente all’inizio.',
    'pt-PT': 'Não pode ser anterior ao início.',
  },
  'Unknown service period.': {
    'it-IT': 'Periodo di servizio sconosciuto.',
    'pt-PT': 'Período de serviço desconhecido.',
  },
  'Choose one of your own competitions.': {
    'it-IT': 'Scegli una delle tue gare.',
    'pt-PT': 'Escolha um dos seus concursos.',
  },
  'You already have a template with this name.': {
    'it-IT': 'Hai già un modello con questo nome.',
    'pt-PT': 'Já tem um modelo com este nome.',
  },
  'You already have a competition with this reference.': {
    'it-IT': 'Hai già una gara con questo riferimento.',
    'pt-PT': 'Já tem um concurso com esta referência.',
  },
  'Enter a real date (YYYY-MM-DD).': {
    'it-IT': 'Inserisci una data esistente (YYYY-MM-DD).',
    'pt-PT': 'Introduza uma data existente (YYYY-MM-DD).',
  },
  'Must not be before the start of the period.': {
    'it-IT': 'Non deve essere precedente all’inizio del periodo.',
    'pt-PT': 'Não pode ser anterior ao início do período.',
  },
  'Must end after the window starts (an earlier time runs overnight).': {
    'it-IT': 'Deve terminare dopo l’inizio della finestra di servizio (un orario precedente prosegue oltre la mezzanotte).',
    'pt-PT': 'Tem de terminar depois do início da janela de serviço (uma hora anterior continua para além da meia-noite).',
  },
  'Must not be more than the capacity required.': {
    'it-IT': 'Non deve superare la capacità richiesta.',
    'pt-PT': 'Não pode exceder a capacidade necessária.',
  },
  'This window has no service day inside its period.': {
    'it-IT': 'Questa finestra di servizio non ha giorni di servizio all’interno del suo periodo.',
    'pt-PT': 'Esta janela de serviço não tem nenhum dia de serviço dentro do seu período.',
  },
  'Must not be before qualification opens.': {
    'it-IT': 'Non deve essere precedente all’apertura della qualificazione.',
    'pt-PT': 'Não pode ser anterior à abertura da qualificação.',
  },
  'Must not be before qualification closes.': {
    'it-IT': 'Non deve essere precedente alla chiusura della qualificazione.',
    'pt-PT': 'Não pode ser anterior ao fecho da qualificação.',
  },
  'Must not be before bidding opens.': {
    'it-IT': 'Non deve essere precedente all’apertura delle offerte.',
    'pt-PT': 'Não pode ser anterior à abertura das ofertas.',
  },
  'Must not be before bidding closes.': {
    'it-IT': 'Non deve essere precedente alla chiusura delle offerte.',
    'pt-PT': 'Não pode ser anterior ao fecho das ofertas.',
  },
  'Must not be before the archive date.': {
    'it-IT': 'Non deve essere precedente alla data di archiviazione.',
    'pt-PT': 'Não pode ser anterior à data de arquivo.',
  },
  'Enter a duration as [days ]HH:MM:SS, e.g. 00:30:00 or 1 02:00:00.': {
    'it-IT': 'Inserisci una durata come [giorni ]HH:MM:SS, ad es. 00:30:00 o 1 02:00:00.',
    'pt-PT': 'Introduza uma duração como [dias ]HH:MM:SS, p. ex. 00:30:00 ou 1 02:00:00.',
  },
  'Must be longer than zero.': {
    'it-IT': 'Deve essere maggiore di zero.',
    'pt-PT': 'Tem de ser superior a zero.',
  },
  'Must be at least the minimum connection voltage.': {
    'it-IT': 'Deve essere almeno pari alla tensione di connessione minima.',
    'pt-PT': 'Tem de ser pelo menos a tensão de ligação mínima.',
  },
  'Must be at least the minimum budget.': {
    'it-IT': 'Deve essere almeno pari al budget minimo.',
    'pt-PT': 'Tem de ser pelo menos o orçamento mínimo.',
  },
  'Choose GB-ENG, GB-WLS, GB-SCT or GB-NIR.': {
    'it-IT': 'Scegli GB-ENG, GB-WLS, GB-SCT o GB-NIR.',
    'pt-PT': 'Escolha GB-ENG, GB-WLS, GB-SCT ou GB-NIR.',
  },
  'The {rate} guide price is required for this competition type.': {
    'it-IT': 'Il prezzo indicativo di {rate} è obbligatorio per questo tipo di gara.',
    'pt-PT': 'O preço de referência de {rate} é obrigatório para este tipo de concurso.',
  },
  'The fixed {rate} price is required (fixed-price competition).': {
    'it-IT': 'Il prezzo fisso di {rate} è obbligatorio (gara a prezzo fisso).',
    'pt-PT': 'O preço fixo de {rate} é obrigatório (concurso de preço fixo).',
  },
  // The rates named in the two messages above (validation.ts: REQUIRED_RATES labels)
  'availability': {
    'it-IT': 'disponibilità',
    'pt-PT': 'disponibilidade',
  },
  'utilisation': {
    'it-IT': 'utilizzo',
    'pt-PT': 'utilização',
  },
  'service fee': {
    'it-IT': 'commissione di servizio',
    'pt-PT': 'taxa de serviço',
  },
  // Competition statuses, as named in messages (status {status})
  'incomplete': {
    'it-IT': 'incompleta',
    'pt-PT': 'incompleto',
  },
  'pending': {
    'it-IT': 'in attesa',
    'pt-PT': 'pendente',
  },
  'qualifying': {
    'it-IT': 'in qualificazione',
    'pt-PT': 'em qualificação',
  },
  'qualified': {
    'it-IT': 'qualificata',
    'pt-PT': 'qualificado',
  },
  'open': {
    'it-IT': 'aperta',
    'pt-PT': 'aberto',
  },
  'closed': {
    'it-IT': 'chiusa',
    'pt-PT': 'fechado',
  },
  'archived': {
    'it-IT': 'archiviata',
    'pt-PT': 'arquivado',
  },
  // Entries and results confirmation (domain/entries/)
  'Entries can only change while the competition is qualifying or open.': {
    'it-IT': 'Le partecipazioni possono cambiare solo mentre la gara è in qualificazione o aperta.',
    'pt-PT': 'As participações só podem mudar enquanto o concurso está em qualificação ou aberto.',
  },
  'Some of the selected assets are not yours or no longer exist.': {
    'it-IT': 'Alcune delle risorse selezionate non sono tue o non esistono più.',
    'pt-PT': 'Alguns dos ativos selecionados não são seus ou já não existem.',
  },
  'Unknown assets: {ids}.': {
    'it-IT': 'Risorse sconosciute: {ids}.',
    'pt-PT': 'Ativos desconhecidos: {ids}.',
  },
  'These assets do not qualify for the competition: {ids}.': {
    'it-IT': 'Queste risorse non sono qualificate per la gara: {ids}.',
    'pt-PT': 'Estes ativos não estão qualificados para o concurso: {ids}.',
  },
  'Competition {id} was not found.': {
    'it-IT': 'La gara {id} non è stata trovata.',
    'pt-PT': 'O concurso {id} não foi encontrado.',
  },
  'Competition {id} is not qualifying or open.': {
    'it-IT': 'La gara {id} non è in qualificazione né aperta.',
    'pt-PT': 'O concurso {id} não está em qualificação nem aberto.',
  },
  'You have no qualifying assets in competition {id}.': {
    'it-IT': 'Non hai risorse qualificate nella gara {id}.',
    'pt-PT': 'Não tem ativos qualificados no concurso {id}.',
  },
  'Competition {id} is not closed; results can be confirmed once bidding has closed.': {
    'it-IT': 'La gara {id} non è chiusa: i risultati si possono confermare quando le offerte sono chiuse.',
    'pt-PT': 'O concurso {id} não está fechado; os resultados podem ser confirmados quando a apresentação de ofertas tiver fechado.',
  },
  'Competition {id} has 1 bid without a decision; decide every bid before confirming the results.': {
    'it-IT': 'La gara {id} ha 1 offerta senza decisione: decidi su ogni offerta prima di confermare i risultati.',
    'pt-PT': 'O concurso {id} tem 1 oferta sem decisão; decida todas as ofertas antes de confirmar os resultados.',
  },
  'Competition {id} has {count} bids without a decision; decide every bid before confirming the results.': {
    'it-IT': 'La gara {id} ha {count} offerte senza decisione: decidi su ogni offerta prima di confermare i risultati.',
    'pt-PT': 'O concurso {id} tem {count} ofertas sem decisão; decida todas as ofertas antes de confirmar os resultados.',
  },
  // Qualification, map data (domain/qualification/, domain/mapdata/)
  'Choose location, voltage_level or capacity.': {
    'it-IT': 'Scegli location, voltage_level o capacity.',
    'pt-PT': 'Escolha location, voltage_level ou capacity.',
  },
  'Choose from {choices}.': {
    'it-IT': 'Scegli tra {choices}.',
    'pt-PT': 'Escolha entre {choices}.',
  },
  'No map data file yet.': {
    'it-IT': 'Non c’è ancora un file di dati della mappa.',
    'pt-PT': 'Ainda não existe um ficheiro de dados do mapa.',
  },
  'Enter a postcode or place name.': {
    'it-IT': 'Inserisci un codice postale o il nome di una località.',
    'pt-PT': 'Introduza um código postal ou o nome de um local.',
  },
  // Grid topology file (domain/topology/)
  '{type} {name} is already on row {row}; give each site one row.': {
    'it-IT': '{type} {name} è già alla riga {row}: dai a ogni sito una sola riga.',
    'pt-PT': '{type} {name} já está na linha {row}; dê uma só linha a cada local.',
  },
  'No {type} named {name} in this file; name one of its {type} rows.': {
    'it-IT': 'Nessun {type} chiamato {name} in questo file: indica una delle sue righe {type}.',
    'pt-PT': 'Nenhum {type} chamado {name} neste ficheiro; indique uma das suas linhas {type}.',
  },
  'This location is outside every GSP region of Great Britain (offshore?); check the latitude and longitude.': {
    'it-IT': 'Questa posizione è fuori da ogni regione GSP della Gran Bretagna (in mare?): controlla latitudine e longitudine.',
    'pt-PT': 'Esta localização está fora de todas as regiões GSP da Grã-Bretanha (no mar?); verifique a latitude e a longitude.',
  },
  'This location is in {region} ({group}), outside your operating area ({area}).': {
    'it-IT': 'Questa posizione è in {region} ({group}), fuori dalla tua area operativa ({area}).',
    'pt-PT': 'Esta localização fica em {region} ({group}), fora da sua área de operação ({area}).',
  },
  'The file has no GSP rows. Market clearing names GSPs from them: add at least one row of type GSP.': {
    'it-IT': 'Il file non ha righe GSP. Il clearing del mercato ricava i GSP da queste righe: aggiungi almeno una riga di tipo GSP.',
    'pt-PT': 'O ficheiro não tem linhas GSP. O apuramento do mercado obtém os GSP a partir delas: adicione pelo menos uma linha do tipo GSP.',
  },
  'Enter GSP, BSP or Primary.': {
    'it-IT': 'Inserisci GSP, BSP o Primary.',
    'pt-PT': 'Introduza GSP, BSP ou Primary.',
  },
  'Keep the name to 120 characters or fewer.': {
    'it-IT': 'Il nome deve avere al massimo 120 caratteri.',
    'pt-PT': 'O nome deve ter no máximo 120 caracteres.',
  },
  'Keep the parent’s name to 120 characters or fewer.': {
    'it-IT': 'Il nome del sito superiore deve avere al massimo 120 caratteri.',
    'pt-PT': 'O nome do local superior deve ter no máximo 120 caracteres.',
  },
  'A GSP is not fed from another site here; leave parent empty.': {
    'it-IT': 'Qui un GSP non è alimentato da un altro sito: lascia vuoto parent.',
    'pt-PT': 'Aqui um GSP não é alimentado por outro local; deixe parent vazio.',
  },
  'Enter the latitude in decimal degrees within Great Britain ({min} to {max}).': {
    'it-IT': 'Inserisci la latitudine in gradi decimali entro la Gran Bretagna (da {min} a {max}).',
    'pt-PT': 'Introduza a latitude em graus decimais dentro da Grã-Bretanha (de {min} a {max}).',
  },
  'Enter the longitude in decimal degrees within Great Britain ({min} to {max}, west negative).': {
    'it-IT': 'Inserisci la longitudine in gradi decimali entro la Gran Bretagna (da {min} a {max}, ovest negativo).',
    'pt-PT': 'Introduza a longitude em graus decimais dentro da Grã-Bretanha (de {min} a {max}, oeste negativo).',
  },
  'This competition belongs to another operator.': {
    'it-IT': 'Questa gara appartiene a un altro operatore.',
    'pt-PT': 'Este concurso pertence a outro operador.',
  },
} satisfies Catalogue;
