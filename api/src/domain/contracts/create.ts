/**
 * Call-off contracts from confirmed results: in the transaction that confirms a competition's
 * results, one contract per provider with at least one accepted bid, under the provider's current
 * framework agreement with the operator, and one obligation per accepted bid. Idempotent: the
 * unique keys (competition, provider) and (bid, for the row results made: `transferred_from_id`
 * null) make a second call, or a concurrent one, add nothing. A bid may later hold several
 * obligations, one per date range, once the exchange splits it (exchange/transfer.ts).
 *
 * An obligation takes the window's times, days and holiday handling, the bid's assets and
 * capacity (MW, or MVAr in a reactive-power competition), and the rates settlement pays
 * (settlement/terms.ts): availability = the bid's, else the window's fixed price; utilisation =
 * the decision's paid price (pay as clear, fixed price), else the bid's, else the window's fixed
 * price; service fee = the bid's, else the window's, else the competition's. Its dates are its
 * service period's, the end stored exclusive (the day after the period's last day). The contract
 * runs from its first obligation's start to its last obligation's end. The provider's planned
 * assets qualified for the competition are attached with their milestones (milestones/schedule.ts).
 */
import type { Db } from '../../db/types.js';
import { currentFrameworkAgreement } from './framework.js';
import { createMilestones } from './milestones/schedule.js';

export interface CreatedContracts {
  /** Ids of every contract of the competition (made now or before). */
  contracts: number[];
  /** How many were made by this call. */
  created: number;
}

/** A contract's reference: one contract per competition and provider (competition references are unique per operator only). */
export const contractReference = (competitionId: number, providerId: number): string => `CO-${competitionId}-${providerId}`;

/** Makes the competition's contracts and obligations (those missing); answers the contract ids. */
export async function createContractsFromResults(db: Db, competitionId: number, confirmationId: number | null): Promise<CreatedContracts> {
  const providers = await db.query<{ provider_id: number; operator_id: number; currency: string; starts_on: string; ends_on: string }>(
    `SELECT b.flex_provider_id AS provider_id, c.operator_id, c.currency,
            to_char(min(p.start), 'YYYY-MM-DD') AS starts_on, to_char(max(p."end") + 1, 'YYYY-MM-DD') AS ends_on
       FROM bids b JOIN bid_approvals ap ON ap.bid_id = b.id AND ap.approved JOIN competitions c ON c.id = b.competition_id
       JOIN service_windows w ON w.id = b.service_window_id JOIN service_periods p ON p.id = w.service_period_id
      WHERE b.competition_id = $1 AND b.is_active
      GROUP BY b.flex_provider_id, c.operator_id, c.currency ORDER BY b.flex_provider_id`,
    [competitionId],
  );
  let created = 0;
  for (const p of providers.rows) {
    const framework = await currentFrameworkAgreement(db, p.provider_id, p.operator_id);
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO contracts (reference, competition_id, provider_id, operator_id, framework_agreement_id, confirmation_id, currency, starts_on, ends_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (competition_id, provider_id) DO NOTHING RETURNING id`,
      [contractReference(competitionId, p.provider_id), competitionId, p.provider_id, p.operator_id, framework, confirmationId, p.currency, p.starts_on, p.ends_on],
    );
    if (inserted.rows[0]) created += 1;
  }
  await insertObligations(db, competitionId);
  await createMilestones(db, competitionId);
  // Instructions sent before the contracts existed (imported or seeded history) name their bid's
  // obligation: the one their provider holds on the start's day (competition clock), else the bid's first.
  await db.query(
    `UPDATE dispatch_instructions t SET obligation_id = (
       SELECT ob.id FROM obligations ob WHERE ob.bid_id = t.bid_id
        ORDER BY (ob.provider_id = t.flex_provider_id AND ob.starts_on <= (t.start AT TIME ZONE 'Europe/London')::date
                  AND ob.ends_on > (t.start AT TIME ZONE 'Europe/London')::date) DESC, ob.starts_on, ob.id LIMIT 1)
      WHERE t.competition_id = $1 AND t.obligation_id IS NULL AND EXISTS (SELECT 1 FROM obligations ob WHERE ob.bid_id = t.bid_id)`,
    [competitionId],
  );
  const all = await db.query<{ id: number }>('SELECT id FROM contracts WHERE competition_id = $1 ORDER BY id', [competitionId]);
  return { contracts: all.rows.map((r) => r.id), created };
}

async function insertObligations(db: Db, competitionId: number): Promise<void> {
  await db.query(
    `INSERT INTO obligations (contract_id, bid_id, competition_id, provider_id, service_window_id, window_name, start_time, end_time, service_days,
                              holiday_handling, asset_ids, power_type, unit, capacity, max_runtime_seconds, availability_rate, utilisation_rate,
                              service_fee, currency, starts_on, ends_on)
     SELECT k.id, b.id, b.competition_id, b.flex_provider_id, w.id, w.name, w.start_time, w.end_time, w.service_days, w.holiday_handling,
            COALESCE((SELECT array_agg(ba.flex_asset_id ORDER BY ba.flex_asset_id) FROM ballots bl JOIN ballot_assets ba ON ba.group_id = bl.ballot_asset_group_id
                       WHERE bl.id = b.ballot_id), '{}'),
            c.power_type, CASE WHEN c.power_type = 'reactive_power' THEN 'MVAr' ELSE 'MW' END, b.capacity, b.max_runtime_seconds,
            COALESCE(b.availability_price, w.fixed_availability_price), COALESCE(ap.paid_price, b.utilisation_price, w.fixed_utilisation_price),
            COALESCE(b.service_fee, w.fixed_service_fee, c.service_fee), c.currency, p.start, p."end" + 1
       FROM bids b JOIN bid_approvals ap ON ap.bid_id = b.id AND ap.approved JOIN competitions c ON c.id = b.competition_id
       JOIN service_windows w ON w.id = b.service_window_id JOIN service_periods p ON p.id = w.service_period_id
       JOIN contracts k ON k.competition_id = b.competition_id AND k.provider_id = b.flex_provider_id
      WHERE b.competition_id = $1 AND b.is_active
     ON CONFLICT (bid_id) WHERE transferred_from_id IS NULL DO NOTHING`,
    [competitionId],
  );
}
