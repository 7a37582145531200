/** The settlement reports screens (loaded lazily by App.tsx). */
export { ReportsScreen as default, ReportsScreen, ReportsPage } from './ReportsPage';
