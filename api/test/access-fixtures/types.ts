import type { OrgType } from '../../src/auth/principal.js';
import type { Db } from '../../src/db/types.js';
import type { Row } from '../../src/resources/index.js';

/** The actors of the access matrix (test/access-matrix.test.ts). */
export type MatrixActorName = 'anonymous' | 'providerA' | 'providerB' | 'operatorX' | 'operatorY' | 'plainUser';
export interface MatrixActor {
  name: MatrixActorName;
  orgType: OrgType | null; // null = anonymous
  orgId: number | null;
  userId: number | null;
}

/** The actors who log in, by name. */
export type MatrixActors = Record<Exclude<MatrixActorName, 'anonymous'>, MatrixActor>;

/**
 * How the access matrix checks one resource. The oracles are plain JS, written from the
 * product rules, independent of `scope` SQL: the matrix compares what the API returns with what
 * the oracles say over every row of the resource in the database.
 */
export interface AccessFixtures {
  /** Create rows owned by each actor (seed data may already be enough). Runs once. */
  setup?(db: Db, actors: MatrixActors): Promise<void>;
  /** May this actor read this row (as the resource returns it)? */
  canSee(actor: MatrixActor, row: Row): boolean;
  /** May this actor update/delete this (visible) row? Default: never. */
  canWrite?(actor: MatrixActor, row: Row): boolean;
  /** A valid PATCH body for the row (used to probe update access). */
  sampleUpdate?(row: Row): Row;
  /** A valid create body for this actor (used to probe create access), and who may create. */
  sampleCreate?(actor: MatrixActor): Row;
  canCreate?(actor: MatrixActor): boolean;
  /**
   * Fields that name rows of another resource (field → its registry name), as an id or a list of
   * ids: every id an actor is shown must be a row that actor may see there (its oracle, and its
   * `visibleWith` parent's).
   */
  references?: Record<string, string>;
}
