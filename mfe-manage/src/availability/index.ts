/** The provider's availability screens (issue 10): loaded lazily by the area's router. */
export { default } from './AvailabilityPage';
export type { AvailabilityScreen } from './AvailabilityPage';
