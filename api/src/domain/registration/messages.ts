/** The API's messages of registration: new users and flexibility providers, with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../platform/i18n/catalogue/types.js';

export default {
  // Registration (domain/registration/)
  'This activation link has expired. Ask for a new link below; it is sent to the e-mail address you registered with.': {
    'it-IT': 'Questo link di attivazione è scaduto. Richiedi un nuovo link qui sotto: verrà inviato all’indirizzo e-mail con cui ti sei registrato.',
    'pt-PT': 'Esta ligação de ativação expirou. Peça uma nova ligação abaixo; será enviada para o endereço de e-mail com que se registou.',
  },
  'This activation link is not valid: it may be incomplete, or a newer registration with the same e-mail address replaced it. Open the latest link from your e-mail, or ask for a new one.': {
    'it-IT': 'Questo link di attivazione non è valido: potrebbe essere incompleto, oppure una registrazione più recente con lo stesso indirizzo e-mail l’ha sostituito. Apri il link più recente ricevuto per e-mail o richiedine uno nuovo.',
    'pt-PT': 'Esta ligação de ativação não é válida: pode estar incompleta, ou um registo mais recente com o mesmo endereço de e-mail substituiu-a. Abra a ligação mais recente do seu e-mail ou peça uma nova.',
  },
  'Enter the e-mail address you registered with.': {
    'it-IT': 'Inserisci l’indirizzo e-mail con cui ti sei registrato.',
    'pt-PT': 'Introduza o endereço de e-mail com que se registou.',
  },
  'Enter a valid website address, e.g. https://example.com.': {
    'it-IT': 'Inserisci un indirizzo web valido, ad es. https://example.com.',
    'pt-PT': 'Introduza um endereço web válido, p. ex. https://example.com.',
  },
  'Use letters, digits, spaces, dots, slashes and hyphens only.': {
    'it-IT': 'Usa solo lettere, cifre, spazi, punti, barre e trattini.',
    'pt-PT': 'Use apenas letras, algarismos, espaços, pontos, barras e hífenes.',
  },
  'Choose a country from the list.': {
    'it-IT': 'Scegli un paese dall’elenco.',
    'pt-PT': 'Escolha um país da lista.',
  },
  'Accept the terms of service to register.': {
    'it-IT': 'Accetta i termini di servizio per registrarti.',
    'pt-PT': 'Aceite os termos de serviço para se registar.',
  },
  'Your details have expired or could not be found. Enter your details again.': {
    'it-IT': 'I tuoi dati sono scaduti o non sono stati trovati. Inseriscili di nuovo.',
    'pt-PT': 'Os seus dados expiraram ou não foram encontrados. Introduza-os novamente.',
  },
  'This registration has already been submitted. Check your e-mail for the activation link.': {
    'it-IT': 'Questa registrazione è già stata inviata. Controlla la tua e-mail per il link di attivazione.',
    'pt-PT': 'Este registo já foi submetido. Consulte o seu e-mail para encontrar a ligação de ativação.',
  },
  'The two passwords do not match.': {
    'it-IT': 'Le due password non coincidono.',
    'pt-PT': 'As duas palavras-passe não coincidem.',
  },
  'Accept the terms of use to register.': {
    'it-IT': 'Accetta le condizioni d’uso per registrarti.',
    'pt-PT': 'Aceite os termos de utilização para se registar.',
  },
} satisfies Catalogue;
