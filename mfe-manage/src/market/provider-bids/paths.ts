/** The provider's bids screens (workflows §2: /manage/flexprovider/bids with list, submit, bulk-upload, edit, history). */
const BIDS = '/manage/flexprovider/bids';

export const BIDS_PATHS = {
  root: BIDS,
  list: `${BIDS}/list`,
  submit: `${BIDS}/submit`,
  bulkUpload: `${BIDS}/bulk-upload`,
  edit: `${BIDS}/edit`,
  history: `${BIDS}/history`,
} as const;

export type BidsScreenName = 'list' | 'submit' | 'bulk-upload' | 'edit' | 'history';
