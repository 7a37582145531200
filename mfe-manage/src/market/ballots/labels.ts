import type { I18n, MessageDescriptor } from '@lingui/core';
import { paths, type Bid, type DecisionReason } from 'shared-session';
import type { RateField } from './model';

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

const RATE_LABELS: Record<RateField, MessageDescriptor> = {
  availability_price: /*i18n*/ { id: 'manage.ballots.rate.availability', message: 'Availability price' },
  utilisation_price: /*i18n*/ { id: 'manage.ballots.rate.utilisation', message: 'Utilisation price' },
  service_fee: /*i18n*/ { id: 'manage.ballots.rate.serviceFee', message: 'Service fee' },
};
export const rateLabel = (i18n: I18n, field: RateField): string => i18n._(RATE_LABELS[field]);

/** The unit a rate is priced per: /MW/h for availability, /MWh for utilisation (MVAr likewise). */
export function rateUnit(field: RateField, unit: string): string {
  if (field === 'availability_price') return `/${unit}/h`;
  if (field === 'utilisation_price') return `/${unit}h`;
  return '';
}

const OUTCOME_LABELS: Record<Bid['outcome'], MessageDescriptor> = {
  accepted: /*i18n*/ { id: 'manage.ballots.outcome.accepted', message: 'Accepted' },
  rejected: /*i18n*/ { id: 'manage.ballots.outcome.rejected', message: 'Rejected' },
  pending: /*i18n*/ { id: 'manage.ballots.outcome.pending', message: 'Pending' },
};
export const outcomeLabel = (i18n: I18n, outcome: Bid['outcome']): string => i18n._(OUTCOME_LABELS[outcome]);

const REASON_LABELS: Record<DecisionReason, MessageDescriptor> = {
  accepted: /*i18n*/ { id: 'manage.ballots.reason.accepted', message: 'Your bid was accepted.' },
  rejected_by_operator: /*i18n*/ { id: 'manage.ballots.reason.rejectedByOperator', message: 'The grid operator rejected this bid.' },
  over_price_cap: /*i18n*/ { id: 'manage.ballots.reason.overPriceCap', message: 'The price was above the maximum the grid operator would pay.' },
  excluded_gsp: /*i18n*/ { id: 'manage.ballots.reason.excludedGsp', message: 'Your assets are behind a grid supply point the grid operator excluded.' },
  capacity_met: /*i18n*/ { id: 'manage.ballots.reason.capacityMet', message: 'The capacity needed was already met by cheaper bids.' },
  not_in_interval: /*i18n*/ { id: 'manage.ballots.reason.notInInterval', message: 'The window was outside the times the grid operator needed.' },
};
export const reasonLabel = (i18n: I18n, reason: DecisionReason): string => i18n._(REASON_LABELS[reason]);
