/**
 * Listings move through their statuses at their times: scheduled → open when bidding opens,
 * → closed when it closes; bids still undecided LAPSE_DAYS after the close lapse; a closed listing
 * with no undecided bid is settled (awarded with its trades, or expired). One queue does it: a job
 * is sent for each listing's opening, closing and end of grace (startAfter), and a sweep runs
 * every minute to catch up whatever a missed job left. Each run does everything that is due, so
 * either may run any number of times.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import { publishBid, publishListing, recordEvent } from './events.js';
import { settleListing } from './outcomes.js';

export const LISTING_STATUS_JOB = 'exchange-listing-status';
export const LISTING_SWEEP_CRON = '* * * * *';
/** Days after bidding closes that the lister has to decide; bids still undecided then lapse. */
export const LAPSE_DAYS = 5;

/** Queues the status job at a listing's opening, closing and the end of its decision period (in the caller's transaction). */
export async function scheduleListingJobs(app: FastifyInstance, db: Db, listing: { id: number; bidding_opens: string | Date; bidding_closes: string | Date }): Promise<void> {
  const closes = new Date(listing.bidding_closes);
  const times = [new Date(listing.bidding_opens), closes, new Date(closes.getTime() + LAPSE_DAYS * 86_400_000)];
  for (const at of times) {
    if (at.getTime() > Date.now()) await app.jobs.send(LISTING_STATUS_JOB, { listing: listing.id }, { db, startAfter: at });
  }
}

export interface RefreshResult {
  opened: number[];
  closed: number[];
  lapsed: number[];
  settled: number[];
}

/**
 * Does whatever is due now (database clock); answers the listings and bids it moved. Opening,
 * closing and lapsing are one transaction; each settlement is its own, so a listing whose trade
 * cannot be made yet (its obligation's transfer refused, e.g. the buyer's contract awaits
 * acceptance) stays closed, is logged, and is tried again by the next run without holding up the rest.
 */
export async function refreshListings(db: Db, log?: (listing: number, error: unknown) => void): Promise<RefreshResult> {
  const moved = await db.transaction(async (tx) => {
    const opened = await tx.query<{ id: number }>(
      `UPDATE exchange_listings SET status = 'open', updated = now()
        WHERE status = 'scheduled' AND bidding_opens <= now() AND bidding_closes > now() RETURNING id`,
    );
    const closed = await tx.query<{ id: number }>(
      `UPDATE exchange_listings SET status = 'closed', closed_at = bidding_closes, updated = now()
        WHERE status IN ('scheduled', 'open') AND bidding_closes <= now() RETURNING id`,
    );
    const lapsed = await tx.query<{ id: number; listing_id: number; bidder_fp_id: number; version: number }>(
      `UPDATE exchange_bids b SET status = 'lapsed', decided_at = now(), version = b.version + 1, updated = now()
         FROM exchange_listings l
        WHERE l.id = b.listing_id AND l.status = 'closed' AND b.status = 'submitted'
          AND COALESCE(l.closed_at, l.bidding_closes) + make_interval(days => ${LAPSE_DAYS}) <= now()
        RETURNING b.id, b.listing_id, b.bidder_fp_id, b.version`,
    );
    for (const { id } of opened.rows) {
      await recordEvent(tx, id, null, 'opened');
      await publishListing(tx, id, 'opened');
    }
    for (const { id } of closed.rows) {
      await recordEvent(tx, id, null, 'closed');
      await publishListing(tx, id, 'closed');
    }
    for (const b of lapsed.rows) {
      await recordEvent(tx, b.listing_id, null, 'bid_lapsed', { bid: b.id, bidder: b.bidder_fp_id });
      await publishBid(tx, { id: b.id, listing: b.listing_id, bidder: b.bidder_fp_id, status: 'lapsed', version: b.version }, 'bid_lapsed');
    }
    return { opened: opened.rows.map((r) => r.id), closed: closed.rows.map((r) => r.id), lapsed: lapsed.rows.map((r) => r.id) };
  });
  const due = await db.query<{ id: number }>(
    `SELECT l.id FROM exchange_listings l
      WHERE l.status = 'closed' AND NOT EXISTS (SELECT 1 FROM exchange_bids b WHERE b.listing_id = l.id AND b.status = 'submitted')
      ORDER BY l.id`,
  );
  const settled: number[] = [];
  for (const { id } of due.rows) {
    try {
      if (await db.transaction((tx) => settleListing(tx, id, null))) settled.push(id);
    } catch (error) {
      log?.(id, error);
    }
  }
  return { ...moved, settled };
}

/** Declares the queue and its per-minute sweep (domain/index.ts registers the exchange). */
export function registerListingJobs(app: FastifyInstance): void {
  app.jobs.work(LISTING_STATUS_JOB, { retryLimit: 2, retryDelay: 5, expireInSeconds: 120 }, async () => {
    const r = await refreshListings(app.db, (listing, error) => app.log.warn({ listing, err: error }, 'exchange listing not settled yet'));
    return { opened: r.opened.length, closed: r.closed.length, lapsed: r.lapsed.length, settled: r.settled.length };
  });
  app.jobs.schedule(LISTING_STATUS_JOB, LISTING_SWEEP_CRON);
}
