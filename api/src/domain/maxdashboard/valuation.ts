/**
 * The market valuation of an organisation's qualifying assets (README.md beside this file): per
 * service window of each open competition its assets qualify for, min(eligible MW, required MW) ×
 * guide price × the window's delivery hours over its service period.
 */
import type { Db } from '../../db/types.js';
import type { HolidayCalendar } from '../competitions/holidays.js';
import { statusExpr } from '../competitions/visibility.js';
import { hoursLost } from '../contracts/unavailability.js';
import { capacityFieldOf, unitOf, windowsOf } from '../market/facts.js';
import type { CapacityField, NeedDirection, PowerType } from '../qualification/rules.js';
import { Dec, sum } from '../settlement/decimal.js';
import { roundMoney } from '../settlement/money.js';
import type { Valuation, ValuationRow } from './schemas.js';

/** Competitions still ahead of their bidding's close: qualification open, qualification closed (bidding not yet open), bidding open. */
export const VALUED_STATUSES = ['qualifying', 'qualified', 'open'] as const;

/** Statuses an asset qualifies with: computed eligible, or qualified by the operator's override. */
const QUALIFYING = `q.eligibility_status IN ('eligible', 'qualified')`;

interface CompetitionRow {
  id: number;
  name: string;
  status: ValuationRow['competition_status'];
  currency: string;
  power_type: PowerType;
  need_direction: NeedDirection;
  fixed_price: boolean;
  availability_guide_price: string | number | null;
  holiday_calendar: HolidayCalendar;
}

type Capacities = Record<CapacityField, number>;

/** A window's delivery hours over its whole service period, counted as contracts count them (competition clock, service days, holidays). */
const hoursOverPeriod = (w: Parameters<typeof hoursLost>[0]): number => hoursLost(w, -Infinity, Infinity);

/** The guide price of a window: the fixed availability rate in a fixed-price competition, else the competition's availability guide price. */
function guidePriceOf(c: CompetitionRow, fixedRate: string | number | null): Dec | null {
  const price = c.fixed_price ? fixedRate : c.availability_guide_price;
  return price === null || price === undefined ? null : new Dec(String(price));
}

export async function valuationOf(db: Db, orgId: number): Promise<Valuation> {
  const competitions = await db.query<CompetitionRow>(
    `SELECT c.id, c.name, ${statusExpr('c').text} AS status, c.currency, c.power_type, c.need_direction, c.fixed_price,
            c.availability_guide_price, c.holiday_calendar
       FROM competitions c
      WHERE c.is_active AND ${statusExpr('c').text} = ANY ($2::text[])
        AND EXISTS (SELECT 1 FROM qualifications q JOIN flex_assets a ON a.id = q.flex_asset_id
                     WHERE q.competition_id = c.id AND a.flex_provider_id = $1 AND a.is_active AND ${QUALIFYING})
      ORDER BY c.name, c.id`,
    [orgId, [...VALUED_STATUSES]],
  );
  const ids = competitions.rows.map((c) => c.id);
  if (ids.length === 0) return { totals: [], rows: [] };

  const assets = await db.query<Capacities & { competition: number }>(
    `SELECT q.competition_id AS competition, a.active_export_capacity, a.active_import_capacity, a.reactive_export_capacity, a.reactive_import_capacity
       FROM qualifications q JOIN flex_assets a ON a.id = q.flex_asset_id
      WHERE q.competition_id = ANY ($1::int[]) AND a.flex_provider_id = $2 AND a.is_active AND ${QUALIFYING}`,
    [ids, orgId],
  );
  const extras = await db.query<{ id: number; period_name: string; fixed_availability_price: string | number | null }>(
    `SELECT w.id, p.name AS period_name, w.fixed_availability_price
       FROM service_windows w JOIN service_periods p ON p.id = w.service_period_id WHERE w.competition_id = ANY ($1::int[])`,
    [ids],
  );
  const extra = new Map(extras.rows.map((e) => [e.id, e]));

  const rows: ValuationRow[] = [];
  for (const c of competitions.rows) {
    const field = capacityFieldOf(c);
    const eligible = sum(assets.rows.filter((a) => a.competition === c.id).map((a) => new Dec(a[field])));
    for (const w of (await windowsOf(db, c.id, c.holiday_calendar)).values()) {
      const required = new Dec(w.capacity_required);
      const counted = Dec.min(eligible, required);
      const hours = hoursOverPeriod({ ...w, service_days: [...w.service_days] });
      const price = guidePriceOf(c, extra.get(w.id)?.fixed_availability_price ?? null);
      rows.push({
        competition: c.id,
        competition_name: c.name,
        competition_status: c.status,
        window: w.id,
        window_name: w.name,
        period_name: extra.get(w.id)?.period_name ?? '',
        unit: unitOf(c),
        eligible_mw: eligible.toNumber(),
        required_mw: required.toNumber(),
        counted_mw: counted.toNumber(),
        guide_price: price?.toNumber() ?? null,
        hours,
        value: price === null ? null : roundMoney(counted.times(price).times(new Dec(hours)), c.currency),
        currency: c.currency,
      });
    }
  }
  const byCurrency = new Map<string, Dec[]>();
  for (const r of rows) if (r.value !== null) byCurrency.set(r.currency, [...(byCurrency.get(r.currency) ?? []), new Dec(r.value)]);
  const totals = [...byCurrency].sort(([a], [b]) => a.localeCompare(b)).map(([currency, values]) => ({ currency, amount: roundMoney(sum(values), currency) }));
  return { totals, rows };
}
