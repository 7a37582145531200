/** The instruction as the API returns it: SQL per field over alias `t` (dispatch_instructions), shared by the resources and the lifecycle. */
import type { Db } from '../../db/types.js';
import type { Row } from '../../resources/index.js';

const COMPETITION = (col: string) => `(SELECT ${col} FROM competitions c WHERE c.id = t.competition_id)`;

export const INSTRUCTION_COLUMNS: Record<string, string> = {
  competition: 't.competition_id',
  competition_name: COMPETITION('c.name'),
  competition_reference: COMPETITION('c.reference'),
  operator: COMPETITION('c.operator_id'),
  operator_name: '(SELECT o.name FROM competitions c JOIN organisations o ON o.id = c.operator_id WHERE c.id = t.competition_id)',
  service_window: 't.service_window_id',
  window_name: '(SELECT w.name FROM service_windows w WHERE w.id = t.service_window_id)',
  flex_provider: 't.flex_provider_id',
  flex_provider_name: '(SELECT o.name FROM organisations o WHERE o.id = t.flex_provider_id)',
  bid: 't.bid_id',
  asset_refs: `(SELECT COALESCE(array_agg(a.ref ORDER BY a.id), '{}') FROM flex_assets a WHERE a.id = ANY (t.assets))`,
  quantity: 't.quantity::float8',
};

export const ASSET_DETAILS_COLUMN = `(SELECT COALESCE(json_agg(json_build_object('id', a.id, 'ref', a.ref, 'name', a.name, 'export_meter_id', a.export_meter_id, 'import_meter_id', a.import_meter_id) ORDER BY a.id), '[]'::json)
  FROM flex_assets a WHERE a.id = ANY (t.assets))`;

const FIELDS = ['id', 'competition', 'competition_name', 'competition_reference', 'operator', 'operator_name', 'service_window', 'window_name', 'flex_provider',
  'flex_provider_name', 'bid', 'assets', 'asset_refs', 'start', 'end', 'quantity', 'unit', 'response_deadline', 'status', 'send_at', 'sent', 'responded',
  'response', 'stopped', 'created'] as const;

const SELECT = FIELDS.map((f) => `${INSTRUCTION_COLUMNS[f] ?? `t."${f}"`} AS "${f}"`).join(', ');

/** The instruction in API shape (date-times as ISO strings), as event data and answers carry it. */
export async function loadInstruction(db: Db, id: number): Promise<Row | null> {
  const r = await db.query<Row>(`SELECT ${SELECT} FROM dispatch_instructions t WHERE t.id = $1`, [id]);
  const row = r.rows[0];
  if (!row) return null;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
}
