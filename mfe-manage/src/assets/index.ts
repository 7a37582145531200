/** The provider's assets screens (issue 10): loaded lazily by the area's router. */
export { default } from './AssetsPage';
