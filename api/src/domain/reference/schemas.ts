/** What the reference lists answer (TypeBox): the OpenAPI document and the front ends' generated types come from these. */
import { Type, type TSchema } from '@sinclair/typebox';

/** A list of {value, label} options; `value` as the list has it (kV numbers, or codes). */
export const options = (value: TSchema) => Type.Array(Type.Object({ value, label: Type.String() }));
