/** The registration pages' own catalogue, merged into the one i18n when their chunk loads. */
import { loadCatalog } from 'shared-session';
import { messages } from './locales/en-GB/messages';

loadCatalog({ 'en-GB': messages });
