export { Toggle } from './Toggle';
export type { ToggleProps, ToggleValue } from './Toggle';
