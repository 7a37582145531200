/**
 * The provider's bids screens (workflows §2: /manage/flexprovider/bids with list, submit,
 * bulk-upload, edit, history) and the ballot pages they link to.
 */
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

/** A competition's ballots page, where the provider bids (workflows §2). */
export const ballotsPath = (competition: number | string): string => `/flexprovider/competitions/${competition}/ballots`;

/** One ballot's page: its assets and its bid per window. */
export const ballotPath = (competition: number | string, ballot: number | string): string => `${ballotsPath(competition)}/${ballot}`;
