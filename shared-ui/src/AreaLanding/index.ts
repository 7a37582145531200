export { AreaLanding } from './AreaLanding';
export type { AreaLandingProps, AreaSection, AreaLink } from './AreaLanding';
export { AreaApp } from './AreaApp';
export type { AreaDefinition, AreaScreen } from './AreaApp';
