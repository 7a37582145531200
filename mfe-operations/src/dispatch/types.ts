/** The dispatch API's shapes, as shared-session names them (generated from the API's OpenAPI document). */
import type { DispatchHistoryEvent, DispatchInstruction, DispatchStatus } from 'shared-session';

export type { DispatchInstruction, DispatchInstructionCreate, DispatchResponseValue } from 'shared-session';
/** One step of an instruction's history (dispatch/v1/events/). */
export type DispatchHistoryEntry = DispatchHistoryEvent;
export type InstructionStatus = DispatchStatus;
export type DispatchUnit = DispatchInstruction['unit'];
