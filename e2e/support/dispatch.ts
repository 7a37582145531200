/** Helpers of the dispatch browser tests: an accepted bid of a demo provider, an instruction for it. */
import { api, type Json } from './competitions';
import { USERS } from './session';

/**
 * An instruction the operator sends for a demo provider's accepted bid of `minAssets` or more
 * assets in a competition whose results are confirmed and whose window serves a day in the next
 * two weeks and whose obligation binds then (a competition whose service period has ended, or whose
 * contract awaits acceptance, is passed over). Returns whose bid it is.
 */
export async function instructAcceptedBid(minAssets = 1): Promise<{ provider: string; bid: Json; id: number }> {
  for (const email of [USERS.providerA, USERS.providerB]) {
    const accepted = (await api(email, 'GET', 'bids/bids/?outcome=accepted&limit=200')).json as Json[];
    for (const bid of accepted.filter((b) => (b.asset_refs as string[]).length >= minAssets)) {
      const id = await sendInstruction(bid);
      if (id !== null) return { provider: email, bid, id };
    }
  }
  throw new Error(`no demo provider has an accepted bid of ${minAssets} or more assets, under an accepted contract, whose window serves a day in the next two weeks`);
}

/** The instant of a wall-clock time in Europe/London (the competitions' clock). */
export function londonInstant(date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let guess = wall;
  for (let i = 0; i < 3; i++) {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
        .formatToParts(new Date(guess))
        .map((x) => [x.type, x.value]),
    );
    guess = wall - (Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) - guess);
  }
  return new Date(guess);
}

/** The ids of the provider's accepted bids whose obligations bind today (dispatch can instruct them). */
export async function dispatchableBids(email: string): Promise<Set<number>> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const obligations = (await api(email, 'GET', `obligations/v1/?binding_on=${today}&limit=500`)).json as Json[];
  return new Set(obligations.map((o) => Number(o.bid)));
}

/**
 * The operator sends an instruction for the bid's first hour of its window on the first day from
 * tomorrow that the window serves (the server says which days do: a day it does not serve is a 400
 * on start). Returns the new instruction's id, or null when the window serves no day in the next two weeks.
 */
async function sendInstruction(bid: Json): Promise<number | null> {
  const [hour, minute] = String(bid.window_start_time).split(':').map(Number) as [number, number];
  const end = `${String(hour + 1).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  for (let days = 1; days <= 14; days++) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const start = londonInstant(date, String(bid.window_start_time));
    const body = {
      competition: bid.competition,
      service_window: bid.service_window,
      flex_provider: bid.flex_provider,
      bid: bid.id,
      assets: bid.assets,
      start: start.toISOString(),
      end: londonInstant(date, end).toISOString(),
      quantity: 1,
      response_deadline: new Date(Math.min(start.getTime(), Date.now() + 6 * 3_600_000)).toISOString(),
    };
    const res = await api(USERS.operatorX, 'POST', 'dispatch/v1/instructions/', body);
    if (res.status === 201) return Number((res.json as Json).id);
    const errors = (res.json ?? {}) as Json;
    // The bid's obligation does not bind that day (its contract awaits acceptance or was terminated),
    // or the bid is in another operator's competition (403): try another bid.
    if ((res.status === 400 && 'bid' in errors) || res.status === 403) return null;
    if (res.status !== 400 || !('start' in errors)) throw new Error(`instruction not created: ${res.status} ${JSON.stringify(res.json)}`);
  }
  return null;
}
