export { AreaLanding } from './AreaLanding';
export type { AreaLandingProps, AreaSection, AreaLink } from './AreaLanding';
