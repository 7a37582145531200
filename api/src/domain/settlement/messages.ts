/** The API's messages of a competition's settlement configuration, with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../platform/i18n/catalogue/types.js';

export default {
  'Only the competition’s system operator can change its settlement configuration.': {
    'it-IT': 'Solo l’operatore di sistema della gara può modificarne la configurazione di regolazione.',
    'pt-PT': 'Só o operador de sistema do concurso pode alterar a sua configuração de liquidação.',
  },
  'Use at most as many days as are considered.': {
    'it-IT': 'Usa al massimo tanti giorni quanti ne sono considerati.',
    'pt-PT': 'Use no máximo tantos dias quantos os considerados.',
  },
  'A reference profile needs at least one point.': {
    'it-IT': 'Un profilo di riferimento richiede almeno un punto.',
    'pt-PT': 'Um perfil de referência precisa de pelo menos um ponto.',
  },
  'Each time of day may appear once.': {
    'it-IT': 'Ogni ora del giorno può comparire una sola volta.',
    'pt-PT': 'Cada hora do dia só pode aparecer uma vez.',
  },
  'Each time must start a {minutes}-minute period.': {
    'it-IT': 'Ogni orario deve essere l’inizio di un periodo di {minutes} minuti.',
    'pt-PT': 'Cada hora tem de ser o início de um período de {minutes} minutos.',
  },
} satisfies Catalogue;
