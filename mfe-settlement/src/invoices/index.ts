/** The invoices screens (loaded lazily by App.tsx). */
export { InvoicesPage as default, InvoicesPage } from './InvoicesPage';
