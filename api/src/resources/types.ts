import type { Static, TObject, TProperties, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal, OrgType } from '../auth/principal.js';
import type { Db } from '../db/types.js';
import type { SqlFragment } from '../db/sql.js';

/** A row or body whose shape the code at hand does not know (the default of the typed definitions below). */
export type Row = Record<string, unknown>;

/** A stored row as the resource returns it: the type of its `row` schema. */
export type RowOf<R extends TObject> = Static<R>;
/** A create body as validated by the resource's `create` schema. */
export type CreateBodyOf<C extends TObject> = Static<C>;
/** An update body: PUT validates the whole `update` schema, PATCH and bulk PATCH any part of it. */
export type UpdateBodyOf<U extends TObject> = Partial<Static<U>>;

/** The stored row with an update body over it: each field the body names takes the body's value. */
export type Overlay<TRow extends object, TBody extends object> = {
  [K in keyof TRow | keyof TBody]: K extends keyof TBody ? (K extends keyof TRow ? TRow[K] | Exclude<TBody[K], undefined> : TBody[K]) : K extends keyof TRow ? TRow[K] : never;
};

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
  /** Also readable with the reporting-tool token (auth/tjwt), for external BI tools: GET routes only. */
  reporting?: boolean;
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

/**
 * The resource's write hooks, typed by its rows (`TRow`), create bodies (`TCreate`) and update
 * bodies (`TUpdate`, every field optional: PATCH sends any part). They return the column values
 * to write, which name table columns rather than row fields (`Row`).
 */
export interface ResourceHooks<TRow extends object = Row, TCreate extends object = Row, TUpdate extends object = Row> {
  /** Turn a validated create body into the column values to INSERT (force owner fields here). May throw ApiError. */
  beforeCreate?(ctx: ResourceContext, body: TCreate): Row | Promise<Row>;
  /** After the INSERT, in the same transaction (write child rows here). */
  afterCreate?(ctx: ResourceContext, row: TRow, body: TCreate): void | Promise<void>;
  /** Turn a validated PUT/PATCH body into column values to UPDATE. `existing` is the current row. */
  beforeUpdate?(ctx: ResourceContext, existing: TRow, body: TUpdate, partial: boolean): Row | Promise<Row>;
  /** After the UPDATE, in the same transaction: `row` as stored now, `previous` as it was before. */
  afterUpdate?(ctx: ResourceContext, row: TRow, body: TUpdate, previous: TRow): void | Promise<void>;
  /** Throw ApiError to refuse (e.g. 400 {"detail": "…"} when the row is in use). */
  beforeDelete?(ctx: ResourceContext, existing: TRow): void | Promise<void>;
  /** Before POST {path}/{id}/set_inactive/ on a visible, writable row; throw ApiError to refuse. */
  beforeSetInactive?(ctx: ResourceContext, existing: TRow): void | Promise<void>;
  /**
   * GET {path}/{id}/ found no row the caller may see: throw an ApiError to say why (e.g. a 403
   * naming whose it is, where that is no secret); returning leaves the 404.
   */
  explainHidden?(ctx: ResourceContext, id: unknown): void | Promise<void>;
}

/** What every custom route declares, whatever it is called on. */
interface ActionBase<B extends TSchema, Q extends TObject> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** 'name' → `{path}/name/` (collection action); with detail: `{path}/{id}/name/`. */
  name: string;
  access: AccessRule;
  body?: B;
  querystring?: Q;
  summary?: string;
  /** Longer OpenAPI description (rules, refusals). */
  description?: string;
  /** HTTP status on success (default 200). */
  status?: number;
  /** Schema of the success answer (documents it in OpenAPI and the front ends' generated types; answers are not filtered by it). */
  response?: TSchema;
}

/** What an action's handler gets: the body and query as its schemas validated them. */
export interface ActionInput<B extends TSchema, Q extends TObject> {
  body: Static<B>;
  query: Static<Q>;
}

