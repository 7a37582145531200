import { paths } from 'shared-session';

/** Feature flags of the ballot screens (platform §3 flags). */
export const BALLOT_FLAGS = { deleteBallots: 'delete_ballots', baselineNudge: 'baseline_nudge' } as const;

/** Screens of the provider's bidding and where it leads. */
export const ballotPaths = {
  competition: (competition: number) => paths.providerCompetition(competition),
  ballots: (competition: number) => `${paths.providerCompetition(competition)}/ballots`,
  newBallot: (competition: number) => `${paths.providerCompetition(competition)}/ballots?new=1`,
  ballot: (competition: number, ballot: number) => `${paths.providerCompetition(competition)}/ballots/${ballot}`,
  qualification: `${paths.manage}/flexprovider/qualification/assets`,
  baselineUpload: `${paths.settlement}/flexprovider/upload`,
};
