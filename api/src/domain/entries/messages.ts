/** The API's messages of entries and results confirmation, with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../platform/i18n/catalogue/types.js';

export default {
  // Entries and results confirmation (domain/entries/)
  'Entries can only change while the competition is qualifying or open.': {
    'it-IT': 'Le partecipazioni possono cambiare solo mentre la gara è in qualificazione o aperta.',
    'pt-PT': 'As participações só podem mudar enquanto o concurso está em qualificação ou aberto.',
  },
  'Some of the selected assets are not yours or no longer exist.': {
    'it-IT': 'Alcune delle risorse selezionate non sono tue o non esistono più.',
    'pt-PT': 'Alguns dos ativos selecionados não são seus ou já não existem.',
  },
  'Unknown assets: {ids}.': {
    'it-IT': 'Risorse sconosciute: {ids}.',
    'pt-PT': 'Ativos desconhecidos: {ids}.',
  },
  'These assets do not qualify for the competition: {ids}.': {
    'it-IT': 'Queste risorse non sono qualificate per la gara: {ids}.',
    'pt-PT': 'Estes ativos não estão qualificados para o concurso: {ids}.',
  },
  'Competition {id} was not found.': {
    'it-IT': 'La gara {id} non è stata trovata.',
    'pt-PT': 'O concurso {id} não foi encontrado.',
  },
  'Competition {id} is not qualifying or open.': {
    'it-IT': 'La gara {id} non è in qualificazione né aperta.',
    'pt-PT': 'O concurso {id} não está em qualificação nem aberto.',
  },
  'You have no qualifying assets in competition {id}.': {
    'it-IT': 'Non hai risorse qualificate nella gara {id}.',
    'pt-PT': 'Não tem ativos qualificados no concurso {id}.',
  },
  'Competition {id} is not closed; results can be confirmed once bidding has closed.': {
    'it-IT': 'La gara {id} non è chiusa: i risultati si possono confermare quando le offerte sono chiuse.',
    'pt-PT': 'O concurso {id} não está fechado; os resultados podem ser confirmados quando a apresentação de ofertas tiver fechado.',
  },
  'Competition {id} has 1 bid without a decision; decide every bid before confirming the results.': {
    'it-IT': 'La gara {id} ha 1 offerta senza decisione: decidi su ogni offerta prima di confermare i risultati.',
    'pt-PT': 'O concurso {id} tem 1 oferta sem decisão; decida todas as ofertas antes de confirmar os resultados.',
  },
  'Competition {id} has {count} bids without a decision; decide every bid before confirming the results.': {
    'it-IT': 'La gara {id} ha {count} offerte senza decisione: decidi su ogni offerta prima di confermare i risultati.',
    'pt-PT': 'O concurso {id} tem {count} ofertas sem decisão; decida todas as ofertas antes de confirmar os resultados.',
  },
} satisfies Catalogue;
