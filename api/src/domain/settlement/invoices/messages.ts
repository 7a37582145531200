/** The API's messages about settlement invoices, with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../../platform/i18n/catalogue/types.js';

export default {
  'Only the operator or the issuer may mark this document paid.': {
    'it-IT': 'Solo l’operatore o chi ha emesso il documento può segnarlo come pagato.',
    'pt-PT': 'Só o operador ou o emitente podem marcar este documento como pago.',
  },
  'Only an issued or overdue document can be marked paid.': {
    'it-IT': 'Solo un documento emesso o scaduto può essere segnato come pagato.',
    'pt-PT': 'Só um documento emitido ou vencido pode ser marcado como pago.',
  },
  'Only the issuer may issue this document.': {
    'it-IT': 'Solo chi emette il documento può emetterlo.',
    'pt-PT': 'Só o emitente pode emitir este documento.',
  },
  'This document has already been issued.': {
    'it-IT': 'Questo documento è già stato emesso.',
    'pt-PT': 'Este documento já foi emitido.',
  },
  'This link is no longer valid for its user.': {
    'it-IT': 'Questo link non è più valido per il suo utente.',
    'pt-PT': 'Esta ligação já não é válida para o seu utilizador.',
  },
} satisfies Catalogue;
