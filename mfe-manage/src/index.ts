import { loadCatalog } from 'shared-session';
import { createAreaLifecycles, loadSharedUiCatalog } from 'shared-ui';
import { messages } from './locales/en-GB/messages';
import { App } from './App';

loadSharedUiCatalog();
loadCatalog({ 'en-GB': messages });

export const { bootstrap, mount, unmount } = createAreaLifecycles(App);
