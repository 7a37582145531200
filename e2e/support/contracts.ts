/**
 * Helpers of the contracts browser tests: a fresh competition of operator X in which provider A's
 * bid is accepted (results not yet confirmed), dispatch instructions for that bid, an alert over an
 * area and the provider's live event stream.
 */
import { expect } from '@playwright/test';
import { api, providerAssetInOperatorArea, type Json } from './competitions';
import { londonInstant } from './dispatch';
import type { Mail } from './outbox';
import { API_BASE, OUTBOX_KEY } from './ports';
import { tokenFor, USERS } from './session';

/** The provider whose asset lies in operator X's area (see providerAssetInOperatorArea). */
export const PROVIDER = USERS.providerA;
export const OPERATOR = USERS.operatorX;
/** The accepted bid's capacity, in MW: the obligation allows this much. */
export const BID_MW = 0.1;
/** The window every test competition serves, every day (competition clock). */
const WINDOW = { start: '16:00', end: '18:00' };

/** An instant some days from now, at 09:00 UTC (ISO). */
const nineUtc = (days: number): string => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T09:00:00Z`;
/** YYYY-MM-DD some days from today (UTC). */
export const day = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface Decided {
  id: number;
  name: string;
  reference: string;
  /** The provider's accepted bid (as `bids/bids/` answers it). */
  bid: Json;
  /** The asset the bid offers. */
  assetId: number;
  /** A planned asset of the provider's, qualified for the competition: its contract carries the asset's milestones. */
  planned: { id: number; name: string };
  /** The GSP regions of the asset's postcode district. */
  areaRefs: number[];
  postcode: string;
}

/** A competition body of operator X over a postcode district, its window every day of the next two weeks. */
function competitionBody(name: string, reference: string, postcode: string, dates: { qualification_open: string; qualification_closed: string; open: string; closed: string }): Json {
  return {
    name,
    reference,
    competition_type: 'availability_utilisation',
    power_type: 'active_power',
    need_direction: 'deficit',
    availability_guide_price: 6.5,
    utilisation_guide_price: 300,
    ...dates,
    archive_on: nineUtc(400),
    postcodes: [postcode],
    service_periods: [
      {
        name: 'Next fortnight',
        start: day(1),
        end: day(14),
        service_windows: [{ name: 'Evening peak', start_time: WINDOW.start, end_time: WINDOW.end, service_days: [0, 1, 2, 3, 4, 5, 6], holiday_handling: 'Ignore', capacity_required: 5 }],
      },
    ],
  };
}

/**
 * Operator X opens a competition (bidding open now) over a district where provider A has an
 * asset; the provider enters and bids BID_MW; the operator closes bidding and accepts the bid.
 * What is left is confirming the results, which the test does in the browser.
 */
export async function competitionWithAcceptedBid(): Promise<Decided> {
  const { postcode, ref } = await providerAssetInOperatorArea();
  const stamp = Date.now();
  const name = `Contracts flow ${stamp}`;
  const reference = `E2E-CON-${stamp}`;
  const created = await api(OPERATOR, 'POST', 'flex/competitions/', competitionBody(name, reference, postcode, { qualification_open: nineUtc(-3), qualification_closed: nineUtc(-2), open: nineUtc(-1), closed: nineUtc(5) }));
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const competition = created.json as Json;
  const id = Number(competition.id);

  const assets = (await api(PROVIDER, 'GET', 'flex/assets/?limit=1000')).json as Json[];
  const asset = assets.find((a) => a.ref === ref)!;
  const assetId = Number(asset.id);
  // A planned battery beside the asset: qualified for the competition (it asks for no more than the asset's place and voltage).
  const plannedName = `Planned battery ${stamp}`;
  const planned = await api(PROVIDER, 'POST', 'flex/plannedassets/', {
    ref: `E2E-PLAN-${stamp}`,
    name: plannedName,
    asset_type: asset.asset_type,
    asset_category: asset.asset_category,
    location: asset.location,
    voltage_level: asset.voltage_level,
    capacity_type: 'active_export_capacity',
    capacity_value: 2,
    // Connected in three months: every milestone is still ahead.
    expected_connection: day(90),
  });
  expect(planned.status, JSON.stringify(planned.json)).toBe(201);
  expect((planned.json as Json).competitions, 'the planned asset qualifies for the new competition').toContain(id);
  // Entry waits for the qualification of the new competition's assets.
  await expect(async () => expect((await api(PROVIDER, 'POST', 'flex/competitionentries/', { competition: id, flex_assets: [assetId] })).status).toBe(201)).toPass({ timeout: 30_000 });
  const ballot = await api(PROVIDER, 'POST', 'bids/ballots/', { competition: id, flex_assets: [assetId] });
  expect(ballot.status, JSON.stringify(ballot.json)).toBe(201);
  const full = (await api(PROVIDER, 'GET', `flex/competitions/${id}/?expand=service_periods.windows&include_archived=true`)).json as { service_periods: Array<{ windows: Array<{ id: number }> }> };
  const window = full.service_periods[0]!.windows[0]!;
  const offer = { service_window: window.id, capacity: BID_MW, max_runtime: '0 02:00:00', availability_price: 5, utilisation_price: 120 };
  const submitted = await api(PROVIDER, 'POST', `bids/ballots/${String((ballot.json as Json).id)}/submit/`, { bids: [offer] });
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
  const [bidId] = (submitted.json as { bids: number[] }).bids;

  expect((await api(OPERATOR, 'POST', `flex/competitions/${id}/close_bidding/`)).status).toBe(200);
  const decided = await api(OPERATOR, 'POST', 'bids/approvals/decide/', { competition: id, decisions: [{ bid_id: bidId, approved: true }] });
  expect(decided.status, JSON.stringify(decided.json)).toBe(200);
  const bid = ((await api(OPERATOR, 'GET', `bids/bids/?competition=${id}`)).json as Json[]).find((b) => b.id === bidId)!;
  const preview = await api(OPERATOR, 'POST', 'flex/competitions/preview_area/', { postcodes: [postcode] });
  const areaRefs = (preview.json as { area_refs: number[] }).area_refs;
  return { id, name, reference, bid, assetId, planned: { id: Number((planned.json as Json).id), name: plannedName }, areaRefs, postcode };
}

/**
 * An instruction body for the bid: the first hour of its window tomorrow (inside the service
 * period and the obligation), `quantity` MW, for `assets` (the bid's by default).
 */
export function instructionFor(bid: Json, quantity: number, assets: number[] = bid.assets as number[]): Json {
  const date = day(1);
  const start = londonInstant(date, WINDOW.start);
  return {
    competition: bid.competition,
    service_window: bid.service_window,
    flex_provider: bid.flex_provider,
    bid: bid.id,
    assets,
    start: start.toISOString(),
    end: londonInstant(date, '17:00').toISOString(),
    quantity,
    response_deadline: new Date(Math.min(start.getTime(), Date.now() + 6 * 3_600_000)).toISOString(),
  };
}

/** Operator X opens (qualification open now) a competition over the district, as the alert test's news. */
export async function openCompetitionIn(postcode: string): Promise<{ id: number; name: string; reference: string }> {
  const stamp = Date.now();
  const name = `Alerted competition ${stamp}`;
  const reference = `E2E-ALR-${stamp}`;
  const created = await api(OPERATOR, 'POST', 'flex/competitions/', competitionBody(name, reference, postcode, { qualification_open: nineUtc(-1), qualification_closed: nineUtc(10), open: nineUtc(20), closed: nineUtc(30) }));
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return { id: Number((created.json as Json).id), name, reference };
}

export interface StreamEvent {
  id: number;
  type: string;
  data: Json;
}

/**
 * The organisation's live event stream (events/stream/) as a client reads it: `next(match)`
 * resolves with the first event, from the moment the stream was opened, that matches.
 */
export async function openEventStream(email: string): Promise<{ next: (match: (e: StreamEvent) => boolean, timeoutMs?: number) => Promise<StreamEvent>; close: () => void }> {
  const controller = new AbortController();
  const res = await fetch(`${API_BASE}events/stream/`, { headers: { authorization: `Bearer ${await tokenFor(email)}`, accept: 'text/event-stream' }, signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const seen: StreamEvent[] = [];
  let buffer = '';
  let connected = false;
  /** Reads frames until one satisfies `done`; false if the stream ended first. */
  const readUntil = async (done: () => boolean): Promise<boolean> => {
    while (!done()) {
      const { value, done: ended } = await reader.read();
      if (ended) return false;
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (frame.includes(': connected')) connected = true;
        const data = frame
          .split('\n')
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n');
        if (data) seen.push(JSON.parse(data) as StreamEvent);
      }
    }
    return true;
  };
  // Subscribed once the server says so: what is published afterwards reaches this stream.
  await readUntil(() => connected);
  return {
    async next(match, timeoutMs = 30_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no matching event on the stream within ${timeoutMs} ms; saw ${seen.map((e) => e.type).join(', ') || 'none'}`)), timeoutMs);
      });
      try {
        await Promise.race([readUntil(() => seen.some(match)), timeout]);
      } finally {
        clearTimeout(timer);
      }
      const found = seen.find(match);
      if (!found) throw new Error('the event stream ended before a matching event');
      return found;
    },
    close: () => controller.abort(),
  };
}

/** Waits (polling the development outbox) for a mail of this kind to this address that mentions `text`. */
export async function waitForMailAbout(to: string, kind: string, text: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect(async () => {
    const res = await fetch(`${API_BASE}dev/outbox/?to=${encodeURIComponent(to)}`, { headers: { 'x-outbox-key': OUTBOX_KEY } });
    const mails = (await res.json()) as Mail[];
    found = mails.find((m) => m.kind === kind && (m.subject.includes(text) || m.body.includes(text)));
    expect(found, `a ${kind} mail to ${to} about ${text}`).toBeDefined();
  }).toPass({ timeout: 30_000 });
  return found!;
}
