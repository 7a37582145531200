/** The API's messages of alerts, with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../platform/i18n/catalogue/types.js';

export default {
  'Alert not found.': {
    'it-IT': 'Avviso non trovato.',
    'pt-PT': 'Alerta não encontrado.',
  },
  'Choose the system operator whose market the alert follows.': {
    'it-IT': 'Scegli l’operatore di sistema del cui mercato l’avviso tiene traccia.',
    'pt-PT': 'Escolha o operador de sistema cujo mercado o alerta acompanha.',
  },
  'This unsubscribe link is not valid. Sign in to manage your alerts.': {
    'it-IT': 'Questo link di disiscrizione non è valido. Accedi per gestire i tuoi avvisi.',
    'pt-PT': 'Esta ligação para cancelar a subscrição não é válida. Inicie sessão para gerir os seus alertas.',
  },
} satisfies Catalogue;
