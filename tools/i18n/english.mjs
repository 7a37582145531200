// en-US and en-AU catalogues from the en-GB source: en-AU keeps British spelling; en-US takes
// American spelling through the word list below (whole words, case kept). Only ids a catalogue
// misses are written, so a hand-made translation is never overwritten.
// Usage: node tools/i18n/english.mjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, SOURCE_LOCALE, catalogueDirs, readPo } from './catalogues.mjs';

const STEMS = [
  'organi', 'authori', 'recogni', 'summari', 'customi', 'optimi', 'utili', 'capitali', 'minimi', 'maximi',
  'finali', 'initiali', 'normali', 'standardi', 'categori', 'characteri', 'penali', 'apologi', 'speciali',
  'reali', 'emphasi', 'priori', 'visuali', 'synchroni', 'anonymi', 'seriali', 'memori', 'itemi',
  'stabili', 'monetis', 'sanitis', 'locali', 'centrali', 'personali', 'deseriali', 'randomi', 'amorti',
  'equali', 'generali', 'formali', 'recategori', 'reorgani', 'unauthori', 'digiti', 'symboli', 'harmoni',
];
const WORDS = {
  analyse: 'analyze', analysed: 'analyzed', analyses: 'analyzes', analysing: 'analyzing',
  colour: 'color', colours: 'colors', coloured: 'colored',
  centre: 'center', centres: 'centers', centred: 'centered',
  behaviour: 'behavior', behaviours: 'behaviors',
  favour: 'favor', favourite: 'favorite', favourites: 'favorites',
  honour: 'honor', labour: 'labor', neighbour: 'neighbor', neighbours: 'neighbors', neighbouring: 'neighboring',
  catalogue: 'catalog', catalogues: 'catalogs',
  licence: 'license', licences: 'licenses', licenced: 'licensed',
  cancelled: 'canceled', cancelling: 'canceling',
  labelled: 'labeled', labelling: 'labeling', modelling: 'modeling', modelled: 'modeled',
  travelled: 'traveled', totalling: 'totaling', totalled: 'totaled', signalling: 'signaling', fuelled: 'fueled',
  levelled: 'leveled', metre: 'meter', metres: 'meters', kilometre: 'kilometer', kilometres: 'kilometers',
  programme: 'program', programmes: 'programs', fulfil: 'fulfill', fulfils: 'fulfills', enrol: 'enroll',
  grey: 'gray', defence: 'defense', offence: 'offense', practise: 'practice', judgement: 'judgment',
  cheque: 'check', cheques: 'checks', aluminium: 'aluminum', tonne: 'metric ton', tonnes: 'metric tons',
};

function americanWord(word) {
  const lower = word.toLowerCase();
  let out = WORDS[lower];
  if (!out) {
    const stem = STEMS.find((s) => lower.startsWith(s));
    if (stem) {
      const rest = lower.slice(stem.length);
      if (/^s(e|ed|es|ing|ation|ations|er|ers|able)$/.test(rest)) out = stem + 'z' + rest.slice(1);
    }
  }
  if (!out) return word;
  if (word === word.toUpperCase() && word.length > 1) return out.toUpperCase();
  return word[0] === word[0].toUpperCase() ? out[0].toUpperCase() + out.slice(1) : out;
}

/** American spelling of an en-GB message; placeholders ({name}) and tags (<0>) are kept as they are. */
export function toAmerican(text) {
  return text.replace(/(\{[^}]*\}|<[^>]*>)|([A-Za-z]+)/g, (m, keep, word) => (keep ? keep : americanWord(word)));
}

if (process.argv[1] && process.argv[1].endsWith('english.mjs')) {
  for (const dir of catalogueDirs()) {
    const source = readPo(join(ROOT, dir, SOURCE_LOCALE, 'messages.po')).items;
    for (const [locale, convert] of [['en-AU', (t) => t], ['en-US', toAmerican]]) {
      const path = join(ROOT, dir, locale, 'messages.po');
      const { po, items } = readPo(path);
      let written = 0;
      for (const [id, item] of source) {
        const target = items.get(id);
        if (!id || !target || target.msgstr[0]) continue;
        target.msgstr = [convert(item.msgstr[0] || id)];
        written++;
      }
      if (!written) continue;
      writeFileSync(path, po.toString() + '\n');
      console.log(`${dir} ${locale}: ${written} filled`);
    }
  }
}
