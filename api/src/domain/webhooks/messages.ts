/** The API's messages of webhooks, with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../platform/i18n/catalogue/types.js';

export default {
  // Webhooks (domain/webhooks/)
  'Your organisation already has {count} webhook endpoints; remove one first.': {
    'it-IT': 'La tua organizzazione ha già {count} endpoint webhook: rimuovine prima uno.',
    'pt-PT': 'A sua organização já tem {count} destinos de webhook; remova primeiro um.',
  },
  'Enter a valid URL, starting with https://.': {
    'it-IT': 'Inserisci un URL valido che inizi con https://.',
    'pt-PT': 'Introduza um URL válido que comece por https://.',
  },
  'The URL may not contain a user name or password.': {
    'it-IT': 'L’URL non può contenere un nome utente o una password.',
    'pt-PT': 'O URL não pode conter um nome de utilizador ou uma palavra-passe.',
  },
  'The URL must start with https://.': {
    'it-IT': 'L’URL deve iniziare con https://.',
    'pt-PT': 'O URL tem de começar por https://.',
  },
  'The URL may not point to a private or local network address.': {
    'it-IT': 'L’URL non può puntare a un indirizzo di rete privato o locale.',
    'pt-PT': 'O URL não pode apontar para um endereço de rede privado ou local.',
  },
  'The URL’s host name could not be found; check the URL.': {
    'it-IT': 'Il nome host dell’URL non è stato trovato; controlla l’URL.',
    'pt-PT': 'Não foi possível encontrar o nome do anfitrião do URL; verifique o URL.',
  },
  'The URL must name a public host.': {
    'it-IT': 'L’URL deve indicare un host pubblico.',
    'pt-PT': 'O URL tem de indicar um anfitrião público.',
  },
  'Unknown parameter.': {
    'it-IT': 'Parametro sconosciuto.',
    'pt-PT': 'Parâmetro desconhecido.',
  },
} satisfies Catalogue;
