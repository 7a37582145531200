/** The dispatch screens (loaded lazily by App.tsx). */
export { DispatchPage as default, DispatchPage, type DispatchScreenName } from './DispatchPage';
