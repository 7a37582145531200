/** Feature flags of the ballot screens (platform §3 flags). */
export const BALLOT_FLAGS = { deleteBallots: 'delete_ballots', baselineNudge: 'baseline_nudge' } as const;
