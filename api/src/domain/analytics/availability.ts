/**
 * Which reports have anything to show for an operator, for the report list: one round of cheap
 * existence checks on its own records (not the reports themselves, which read a year of data).
 */
import type { Db } from '../../db/types.js';
import type { ReportType } from './schemas.js';

type Empty = 'no_data' | 'no_competitions' | 'no_dispatches' | 'no_settlement' | 'no_exchange' | 'no_meter_data' | null;

export async function reportAvailability(db: Db, operatorId: number): Promise<Array<{ report: ReportType; empty: Empty }>> {
  const r = await db.query<Record<'competitions' | 'accepted' | 'dispatches' | 'settled' | 'invoiced' | 'listed' | 'metered', boolean>>(
    `SELECT EXISTS (SELECT 1 FROM competitions c WHERE c.operator_id = $1) AS competitions,
            EXISTS (SELECT 1 FROM competitions c JOIN bids b ON b.competition_id = c.id JOIN bid_approvals a ON a.bid_id = b.id AND a.approved
                     WHERE c.operator_id = $1) AS accepted,
            EXISTS (SELECT 1 FROM competitions c JOIN dispatch_instructions d ON d.competition_id = c.id WHERE c.operator_id = $1) AS dispatches,
            EXISTS (SELECT 1 FROM competitions c JOIN settlement_reports r ON r.competition_id = c.id
                      JOIN settlement_report_events e ON e.report_id = r.id WHERE c.operator_id = $1) AS settled,
            EXISTS (SELECT 1 FROM invoices i WHERE i.operator_id = $1) AS invoiced,
            EXISTS (SELECT 1 FROM exchange_listings l JOIN obligations ob ON ob.id = l.obligation_id JOIN competitions c ON c.id = ob.competition_id
                     WHERE c.operator_id = $1)
              OR EXISTS (SELECT 1 FROM exchange_bids b WHERE b.bidder_fp_id = $1)
              OR EXISTS (SELECT 1 FROM exchange_trades t WHERE t.buyer_id = $1) AS listed,
            EXISTS (SELECT 1 FROM competitions c JOIN dispatch_instructions d ON d.competition_id = c.id
                      CROSS JOIN LATERAL unnest(d.assets) AS x(asset_id) JOIN flex_assets fa ON fa.id = x.asset_id
                     WHERE c.operator_id = $1
                       AND EXISTS (SELECT 1 FROM meter_readings m WHERE m.meter_id IN (fa.import_meter_id, fa.export_meter_id))) AS metered`,
    [operatorId],
  );
  const has = r.rows[0]!;
  const market = (ok: boolean): Empty => (!has.competitions ? 'no_competitions' : ok ? null : 'no_data');
  const dispatched = (then: Empty): Empty => (!has.competitions ? 'no_competitions' : !has.dispatches ? 'no_dispatches' : then);
  return [
    { report: 'procurement-summary', empty: market(true) },
    { report: 'price-benchmarks', empty: market(has.accepted) },
    { report: 'delivery-performance', empty: dispatched(has.settled ? null : 'no_settlement') },
    { report: 'dispatch-operations', empty: dispatched(null) },
    { report: 'spend-invoicing', empty: has.invoiced ? null : 'no_settlement' },
    { report: 'exchange-liquidity', empty: has.listed ? null : 'no_exchange' },
    { report: 'baseline-accuracy', empty: dispatched(has.metered ? null : 'no_meter_data') },
  ];
}
