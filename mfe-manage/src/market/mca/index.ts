/** The market-clearing (MCA) modal: the operator's bid-review screens open it. */
export { McaModal } from './McaModal';
export type { McaModalProps, McaConfirmed, McaStep } from './McaModal';
export type { McaConfirmation } from './api';
