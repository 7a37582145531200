export { AlertsSection } from './AlertsSection';
