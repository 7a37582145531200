/** The API's messages of company qualification (DPS), with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../platform/i18n/catalogue/types.js';

export default {
  // Company qualification (domain/dps/)
  'Unknown DPS record.': {
    'it-IT': 'Registro DPS sconosciuto.',
    'pt-PT': 'Registo DPS desconhecido.',
  },
  'You already have a draft application to {operator}; continue that one.': {
    'it-IT': 'Hai già una bozza di domanda presso {operator}: continua quella.',
    'pt-PT': 'Já tem uma candidatura em rascunho junto de {operator}; continue essa.',
  },
  'Your application to {operator} is waiting for a decision.': {
    'it-IT': 'La tua domanda presso {operator} è in attesa di una decisione.',
    'pt-PT': 'A sua candidatura junto de {operator} aguarda uma decisão.',
  },
  'Your organisation is already approved by {operator}.': {
    'it-IT': 'La tua organizzazione è già approvata da {operator}.',
    'pt-PT': 'A sua organização já está aprovada por {operator}.',
  },
  'This questionnaire has no section {number}.': {
    'it-IT': 'Questo questionario non ha una sezione {number}.',
    'pt-PT': 'Este questionário não tem a secção {number}.',
  },
  'Section {number} is “{name}”.': {
    'it-IT': 'La sezione {number} è “{name}”.',
    'pt-PT': 'A secção {number} é “{name}”.',
  },
  'Not questions of the {stage} stage: {keys}.': {
    'it-IT': 'Non sono domande della fase {stage}: {keys}.',
    'pt-PT': 'Não são perguntas da fase {stage}: {keys}.',
  },
  'Answered twice: {keys}.': {
    'it-IT': 'Risposte date due volte: {keys}.',
    'pt-PT': 'Respondidas duas vezes: {keys}.',
  },
  'Complete these stages before submitting: {stages}.': {
    'it-IT': 'Completa queste fasi prima dell’invio: {stages}.',
    'pt-PT': 'Conclua estas fases antes de submeter: {stages}.',
  },
  'Application not found.': {
    'it-IT': 'Domanda non trovata.',
    'pt-PT': 'Candidatura não encontrada.',
  },
  'This application has been submitted; it can no longer change.': {
    'it-IT': 'Questa domanda è stata inviata: non può più essere modificata.',
    'pt-PT': 'Esta candidatura foi submetida; já não pode ser alterada.',
  },
  'A newer application to this operator has replaced this one.': {
    'it-IT': 'Una domanda più recente presso questo operatore ha sostituito questa.',
    'pt-PT': 'Uma candidatura mais recente junto deste operador substituiu esta.',
  },
  'Attachment not found.': {
    'it-IT': 'Allegato non trovato.',
    'pt-PT': 'Anexo não encontrado.',
  },
  'Send the file as multipart/form-data with the fields question and file.': {
    'it-IT': 'Invia il file come multipart/form-data con i campi question e file.',
    'pt-PT': 'Envie o ficheiro como multipart/form-data com os campos question e file.',
  },
  'Not a file question of this questionnaire.': {
    'it-IT': 'Non è una domanda con allegato di questo questionario.',
    'pt-PT': 'Não é uma pergunta com anexo deste questionário.',
  },
  'The file could not be checked for viruses just now. Please try again in a few minutes.': {
    'it-IT': 'Al momento non è stato possibile controllare il file per la presenza di virus. Riprova tra qualche minuto.',
    'pt-PT': 'Neste momento não foi possível verificar se o ficheiro tem vírus. Tente novamente dentro de alguns minutos.',
  },
  'The virus scanner found {virus} in this file; it was not attached.': {
    'it-IT': 'L’antivirus ha trovato {virus} in questo file: non è stato allegato.',
    'pt-PT': 'O antivírus encontrou {virus} neste ficheiro; não foi anexado.',
  },
  'Attach a PDF, an image (PNG, JPEG or GIF), an Office document or a plain text file.': {
    'it-IT': 'Allega un PDF, un’immagine (PNG, JPEG o GIF), un documento Office o un file di testo semplice.',
    'pt-PT': 'Anexe um PDF, uma imagem (PNG, JPEG ou GIF), um documento do Office ou um ficheiro de texto simples.',
  },
  'This file is {what}; programs cannot be attached. {hint}': {
    'it-IT': 'Questo file è {what}: non si possono allegare programmi. {hint}',
    'pt-PT': 'Este ficheiro é {what}; não é possível anexar programas. {hint}',
  },
  'This file is an archive. {hint}': {
    'it-IT': 'Questo file è un archivio. {hint}',
    'pt-PT': 'Este ficheiro é um arquivo. {hint}',
  },
  'This file is not a document we accept. {hint}': {
    'it-IT': 'Questo file non è un documento che accettiamo. {hint}',
    'pt-PT': 'Este ficheiro não é um documento que aceitemos. {hint}',
  },
  'Your organisation needs an approved qualification application with {operator} before it can {doing}. Apply under Manage → Company qualification.': {
    'it-IT': 'La tua organizzazione deve avere una domanda di qualificazione approvata da {operator} prima di poter {doing}. Fai domanda in Gestione → Qualificazione dell’azienda.',
    'pt-PT': 'A sua organização precisa de uma candidatura de qualificação aprovada por {operator} antes de poder {doing}. Candidate-se em Gestão → Qualificação de empresas.',
  },
  // What the provider wants to do, as named in the message above (dps/gate.ts callers)
  'confirm entry in its competitions': {
    'it-IT': 'confermare la partecipazione alle sue gare',
    'pt-PT': 'confirmar a participação nos seus concursos',
  },
  'bid in its competitions': {
    'it-IT': 'presentare offerte nelle sue gare',
    'pt-PT': 'apresentar ofertas nos seus concursos',
  },
  'this operator': {
    'it-IT': 'questo operatore',
    'pt-PT': 'este operador',
  },
  'Unknown application.': {
    'it-IT': 'Domanda sconosciuta.',
    'pt-PT': 'Candidatura desconhecida.',
  },
  'This application has already been decided.': {
    'it-IT': 'Su questa domanda è già stata presa una decisione.',
    'pt-PT': 'Esta candidatura já foi decidida.',
  },
  'The provider has replaced this application with a newer one.': {
    'it-IT': 'Il fornitore ha sostituito questa domanda con una più recente.',
    'pt-PT': 'O fornecedor substituiu esta candidatura por uma mais recente.',
  },
  'Tell the provider why the application is rejected.': {
    'it-IT': 'Spiega al fornitore perché la domanda viene respinta.',
    'pt-PT': 'Explique ao fornecedor por que motivo a candidatura é rejeitada.',
  },
  '“{value}” is not a valid choice.': {
    'it-IT': '“{value}” non è una scelta valida.',
    'pt-PT': '“{value}” não é uma opção válida.',
  },
  'Enter the year as four digits, e.g. 2014.': {
    'it-IT': 'Inserisci l’anno con quattro cifre, ad es. 2014.',
    'pt-PT': 'Introduza o ano com quatro algarismos, p. ex. 2014.',
  },
  'The year cannot be in the future.': {
    'it-IT': 'L’anno non può essere nel futuro.',
    'pt-PT': 'O ano não pode ser no futuro.',
  },
  'Enter a year from 1800 on.': {
    'it-IT': 'Inserisci un anno dal 1800 in poi.',
    'pt-PT': 'Introduza um ano a partir de 1800.',
  },
  'Enter a website address, e.g. www.example.com.': {
    'it-IT': 'Inserisci un indirizzo web, ad es. www.example.com.',
    'pt-PT': 'Introduza um endereço web, p. ex. www.example.com.',
  },
} satisfies Catalogue;
