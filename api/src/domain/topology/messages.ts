/** The API's messages of the grid topology file, with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../platform/i18n/catalogue/types.js';

export default {
  // Grid topology file (domain/topology/)
  '{type} {name} is already on row {row}; give each site one row.': {
    'it-IT': '{type} {name} è già alla riga {row}: dai a ogni sito una sola riga.',
    'pt-PT': '{type} {name} já está na linha {row}; dê uma só linha a cada local.',
  },
  'No {type} named {name} in this file; name one of its {type} rows.': {
    'it-IT': 'Nessun {type} chiamato {name} in questo file: indica una delle sue righe {type}.',
    'pt-PT': 'Nenhum {type} chamado {name} neste ficheiro; indique uma das suas linhas {type}.',
  },
  'This location is outside every GSP region of Great Britain (offshore?); check the latitude and longitude.': {
    'it-IT': 'Questa posizione è fuori da ogni regione GSP della Gran Bretagna (in mare?): controlla latitudine e longitudine.',
    'pt-PT': 'Esta localização está fora de todas as regiões GSP da Grã-Bretanha (no mar?); verifique a latitude e a longitude.',
  },
  'This location is in {region} ({group}), outside your operating area ({area}).': {
    'it-IT': 'Questa posizione è in {region} ({group}), fuori dalla tua area operativa ({area}).',
    'pt-PT': 'Esta localização fica em {region} ({group}), fora da sua área de operação ({area}).',
  },
  'The file has no GSP rows. Market clearing names GSPs from them: add at least one row of type GSP.': {
    'it-IT': 'Il file non ha righe GSP. Il clearing del mercato ricava i GSP da queste righe: aggiungi almeno una riga di tipo GSP.',
    'pt-PT': 'O ficheiro não tem linhas GSP. O apuramento do mercado obtém os GSP a partir delas: adicione pelo menos uma linha do tipo GSP.',
  },
  'Enter GSP, BSP or Primary.': {
    'it-IT': 'Inserisci GSP, BSP o Primary.',
    'pt-PT': 'Introduza GSP, BSP ou Primary.',
  },
  'Keep the name to 120 characters or fewer.': {
    'it-IT': 'Il nome deve avere al massimo 120 caratteri.',
    'pt-PT': 'O nome deve ter no máximo 120 caracteres.',
  },
  'Keep the parent’s name to 120 characters or fewer.': {
    'it-IT': 'Il nome del sito superiore deve avere al massimo 120 caratteri.',
    'pt-PT': 'O nome do local superior deve ter no máximo 120 caracteres.',
  },
  'A GSP is not fed from another site here; leave parent empty.': {
    'it-IT': 'Qui un GSP non è alimentato da un altro sito: lascia vuoto parent.',
    'pt-PT': 'Aqui um GSP não é alimentado por outro local; deixe parent vazio.',
  },
  'Enter the latitude in decimal degrees within Great Britain ({min} to {max}).': {
    'it-IT': 'Inserisci la latitudine in gradi decimali entro la Gran Bretagna (da {min} a {max}).',
    'pt-PT': 'Introduza a latitude em graus decimais dentro da Grã-Bretanha (de {min} a {max}).',
  },
  'Enter the longitude in decimal degrees within Great Britain ({min} to {max}, west negative).': {
    'it-IT': 'Inserisci la longitudine in gradi decimali entro la Gran Bretagna (da {min} a {max}, ovest negativo).',
    'pt-PT': 'Introduza a longitude em graus decimais dentro da Grã-Bretanha (de {min} a {max}, oeste negativo).',
  },
  'This competition belongs to another operator.': {
    'it-IT': 'Questa gara appartiene a un altro operatore.',
    'pt-PT': 'Este concurso pertence a outro operador.',
  },
} satisfies Catalogue;
