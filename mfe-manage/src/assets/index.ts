/** The provider's assets screens: loaded lazily by the area's router. */
export { default } from './AssetsPage';
