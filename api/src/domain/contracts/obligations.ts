/**
 * obligations/v1: the obligations of the caller's contracts, for the provider's users and its
 * machine users (team role obligations-apis), and for the operator of the competition; filters by
 * day, competition, asset, contract and status. Each obligation carries its contract's parties and
 * state, the first day it no longer binds, and the unavailability declared for its assets that
 * overlaps its dates. `obligation.updated` (live stream, webhooks) tells both sides when an
 * obligation is made or its contract accepted or terminated.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { raw, sql } from '../../db/sql.js';
import type { Db } from '../../db/types.js';
import { DateOnly } from '../../platform/http/schemas.js';
import { publishEvent } from '../../platform/events/publish.js';
import { registerResource, type ResourceContext } from '../../resources/index.js';
import { BINDS_ON, BINDS_UNTIL } from './active.js';
import { CONTRACT_STATUS_SQL } from './columns.js';
import { CONTRACTS_PERMISSION } from './downloads.js';
import { CONTRACT_STATUSES, ObligationV1Row, type ContractChange } from './schemas.js';

export type ObligationV1 = Static<typeof ObligationV1Row>;

const contract = (column: string) => `(SELECT ${column} FROM contracts k WHERE k.id = t.contract_id)`;
const orgName = (column: string) => `(SELECT o.name FROM organisations o WHERE o.id = ${column})`;

export const OBLIGATION_COLUMNS: Record<string, string> = {
  bid: 't.bid_id',
  service_window: 't.service_window_id',
  start_time: `to_char(t.start_time, 'HH24:MI')`,
  end_time: `to_char(t.end_time, 'HH24:MI')`,
  flex_assets: 't.asset_ids',
  capacity: 't.capacity::text',
  availability_rate: 't.availability_rate::text',
  utilisation_rate: 't.utilisation_rate::text',
  service_fee: 't.service_fee::text',
  starts_on: `to_char(t.starts_on, 'YYYY-MM-DD')`,
  ends_on: `to_char(t.ends_on, 'YYYY-MM-DD')`,
  contract: 't.contract_id',
  contract_reference: contract('k.reference'),
  contract_status: contract(CONTRACT_STATUS_SQL('k')),
  competition: 't.competition_id',
  competition_name: '(SELECT c.name FROM competitions c WHERE c.id = t.competition_id)',
  flex_provider: 't.provider_id',
  flex_provider_name: orgName('t.provider_id'),
  system_operator: contract('k.operator_id'),
  system_operator_name: contract(orgName('k.operator_id')),
  binds_until: contract(`to_char(${BINDS_UNTIL('t', 'k')}, 'YYYY-MM-DD')`),
  binds_today: `EXISTS (SELECT 1 FROM contracts k WHERE k.id = t.contract_id AND ${BINDS_ON(`(now() AT TIME ZONE 'Europe/London')::date`, 't', 'k')})`,
  unavailability: `COALESCE((SELECT json_agg(json_build_object('flex_asset', u.flex_asset_id, 'asset_ref', a.ref,
      'unavailable_from', to_char(u.unavailable_from AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'unavailable_to', to_char(u.unavailable_to AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'reason', u.reason) ORDER BY u.unavailable_from, u.id)
    FROM asset_unavailability u JOIN flex_assets a ON a.id = u.flex_asset_id
   WHERE u.flex_asset_id = ANY (t.asset_ids) AND u.unavailable_to > t.starts_on::timestamp AT TIME ZONE 'Europe/London'
     AND u.unavailable_from < t.ends_on::timestamp AT TIME ZONE 'Europe/London'), '[]'::json)`,
};

const FIELDS = Object.keys(ObligationV1Row.properties);
const SELECT = FIELDS.map((f) => `${OBLIGATION_COLUMNS[f] ?? `t.${f}`} AS "${f}"`).join(', ');

/** Obligations in API shape by contract (no access check: callers check first). */
export async function loadObligations(db: Db, contractId: number): Promise<ObligationV1[]> {
  const r = await db.query<ObligationV1>(`SELECT ${SELECT} FROM obligations t WHERE t.contract_id = $1 ORDER BY t.id`, [contractId]);
  return r.rows;
}

