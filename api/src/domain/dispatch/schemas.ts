/** Dispatch rows and bodies (TypeBox): the OpenAPI document and the front ends' types come from these. */
import { Type } from '@sinclair/typebox';
import { DateTime, Nullable, NullableDateTime } from '../../platform/http/schemas.js';
import { literalUnion } from '../../platform/http/schemas.js';

export const DISPATCH_STATUSES = ['created', 'scheduled', 'awaiting response', 'accepted', 'rejected', 'expired', 'stop', 'unknown'] as const;
export type DispatchStatus = (typeof DISPATCH_STATUSES)[number];
export const DISPATCH_RESPONSES = ['accepted', 'rejected'] as const;
export type DispatchResponseValue = (typeof DISPATCH_RESPONSES)[number];
export const HISTORY_KINDS = ['created', 'scheduled', 'sent', 'accepted', 'rejected', 'expired', 'stopped'] as const;

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const DispatchStatusSchema = literalUnion(
  DISPATCH_STATUSES,
  'created (being created), scheduled (to be sent at send_at), awaiting response (sent; the provider answers before response_deadline), accepted, rejected, expired (no answer by the deadline), stop (stopped by the operator; final), unknown (not used by this server)',
);
export const DispatchResponseSchema = literalUnion(DISPATCH_RESPONSES, 'accepted or rejected; final');

export const DispatchInstructionRow = Type.Object({
  id: Type.Integer(),
  competition: Type.Integer(),
  competition_name: Type.String(),
  competition_reference: Type.String(),
  operator: Type.Integer({ description: 'The competition’s system operator (who sent the instruction)' }),
  operator_name: Type.String(),
  service_window: Type.Integer(),
  window_name: Type.String(),
  flex_provider: Type.Integer(),
  flex_provider_name: Type.String(),
  bid: Type.Integer({ description: 'The accepted bid this instruction dispatches' }),
  obligation: Type.Union([Type.Integer(), Type.Null()], { description: 'The obligation (obligations/v1) the instruction falls inside; null only for instructions sent before their contract was made' }),
  contract_reference: Type.Union([Type.String(), Type.Null()], { description: 'The reference of that obligation’s contract' }),
  assets: Type.Array(Type.Integer()),
  asset_refs: Type.Array(Type.String()),
  start: DateTime,
  end: DateTime,
  quantity: Type.Number(),
  unit: literalUnion(['MW', 'MVAr'] as const),
  response_deadline: DateTime,
  status: DispatchStatusSchema,
  send_at: Type.Union([DateTime, Type.Null()], { description: 'When the provider receives it; null = sent at creation' }),
  sent: NullableDateTime,
  responded: NullableDateTime,
  response: Nullable(DispatchResponseSchema),
  stopped: NullableDateTime,
  created: DateTime,
});

export const DispatchAssetDetail = Type.Object({
  id: Type.Integer(),
  ref: Type.String(),
  name: Type.String(),
  export_meter_id: Type.Union([Type.String(), Type.Null()]),
  import_meter_id: Type.Union([Type.String(), Type.Null()]),
});

/** instructions-2g: the same instruction with each asset's name and meter ids (what a provider's control system needs). */
export const DispatchInstruction2gRow = Type.Composite([DispatchInstructionRow, Type.Object({ asset_details: Type.Array(DispatchAssetDetail) })]);

export const DispatchInstructionCreate = Type.Object(
  {
    competition: Id,
    service_window: Id,
    flex_provider: Id,
    bid: Type.Optional(Id),
    assets: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true, description: 'Assets of the accepted bid to dispatch' }),
    start: DateTime,
    end: DateTime,
    quantity: Type.Number({ exclusiveMinimum: 0, maximum: 100000, description: 'In the competition’s unit; at most the bid’s capacity' }),
    unit: Type.Optional(literalUnion(['MW', 'MVAr'] as const)),
    response_deadline: DateTime,
    send_at: Type.Optional(Type.Union([DateTime, Type.Null()], { description: 'Omit or null to send now; a future time schedules it' })),
  },
  { additionalProperties: false },
);

export const DispatchResponseBody = Type.Object({ instruction: Id, response: DispatchResponseSchema }, { additionalProperties: false });
export const DispatchStopBody = Type.Object({ instruction: Id }, { additionalProperties: false });

export const DispatchEventRow = Type.Object({
  id: Type.Integer(),
  instruction: Type.Integer(),
  kind: literalUnion(HISTORY_KINDS),
  status: DispatchStatusSchema,
  actor_name: Type.Union([Type.String(), Type.Null()], { description: 'Who did it; null for the server’s jobs' }),
  created: DateTime,
});
