import { loadCatalog } from 'shared-session';
import { messages as enGB } from '../locales/en-GB/messages';

/** Loads shared-ui's own strings into the shared Lingui instance. */
export function loadSharedUiCatalog(): void {
  loadCatalog({ 'en-GB': enGB });
}
