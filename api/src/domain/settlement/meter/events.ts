/**
 * Settlement events: each accepted dispatch instruction (not stopped before it started) for each
 * of its assets. The id is "<instruction id>-<asset id>". The direction follows the competition's
 * need (deficit/export → turn-down, excess/import → turn-up), the instructed MW is the
 * instruction's quantity shared among its assets by their capacity in that direction, and an
 * instruction stopped while running ends when it was stopped.
 */
import type { Db } from '../../../db/types.js';
import { COMPETITION_TIME_ZONE } from '../../dispatch/validate.js';
import { Dec, text } from '../decimal.js';
import type { Direction } from '../schemas.js';

export interface SettlementEventRow {
  id: string;
  instructionId: number;
  assetId: number;
  competitionId: number;
  providerId: number;
  start: Date;
  end: Date;
  /** The asset's share of the instructed MW (decimal text). */
  instructedMw: string;
  direction: Direction;
  isStorage: boolean;
  /** The asset's capacity in the instructed direction (MW, decimal text). */
  capacityMw: string;
  /** The asset's meters (import and export meter ids; one when both are the same meter). */
  meterIds: string[];
}

export interface SettlementEventFilter {
  competitionId?: number;
  providerId?: number;
  /** 'YYYY-MM': events starting in that month on the competitions' clock. */
  month?: string;
  ids?: string[];
}

/** deficit or export: the network needs net import lowered (less demand, more generation). */
export function directionOfNeed(needDirection: string): Direction {
  return needDirection === 'excess' || needDirection === 'import' ? 'turn_up' : 'turn_down';
}

const EVENT_ID = /^(\d{1,9})-(\d{1,9})$/;

/** The instruction and asset of an event id, or null when it is not one. */
export function parseEventId(id: string): { instructionId: number; assetId: number } | null {
  const m = EVENT_ID.exec(id);
  return m ? { instructionId: Number(m[1]), assetId: Number(m[2]) } : null;
}

interface Row {
  instruction_id: number;
  asset_id: number;
  competition_id: number;
  flex_provider_id: number;
  start: Date;
  end: Date;
  quantity: string;
  need_direction: string;
  asset_type: string;
  export_capacity: string;
  import_capacity: string;
  import_meter_id: string | null;
  export_meter_id: string | null;
  asset_count: number;
  capacity_total: string;
}

/** The month filter's bounds: local midnight of its first day to that of the next month's. */
function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01 00:00:00`, to: `${next}-01 00:00:00` };
}

export async function settlementEventsOf(db: Db, filter: SettlementEventFilter): Promise<SettlementEventRow[]> {
  const where: string[] = [`d.response = 'accepted'`, `d.unit = 'MW'`, `(d.stopped IS NULL OR d.stopped > d.start)`];
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.competitionId !== undefined) where.push(`d.competition_id = ${param(filter.competitionId)}`);
  if (filter.providerId !== undefined) where.push(`d.flex_provider_id = ${param(filter.providerId)}`);
  if (filter.month !== undefined) {
    const { from, to } = monthBounds(filter.month);
    const zone = param(COMPETITION_TIME_ZONE);
    where.push(`d.start >= (${param(from)}::timestamp AT TIME ZONE ${zone}) AND d.start < (${param(to)}::timestamp AT TIME ZONE ${zone})`);
  }
  let pairs: string | null = null;
  if (filter.ids !== undefined) {
    const parsed = filter.ids.map(parseEventId).filter((p): p is NonNullable<typeof p> => p !== null);
    if (parsed.length === 0) return [];
    where.push(`d.id = ANY (${param(parsed.map((p) => p.instructionId))}::int[])`);
    pairs = `(d.id, a.asset_id) IN (SELECT * FROM unnest(${param(parsed.map((p) => p.instructionId))}::int[], ${param(parsed.map((p) => p.assetId))}::int[]))`;
  }
  // Capacities are read in the instructed direction: turn-down → export capacity, turn-up → import.
  const capacity = `(CASE WHEN c.need_direction IN ('excess', 'import') THEN fa.active_import_capacity ELSE fa.active_export_capacity END)`;
  const r = await db.query<Row>(
    `SELECT d.id AS instruction_id, a.asset_id, d.competition_id, d.flex_provider_id, d.start,
            CASE WHEN d.stopped IS NOT NULL AND d.stopped < d."end" THEN d.stopped ELSE d."end" END AS "end",
            d.quantity::text AS quantity, c.need_direction, fa.asset_type,
            fa.active_export_capacity::numeric::text AS export_capacity, fa.active_import_capacity::numeric::text AS import_capacity,
            fa.import_meter_id, fa.export_meter_id,
            cardinality(d.assets) AS asset_count,
            (SELECT COALESCE(sum(${capacity.replaceAll('fa.', 'f2.')}), 0)::numeric::text
               FROM flex_assets f2 WHERE f2.id = ANY (d.assets)) AS capacity_total
       FROM dispatch_instructions d
       CROSS JOIN LATERAL unnest(d.assets) AS a(asset_id)
       JOIN competitions c ON c.id = d.competition_id
       JOIN flex_assets fa ON fa.id = a.asset_id
      WHERE ${[...where, ...(pairs ? [pairs] : [])].join(' AND ')}
      ORDER BY d.start, d.id, a.asset_id`,
    params,
  );
  return r.rows.map(eventOf);
}

function eventOf(row: Row): SettlementEventRow {
  const direction = directionOfNeed(row.need_direction);
  const capacity = new Dec(direction === 'turn_up' ? row.import_capacity : row.export_capacity);
  const total = new Dec(row.capacity_total);
  // The asset's share of the instruction: by capacity in the direction, equal shares without any.
  const share = total.isZero() ? new Dec(1).div(row.asset_count) : capacity.div(total);
  const meters = [row.import_meter_id, row.export_meter_id].filter((m): m is string => m !== null && m !== '');
  return {
    id: `${row.instruction_id}-${row.asset_id}`,
    instructionId: row.instruction_id,
    assetId: row.asset_id,
    competitionId: row.competition_id,
    providerId: row.flex_provider_id,
    start: row.start,
    end: row.end,
    instructedMw: text(new Dec(row.quantity).times(share)),
    direction,
    isStorage: row.asset_type === 'storage',
    capacityMw: text(capacity),
    meterIds: [...new Set(meters)],
  };
}