/** One obligation in API shape (no access check). */
export async function loadObligation(db: Db, id: number): Promise<ObligationV1 | null> {
  const r = await db.query<ObligationV1>(`SELECT ${SELECT} FROM obligations t WHERE t.id = $1`, [id]);
  return r.rows[0] ?? null;
}

/** One `obligation.updated` per obligation of the contract, to both organisations, in the caller's transaction. */
export async function publishObligations(db: Db, contractId: number, change: ContractChange): Promise<void> {
  for (const obligation of await loadObligations(db, contractId)) {
    await publishEvent(db, { type: 'obligation.updated', org_ids: [obligation.flex_provider, obligation.system_operator], data: { change, obligation } });
  }
}

/** A provider's own obligations, an operator's of its competitions, nobody else's. */
const visible = ({ user }: ResourceContext) => {
  if (!user || user.orgId === null) return false;
  if (user.orgType === 'flexprovider') return sql`t.provider_id = ${user.orgId}`;
  if (user.orgType === 'systemoperator') return sql`EXISTS (SELECT 1 FROM contracts k WHERE k.id = t.contract_id AND k.operator_id = ${user.orgId})`;
  return false;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const readers = { orgTypes: ['flexprovider' as const, 'systemoperator' as const], permissions: [CONTRACTS_PERMISSION] };

export function registerObligationResource(app: FastifyInstance): void {
  registerResource(app, {
    path: 'obligations/v1',
    table: 'obligations',
    row: ObligationV1Row,
    columns: OBLIGATION_COLUMNS,
    filters: {
      competition: { type: 'integer', column: 't.competition_id' },
      contract: { type: 'integer', column: 't.contract_id' },
      service_window: { type: 'integer', column: 't.service_window_id' },
      flex_provider: { type: 'integer', column: 't.provider_id' },
      asset: {
        schema: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'Only obligations that include this flex asset' }),
        apply: (v: unknown) => sql`${Number(v)}::int = ANY (t.asset_ids)`,
      },
      date: {
        schema: { ...DateOnly, description: 'Only obligations whose dates include this day (YYYY-MM-DD)' },
        apply: (v: unknown) => sql`t.starts_on <= ${String(v)}::date AND t.ends_on > ${String(v)}::date`,
      },
      binding_on: {
        schema: { ...DateOnly, description: 'Only obligations that bind on this day: dates include it and the contract is accepted and not terminated before it' },
        // The schema admits only a real YYYY-MM-DD, so the day can stand in the SQL as a literal.
        apply: (v: unknown) => (DAY.test(String(v)) ? sql`EXISTS (SELECT 1 FROM contracts k WHERE k.id = t.contract_id AND ${raw(BINDS_ON(`'${String(v)}'::date`, 't', 'k'))})` : sql`false`),
      },
      contract_status: {
        schema: Type.Union(CONTRACT_STATUSES.map((s) => Type.Literal(s))),
        apply: (v: unknown) => sql`EXISTS (SELECT 1 FROM contracts k WHERE k.id = t.contract_id AND ${raw(CONTRACT_STATUS_SQL('k'))} = ${String(v)})`,
      },
    },
    ordering: ['starts_on', 'ends_on', 'start_time', 'capacity', 'competition_name', 'contract_reference', 'created'],
    defaultOrdering: ['starts_on', 'start_time'],
    access: { list: readers, read: readers },
    scope: visible,
    descriptions: {
      list:
        'The obligations of the caller’s call-off contracts: a provider’s own (its users and machine users with the obligations-apis role), an operator’s of its competitions. ' +
        'An obligation binds, and can be dispatched, on the days of its dates while its contract is accepted and not terminated before that day. ' +
        'Changes are pushed as obligation.updated on the live stream and to webhooks.',
    },
  });
}
