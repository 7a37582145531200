import type { Db } from '../../src/db/types.js';
import type { Row } from '../../src/resources/index.js';
import { competitionStatusAt, type CompetitionStatus } from '../../src/domain/competitions/status.js';
import type { AccessFixtures, MatrixActor } from './types.js';

/**
 * Access-matrix oracles of competitions and what follows them, written from the product rules in
 * plain JS (independent of the scope SQL):
 *
 * competitions — an operator sees its own (any status) and, with feature e163 on, other
 *   operators' active, non-incomplete competitions whose GSP groups overlap its operating area;
 *   providers and plain users see active competitions that are neither incomplete nor archived
 *   (archived ones need include_archived=true); anonymous callers see none (they use the public
 *   resource: open competitions only). Only the owning operator writes.
 * children of a competition (boundary, periods, windows) — visible with their competition.
 * assets — a provider sees its own; an operator sees assets that have a qualification row in one
 *   of its own competitions. Only the owning provider writes.
 */

interface CompetitionFacts {
  operator: number;
  status: CompetitionStatus;
  is_active: boolean;
  gsp_groups: string[];
}

const state = {
  e163: true,
  areas: new Map<number, string[]>(),
  competitions: new Map<number, CompetitionFacts>(),
  /** asset id → operator ids of competitions it has a qualification row in */
  assetOperators: new Map<number, Set<number>>(),
  plannedOperators: new Map<number, Set<number>>(),
};

export async function loadFixtureState(db: Db): Promise<void> {
  const flag = await db.query<{ enabled: boolean }>(`SELECT enabled FROM feature_flags WHERE name = 'e163'`);
  state.e163 = flag.rows[0]?.enabled ?? false;
  const orgs = await db.query<{ id: number; operating_area: string[] }>('SELECT id, operating_area FROM organisations');
  state.areas = new Map(orgs.rows.map((o) => [o.id, o.operating_area]));
  const comps = await db.query<Row>(
    'SELECT id, operator_id, is_active, gsp_groups, qualification_open, qualification_closed, open, closed, archive_on FROM competitions',
  );
  const now = new Date();
  state.competitions = new Map(
    comps.rows.map((c) => [
      c.id as number,
      {
        operator: c.operator_id as number,
        is_active: c.is_active as boolean,
        gsp_groups: c.gsp_groups as string[],
        status: competitionStatusAt(c as never, now),
      },
    ]),
  );
  const q = await db.query<{ flex_asset_id: number | null; planned_asset_id: number | null; operator_id: number }>(
    'SELECT q.flex_asset_id, q.planned_asset_id, c.operator_id FROM qualifications q JOIN competitions c ON c.id = q.competition_id',
  );
  state.assetOperators = new Map();
  state.plannedOperators = new Map();
  for (const r of q.rows) {
    const map = r.flex_asset_id !== null ? state.assetOperators : state.plannedOperators;
    const id = (r.flex_asset_id ?? r.planned_asset_id)!;
    const set = map.get(id) ?? new Set<number>();
    set.add(r.operator_id);
    map.set(id, set);
  }
}

/** The operator of a competition (as loaded by loadFixtureState). */
export function competitionOperator(id: unknown): number | undefined {
  return typeof id === 'number' ? state.competitions.get(id)?.operator : undefined;
}

export function canSeeCompetition(actor: MatrixActor, c: CompetitionFacts | undefined): boolean {
  if (!c) return false;
  if (actor.orgType === null) return false;
  if (actor.orgType === 'systemoperator') {
    if (c.operator === actor.orgId) return true;
    const area = state.areas.get(actor.orgId ?? -1) ?? [];
    return state.e163 && c.is_active && c.status !== 'incomplete' && c.gsp_groups.some((g) => area.includes(g));
  }
  return c.is_active && c.status !== 'incomplete' && c.status !== 'archived';
}

function factsOfRow(row: Row): CompetitionFacts {
  return {
    operator: row.operator as number,
    status: row.status as CompetitionStatus,
    is_active: row.is_active as boolean,
    gsp_groups: (row.gsp_groups as string[]) ?? [],
  };
}

export const competitionFixtures: AccessFixtures = {
  setup: (db) => loadFixtureState(db),
  canSee: (actor, row) => canSeeCompetition(actor, factsOfRow(row)),
  canWrite: (actor, row) => actor.orgType === 'systemoperator' && row.operator === actor.orgId,
  sampleUpdate: (row) => ({ description: `${String(row.description ?? '')}` }),
};

/** Rows that are part of a competition (`field` holds its id): seen with it, written by its operator. */
export function childOfCompetition(field: string, opts = { anonymousOpen: true }): AccessFixtures {
  return {
    setup: (db) => loadFixtureState(db),
    canSee: (actor, row) => {
      const c = state.competitions.get(row[field] as number);
      if (actor.orgType === null) return Boolean(opts.anonymousOpen) && c?.is_active === true && c.status === 'open';
      return canSeeCompetition(actor, c);
    },
    canWrite: (actor, row) => actor.orgType === 'systemoperator' && state.competitions.get(row[field] as number)?.operator === actor.orgId,
    sampleUpdate: (row) => ({ name: row.name }),
  };
}

export const assetFixtures = (planned: boolean): AccessFixtures => ({
  setup: (db) => loadFixtureState(db),
  canSee: (actor, row) => {
    if (actor.orgType === 'flexprovider') return row.flex_provider === actor.orgId;
    if (actor.orgType === 'systemoperator') {
      const ops = (planned ? state.plannedOperators : state.assetOperators).get(row.id as number);
      return Boolean(ops && actor.orgId !== null && ops.has(actor.orgId));
    }
    return false;
  },
  canWrite: (actor, row) => actor.orgType === 'flexprovider' && row.flex_provider === actor.orgId,
  sampleUpdate: (row) => ({ name: row.name }),
});

/** The competitions domain's resources. */
export const competitionsFixtures: Record<string, AccessFixtures> = {
  'flex/competitions': competitionFixtures,
  'flex/public/competitions': {
    canSee: (_actor, row) => row.status === 'open',
  },
  'flex/competitionboundaries': childOfCompetition('competition'),
  'flex/serviceperiods': childOfCompetition('competition'),
  'flex/windows': childOfCompetition('competition'),
  'flex/competitiontemplates': {
    canSee: (actor, row) => actor.orgType === 'systemoperator' && row.operator === actor.orgId,
    canWrite: (actor, row) => actor.orgType === 'systemoperator' && row.operator === actor.orgId,
    sampleUpdate: (row) => ({ name: row.name, body: row.body }),
  },
};
