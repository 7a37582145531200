/**
 * The operator's decisions (bids/approvals/): by hand (decide), by auto-decisioning
 * (auto_decide), by market clearing (mca.ts), then confirm. A decision can change until the
 * results are confirmed; an amended bid loses its decision.
 *
 * Auto-decisioning rule (also in the UI and API docs): per service window, the window's active
 * bids in merit order — the competition's merit price (utilisation price when the competition
 * takes one, else its one rate) ascending, ties by earlier submission then lower bid id — are
 * accepted whole while the accepted capacity is below the window's required capacity. A bid
 * priced above the competition's guide price for that rate (when one is set) is rejected as over
 * the price cap; the rest are rejected as capacity already met. It overwrites every earlier
 * decision in the competition.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../auth/principal.js';
import { sql } from '../../db/sql.js';
import type { Db } from '../../db/types.js';
import { badRequest } from '../../errors.js';
import { registerResource } from '../../resources/index.js';
import { assertDecidable, competitionFacts, windowsOf, type CompetitionFacts } from './facts.js';
import { confirmResults } from './results.js';
import { meritPriceField } from './rules.js';
import { BidApproval, DecideBody, DecisionReason } from './schemas.js';

export interface Decision {
  bid_id: number;
  approved: boolean;
  reason: string;
  paid_price?: number | null;
}

/** The operator's competition, decidable now (404 for others' competitions, 409 when not decidable). */
export async function decidableCompetition(db: Db, user: Principal, competitionId: number): Promise<CompetitionFacts> {
  const c = await competitionFacts(db, competitionId);
  if (!c || c.operator_id !== user.orgId) throw badRequest({ competition: ['Unknown competition.'] });
  assertDecidable(c);
  return c;
}

