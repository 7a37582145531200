/** The API's messages of qualification and map data, with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../platform/i18n/catalogue/types.js';

export default {
  // Qualification, map data (domain/qualification/, domain/mapdata/)
  'Choose location, voltage_level or capacity.': {
    'it-IT': 'Scegli location, voltage_level o capacity.',
    'pt-PT': 'Escolha location, voltage_level ou capacity.',
  },
  'Choose from {choices}.': {
    'it-IT': 'Scegli tra {choices}.',
    'pt-PT': 'Escolha entre {choices}.',
  },
  'No map data file yet.': {
    'it-IT': 'Non c’è ancora un file di dati della mappa.',
    'pt-PT': 'Ainda não existe um ficheiro de dados do mapa.',
  },
  'Enter a postcode or place name.': {
    'it-IT': 'Inserisci un codice postale o il nome di una località.',
    'pt-PT': 'Introduza um código postal ou o nome de um local.',
  },
} satisfies Catalogue;
