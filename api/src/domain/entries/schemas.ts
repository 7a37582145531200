/** What the domain's routes take and answer (TypeBox): the OpenAPI document and the front ends' generated types come from these. */
import { Type } from '@sinclair/typebox';

export const EntryRow = Type.Object({
  id: Type.Integer(),
  competition: Type.Integer(),
  flex_provider: Type.Integer(),
  status: Type.Union([Type.Literal('confirmed'), Type.Literal('withdrawn')]),
  withdrawn: Type.Boolean(),
  flex_assets: Type.Array(Type.Integer()),
  competition_status: Type.String(),
  confirmed_by: Type.Union([Type.Integer(), Type.Null()]),
  created: Type.String({ format: 'date-time' }),
  updated: Type.String({ format: 'date-time' }),
});

export const EntryBody = Type.Object(
  {
    competition: Type.Integer({ minimum: 1 }),
    flex_assets: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 5000, uniqueItems: true, description: 'Empty = withdraw' }),
  },
  { additionalProperties: false },
);

/** Competitions the bulk confirmation covers: 1 to this many. */
export const MAX_BULK_CONFIRM = 50;

export const BulkConfirmBody = Type.Object(
  { competition_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_BULK_CONFIRM, uniqueItems: true }) },
  { additionalProperties: false },
);

/** One competition's confirmation, as bulk_confirm answers it. */
export const BulkConfirmResult = Type.Object({
  competition: Type.Integer(),
  confirmation: Type.Union([Type.Integer(), Type.Null()], { description: 'The confirmation row id' }),
  flex_assets: Type.Integer({ description: 'Assets entered (providers); 0 for an operator’s results confirmation' }),
});
