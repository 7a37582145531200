/**
 * The dispatch API's shapes, from the types generated from its OpenAPI document (shared-session).
 * Switch to shared-session's named types (DispatchInstruction, …) once they are exported.
 */
import type { ItemOf, RequestBodyOf } from 'shared-session';

export type DispatchInstruction = ItemOf<'/dispatch/v1/instructions/'>;
export type DispatchInstructionCreate = RequestBodyOf<'/dispatch/v1/instructions/', 'post'>;
/** One step of an instruction's history (dispatch/v1/events/). */
export type DispatchHistoryEntry = ItemOf<'/dispatch/v1/events/'>;
export type InstructionStatus = DispatchInstruction['status'];
export type DispatchResponseValue = NonNullable<DispatchInstruction['response']>;
export type DispatchUnit = DispatchInstruction['unit'];
