/**
 * The server decides what is a valid bid. One function writes a ballot's bids
 * (single bid, ballot form, bulk file all come through it), all or nothing:
 *  - bidding is open and results are not confirmed (else 409);
 *  - the ballot is the caller's, active, and each of its assets is the provider's own, active and
 *    still qualifying for the competition (else 409: re-create the ballot);
 *  - under the entry-confirmation flag, each of its assets is in the provider's confirmed entry
 *    (else 409 with code `entry_required`: entry.ts);
 *  - each window belongs to the competition; the offer's own rules (rules.ts);
 *  - the same asset is not offered twice for windows that overlap in time in this competition
 *    (this ballot's other windows and the provider's other ballots).
 * Field problems come back as 400 `{bids: [{}, {field: [...]}, …]}`, one entry per offer.
 */
import type { Db } from '../../db/types.js';
import { ApiError, badRequest, notFound } from '../../errors.js';
import { assertBiddingOpen, ballotFacts, competitionFacts, conflict, unitOf, windowsOf, type WindowFacts } from './facts.js';
import { gspNamesOf, gspSitesOf } from './gsp.js';
import { checkOffer, rateFieldsFor, type CheckedOffer, type FieldErrors, type OfferInput } from './rules.js';
import { recurrencesOverlap } from './windows.js';
import { assertApprovedProvider } from '../dps/gate.js';
import { assertEntered } from './entry.js';

export interface OfferResult {
  bidIds: number[];
  created: number;
  amended: number;
  unchanged: number;
}

/** Who bids: the provider organisation and the user (a request's Principal, or a file upload's uploader). */
export interface Bidder {
  orgId: number | null;
  userId: number;
}

interface OtherBid {
  id: number;
  service_window_id: number;
  flex_asset_id: number;
  ballot_id: number;
}

