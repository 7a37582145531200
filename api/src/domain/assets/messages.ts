/** The API's messages of assets: flex and planned assets, their CSV file and unavailability, with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../platform/i18n/catalogue/types.js';

export default {
  // Assets (domain/assets/)
  'Enter the latitude in degrees (-90 to 90), with the longitude.': {
    'it-IT': 'Inserisci la latitudine in gradi (da -90 a 90), insieme alla longitudine.',
    'pt-PT': 'Introduza a latitude em graus (de -90 a 90), juntamente com a longitude.',
  },
  'Enter the longitude in degrees (-180 to 180), with the latitude.': {
    'it-IT': 'Inserisci la longitudine in gradi (da -180 a 180), insieme alla latitudine.',
    'pt-PT': 'Introduza a longitude em graus (de -180 a 180), juntamente com a latitude.',
  },
  'Give the postcode, or the latitude and longitude.': {
    'it-IT': 'Indica il codice postale, oppure la latitudine e la longitudine.',
    'pt-PT': 'Indique o código postal, ou a latitude e a longitude.',
  },
  'The ref {ref} is already on row {row} of this file; each asset goes on one row.': {
    'it-IT': 'Il riferimento {ref} è già alla riga {row} di questo file: ogni risorsa va su una sola riga.',
    'pt-PT': 'A referência {ref} já está na linha {row} deste ficheiro; cada ativo ocupa uma só linha.',
  },
  '“{value}” is not one of: {choices}.': {
    'it-IT': '“{value}” non è tra: {choices}.',
    'pt-PT': '“{value}” não é um de: {choices}.',
  },
  'Enter a number, e.g. 2.5, or leave it empty for 0.': {
    'it-IT': 'Inserisci un numero, ad es. 2.5, oppure lascia vuoto per 0.',
    'pt-PT': 'Introduza um número, p. ex. 2.5, ou deixe vazio para 0.',
  },
  'Enter up to 1000 comma-separated ids.': {
    'it-IT': 'Inserisci fino a 1000 id separati da virgole.',
    'pt-PT': 'Introduza até 1000 ids separados por vírgulas.',
  },
  'A reason is required to disqualify an asset.': {
    'it-IT': 'Per squalificare una risorsa serve un motivo.',
    'pt-PT': 'É necessário um motivo para desqualificar um ativo.',
  },
  'Choose one of your assets.': {
    'it-IT': 'Scegli una delle tue risorse.',
    'pt-PT': 'Escolha um dos seus ativos.',
  },
  'The end must be after the start.': {
    'it-IT': 'La fine deve essere successiva all’inizio.',
    'pt-PT': 'O fim tem de ser posterior ao início.',
  },
  'This asset already has an unavailability from {from} to {to} (UTC) that overlaps this one; change that record instead.': {
    'it-IT': 'Questa risorsa ha già un’indisponibilità dal {from} al {to} (UTC) che si sovrappone a questa: modifica invece quel record.',
    'pt-PT': 'Este ativo já tem uma indisponibilidade de {from} a {to} (UTC) que se sobrepõe a esta; altere antes esse registo.',
  },
  'This asset already has an unavailability that overlaps this one; change that record instead.': {
    'it-IT': 'Questa risorsa ha già un’indisponibilità che si sovrappone a questa: modifica invece quel record.',
    'pt-PT': 'Este ativo já tem uma indisponibilidade que se sobrepõe a esta; altere antes esse registo.',
  },
  'You already have an asset with this reference.': {
    'it-IT': 'Hai già una risorsa con questo riferimento.',
    'pt-PT': 'Já tem um ativo com esta referência.',
  },
  'Choose the connection voltage from the list.': {
    'it-IT': 'Scegli la tensione di connessione dall’elenco.',
    'pt-PT': 'Escolha a tensão de ligação da lista.',
  },
  'Choose a connection voltage from the list: {voltages} kV.': {
    'it-IT': 'Scegli una tensione di connessione dall’elenco: {voltages} kV.',
    'pt-PT': 'Escolha uma tensão de ligação da lista: {voltages} kV.',
  },
  'Unknown postcode district; check the postcode or pick the point on the map instead.': {
    'it-IT': 'Distretto postale sconosciuto: controlla il codice postale oppure scegli il punto sulla mappa.',
    'pt-PT': 'Distrito postal desconhecido; verifique o código postal ou escolha antes o ponto no mapa.',
  },
  'Give the postcode or pick the point on the map.': {
    'it-IT': 'Indica il codice postale o scegli il punto sulla mappa.',
    'pt-PT': 'Indique o código postal ou escolha o ponto no mapa.',
  },
  'Coordinates must be [longitude, latitude] in degrees.': {
    'it-IT': 'Le coordinate devono essere [longitudine, latitudine] in gradi.',
    'pt-PT': 'As coordenadas têm de ser [longitude, latitude] em graus.',
  },
} satisfies Catalogue;
