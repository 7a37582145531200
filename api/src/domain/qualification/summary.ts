/**
 * Qualification per competition, counted (GET flex/qualificationsummary/): a provider's own assets
 * in each competition it may see, by status, with its entry; an operator's competitions with every
 * provider's assets. The provider's and operator's asset qualification screens start here.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { raw, sql, type SqlFragment } from '../../db/sql.js';
import { badRequest } from '../../errors.js';
import { competitionVisible, statusExpr } from '../competitions/visibility.js';
import { COMPETITION_STATUSES } from '../competitions/status.js';
import { contentRange, idList, pageOf, queryValue } from '../../platform/http/http.js';
import { Nullable, literalUnion } from '../../platform/http/schemas.js';
import { typedRequests } from '../../platform/http/typed-app.js';

export const QualificationSummaryRow = Type.Object({
  competition: Type.Integer(),
  name: Type.String(),
  reference: Type.String(),
  status: literalUnion(COMPETITION_STATUSES),
  operator: Type.Integer(),
  operator_name: Type.String(),
  eligible: Type.Integer({ description: 'Assets (flex and planned) that meet every rule' }),
  qualified: Type.Integer({ description: 'Assets the operator qualified (override)' }),
  ineligible: Type.Integer({ description: 'Assets located in the competition that fail a rule' }),
  disqualified: Type.Integer({ description: 'Assets the operator disqualified (override, with a reason)' }),
  planned: Type.Integer({ description: 'Of all these, planned assets' }),
  qualifying_assets: Type.Integer({ description: 'Active built assets that may enter (eligible or qualified)' }),
  providers: Type.Integer({ description: 'Providers with assets in the competition (1 for a provider)' }),
  entries: Type.Integer({ description: 'Confirmed entries (a provider: its own, 0 or 1)' }),
  entry_status: Nullable(literalUnion(['confirmed', 'withdrawn'] as const, 'A provider’s entry; null for operators or when none')),
  entered_assets: Type.Integer({ description: 'Assets in the provider’s confirmed entry (0 for operators)' }),
});

const DEFAULT_STATUSES = COMPETITION_STATUSES.filter((s) => s !== 'archived');

/** The `status` parameter's statuses (default: all but archived); 400 for an unknown one. */
function statusesOf(v: string | undefined): string[] {
  if (v === undefined) return DEFAULT_STATUSES;
  const list = v.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = list.filter((s) => !(COMPETITION_STATUSES as readonly string[]).includes(s));
  if (bad.length || !list.length) throw badRequest({ status: [`Choose from ${COMPETITION_STATUSES.join(', ')}.`] });
  return list;
}

export function registerQualificationSummary(app: FastifyInstance): void {
  const api = typedRequests(app);
  api.route({
    method: 'GET',
    url: '/flex/qualificationsummary/',
    config: { access: { orgTypes: ['flexprovider', 'systemoperator'] } },
    schema: {
      tags: ['flex'],
      summary:
        'Per competition: how many assets are eligible, qualified, ineligible and disqualified. A provider counts its own assets in competitions it may see, with its entry; an operator counts every provider’s assets in its own competitions.',
      querystring: Type.Object(
        {
          status: Type.Optional(Type.String({ description: `Comma list of competition statuses (default: all but archived)` })),
          competition: Type.Optional(Type.String({ description: 'Comma list of competition ids' })),
          limit: Type.Optional(Type.Integer({ minimum: 0 })),
          offset: Type.Optional(Type.Integer({ minimum: 0 })),
        },
        { additionalProperties: true },
      ),
      response: { 200: Type.Array(QualificationSummaryRow) },
    },
    handler: async (request, reply) => {
      const query = request.query;
      const user = request.user!;
      const page = pageOf(query, 1000, 1000);
      const statuses = statusesOf(queryValue(query, 'status'));
      const ids = idList(query.competition, 'competition');
      const provider = user.orgType === 'flexprovider';
      const owner = raw('COALESCE(a.flex_provider_id, p.flex_provider_id)');
      const who: SqlFragment = provider ? sql`${owner} = ${user.orgId}` : sql`c.operator_id = ${user.orgId}`;
      const visible = provider ? competitionVisible(user, 'c', { includeArchived: true }) : raw('TRUE');
      const entriesOf = provider ? sql`e.flex_provider_id = ${user.orgId}` : raw('TRUE');
      const from = sql`FROM qualifications q
              JOIN competitions c ON c.id = q.competition_id
              LEFT JOIN flex_assets a ON a.id = q.flex_asset_id
              LEFT JOIN planned_assets p ON p.id = q.planned_asset_id
             WHERE ${who} AND ${visible} AND c.is_active AND ${statusExpr('c')} = ANY(${statuses}::text[])
               AND (cardinality(${ids}::int[]) = 0 OR c.id = ANY(${ids}::int[]))`;
      const r = await app.db.query<Static<typeof QualificationSummaryRow>>(
        sql`SELECT c.id AS competition, c.name, c.reference, ${statusExpr('c')} AS status, c.operator_id AS operator,
                   (SELECT o.name FROM organisations o WHERE o.id = c.operator_id) AS operator_name,
                   count(*) FILTER (WHERE q.eligibility_status = 'eligible')::int AS eligible,
                   count(*) FILTER (WHERE q.eligibility_status = 'qualified')::int AS qualified,
                   count(*) FILTER (WHERE q.eligibility_status = 'ineligible')::int AS ineligible,
                   count(*) FILTER (WHERE q.eligibility_status = 'disqualified')::int AS disqualified,
                   count(*) FILTER (WHERE q.planned_asset_id IS NOT NULL)::int AS planned,
                   count(*) FILTER (WHERE q.flex_asset_id IS NOT NULL AND a.is_active AND q.eligibility_status IN ('eligible', 'qualified'))::int AS qualifying_assets,
                   count(DISTINCT ${owner})::int AS providers,
                   (SELECT count(*)::int FROM competition_entries e WHERE e.competition_id = c.id AND e.status = 'confirmed' AND ${entriesOf}) AS entries,
                   ${provider ? sql`(SELECT e.status FROM competition_entries e WHERE e.competition_id = c.id AND ${entriesOf})` : raw('NULL::text')} AS entry_status,
                   ${
                     provider
                       ? sql`(SELECT count(*)::int FROM competition_entries e JOIN competition_entry_assets ea ON ea.entry_id = e.id
                              WHERE e.competition_id = c.id AND e.status = 'confirmed' AND ${entriesOf})`
                       : raw('0')
                   } AS entered_assets
             ${from}
             GROUP BY c.id
             ORDER BY lower(c.name), c.id
             LIMIT ${page.limit} OFFSET ${page.offset}`,
      );
      const counted = await app.db.query<{ n: number }>(sql`SELECT count(DISTINCT c.id)::int AS n ${from}`);
      contentRange(reply, page, r.rows.length, counted.rows[0]?.n ?? 0);
      return r.rows;
    },
  });
}
