export { ErrorPage } from './ErrorPage';
export type { ErrorPageProps } from './ErrorPage';
export { AreaLanding } from './AreaLanding';
export type { AreaLandingProps, AreaSection, AreaLink } from './AreaLanding';
export { createAreaLifecycles } from './lifecycles';
export type { AreaLifecycles } from './lifecycles';
export { loadSharedUiCatalog } from './i18n';
export { NotFoundPage } from './NotFoundPage';
