import type { TObject, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal, OrgType } from '../auth/principal.js';
import type { Db } from '../db/types.js';
import type { SqlFragment } from '../db/sql.js';

export type Row = Record<string, unknown>;

/** CRUD actions. set_inactive and bulk patch count as 'update', bulk create as 'create'. */
export type Action = 'list' | 'read' | 'create' | 'update' | 'delete';

/**
 * Who may call an action at all (checked by the auth plugin's onRequest hook from the route's
 * config, before the body is parsed). All listed conditions must hold. `public: true` lets
 * everyone in, anonymous included, and ignores the other conditions (the scope still decides
 * which rows each caller sees); otherwise a valid token is required (401), then org type,
 * permissions and team roles are checked (403).
 */
export interface AccessRule {
  public?: boolean;
  orgTypes?: OrgType[];
  /** Every listed permission must be held (403 otherwise). */
  permissions?: string[];
  /** At least one of these team roles must be held (403 otherwise). */
  teamRoles?: string[];
}

export interface ResourceContext {
  /** null only on public routes for anonymous callers. */
  user: Principal | null;
  /** The database, or the open transaction during writes. */
  db: Db;
  request: FastifyRequest;
}

export type FilterType = 'string' | 'integer' | 'number' | 'boolean' | 'date' | 'datetime';
export type Lookup = 'exact' | 'in' | 'gt' | 'gte' | 'lt' | 'lte' | 'icontains' | 'isnull';

/**
 * A standard filter: query `name=v` (exact), `name__in=a,b`, `name__gte=v`, … on the SQL
 * expression `column` (default `t."<name>"`). Values are parsed by `type`; bad values give
 * 400 {"name": ["…"]}.
 */
export interface FieldFilter {
  type?: FilterType;
  /** SQL over alias `t`; default `t."<filter name>"`. */
  column?: string | SqlFragment;
  /** Default ['exact', 'in']. */
  lookups?: Lookup[];
}

/** A custom filter: the raw query value (validated against `schema`) → SQL condition, or null to ignore. */
export interface CustomFilter {
  schema: TSchema;
  description?: string;
  apply(value: unknown, ctx: ResourceContext): SqlFragment | null | Promise<SqlFragment | null>;
}

export type FilterDef = FieldFilter | CustomFilter;

export interface ExpandContext extends ResourceContext {
  /** Sub-paths requested below this expansion, e.g. ['windows'] for expand=service_periods.windows. */
  nested: string[];
  /** Fetch rows of another registered resource by id, through that resource's scope (for the same user). */
  fetchByIds(resourceName: string, ids: readonly unknown[], options?: { expand?: string[] }): Promise<Row[]>;
}

/** What may follow an expansion in `expand=name.…`: the paths listed, or the expansions of the registered resource it fetches from. */
export type NestedExpansions = readonly string[] | { readonly resource: string };

/**
 * Mutates `rows` in place to attach the expansion (e.g. replace `operator` id by an object).
 * `nested` declares the sub-paths it understands (they reach it as `ctx.nested`); any other
 * `expand=name.sub` is a 400, like an unknown name. Without it, nothing may follow the name.
 */
export type ExpandHandler = ((rows: Row[], ctx: ExpandContext) => Promise<void>) & { nested?: NestedExpansions };

export interface ResourceHooks {
  /** Turn a validated create body into the column values to INSERT (force owner fields here). May throw ApiError. */
  beforeCreate?(ctx: ResourceContext, body: Row): Row | Promise<Row>;
  /** After the INSERT, in the same transaction (write child rows here). */
  afterCreate?(ctx: ResourceContext, row: Row, body: Row): void | Promise<void>;
  /** Turn a validated PUT/PATCH body into column values to UPDATE. `existing` is the current row. */
  beforeUpdate?(ctx: ResourceContext, existing: Row, body: Row, partial: boolean): Row | Promise<Row>;
  /** After the UPDATE, in the same transaction: `row` as stored now, `previous` as it was before. */
  afterUpdate?(ctx: ResourceContext, row: Row, body: Row, previous: Row): void | Promise<void>;
  /** Throw ApiError to refuse (e.g. 400 {"detail": "…"} when the row is in use). */
  beforeDelete?(ctx: ResourceContext, existing: Row): void | Promise<void>;
  /** Before POST {path}/{id}/set_inactive/ on a visible, writable row; throw ApiError to refuse. */
  beforeSetInactive?(ctx: ResourceContext, existing: Row): void | Promise<void>;
  /**
   * GET {path}/{id}/ found no row the caller may see: throw an ApiError to say why (e.g. a 403
   * naming whose it is, where that is no secret); returning leaves the 404.
   */
  explainHidden?(ctx: ResourceContext, id: unknown): void | Promise<void>;
}