/** Writes decisions (replacing earlier ones) for bids of the competition. */
export async function writeDecisions(db: Db, user: Principal, competitionId: number, method: 'manual' | 'auto' | 'clearing', decisions: readonly Decision[], parameterSet: number | null = null): Promise<void> {
  if (!decisions.length) return;
  const ids = decisions.map((d) => d.bid_id);
  const found = await db.query<{ id: number }>('SELECT id FROM bids WHERE id = ANY($1::int[]) AND competition_id = $2 AND is_active', [ids, competitionId]);
  const known = new Set(found.rows.map((r) => r.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) {
    const listed = unknown.slice(0, 20).join(', ') + (unknown.length > 20 ? '…' : '');
    throw badRequest({ decisions: [`These bids are not active bids of the competition: ${listed}.`] });
  }
  await db.query(
    `INSERT INTO bid_approvals (bid_id, approved, reason, method, paid_price, parameter_set_id, decided_by, decided)
     SELECT d.bid_id, d.approved, d.reason, $2, d.paid_price, $3, $4, now()
       FROM json_to_recordset($1::json) AS d(bid_id int, approved boolean, reason text, paid_price numeric)
     ON CONFLICT (bid_id) DO UPDATE SET approved = EXCLUDED.approved, reason = EXCLUDED.reason, method = EXCLUDED.method,
       paid_price = EXCLUDED.paid_price, parameter_set_id = EXCLUDED.parameter_set_id, decided_by = EXCLUDED.decided_by, decided = now()`,
    [JSON.stringify(decisions.map((d) => ({ ...d, paid_price: d.paid_price ?? null }))), method, parameterSet, user.userId],
  );
}

interface MeritBid {
  id: number;
  service_window_id: number;
  capacity: number;
  price: number | null;
  submitted: Date;
}

/** The auto-decisioning rule (see the module comment). Pure over its inputs. */
export function autoDecisions(bids: readonly MeritBid[], required: ReadonlyMap<number, number>, guidePrice: number | null): Decision[] {
  const byWindow = new Map<number, MeritBid[]>();
  for (const b of bids) byWindow.set(b.service_window_id, [...(byWindow.get(b.service_window_id) ?? []), b]);
  const out: Decision[] = [];
  for (const [windowId, list] of byWindow) {
    list.sort((a, b) => (a.price ?? 0) - (b.price ?? 0) || a.submitted.getTime() - b.submitted.getTime() || a.id - b.id);
    const need = required.get(windowId) ?? 0;
    let accepted = 0;
    for (const b of list) {
      if (guidePrice !== null && (b.price ?? 0) > guidePrice) out.push({ bid_id: b.id, approved: false, reason: 'over_price_cap' });
      else if (accepted >= need) out.push({ bid_id: b.id, approved: false, reason: 'capacity_met' });
      else {
        accepted += b.capacity;
        out.push({ bid_id: b.id, approved: true, reason: 'accepted', paid_price: b.price });
      }
    }
  }
  return out.sort((a, b) => a.bid_id - b.bid_id);
}

async function autoDecide(db: Db, user: Principal, competitionId: number): Promise<Decision[]> {
  const c = await decidableCompetition(db, user, competitionId);
  const field = meritPriceField(c.competition_type);
  const bids = await db.query<MeritBid>(
    `SELECT id, service_window_id, capacity::float8 AS capacity, ${field}::float8 AS price, submitted FROM bids WHERE competition_id = $1 AND is_active`,
    [c.id],
  );
  const windows = await windowsOf(db, c.id, c.holiday_calendar);
  const required = new Map([...windows.values()].map((w) => [w.id, w.capacity_required]));
  const guide = field === 'availability_price' ? c.availability_guide_price : field === 'utilisation_price' ? c.utilisation_guide_price : null;
  const decisions = autoDecisions(bids.rows, required, guide === null ? null : Number(guide));
  await writeDecisions(db, user, c.id, 'auto', decisions);
  return decisions;
}

export function registerDecisions(app: FastifyInstance): void {
  registerResource(app, {
    path: 'bids/approvals',
    table: 'bid_approvals',
    idColumn: 'bid_id',
    row: Type.Composite([Type.Object({ bid: Type.Integer(), competition: Type.Integer(), decided_by: Type.Union([Type.Integer(), Type.Null()]) }), BidApproval]),
    columns: {
      bid: 't.bid_id',
      competition: '(SELECT b.competition_id FROM bids b WHERE b.id = t.bid_id)',
      paid_price: 't.paid_price::float8',
    },
    filters: {
      competition: { type: 'integer', column: '(SELECT b.competition_id FROM bids b WHERE b.id = t.bid_id)' },
      approved: { type: 'boolean', lookups: ['exact'] },
      method: { type: 'string' },
    },
    ordering: ['decided', 'bid'],
    defaultOrdering: ['bid'],
    access: { list: { orgTypes: ['systemoperator'] }, read: { orgTypes: ['systemoperator'] } },
    scope: ({ user }) =>
      user?.orgType === 'systemoperator' && user.orgId !== null
        ? sql`EXISTS (SELECT 1 FROM bids b JOIN competitions c ON c.id = b.competition_id WHERE b.id = t.bid_id AND c.operator_id = ${user.orgId})`
        : false,
    actions: (action) => [
      action({
        method: 'POST',
        name: 'decide',
        access: { orgTypes: ['systemoperator'], permissions: ['manage-bids'] },
        summary: 'Approve or reject bids by hand (replaces earlier decisions on them). 409 once results are confirmed.',
        body: DecideBody,
        response: Type.Object({ decided: Type.Integer() }),
        handler: async (ctx, { body }) => {
          const { competition, decisions } = body;
          await ctx.db.transaction(async (tx) => {
            const c = await decidableCompetition(tx, ctx.user!, competition);
            const price = meritPriceField(c.competition_type);
            const prices = await tx.query<{ id: number; price: number | null }>(`SELECT id, ${price}::float8 AS price FROM bids WHERE id = ANY($1::int[])`, [decisions.map((d) => d.bid_id)]);
            const priceOf = new Map(prices.rows.map((p) => [p.id, p.price]));
            await writeDecisions(
              tx,
              ctx.user!,
              c.id,
              'manual',
              decisions.map((d) => ({ bid_id: d.bid_id, approved: d.approved, reason: d.approved ? 'accepted' : 'rejected_by_operator', paid_price: d.approved ? (priceOf.get(d.bid_id) ?? null) : null })),
            );
          });
          return { decided: decisions.length };
        },
      }),
      action({
        method: 'POST',
        name: 'auto_decide',
        access: { orgTypes: ['systemoperator'], permissions: ['manage-bids'] },
        summary:
          'Auto-decisioning: per window, bids in merit order (merit price ascending; ties by earlier submission, then lower id) are accepted whole while the accepted capacity is below the window’s required capacity; bids above the guide price are rejected as over the price cap, the rest as capacity met. Overwrites every earlier decision in the competition.',
        body: Type.Object({ competition: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
        response: Type.Object({
          accepted: Type.Integer(),
          rejected: Type.Integer(),
          decisions: Type.Array(Type.Object({ bid_id: Type.Integer(), approved: Type.Boolean(), reason: DecisionReason })),
        }),
        handler: async (ctx, { body }) => {
          const decisions = await ctx.db.transaction((tx) => autoDecide(tx, ctx.user!, body.competition));
          const accepted = decisions.filter((d) => d.approved).length;
          return { accepted, rejected: decisions.length - accepted, decisions: decisions.map(({ bid_id, approved, reason }) => ({ bid_id, approved, reason })) };
        },
      }),
      action({
        method: 'POST',
        name: 'confirm',
        access: { orgTypes: ['systemoperator'], permissions: ['manage-competitions'] },
        status: 201,
        summary:
          'Confirm the results of a closed competition: needs results_final: true and every active bid decided; afterwards no bid or decision of the competition changes (409), and each provider with bids is e-mailed its results; each provider with accepted bids gets a call-off contract awaiting its acceptance.',
        body: Type.Object({ competition: Type.Integer({ minimum: 1 }), results_final: Type.Literal(true, { description: 'The operator has ticked that results are final' }) }, { additionalProperties: false }),
        response: Type.Object({ competition: Type.Integer(), confirmation: Type.Integer(), accepted: Type.Integer(), rejected: Type.Integer(), emails: Type.Integer({ description: 'Providers e-mailed' }),
          contracts: Type.Array(Type.Integer(), { description: 'The call-off contracts made from the results: one per provider with accepted bids (contracts/contracts/)' }),
        }),
        handler: async (ctx, { body }) => {
          const id = body.competition;
          const result = await ctx.db.transaction((tx) => confirmResults(tx, ctx.request.server, ctx.user!, id));
          ctx.request.server.jobs.notify('market-results-email');
          return result;
        },
      }),
    ],
    // No provider field: only the competition's operator sees a decision here.
  });
}

