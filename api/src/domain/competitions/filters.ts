/** Query filters shared by the logged-in and public competition lists. */
import { Type, type TObject } from '@sinclair/typebox';
import { raw, sql, type SqlFragment } from '../../db/sql.js';
import { badRequest } from '../../errors.js';
import { booleanFilter, idListFilter } from '../../resources/helpers.js';
import { EDITABLE_STATUSES, isCompetitionStatus, statusRank } from './status.js';
import { statusExpr } from './visibility.js';

export const STATUS = statusExpr('t');

/** Whether the competition's terms may still change (its status is one of EDITABLE_STATUSES). */
export const EDITABLE = raw(`(${STATUS.text}) IN (${EDITABLE_STATUSES.map((s) => `'${s}'`).join(', ')})`);

function statusFilter(op: '>=' | '<='): { schema: TObject | ReturnType<typeof Type.String>; apply: (v: unknown) => SqlFragment } {
  return {
    schema: Type.String(),
    apply: (value: unknown) => {
      const s = String(value);
      if (!isCompetitionStatus(s)) throw badRequest({ [op === '>=' ? 'from_status' : 'to_status']: [`Unknown status "${s}".`] });
      return sql`competition_status_rank(${STATUS}) ${raw(op)} ${statusRank(s)}`;
    },
  };
}

/** `param=open,closed`: a refusal names the parameter it came in. */
const statusIn = (param: string) => ({
  schema: Type.String({ description: 'Status, or a comma list' }),
  apply: (value: unknown) => {
    const list = String(value)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = list.filter((s) => !isCompetitionStatus(s));
    if (bad.length) throw badRequest({ [param]: [`Unknown status "${bad[0]}".`] });
    return sql`${STATUS} = ANY(${list}::text[])`;
  },
});

export const commonFilters = {
  status: statusIn('status'),
  status__in: statusIn('status__in'),
  with_status: statusIn('with_status'),
  from_status: statusFilter('>='),
  to_status: statusFilter('<='),
  require_boundary: booleanFilter({ description: 'True: only competitions with a boundary' }, (yes) => (yes ? raw('EXISTS (SELECT 1 FROM competition_boundaries b WHERE b.competition_id = t.id)') : null)),
  // Read by the scope (visibility.ts includeArchived); declared here so it is validated.
  include_archived: booleanFilter({ description: 'True: archived competitions too' }, () => null),
  boundary_fidelity: {
    schema: Type.String(),
    apply: (v: unknown) => {
      if (!['low', 'high'].includes(String(v))) throw badRequest({ boundary_fidelity: ['Choose low or high.'] });
      return null;
    },
  },
  operator: { type: 'integer' as const, column: 't.operator_id' },
  competition_ids: idListFilter('competition_ids', { description: 'Comma-joined ids (max 1000)' }, (ids) => sql`t.id = ANY(${ids}::int[])`),
  voltage: {
    schema: Type.Number({ minimum: 0, maximum: 1000, description: 'kV: competitions whose connection voltage range contains it' }),
    apply: (kv: unknown) => {
      return sql`(t.min_connection_voltage IS NULL OR t.min_connection_voltage <= ${kv}) AND (t.max_connection_voltage IS NULL OR t.max_connection_voltage >= ${kv})`;
    },
  },
  tag: { type: 'string' as const },
  power_type: { type: 'string' as const },
  need_direction: { type: 'string' as const },
  competition_type: { type: 'string' as const },
  qualification_type: { type: 'string' as const },
  search: {
    schema: Type.String({ maxLength: 200, description: 'Text in the name or the reference (case-insensitive)' }),
    apply: (v: unknown) => {
      const text = `%${String(v).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return sql`(t.name ILIKE ${text} OR t.reference ILIKE ${text})`;
    },
  },
  name: { type: 'string' as const, lookups: ['exact' as const, 'icontains' as const] },
  reference: { type: 'string' as const, lookups: ['exact' as const, 'icontains' as const] },
  is_active: { type: 'boolean' as const, lookups: ['exact' as const] },
};