/** A custom route on the resource, authorised by the same machinery. */
export interface ResourceActionDef {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** 'name' → `{path}/name/` (collection action); with detail: `{path}/{id}/name/`. */
  name: string;
  detail?: boolean;
  access: AccessRule;
  body?: TSchema;
  querystring?: TObject;
  /** For detail actions: require canWrite on the row (403). Default true for non-GET. */
  write?: boolean;
  summary?: string;
  /** Longer OpenAPI description (rules, refusals). */
  description?: string;
  /** For detail actions `row` is the scoped row (404 when not visible). Return the JSON body. */
  handler(ctx: ResourceContext, input: { body: unknown; query: Record<string, unknown>; row: Row | null }): Promise<unknown>;
  /** HTTP status on success (default 200). */
  status?: number;
  /** Schema of the success answer (documents it in OpenAPI and the front ends' generated types; answers are not filtered by it). */
  response?: TSchema;
}

/** The actors of the access matrix test (test/access-matrix.test.ts). */
export type MatrixActorName = 'anonymous' | 'providerA' | 'providerB' | 'operatorX' | 'operatorY' | 'plainUser';
export interface MatrixActor {
  name: MatrixActorName;
  orgType: OrgType | null; // null = anonymous
  orgId: number | null;
  userId: number | null;
}

/**
 * How the access matrix checks this resource. The oracles are plain JS, written from the
 * product rules, independent of `scope` SQL: the matrix compares what the API returns with what
 * the oracles say over every row of the resource in the database.
 */
