/** What the domain's routes take and answer (TypeBox): the OpenAPI document and the front ends' generated types come from these. */
import { Type } from '@sinclair/typebox';
import { Nullable, OVERRIDE_REASONS, ReasonSchema, literalUnion } from '../../platform/http/schemas.js';

export const QualificationRow = Type.Object({
  id: Type.Integer(),
  competition: Type.Integer(),
  flex_asset: Nullable(Type.Integer()),
  planned_asset: Nullable(Type.Integer()),
  planned: Type.Boolean(),
  eligibility_status: literalUnion(['eligible', 'ineligible', 'qualified', 'disqualified'] as const),
  computed_status: literalUnion(['eligible', 'ineligible'] as const),
  reasons: Type.Array(ReasonSchema),
  override_status: Nullable(literalUnion(['qualified', 'disqualified'] as const)),
  override_reason: Nullable(literalUnion(OVERRIDE_REASONS)),
  flex_provider: Type.Integer(),
  ref: Type.String(),
  name: Type.String(),
  asset_type: Type.String(),
  asset_category: Type.String(),
  competition_status: Type.String(),
  updated: Type.String({ format: 'date-time' }),
});
