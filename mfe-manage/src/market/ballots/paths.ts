import { paths } from 'shared-session';

/**
 * Where the ballot screens lead besides the competition and ballot pages (those are shared-session's
 * `paths.providerCompetition`, `paths.providerBallots` and `paths.providerBallot`).
 */
export const ballotLinks = {
  /** The ballots page with the asset selection open (the bid-submitted modal's "Add another bid"). */
  newBallot: (competition: number) => `${paths.providerBallots(competition)}?new=1`,
  qualification: `${paths.manage}/flexprovider/qualification/assets`,
  /** The settlement upload page, opened at its nominated baselines (the bid-submitted dialog's baseline nudge). */
  baselineUpload: `${paths.settlement}/flexprovider/upload?baseline=1`,
};