export interface AccessFixtures {
  /** Create rows owned by each actor (seed data may already be enough). Runs once. */
  setup?(db: Db, actors: Record<Exclude<MatrixActorName, 'anonymous'>, MatrixActor>): Promise<void>;
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

/** The parent a derived resource's rows follow (ResourceDef.visibleWith). */
export interface VisibleWith {
  /** Registry name of the parent resource, e.g. 'flex/competitions'. */
  resource: string;
  /** SQL over alias `t` giving the parent's id, e.g. 't.competition_id'. */
  column: string;
  /** The row field that carries the same id (for the access matrix's oracle), e.g. 'competition'. */
  field: string;
}

/** Field errors in the DRF shape: `{"field": ["message"]}` (lists may nest objects for lists of items). */
export type FieldErrors = Record<string, unknown>;

/**
 * A resource's rows can be locked against edits (e.g. a competition once bidding opens: its terms
 * are fixed). The layer refuses, with 409 and `message`, an update that changes a field outside
 * `editable`, and every create, update and delete of rows of resources that declare `lockedWith`
 * this resource.
 */
export interface EditLock {
  /** The fields `locked` reads (a child's write loads only these of the parent row). */
  fields: readonly string[];
  /** Is this stored row locked? */
  locked(row: Row): boolean;
  /** Fields that may still change on a locked row. */
  editable?: readonly string[];
  /** The refusal, naming the fields that may not change (for a child: the field it stands for in its parent). */
  message(fields: string[]): string;
}

/** This resource's rows are part of a row of another resource and follow its edit lock. */
export interface LockedWith {
  /** The registry name of the parent resource (which declares `editLock`). */
  resource: string;
  /** The parent's field these rows stand for, named in the refusal (e.g. 'service_periods'). */
  field: string;
  /**
   * The parent's id for a create body or a stored row (or a stored row with an update over it);
   * null when there is none to find (the write's own checks refuse it).
   */
  parentId(db: Db, values: Row): unknown | Promise<unknown>;
}

export interface ResourceDef {
  /** Registry key, unique; default = path. */
  name?: string;
  /** URL path without leading/trailing slash, e.g. 'flex/assets'. */
  path: string;
  /** Table (or view) name; queried as alias `t`. */
  table: string;
  /** Primary key column (default 'id') and its type (default 'integer'). */
  idColumn?: string;
  idType?: 'integer' | 'string';
  /** Output row schema; its keys are the fields (`fields=` projection, OpenAPI). */
  row: TObject;
  /**
   * SQL expressions for fields that are not plain columns of `t` (default `t."<field>"`). A
   * function gives SQL that depends on the caller (e.g. only the competitions they may see); it
   * gets null for unscoped reads (internal loads and tests).
   */
  columns?: Record<string, string | SqlFragment | ((ctx: ResourceContext | null) => string | SqlFragment)>;
  /** Condition selecting the table rows that belong to this resource (e.g. org_type). */
  where?: SqlFragment;
  /** Body of POST (and bulk POST). Absent = no create. */
  create?: TObject;
  /** Body of PUT; PATCH uses it as Partial. Absent = no update. */
  update?: TObject;
  filters?: Record<string, FilterDef>;
  /** Orderable field names (must be fields or keys of `columns`). */
  ordering?: string[];
  /** Default ordering, e.g. ['-created', 'id']. Always ends with id for stable pages. */
  defaultOrdering?: string[];
  expand?: Record<string, ExpandHandler>;
  /**
   * Gates per action. An action without a rule has no route. `set_inactive` and bulk routes
   * follow 'update'/'create'.
   */
  access: Partial<Record<Action, AccessRule>>;
  /**
   * Row-level read visibility for this caller, as SQL over alias `t`: return a condition,
   * `true` (all rows) or `false` (none). Used by list, read, and to find rows before writes
   * (not visible → 404).
   */
  scope(ctx: ResourceContext): SqlFragment | boolean;
  /**
   * Rows derived from another resource's row (a competition's qualifications, …) are visible only
   * with that row: the layer ANDs "the parent row `column` names is visible to the caller" (the
   * parent resource's own base condition and scope, its own `visibleWith` included) into `scope`,
   * for lists, reads and the lookups before writes and actions. The access matrix checks the same
   * rule against the parent's oracle, through `field` (the row field holding the parent's id).
   */
  visibleWith?: VisibleWith;
  /** Row-level write rule for update/delete/set_inactive on a visible row (false → 403). Default true. */
  canWrite?(ctx: ResourceContext, row: Row, action: 'update' | 'delete'): boolean | Promise<boolean>;
  /** Create rule on the validated body (false → 403). Default true. */
  canCreate?(ctx: ResourceContext, body: Row): boolean | Promise<boolean>;
  hooks?: ResourceHooks;
  /**
   * The checks a row must pass to be stored, for create, update (PUT and PATCH) and both bulk
   * routes alike: `candidate` is the create body, or for an update the stored row (as the resource
   * returns it) with the update body over it; `existing` is the stored row (null on create). Return
   * field errors (or throw an ApiError) to refuse with 400. Runs after the access checks and the
   * edit lock, before `hooks.beforeCreate` / `hooks.beforeUpdate`.
   */
  validate?(ctx: ResourceContext, candidate: Row, existing: Row | null): FieldErrors | null | void | Promise<FieldErrors | null | void>;
  /** Rows locked against edits (see EditLock); children declare `lockedWith`. */
  editLock?: EditLock;
  /** Rows that are part of a row of another resource: created, changed and deleted only while it is not locked. */
  lockedWith?: LockedWith;
  /** Enables POST {path}/{id}/set_inactive/ setting this boolean column false (default 'is_active' if true). */
  setInactive?: boolean | string;
  /** Enables POST/PATCH {path}/bulk/ (default true when create/update exist). */
  bulk?: boolean;
  defaultLimit?: number; // default 1000
  maxLimit?: number; // default 1000
  actions?: ResourceActionDef[];
  accessFixtures?: AccessFixtures;
  /** OpenAPI descriptions of the generated routes (who may, what is refused); bulk routes follow create/update. */
  descriptions?: Partial<Record<Action | 'set_inactive', string>>;
  /** OpenAPI tag; default the first path segment. */
  tag?: string;
}

/** What registerResource returns and keeps in the registry. */
export interface RegisteredResource {
  name: string;
  def: ResourceDef;
  /** Scoped list with the same semantics as the HTTP list (for expansions and other code). */
  fetchByIds(ctx: ResourceContext, ids: readonly unknown[], options?: { expand?: string[] }): Promise<Row[]>;
  /** One row by id without scope (fields: only those), locked FOR SHARE until the transaction ends; null when absent. */
  lockRow(db: Db, id: unknown, fields: readonly string[]): Promise<Row | null>;
  /** Every row of the resource (base `where` only, NO scope) in API shape — for tests/matrix. */
  fetchAllUnscoped(db: Db): Promise<Row[]>;
  /** The routes registered, as `METHOD /path/` strings. */
  routes: string[];
}

export type ResourceApp = FastifyInstance;
