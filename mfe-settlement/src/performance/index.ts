/** The delivery-performance screen (loaded lazily by App.tsx). */
export { PerformanceScreen as default, PerformanceScreen, PerformancePage } from './PerformancePage';
