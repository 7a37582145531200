/**
 * The API's message catalogue: every message the API answers with, in en-GB (the key; a template
 * when it has {name} placeholders) with its it-IT and pt-PT translations, one file per area.
 * A key in two files is an error (the i18n coverage test names it).
 */
import account from './account.js';
import common from './common.js';
import competitions from './competitions.js';
import files from './files.js';
import market from './market.js';
import type { Catalogue } from './types.js';

export type { Catalogue, Translations } from './types.js';

export const CATALOGUE_PARTS: Record<string, Catalogue> = { common, account, competitions, market, files };

export const CATALOGUE: Catalogue = Object.assign({}, ...Object.values(CATALOGUE_PARTS)) as Catalogue;
