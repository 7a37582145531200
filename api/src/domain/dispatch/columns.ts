/** The instruction as the API returns it: SQL per field over alias `t` (dispatch_instructions), shared by the resources and the lifecycle. */
import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db/types.js';
import type { DispatchInstructionRow } from './schemas.js';

/** An instruction as the API answers it. */
export type Instruction = Static<typeof DispatchInstructionRow>;

/** Its instants, which PostgreSQL gives as Dates. */
type Instant = 'start' | 'end' | 'response_deadline' | 'send_at' | 'sent' | 'responded' | 'stopped' | 'created';
type StoredInstruction = Omit<Instruction, Instant> & { start: Date; end: Date; response_deadline: Date; created: Date } & Record<'send_at' | 'sent' | 'responded' | 'stopped', Date | null>;

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
  obligation: 't.obligation_id',
  contract_reference: '(SELECT k.reference FROM obligations ob JOIN contracts k ON k.id = ob.contract_id WHERE ob.id = t.obligation_id)',
  asset_refs: `(SELECT COALESCE(array_agg(a.ref ORDER BY a.id), '{}') FROM flex_assets a WHERE a.id = ANY (t.assets))`,
  quantity: 't.quantity::float8',
};

export const ASSET_DETAILS_COLUMN = `(SELECT COALESCE(json_agg(json_build_object('id', a.id, 'ref', a.ref, 'name', a.name, 'export_meter_id', a.export_meter_id, 'import_meter_id', a.import_meter_id) ORDER BY a.id), '[]'::json)
  FROM flex_assets a WHERE a.id = ANY (t.assets))`;

const FIELDS: ReadonlyArray<keyof Instruction> = ['id', 'competition', 'competition_name', 'competition_reference', 'operator', 'operator_name', 'service_window', 'window_name', 'flex_provider',
  'flex_provider_name', 'bid', 'obligation', 'contract_reference', 'assets', 'asset_refs', 'start', 'end', 'quantity', 'unit', 'response_deadline', 'status', 'send_at', 'sent', 'responded',
  'response', 'stopped', 'created'];

const SELECT = FIELDS.map((f) => `${INSTRUCTION_COLUMNS[f] ?? `t."${f}"`} AS "${f}"`).join(', ');

/** The instruction in API shape (date-times as ISO strings), as event data and answers carry it. */
export async function loadInstruction(db: Db, id: number): Promise<Instruction | null> {
  const r = await db.query<StoredInstruction>(`SELECT ${SELECT} FROM dispatch_instructions t WHERE t.id = $1`, [id]);
  const row = r.rows[0];
  if (!row) return null;
  const iso = (d: Date | null) => (d === null ? null : d.toISOString());
  return {
    ...row,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    response_deadline: row.response_deadline.toISOString(),
    created: row.created.toISOString(),
    send_at: iso(row.send_at),
    sent: iso(row.sent),
    responded: iso(row.responded),
    stopped: iso(row.stopped),
  };
}
