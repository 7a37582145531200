export { AlertsSection } from './AlertsSection';
export { default } from './AlertsPage';
