/** The API's messages of market access and plans, with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../platform/i18n/catalogue/types.js';

export default {
  'Your organisation has already registered its interest in this market.': {
    'it-IT': 'La tua organizzazione ha già registrato il proprio interesse per questo mercato.',
    'pt-PT': 'A sua organização já registou o seu interesse neste mercado.',
  },
  'Only the organisation running a market reviews registrations for it.': {
    'it-IT': 'Solo l’organizzazione che gestisce un mercato ne esamina le registrazioni.',
    'pt-PT': 'Só a organização que gere um mercado analisa os registos nesse mercado.',
  },
  'Give the provider a reason for the refusal.': {
    'it-IT': 'Indica al fornitore il motivo del rifiuto.',
    'pt-PT': 'Indique ao fornecedor o motivo da recusa.',
  },
  'A reason is given only with a refusal.': {
    'it-IT': 'Un motivo si indica solo con un rifiuto.',
    'pt-PT': 'Um motivo só é indicado com uma recusa.',
  },
  'This registration cannot take that decision in its present state.': {
    'it-IT': 'Questa registrazione non può ricevere questa decisione nel suo stato attuale.',
    'pt-PT': 'Este registo não pode receber essa decisão no seu estado atual.',
  },
  'Your plan includes {limit} seats and all are taken. Deactivate a member or upgrade your plan under Manage → Subscriptions to invite someone else.': {
    'it-IT': 'Il tuo piano include {limit} postazioni e sono tutte occupate. Disattiva un membro o passa a un piano superiore in Gestisci → Abbonamenti per invitare qualcun altro.',
    'pt-PT': 'O seu plano inclui {limit} lugares e estão todos ocupados. Desative um membro ou melhore o seu plano em Gerir → Subscrições para convidar outra pessoa.',
  },
} satisfies Catalogue;