export async function submitOffers(db: Db, user: Bidder, ballotId: number, offers: readonly OfferInput[]): Promise<OfferResult> {
  const owner = await db.query<{ competition_id: number; flex_provider_id: number }>('SELECT competition_id, flex_provider_id FROM ballots WHERE id = $1', [ballotId]);
  const head = owner.rows[0];
  if (!head || head.flex_provider_id !== user.orgId) throw notFound('Ballot not found.');
  const competition = await competitionFacts(db, head.competition_id);
  if (!competition) throw notFound('Competition not found.');
  await assertApprovedProvider(db, head.flex_provider_id, competition.operator_id, 'bid in its competitions');
  assertBiddingOpen(competition);
  const ballot = (await ballotFacts(db, ballotId, competition))!;
  if (!ballot.is_active) throw conflict('This ballot has been deactivated; create a new ballot to bid.');
  const lapsed = ballot.assets.filter((a) => !a.is_active || !a.qualifies);
  if (lapsed.length)
    throw conflict(`These assets no longer qualify for ${competition.name}: ${lapsed.map((a) => a.ref).join(', ')}. Create a new ballot without them.`);
  if (!ballot.assets.length) throw conflict('This ballot has no assets; create a new ballot with your qualifying assets.');
  await assertEntered(db, head.flex_provider_id, competition, ballot.assets);

  const windows = await windowsOf(db, competition.id, competition.holiday_calendar);
  const rates = rateFieldsFor(competition.competition_type);
  const maxCapacity = Math.round(ballot.assets.reduce((s, a) => s + a.capacity, 0) * 1e5) / 1e5;
  const unit = unitOf(competition);
  const errors: FieldErrors[] = offers.map(() => ({}));
  const checked: Array<CheckedOffer | null> = offers.map((offer, i) => {
    if (!windows.has(offer.service_window)) {
      errors[i]!.service_window = [`Service window ${offer.service_window} is not part of ${competition.name}.`];
      return null;
    }
    const result = checkOffer(offer, rates, maxCapacity, unit);
    if ('errors' in result) {
      Object.assign(errors[i]!, result.errors);
      return null;
    }
    return result.ok;
  });
  offers.forEach((offer, i) => {
    const first = offers.findIndex((o) => o.service_window === offer.service_window);
    if (first !== i) (errors[i]!.service_window ??= []).push('This window is offered twice in the same submission.');
  });

  // The ballot's windows after this submission, and the provider's other bids sharing an asset.
  const existing = await db.query<{ id: number; service_window_id: number }>('SELECT id, service_window_id FROM bids WHERE ballot_id = $1 AND is_active', [ballotId]);
  const mine = new Set([...existing.rows.map((b) => b.service_window_id), ...offers.map((o) => o.service_window)]);
  const others = await db.query<OtherBid>(
    `SELECT b.id, b.service_window_id, ba.flex_asset_id, b.ballot_id
       FROM bids b JOIN ballots bl ON bl.id = b.ballot_id JOIN ballot_assets ba ON ba.group_id = bl.ballot_asset_group_id
      WHERE b.competition_id = $1 AND b.is_active AND bl.is_active AND b.ballot_id <> $2 AND ba.flex_asset_id = ANY($3::int[])`,
    [competition.id, ballotId, ballot.assets.map((a) => a.id)],
  );
  const refOf = new Map(ballot.assets.map((a) => [a.id, a.ref]));
  const overlapCache = new Map<string, boolean>();
  const overlap = (a: WindowFacts, b: WindowFacts): boolean => {
    const key = a.id < b.id ? `${a.id}:${b.id}` : `${b.id}:${a.id}`;
    let v = overlapCache.get(key);
    if (v === undefined) overlapCache.set(key, (v = a.id === b.id || recurrencesOverlap(a, b)));
    return v;
  };
  offers.forEach((offer, i) => {
    const w = windows.get(offer.service_window);
    if (!w) return;
    const messages = new Set<string>();
    for (const other of mine) {
      const o = windows.get(other);
      if (other !== w.id && o && overlap(w, o)) messages.add(`This ballot also offers its assets in ${o.name}, which overlaps this window; an asset cannot be offered twice at the same time.`);
    }
    for (const b of others.rows) {
      const o = windows.get(b.service_window_id);
      if (o && overlap(w, o)) messages.add(`Asset ${refOf.get(b.flex_asset_id) ?? b.flex_asset_id} is already offered in ${o.name} (bid ${b.id}), which overlaps this window.`);
    }
    if (messages.size) (errors[i]!.service_window ??= []).push(...messages);
  });
  if (errors.some((e) => Object.keys(e).length)) throw badRequest({ bids: errors });

  // The GSPs by the competition operator's uploaded grid topology where it has one (gsp.ts).
  const gsps = gspNamesOf(ballot.assets, await gspSitesOf(db, competition.operator_id));
  const result: OfferResult = { bidIds: [], created: 0, amended: 0, unchanged: 0 };
  for (const offer of checked.filter((c): c is CheckedOffer => c !== null)) {
    const current = await db.query<{ id: number; version: number; same: boolean }>(
      `SELECT id, version, (capacity = $3 AND max_runtime_seconds = $4 AND availability_price IS NOT DISTINCT FROM $5::numeric
              AND utilisation_price IS NOT DISTINCT FROM $6::numeric AND service_fee IS NOT DISTINCT FROM $7::numeric AND is_active) AS same
         FROM bids WHERE ballot_id = $1 AND service_window_id = $2`,
      [ballotId, offer.service_window, offer.capacity, offer.max_runtime_seconds, offer.availability_price, offer.utilisation_price, offer.service_fee],
    );
    const row = current.rows[0];
    let id: number;
    let version: number;
    if (row?.same) {
      result.bidIds.push(row.id);
      result.unchanged++;
      continue;
    }
    if (row) {
      version = row.version + 1;
      await db.query(
        `UPDATE bids SET capacity = $2, max_runtime_seconds = $3, availability_price = $4, utilisation_price = $5, service_fee = $6, gsps = $7,
                version = $8, is_active = true, submitted = now(), updated = now() WHERE id = $1`,
        [row.id, offer.capacity, offer.max_runtime_seconds, offer.availability_price, offer.utilisation_price, offer.service_fee, gsps, version],
      );
      // An amended bid is a new offer: an earlier decision no longer applies.
      await db.query('DELETE FROM bid_approvals WHERE bid_id = $1', [row.id]);
      id = row.id;
      result.amended++;
    } else {
      version = 1;
      const inserted = await db.query<{ id: number }>(
        `INSERT INTO bids (ballot_id, competition_id, flex_provider_id, service_window_id, capacity, max_runtime_seconds, availability_price, utilisation_price, service_fee, gsps)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [ballotId, competition.id, user.orgId, offer.service_window, offer.capacity, offer.max_runtime_seconds, offer.availability_price, offer.utilisation_price, offer.service_fee, gsps],
      );
      id = inserted.rows[0]!.id;
      result.created++;
    }
    await db.query(
      `INSERT INTO bid_versions (bid_id, version, capacity, max_runtime_seconds, availability_price, utilisation_price, service_fee, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, version, offer.capacity, offer.max_runtime_seconds, offer.availability_price, offer.utilisation_price, offer.service_fee, user.userId],
    );
    result.bidIds.push(id);
  }
  await db.query('UPDATE ballots SET updated = now() WHERE id = $1', [ballotId]);
  return result;
}

/** Creates a ballot (with its asset group) from the provider's qualifying assets. Returns its id. */
export async function createBallot(db: Db, user: Bidder, competitionId: number, assetIds: readonly number[]): Promise<number> {
  const competition = await competitionFacts(db, competitionId);
  if (!competition) throw badRequest({ competition: ['Unknown competition.'] });
  await assertApprovedProvider(db, user.orgId ?? 0, competition.operator_id, 'bid in its competitions');
  assertBiddingOpen(competition);
  const assets = await db.query<{ id: number; ref: string; qualifies: boolean }>(
    `SELECT a.id, a.ref, EXISTS (SELECT 1 FROM qualifications q WHERE q.competition_id = $3 AND q.flex_asset_id = a.id AND q.eligibility_status IN ('eligible', 'qualified')) AS qualifies
       FROM flex_assets a WHERE a.id = ANY($1::int[]) AND a.flex_provider_id = $2 AND a.is_active`,
    [assetIds, user.orgId, competitionId],
  );
  const found = new Map(assets.rows.map((a) => [a.id, a.qualifies]));
  const unknown = assetIds.filter((id) => !found.has(id));
  if (unknown.length) throw badRequest({ flex_assets: [`Unknown assets: ${unknown.join(', ')}.`] });
  const notQualifying = assetIds.filter((id) => !found.get(id));
  if (notQualifying.length) throw badRequest({ flex_assets: [`These assets do not qualify for the competition: ${notQualifying.join(', ')}.`] });
  await assertEntered(db, user.orgId ?? 0, competition, assets.rows);
  const group = await db.query<{ id: number }>('INSERT INTO ballot_asset_groups (competition_id, flex_provider_id) VALUES ($1, $2) RETURNING id', [competitionId, user.orgId]);
  const groupId = group.rows[0]!.id;
  await db.query('INSERT INTO ballot_assets (group_id, flex_asset_id) SELECT $1, unnest($2::int[])', [groupId, [...assetIds]]);
  const ballot = await db.query<{ id: number }>(
    'INSERT INTO ballots (competition_id, flex_provider_id, ballot_asset_group_id) VALUES ($1, $2, $3) RETURNING id',
    [competitionId, user.orgId, groupId],
  );
  return ballot.rows[0]!.id;
}


/** One offer (single-bid create and amend): field errors come back flat, `{capacity: [...]}`. */
export async function submitOne(db: Db, user: Bidder, ballotId: number, offer: OfferInput): Promise<number> {
  try {
    return (await submitOffers(db, user, ballotId, [offer])).bidIds[0]!;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400 && Array.isArray(error.body.bids)) throw badRequest(error.body.bids[0]);
    throw error;
  }
}
