/** The provider's availability screens: loaded lazily by the area's router. */
export { default } from './AvailabilityPage';
export type { AvailabilityScreen } from './AvailabilityPage';
