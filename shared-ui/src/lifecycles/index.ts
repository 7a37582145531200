export { createAreaLifecycles } from './createAreaLifecycles';
export type { AreaLifecycles } from './createAreaLifecycles';
