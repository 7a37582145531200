/** The invoices screens (loaded lazily by App.tsx). */
export { InvoicesScreen as default, InvoicesScreen } from './InvoicesScreen';
export { InvoicesPage } from './InvoicesPage';
