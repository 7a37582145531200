/** The API's messages of competitions: area, boundary, filters, the competitions CSV, changes, dates, rates, periods and windows, statuses, with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../platform/i18n/catalogue/types.js';

export default {
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
} satisfies Catalogue;
