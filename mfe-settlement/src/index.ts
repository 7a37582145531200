import { createAreaLifecycles } from 'shared-ui';
import { App } from './App';

export const { bootstrap, mount, unmount } = createAreaLifecycles(App, (locale) =>
  import(/* webpackInclude: /messages\.ts$/, webpackChunkName: "locale-[request]" */ `./locales/${locale}/messages`),
);
