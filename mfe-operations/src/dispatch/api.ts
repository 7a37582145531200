/**
 * The dispatch screens' calls (workflows §7 dispatch/*), on the typed client: the
 * instructions (operator: its competitions'; provider: those addressed to it), creating one or
 * many, stopping one, a provider's response, and the operator's accepted bids to dispatch.
 */
import { api, type QueryOf } from 'shared-session';
import type { DispatchBid } from './createForm';
import type { DispatchHistoryEntry, DispatchInstruction, DispatchInstructionCreate, DispatchResponseValue } from './types';

/** Which instructions a list shows: those not over yet, or those over. */
export type Period = 'upcoming' | 'past';

/** Upcoming: the instruction's end is still ahead; past: it has ended. */
export function inPeriod(i: Pick<DispatchInstruction, 'end'>, period: Period, now = Date.now()): boolean {
  return period === 'upcoming' ? Date.parse(i.end) > now : Date.parse(i.end) <= now;
}

/** Every instruction the caller may see (the server scopes them to its organisation). */
export function allInstructions(query: QueryOf<'/dispatch/v1/instructions/'> = {}): Promise<DispatchInstruction[]> {
  return api.all('/dispatch/v1/instructions/', { query: { ordering: 'start', ...query } });
}

/** The instructions of a period, filtered by their end on the server (the lists keep them current afterwards). */
export function instructionsOf(period: Period): Promise<DispatchInstruction[]> {
  const now = new Date().toISOString();
  return allInstructions(period === 'upcoming' ? { end__gt: now } : { end__lte: now, ordering: '-start' });
}

/** Creates one instruction, or many at once through the bulk path. */
export async function createInstructions(items: readonly DispatchInstructionCreate[]): Promise<DispatchInstruction[]> {
  const [only] = items;
  if (only && items.length === 1) return [await api.post('/dispatch/v1/instructions/', { body: only })];
  return api.bulkCreate('/dispatch/v1/instructions/bulk/', items);
}

/** Stops an instruction (final; the provider is told at once). Answers the stopped instruction. */
export async function stopInstruction(id: number): Promise<DispatchInstruction> {
  return api.post('/dispatch/v1/stop/', { body: { instruction: id } });
}

/** The addressed provider's one answer before the deadline (final). Answers the instruction. */
export async function respondTo(id: number, response: DispatchResponseValue): Promise<DispatchInstruction> {
  return api.post('/dispatch/v2/responses/', { body: { instruction: id, response } });
}

/** The operator's accepted bids (results confirmed) on its competitions, with their competition's unit: what can be dispatched. */
export async function acceptedBids(): Promise<DispatchBid[]> {
  const bids = await api.all('/bids/bids/', { query: { outcome: 'accepted', ordering: 'competition' } });
  const ids = [...new Set(bids.map((b) => b.competition))];
  const facts = ids.length ? await api.byIds('/flex/competitions/', ids, { fields: ['id', 'power_type'], query: { include_archived: true } }) : [];
  const reactive = new Set(facts.filter((c) => c.power_type === 'reactive_power').map((c) => c.id));
  return bids.map((b) => ({ ...b, unit: reactive.has(b.competition) ? 'MVAr' : 'MW' }));
}

/** What happened to an instruction, oldest first (dispatch/v1/events/). */
export function historyOf(instruction: number): Promise<DispatchHistoryEntry[]> {
  return api.all('/dispatch/v1/events/', { query: { instruction: String(instruction), ordering: 'created' } });
}
