/**
 * The dispatch API's shapes. TEMPORARY local declaration of the contract (issue 11 brief) until the
 * generated types land in shared-session; then this file only re-exports them.
 */
export type InstructionStatus = 'created' | 'scheduled' | 'awaiting response' | 'accepted' | 'rejected' | 'expired' | 'stop' | 'unknown';
export type DispatchResponseValue = 'accepted' | 'rejected';
export type DispatchUnit = 'MW' | 'MVAr';

export interface DispatchInstruction {
  id: number;
  competition: number;
  competition_name: string;
  service_window: number;
  window_name: string;
  flex_provider: number;
  flex_provider_name: string;
  bid: number;
  assets: number[];
  asset_refs: string[];
  start: string;
  end: string;
  quantity: number;
  unit: DispatchUnit;
  response_deadline: string;
  status: InstructionStatus;
  send_at: string | null;
  sent: string | null;
  responded: string | null;
  response: DispatchResponseValue | null;
  stopped: string | null;
  created: string;
}

export interface DispatchInstructionCreate {
  competition: number;
  service_window: number;
  flex_provider: number;
  bid?: number;
  assets: number[];
  start: string;
  end: string;
  quantity: number;
  unit?: DispatchUnit;
  response_deadline: string;
  send_at?: string | null;
}

export interface DispatchHistoryEntry {
  id: number;
  instruction: number;
  kind: 'created' | 'scheduled' | 'sent' | 'accepted' | 'rejected' | 'expired' | 'stopped';
  status: InstructionStatus;
  actor_name: string | null;
  created: string;
}
