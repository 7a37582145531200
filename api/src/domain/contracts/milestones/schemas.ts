/**
 * Milestones' TypeBox schemas: a milestone as the API answers it, and the bodies of submitting
 * evidence and of rejecting. Dates are calendar dates (YYYY-MM-DD).
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateOnly, DateTime, Nullable, NullableDateTime, literalUnion } from '../../../platform/http/schemas.js';
import { MILESTONE_KINDS } from './schedule.js';

/**
 * As read: upcoming (not submitted yet, due date not passed), overdue (not submitted, or rejected,
 * and the due date passed), submitted, accepted, rejected (may be submitted again), closed (its
 * contract was terminated before it was accepted).
 */
export const MILESTONE_STATUSES = ['upcoming', 'overdue', 'submitted', 'accepted', 'rejected', 'closed'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

export const MilestoneRow = Type.Object({
  id: Type.Integer(),
  contract: Type.Integer(),
  contract_reference: Type.String(),
  competition: Type.Integer(),
  competition_name: Type.String(),
  flex_provider: Type.Integer(),
  flex_provider_name: Type.String(),
  system_operator: Type.Integer(),
  system_operator_name: Type.String(),
  planned_asset: Type.Integer(),
  planned_asset_ref: Type.String(),
  planned_asset_name: Type.String(),
  kind: literalUnion(MILESTONE_KINDS, 'commissioning: at least 90 % of the contracted capacity operational'),
  sequence: Type.Integer({ description: 'The progress report’s number (1 for other kinds)' }),
  due_on: DateOnly,
  status: literalUnion(MILESTONE_STATUSES, 'overdue and closed are read, not stored'),
  overdue: Type.Boolean({ description: 'Not submitted (or rejected) and the due date has passed' }),
  note: Nullable(Type.String()),
  evidence: Nullable(Type.Integer({ description: 'The evidence file (files/uploads/{id}/)' })),
  evidence_filename: Nullable(Type.String()),
  submitted_at: NullableDateTime,
  submitted_by_email: Nullable(Type.String()),
  decided_at: NullableDateTime,
  rejection_reason: Nullable(Type.String()),
  flex_asset: Nullable(Type.Integer({ description: 'The flex asset the planned asset became (commissioning accepted)' })),
  created: DateTime,
  updated: DateTime,
});
export type MilestoneRow = Static<typeof MilestoneRow>;

export const SubmitBody = Type.Object(
  {
    note: Type.String({ maxLength: 2000, description: 'What the evidence shows (told to the operator)' }),
    evidence: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'An upload of kind milestone-evidence, processed (Ready), of your organisation' }),
  },
  { additionalProperties: false },
);
export type SubmitBody = Static<typeof SubmitBody>;

export const RejectBody = Type.Object(
  { reason: Type.String({ maxLength: 2000, description: 'Why the evidence is not enough (told to the provider)' }) },
  { additionalProperties: false },
);
export type RejectBody = Static<typeof RejectBody>;

export const EvidenceLink = Type.Object({
  url: Type.String({ description: 'Signed link to the evidence file, valid for 15 minutes' }),
  filename: Type.String(),
});
