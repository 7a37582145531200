import { Type } from '@sinclair/typebox';
import { DOMAIN_EVENT_TYPES } from './publish.js';

export const DomainEventSchema = Type.Object(
  {
    id: Type.Integer({ description: 'Grows in commit order: the SSE `id:` and the value to send back as Last-Event-ID.' }),
    type: Type.Union(
      DOMAIN_EVENT_TYPES.map((t) => Type.Literal(t)),
      { description: 'What happened. dispatch.instruction.*: `data.instruction` is the instruction as dispatch/v1/instructions/ answers it; responded adds `data.response`.' },
    ),
    org_ids: Type.Array(Type.Integer(), { description: 'The organisations the event is for (the operator of the competition and the addressed provider).' }),
    data: Type.Record(Type.String(), Type.Unknown()),
    created: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export const EventListQuery = Type.Object(
  {
    after: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'Only events with a greater id (the last id you have).' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100, description: 'At most this many (default 100, at most 1000).' })),
  },
);

export const StreamQuery = Type.Object(
  {
    last_event_id: Type.Optional(
      Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'As the Last-Event-ID header (which wins): the events after this id are sent first.' }),
    ),
  },
);
