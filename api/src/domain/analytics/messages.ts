/** The API's messages of analytics, with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../platform/i18n/catalogue/types.js';

export default {
  'The start of the range is after its end.': {
    'it-IT': 'L’inizio dell’intervallo è dopo la sua fine.',
    'pt-PT': 'O início do intervalo é posterior ao seu fim.',
  },
  'No such scheduled report of yours.': {
    'it-IT': 'Nessun tuo report programmato corrisponde.',
    'pt-PT': 'Não tem nenhum relatório agendado assim.',
  },
  'This unsubscribe link is not valid. Sign in to manage your scheduled reports.': {
    'it-IT': 'Questo link di disiscrizione non è valido. Accedi per gestire i tuoi report programmati.',
    'pt-PT': 'Esta ligação para cancelar a subscrição não é válida. Inicie sessão para gerir os seus relatórios agendados.',
  },
} satisfies Catalogue;
