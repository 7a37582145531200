import { createAreaLifecycles } from 'shared-ui';
import { dashboardCatalogs } from './catalogs';
import { App } from './App';

export const { bootstrap, mount, unmount } = createAreaLifecycles(App, dashboardCatalogs);
