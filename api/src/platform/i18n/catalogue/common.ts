/** Messages of the framework layer: errors.ts, plugins/errors.ts (schema validation, database, framework), the resource layer, events, mail, jobs. */
import type { Catalogue } from './types.js';

export default {
  // errors.ts: the defaults of notAuthenticated, forbidden, notFound
  'Not found.': {
    'it-IT': 'Non trovato.',
    'pt-PT': 'Não encontrado.',
  },
  'You do not have permission to perform this action.': {
    'it-IT': 'Non hai il permesso di eseguire questa azione.',
    'pt-PT': 'Não tem permissão para realizar esta ação.',
  },
  'Authentication credentials were not provided.': {
    'it-IT': 'Le credenziali di autenticazione non sono state fornite.',
    'pt-PT': 'As credenciais de autenticação não foram fornecidas.',
  },
  'Method "{method}" not allowed.': {
    'it-IT': 'Metodo "{method}" non consentito.',
    'pt-PT': 'Método "{method}" não permitido.',
  },
  // Schema validation (plugins/errors.ts: messageOf)
  'This field is required.': {
    'it-IT': 'Questo campo è obbligatorio.',
    'pt-PT': 'Este campo é obrigatório.',
  },
  'A valid integer is required.': {
    'it-IT': 'È richiesto un numero intero valido.',
    'pt-PT': 'É necessário um número inteiro válido.',
  },
  'A valid number is required.': {
    'it-IT': 'È richiesto un numero valido.',
    'pt-PT': 'É necessário um número válido.',
  },
  'Not a valid string.': {
    'it-IT': 'Non è una stringa valida.',
    'pt-PT': 'Não é um texto válido.',
  },
  'Must be a valid boolean.': {
    'it-IT': 'Deve essere un valore booleano valido.',
    'pt-PT': 'Tem de ser um valor booleano válido.',
  },
  'Expected a list of items.': {
    'it-IT': 'Era attesa una lista di elementi.',
    'pt-PT': 'Era esperada uma lista de elementos.',
  },
  'Invalid data. Expected a dictionary.': {
    'it-IT': 'Dati non validi. Era atteso un dizionario.',
    'pt-PT': 'Dados inválidos. Era esperado um dicionário.',
  },
  'This field may not be null.': {
    'it-IT': 'Questo campo non può essere nullo.',
    'pt-PT': 'Este campo não pode ser nulo.',
  },
  'This field may not be blank.': {
    'it-IT': 'Questo campo non può essere vuoto.',
    'pt-PT': 'Este campo não pode estar em branco.',
  },
  'Ensure this field has at least {min} characters.': {
    'it-IT': 'Assicurati che questo campo abbia almeno {min} caratteri.',
    'pt-PT': 'Certifique-se de que este campo tem pelo menos {min} caracteres.',
  },
  'Ensure this field has no more than {max} characters.': {
    'it-IT': 'Assicurati che questo campo non abbia più di {max} caratteri.',
    'pt-PT': 'Certifique-se de que este campo não tem mais de {max} caracteres.',
  },
  'Ensure this value is greater than or equal to {min}.': {
    'it-IT': 'Assicurati che questo valore sia maggiore o uguale a {min}.',
    'pt-PT': 'Certifique-se de que este valor é maior ou igual a {min}.',
  },
  'Ensure this value is greater than {min}.': {
    'it-IT': 'Assicurati che questo valore sia maggiore di {min}.',
    'pt-PT': 'Certifique-se de que este valor é maior do que {min}.',
  },
  'Ensure this value is less than or equal to {max}.': {
    'it-IT': 'Assicurati che questo valore sia minore o uguale a {max}.',
    'pt-PT': 'Certifique-se de que este valor é menor ou igual a {max}.',
  },
  'Ensure this value is less than {max}.': {
    'it-IT': 'Assicurati che questo valore sia minore di {max}.',
    'pt-PT': 'Certifique-se de que este valor é menor do que {max}.',
  },
  'This list may not be empty.': {
    'it-IT': 'Questa lista non può essere vuota.',
    'pt-PT': 'Esta lista não pode estar vazia.',
  },
  'Ensure this field has at least {min} elements.': {
    'it-IT': 'Assicurati che questo campo abbia almeno {min} elementi.',
    'pt-PT': 'Certifique-se de que este campo tem pelo menos {min} elementos.',
  },
  'Ensure this field has no more than {max} elements.': {
    'it-IT': 'Assicurati che questo campo non abbia più di {max} elementi.',
    'pt-PT': 'Certifique-se de que este campo não tem mais de {max} elementos.',
  },
  'Not a valid choice.': {
    'it-IT': 'Non è una scelta valida.',
    'pt-PT': 'Não é uma opção válida.',
  },
  'Enter a valid date and time.': {
    'it-IT': 'Inserisci una data e un’ora valide.',
    'pt-PT': 'Introduza uma data e hora válidas.',
  },
  'Enter a valid date.': {
    'it-IT': 'Inserisci una data valida.',
    'pt-PT': 'Introduza uma data válida.',
  },
  'Enter a valid time.': {
    'it-IT': 'Inserisci un’ora valida.',
    'pt-PT': 'Introduza uma hora válida.',
  },
  'Enter a valid email address.': {
    'it-IT': 'Inserisci un indirizzo e-mail valido.',
    'pt-PT': 'Introduza um endereço de e-mail válido.',
  },
  'Enter a valid URL.': {
    'it-IT': 'Inserisci un URL valido.',
    'pt-PT': 'Introduza um URL válido.',
  },
  'Enter a valid UUID.': {
    'it-IT': 'Inserisci un UUID valido.',
    'pt-PT': 'Introduza um UUID válido.',
  },
  'Enter a valid {format}.': {
    'it-IT': 'Inserisci un valore valido ({format}).',
    'pt-PT': 'Introduza um valor válido ({format}).',
  },
  'This value does not match the required pattern.': {
    'it-IT': 'Questo valore non corrisponde al formato richiesto.',
    'pt-PT': 'Este valor não corresponde ao formato exigido.',
  },
  'Unexpected field: {field}.': {
    'it-IT': 'Campo non previsto: {field}.',
    'pt-PT': 'Campo inesperado: {field}.',
  },
  'Invalid value.': {
    'it-IT': 'Valore non valido.',
    'pt-PT': 'Valor inválido.',
  },
  // Data the database refused (plugins/errors.ts: PG_MESSAGES)
  'A record with these values already exists.': {
    'it-IT': 'Esiste già un record con questi valori.',
    'pt-PT': 'Já existe um registo com estes valores.',
  },
  'A referenced record does not exist, or this record is still in use.': {
    'it-IT': 'Un record a cui si fa riferimento non esiste, oppure questo record è ancora in uso.',
    'pt-PT': 'Um registo referenciado não existe, ou este registo ainda está em uso.',
  },
  'A value is not allowed here.': {
    'it-IT': 'Un valore non è consentito qui.',
    'pt-PT': 'Um valor não é permitido aqui.',
  },
  'A required value is missing.': {
    'it-IT': 'Manca un valore obbligatorio.',
    'pt-PT': 'Falta um valor obrigatório.',
  },
  'This overlaps an existing record.': {
    'it-IT': 'Si sovrappone a un record esistente.',
    'pt-PT': 'Sobrepõe-se a um registo existente.',
  },
  'A value has the wrong format.': {
    'it-IT': 'Un valore ha un formato errato.',
    'pt-PT': 'Um valor tem o formato errado.',
  },
  'A value is too long.': {
    'it-IT': 'Un valore è troppo lungo.',
    'pt-PT': 'Um valor é demasiado longo.',
  },
  'A number is out of range.': {
    'it-IT': 'Un numero è fuori dall’intervallo consentito.',
    'pt-PT': 'Um número está fora do intervalo permitido.',
  },
  'A date or time has the wrong format.': {
    'it-IT': 'Una data o un’ora ha un formato errato.',
    'pt-PT': 'Uma data ou hora tem o formato errado.',
  },
  'A date or time is out of range.': {
    'it-IT': 'Una data o un’ora è fuori dall’intervallo consentito.',
    'pt-PT': 'Uma data ou hora está fora do intervalo permitido.',
  },
  'Null characters are not allowed.': {
    'it-IT': 'I caratteri nulli non sono consentiti.',
    'pt-PT': 'Não são permitidos caracteres nulos.',
  },
  'A value leads to a division by zero.': {
    'it-IT': 'Un valore porta a una divisione per zero.',
    'pt-PT': 'Um valor leva a uma divisão por zero.',
  },
  'This change breaks a rule of the stored data.': {
    'it-IT': 'Questa modifica viola una regola dei dati memorizzati.',
    'pt-PT': 'Esta alteração viola uma regra dos dados guardados.',
  },
  'A value is not valid.': {
    'it-IT': 'Un valore non è valido.',
    'pt-PT': 'Um valor não é válido.',
  },
  // Requests the framework refuses, the database being away, the catch-all
  'The request URL is too long.': {
    'it-IT': 'L’URL della richiesta è troppo lungo.',
    'pt-PT': 'O URL do pedido é demasiado longo.',
  },
  'The request URL is not valid.': {
    'it-IT': 'L’URL della richiesta non è valido.',
    'pt-PT': 'O URL do pedido não é válido.',
  },
  'The request URL or headers are too large.': {
    'it-IT': 'L’URL o le intestazioni della richiesta sono troppo grandi.',
    'pt-PT': 'O URL ou os cabeçalhos do pedido são demasiado grandes.',
  },
  'The request took too long to arrive.': {
    'it-IT': 'La richiesta ha impiegato troppo tempo ad arrivare.',
    'pt-PT': 'O pedido demorou demasiado tempo a chegar.',
  },
  'The request is malformed.': {
    'it-IT': 'La richiesta non è formata correttamente.',
    'pt-PT': 'O pedido está mal formado.',
  },
  'The database is unavailable. Try again in a moment.': {
    'it-IT': 'Il database non è disponibile. Riprova tra un momento.',
    'pt-PT': 'A base de dados não está disponível. Tente novamente dentro de momentos.',
  },
  'Unsupported media type "{type}" in request.': {
    'it-IT': 'Tipo di contenuto "{type}" non supportato nella richiesta.',
    'pt-PT': 'Tipo de conteúdo "{type}" não suportado no pedido.',
  },
  'A server error occurred.': {
    'it-IT': 'Si è verificato un errore del server.',
    'pt-PT': 'Ocorreu um erro no servidor.',
  },
  'JSON parse error - {reason}': {
    'it-IT': 'Errore di lettura del JSON - {reason}',
    'pt-PT': 'Erro ao ler o JSON - {reason}',
  },
  // The resource layer's query parameters (resources/, platform/http/http.ts)
  'Enter a whole number.': {
    'it-IT': 'Inserisci un numero intero.',
    'pt-PT': 'Introduza um número inteiro.',
  },
  'Enter a number.': {
    'it-IT': 'Inserisci un numero.',
    'pt-PT': 'Introduza um número.',
  },
  'Enter true or false.': {
    'it-IT': 'Inserisci true o false.',
    'pt-PT': 'Introduza true ou false.',
  },
  'Enter a date and time with its offset from UTC, e.g. 2027-01-31T17:00:00Z.': {
    'it-IT': 'Inserisci una data e un’ora con la differenza da UTC, ad esempio 2027-01-31T17:00:00Z.',
    'pt-PT': 'Introduza uma data e uma hora com a diferença para UTC, por exemplo 2027-01-31T17:00:00Z.',
  },
  'Ensure this list has no more than 1000 items.': {
    'it-IT': 'Assicurati che questa lista non abbia più di 1000 elementi.',
    'pt-PT': 'Certifique-se de que esta lista não tem mais de 1000 elementos.',
  },
  'Invalid ordering field(s): {fields}. Allowed: {allowed}.': {
    'it-IT': 'Campi di ordinamento non validi: {fields}. Consentiti: {allowed}.',
    'pt-PT': 'Campos de ordenação inválidos: {fields}. Permitidos: {allowed}.',
  },
  'Unknown field(s): {fields}. Allowed: {allowed}.': {
    'it-IT': 'Campi sconosciuti: {fields}. Consentiti: {allowed}.',
    'pt-PT': 'Campos desconhecidos: {fields}. Permitidos: {allowed}.',
  },
  'Unknown expansion(s): {expansions}. Allowed: {allowed}.': {
    'it-IT': 'Espansioni sconosciute: {expansions}. Consentite: {allowed}.',
    'pt-PT': 'Expansões desconhecidas: {expansions}. Permitidas: {allowed}.',
  },
  'Unknown nested expansion(s): {expansions}.': {
    'it-IT': 'Espansioni annidate sconosciute: {expansions}.',
    'pt-PT': 'Expansões aninhadas desconhecidas: {expansions}.',
  },
  'Each id may appear only once.': {
    'it-IT': 'Ogni id può comparire una sola volta.',
    'pt-PT': 'Cada id só pode aparecer uma vez.',
  },
  '"{value}" is not a valid id.': {
    'it-IT': '"{value}" non è un id valido.',
    'pt-PT': '"{value}" não é um id válido.',
  },
  'Ensure this list has no more than {max} ids.': {
    'it-IT': 'Assicurati che questa lista non abbia più di {max} id.',
    'pt-PT': 'Certifique-se de que esta lista não tem mais de {max} ids.',
  },
  // Events, mail, jobs
  'This is an event stream: ask for it with Accept: text/event-stream.': {
    'it-IT': 'Questo è un flusso di eventi: richiedilo con Accept: text/event-stream.',
    'pt-PT': 'Isto é um fluxo de eventos: peça-o com Accept: text/event-stream.',
  },
  'The e-mail could not be sent. Please try again in a few minutes.': {
    'it-IT': 'Non è stato possibile inviare l’e-mail. Riprova tra qualche minuto.',
    'pt-PT': 'Não foi possível enviar o e-mail. Tente novamente dentro de alguns minutos.',
  },
  'The job failed.': {
    'it-IT': 'L’attività non è riuscita.',
    'pt-PT': 'A tarefa falhou.',
  },
} satisfies Catalogue;