/** A custom route on one row, `{path}/{id}/name/`: the row is the one the caller may see (404 otherwise). */
export interface DetailActionDef<TRow extends object = Row, B extends TSchema = TSchema, Q extends TObject = TObject> extends ActionBase<B, Q> {
  detail: true;
  /** Require canWrite on the row (403). Default true for non-GET. */
  write?: boolean;
  /** Return the JSON body. */
  handler(ctx: ResourceContext, input: ActionInput<B, Q> & { row: TRow }): Promise<unknown>;
}

/** A custom route on the collection, `{path}/name/`. */
export interface CollectionActionDef<B extends TSchema = TSchema, Q extends TObject = TObject> extends ActionBase<B, Q> {
  detail?: false;
  /** Return the JSON body. */
  handler(ctx: ResourceContext, input: ActionInput<B, Q> & { row: null }): Promise<unknown>;
}

/** A custom route on the resource, authorised by the same machinery; its body and query are typed by its schemas. */
export type ResourceActionDef<TRow extends object = Row, B extends TSchema = TSchema, Q extends TObject = TObject> =
  | DetailActionDef<TRow, B, Q>
  | CollectionActionDef<B, Q>;

/**
 * Makes one custom route of a resource whose handler gets the body and query its schemas validate
 * and the resource's row: `actions: (action) => [action({ body: Schema, handler: … })]`.
 */
export type ActionFactory<TRow extends object> = <B extends TSchema = TSchema, Q extends TObject = TObject>(action: ResourceActionDef<TRow, B, Q>) => ResourceActionDef<TRow>;

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
export interface EditLock<TRow extends object = Row, F extends keyof TRow & string = keyof TRow & string> {
  /** The fields `locked` reads (a child's write loads only these of the parent row). */
  fields: readonly F[];
  /** Is this stored row locked? It gets the row's `fields`. */
  locked(row: Pick<TRow, F>): boolean;
  /** Fields that may still change on a locked row. */
  editable?: readonly (keyof TRow & string)[];
  /** The refusal, naming the fields that may not change (for a child: the field it stands for in its parent). */
  message(fields: string[]): string;
}

/** This resource's rows are part of a row of another resource and follow its edit lock. */
export interface LockedWith<TValues extends object = Row> {
  /** The registry name of the parent resource (which declares `editLock`). */
  resource: string;
  /** The parent's field these rows stand for, named in the refusal (e.g. 'service_periods'). */
  field: string;
  /**
   * The parent's id for a create body or a stored row (or a stored row with an update over it);
   * null when there is none to find (the write's own checks refuse it).
   */
  parentId(db: Db, values: TValues): unknown | Promise<unknown>;
}

/**
 * A resource, typed by its schemas: `row` (what it returns), `create` (the POST body) and
 * `update` (the PUT body; PATCH any part of it). Hooks, rules, validation, the edit lock and
 * actions get rows and bodies of those types. Without type arguments every row is a `Row`.
 */
