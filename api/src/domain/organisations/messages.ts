/** The API's messages of organisations: my organisation, with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../platform/i18n/catalogue/types.js';

export default {
  // My organisation (my-organisation.ts)
  'Enter a colour as # followed by six hexadecimal digits, e.g. #0B5394.': {
    'it-IT': 'Inserisci un colore come # seguito da sei cifre esadecimali, ad es. #0B5394.',
    'pt-PT': 'Introduza uma cor como # seguido de seis dígitos hexadecimais, p. ex. #0B5394.',
  },
  'Use lowercase letters, digits and single hyphens only (not at the start or end), e.g. northern-lines.': {
    'it-IT': 'Usa solo lettere minuscole, cifre e trattini singoli (non all’inizio o alla fine), ad es. northern-lines.',
    'pt-PT': 'Use apenas letras minúsculas, algarismos e hífenes simples (não no início nem no fim), p. ex. northern-lines.',
  },
  'Another organisation already uses this slug. Choose another one.': {
    'it-IT': 'Un’altra organizzazione usa già questo slug. Scegline un altro.',
    'pt-PT': 'Outra organização já usa este slug. Escolha outro.',
  },
  'Only system operators have a brand colour and slug.': {
    'it-IT': 'Solo gli operatori di sistema hanno un colore del marchio e uno slug.',
    'pt-PT': 'Só os operadores de sistema têm uma cor de marca e um slug.',
  },
  'Use {min} to {max} characters.': {
    'it-IT': 'Usa da {min} a {max} caratteri.',
    'pt-PT': 'Use entre {min} e {max} caracteres.',
  },
} satisfies Catalogue;