export interface ResourceDef<R extends TObject = TObject, C extends TObject = TObject, U extends TObject = TObject> {
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
  row: R;
  /**
   * SQL expressions for fields that are not plain columns of `t` (default `t."<field>"`). A
   * function gives SQL that depends on the caller (e.g. only the competitions they may see); it
   * gets null for unscoped reads (internal loads and tests).
   */
  columns?: Record<string, string | SqlFragment | ((ctx: ResourceContext | null) => string | SqlFragment)>;
  /** Condition selecting the table rows that belong to this resource (e.g. org_type). */
  where?: SqlFragment;
  /** Body of POST (and bulk POST). Absent = no create. */
  create?: C;
  /** Body of PUT; PATCH uses it as Partial. Absent = no update. */
  update?: U;
  filters?: Record<string, FilterDef>;
  /** Query parameters GET {path}/{id}/ also takes besides fields and expand (read by the scope, e.g. include_archived), declared for validation and the OpenAPI document. */
  readQuery?: TProperties;
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
  canWrite?(ctx: ResourceContext, row: RowOf<R>, action: 'update' | 'delete'): boolean | Promise<boolean>;
  /** Create rule on the validated body (false → 403). Default true. */
  canCreate?(ctx: ResourceContext, body: CreateBodyOf<C>): boolean | Promise<boolean>;
  hooks?: ResourceHooks<RowOf<R>, CreateBodyOf<C>, UpdateBodyOf<U>>;
  /**
   * The checks a row must pass to be stored, for create, update (PUT and PATCH) and both bulk
   * routes alike: `candidate` is the create body, or for an update the stored row (as the resource
   * returns it) with the update body over it; `existing` is the stored row (null on create). Return
   * field errors (or throw an ApiError) to refuse with 400. Runs after the access checks and the
   * edit lock, before `hooks.beforeCreate` / `hooks.beforeUpdate`.
   */
  validate?(ctx: ResourceContext, candidate: CandidateOf<R, C, U>, existing: RowOf<R> | null): FieldErrors | null | void | Promise<FieldErrors | null | void>;
  /** Rows locked against edits (see EditLock); children declare `lockedWith`. */
  editLock?: EditLock<RowOf<R>>;
  /** Rows that are part of a row of another resource: created, changed and deleted only while it is not locked. */
  lockedWith?: LockedWith<RowOf<R> | CandidateOf<R, C, U>>;
  /** Enables POST {path}/{id}/set_inactive/ setting this boolean column false (default 'is_active' if true). */
  setInactive?: boolean | string;
  /** Enables POST/PATCH {path}/bulk/ (default true when create/update exist). */
  bulk?: boolean;
  /**
   * Conditional lists (ETag / If-None-Match → 304). A fingerprint of everything the list answer
   * for this caller is built from — `visible` is the list's whole condition (base, filters and
   * scope, over alias `t`) — or null when it cannot tell (e.g. an expansion it does not cover):
   * then the list is answered as usual, without an ETag. The layer hashes it with the caller's
   * organisation and the query into the ETag, answers 304 to a matching If-None-Match without
   * building the body, and keeps recent bodies by ETag so a repeated list is sent as it was.
   */
  listVersion?(ctx: ResourceContext, visible: SqlFragment, expand: ReadonlyMap<string, string[]>): Promise<string | null>;
  defaultLimit?: number; // default 1000
  maxLimit?: number; // default 1000
  /**
   * Custom routes: a list, or a function of the factory that types each route's body and query
   * by its schemas (`(action) => [action({ … })]`).
   */
  actions?: Array<ResourceActionDef<RowOf<R>>> | ((action: ActionFactory<RowOf<R>>) => Array<ResourceActionDef<RowOf<R>>>);
  /** OpenAPI descriptions of the generated routes (who may, what is refused); bulk routes follow create/update. */
  descriptions?: Partial<Record<Action | 'set_inactive', string>>;
  /** OpenAPI tag; default the first path segment. */
  tag?: string;
}

/**
 * What `validate` checks and `lockedWith.parentId` reads: a create body, or a stored row with an
 * update body over it.
 */
export type CandidateOf<R extends TObject, C extends TObject, U extends TObject> = CreateBodyOf<C> | Overlay<RowOf<R>, UpdateBodyOf<U>>;

/** A definition as registered: its custom routes made, in a list. */
export type RegisteredDef = Omit<ResourceDef, 'actions'> & { actions: ResourceActionDef[] };

/** What registerResource returns and keeps in the registry (`TRow`: its rows' type). */
export interface RegisteredResource<TRow extends Row = Row> {
  name: string;
  def: RegisteredDef;
  /** Scoped list with the same semantics as the HTTP list (for expansions and other code). */
  fetchByIds(ctx: ResourceContext, ids: readonly unknown[], options?: { expand?: string[] }): Promise<TRow[]>;
  /** One row by id without scope (fields: only those), locked FOR SHARE until the transaction ends; null when absent. */
  lockRow(db: Db, id: unknown, fields: readonly string[]): Promise<Row | null>;
  /** Every row of the resource (base `where` only, NO scope) in API shape — for tests/matrix. */
  fetchAllUnscoped(db: Db): Promise<Row[]>;
  /** The routes registered, as `METHOD /path/` strings. */
  routes: string[];
}

export type ResourceApp = FastifyInstance;
