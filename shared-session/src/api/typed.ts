import { request, type RequestOptions } from './client';
import { fetchAllPages, fetchByIds, parseContentRange, sendInChunks, toSearchParams, type Id, type Page, type Params } from './resources';
import type { paths } from './schema.gen';
import type { HttpMethod } from './types';

/**
 * The typed API client: the path (as the API's OpenAPI document spells it) and the method decide
 * the path parameters, the query, the body and the answer's type, so a call site needs no type
 * annotation. Requests go through the one ky instance of `client.ts` (its hooks: token,
 * Accept-Language, no-cache GETs, 401 handling, timeout); failures reject as `ApiError`.
 *
 *   const c = await api.get('/flex/competitions/{id}/', { path: { id }, expand: ['operator'] });
 *   c.operator.name;                                  // expand narrowed the operator to its object
 *   await api.patch('/flex/competitions/{id}/', { path: { id }, body: { title } });
 *   const { items, total } = await api.page('/flex/assets/', { query: { limit: 25 } });
 *   const assets = await api.all('/flex/assets/', { query: { ordering: 'ref' } });  // every page
 *   const names = await api.byIds('/flex/flexproviders/', ids, { fields: ['id', 'name'] });
 *   await api.bulkCreate('/flex/assets/bulk/', rows);  // in chunks of 250, two in flight
 *   await api.post('/dps/applications/{id}/attachments/', { path: { id }, form: { question, file } });  // multipart
 *   await api.created('/flex/competitionconfirmations/bulk_confirm/', { body });  // only a 201 answer succeeds
 *
 * `expand` takes the field names the server expands (`'service_periods.windows'` for a nested
 * one); the answer then holds their object form, the same type as `Expanded` in `types.ts` names.
 */

type Operation<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>;

/** The paths that answer method `M`. */
export type PathsWith<M extends HttpMethod> = { [P in keyof paths]: [Operation<P, M>] extends [never] ? never : P }[keyof paths];

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : undefined;
type Responses<O> = O extends { responses: infer R } ? R : never;
type SuccessOf<R> = 200 extends keyof R ? R[200] : 201 extends keyof R ? R[201] : 204 extends keyof R ? R[204] : never;
/** The JSON answer of `M P` on success (200, else 201; undefined for 204). */
export type AnswerOf<P extends keyof paths, M extends HttpMethod> = JsonOf<SuccessOf<Responses<Operation<P, M>>>>;

type PathParamsOf<O> = O extends { parameters: { path: infer X } } ? ([X] extends [never] | [undefined] ? never : X) : never;
type QueryParamsOf<O> = O extends { parameters: { query?: infer Q } } ? ([NonNullable<Q>] extends [never] ? never : NonNullable<Q>) : never;
type FormBodyOf<B> = B extends { content: { 'multipart/form-data': infer F } } ? F : never;
/** The JSON request body of an operation (never for one that takes none; undefined for one that takes a multipart form). */
type BodyOf<O> = O extends { requestBody?: infer B } ? ([NonNullable<B>] extends [never] ? never : JsonOf<NonNullable<B>>) : never;
/** The multipart form an operation takes (never for one that takes JSON or nothing). */
type FormOf<O> = O extends { requestBody?: infer B } ? ([NonNullable<B>] extends [never] ? never : FormBodyOf<NonNullable<B>>) : never;
/** A form's fields as sent: text, or a file (a File carries its name) where the contract has a binary field. */
export type FormFields<F> = { [K in keyof F]: string | Blob };

// ---- expand --------------------------------------------------------------------------------

type ItemOfAnswer<A> = A extends ReadonlyArray<infer E> ? E : A;
/**
 * A field the server may expand: it holds an id (or ids) or the object, or it is computed on
 * request (null until expanded, e.g. a competition's `confirmation` and `qualifyingAssets`).
 */
type Expandable<V> = V extends ReadonlyArray<infer E> ? Expandable<E> : V extends number | string | null ? true : never;
type HasObject<V> = V extends ReadonlyArray<infer E> ? HasObject<E> : V extends object ? true : never;
/** The names `expand` accepts for an answer: fields holding an id or its object, or such a field's nested path. */
export type ExpandName<A> = {
  [K in keyof ItemOfAnswer<A> & string]-?: [Expandable<ItemOfAnswer<A>[K]>] extends [never]
    ? never
    : [HasObject<ItemOfAnswer<A>[K]>] extends [never]
      ? never
      : K | `${K}.${string}`;
}[keyof ItemOfAnswer<A> & string];

type HeadOf<E extends string> = E extends `${infer H}.${string}` ? H : E;
type TailOf<E extends string, H extends string> = E extends `${H}.${infer T}` ? T : never;
type Flat<T> = { [K in keyof T]: T[K] } & {};
/** The expanded form of a field: the object(s) in place of the id(s); null stays where the API may answer null. */
type ObjectForm<V> = V extends ReadonlyArray<infer E> ? Exclude<E, number | string>[] : Exclude<V, number | string | undefined>;
type ExpandEach<V, E extends string> = V extends ReadonlyArray<infer I> ? ExpandItem<I, E>[] : ExpandItem<V, E>;
/** `T` with the fields named in E (heads of dotted names) in object form, what follows a dot expanded inside them (as `Expanded`). */
type ExpandItem<T, E extends string> = [E] extends [never]
  ? T
  : T extends object
    ? Flat<Omit<T, HeadOf<E>> & { -readonly [K in HeadOf<E> & keyof T]-?: ExpandEach<ObjectForm<T[K]>, TailOf<E, K & string>> }>
    : T;
/** An answer read with `expand=E`: each named field in its object form (lists: each item). */
export type ExpandedAnswer<A, E extends string> = A extends ReadonlyArray<infer I> ? ExpandItem<I, E>[] : ExpandItem<A, E>;

// ---- call options --------------------------------------------------------------------------

/** ky options the client passes on (signal, timeout, headers, context); the client sets method, URL, query and JSON. */
export type CallRequestOptions = Omit<RequestOptions, 'json' | 'searchParams' | 'body' | 'method'>;

type PathPart<O> = [PathParamsOf<O>] extends [never] ? { path?: never } : { path: PathParamsOf<O> };
type QueryRequired<O> = O extends { parameters: { query: object } } ? true : false;
type QueryPart<O> = [QueryParamsOf<O>] extends [never]
  ? { query?: never }
  : QueryRequired<O> extends true
    ? { query: Omit<QueryParamsOf<O>, 'expand'> }
    : { query?: Omit<QueryParamsOf<O>, 'expand'> };
type BodyPart<O> = [BodyOf<O>] extends [never] ? { body?: never } : [FormOf<O>] extends [never] ? { body: BodyOf<O> } : { body?: never };
type FormPart<O> = [FormOf<O>] extends [never] ? { form?: never } : { form: FormFields<FormOf<O>> };
type ExpandPart<O, E extends string> = [QueryParamsOf<O>] extends [never]
  ? { expand?: never }
  : 'expand' extends keyof QueryParamsOf<O>
    ? { expand?: readonly E[] }
    : { expand?: never };

/**
 * The options of a call of `M P`: `path` when the path has parameters, `body` when the operation
 * takes JSON, `form` when it takes a multipart form (sent as multipart/form-data).
 */
export type CallOptions<P extends keyof paths, M extends HttpMethod, E extends string = never> = PathPart<Operation<P, M>> &
  QueryPart<Operation<P, M>> &
  BodyPart<Operation<P, M>> &
  FormPart<Operation<P, M>> &
  ExpandPart<Operation<P, M>, E> & { request?: CallRequestOptions };

/** Options are optional when nothing in them is required (path parameters, a body or form, a required query). */
type NeedsOptions<O> = [PathParamsOf<O>] extends [never] ? ([BodyOf<O>] extends [never] ? QueryRequired<O> : true) : true;
type Args<P extends keyof paths, M extends HttpMethod, E extends string> = NeedsOptions<Operation<P, M>> extends true
  ? [options: CallOptions<P, M, E>]
  : [options?: CallOptions<P, M, E>];

interface AnyCallOptions {
  path?: Record<string, string | number>;
  query?: Params;
  body?: unknown;
  form?: Record<string, string | Blob | undefined>;
  expand?: readonly string[];
  request?: CallRequestOptions;
}

/** `/flex/competitions/{id}/` with `{ id: 4 }` → `flex/competitions/4/` (relative to the API base). */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/^\/+/, '').replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

function searchOf(options: AnyCallOptions): URLSearchParams {
  const search = toSearchParams(options.query);
  if (options.expand?.length) search.set('expand', options.expand.join(','));
  return search;
}

/** The multipart body of a form (fields left undefined are not sent). */
function formDataOf(fields: NonNullable<AnyCallOptions['form']>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return form;
}

/** One call; the answer's type is the caller's signature (the contract's), as with `request<T>`. */
async function call<T>(method: HttpMethod, template: string, options: AnyCallOptions = {}) {
  const init: RequestOptions = { ...options.request, searchParams: searchOf(options) };
  if (options.body !== undefined) init.json = options.body;
  if (options.form !== undefined) init.body = formDataOf(options.form);
  return request<T>(method.toUpperCase(), fillPath(template, options.path), init);
}

type Method<M extends HttpMethod> = <P extends PathsWith<M>, E extends ExpandName<AnswerOf<P, M>> = never>(
  path: P,
  ...options: Args<P, M, E>
) => Promise<ExpandedAnswer<AnswerOf<P, M>, E>>;

function method<M extends HttpMethod>(name: M): Method<M> {
  return (async (path: string, options?: AnyCallOptions) => (await call<never>(name, path, options)).data) as Method<M>;
}

/** The POST paths whose contract answers 201 Created. */
type CreatedPaths = { [P in PathsWith<'post'>]: 201 extends keyof Responses<Operation<P, 'post'>> ? P : never }[PathsWith<'post'>];
type CreatedAnswer<P extends CreatedPaths> = JsonOf<Responses<Operation<P, 'post'>>[201 & keyof Responses<Operation<P, 'post'>>]>;

/** A POST whose only success is 201 Created: its answer's body; any other success status rejects. */
type CreatedMethod = <P extends CreatedPaths>(path: P, ...options: Args<P, 'post', never>) => Promise<CreatedAnswer<P>>;

const created = (async (path: string, options?: AnyCallOptions) => {
  const { data, status } = await call<unknown>('post', path, options);
  if (status !== 201) throw new Error(`Unexpected answer ${status} to POST ${path}.`);
  return data;
}) as CreatedMethod;

/** A list's items with the total the server gives in Content-Range (null when it gives none). */
type PageMethod = <P extends PathsWith<'get'>, E extends ExpandName<AnswerOf<P, 'get'>> = never>(
  path: P,
  ...options: Args<P, 'get', E>
) => Promise<Page<ItemOfAnswer<ExpandedAnswer<AnswerOf<P, 'get'>, E>>>>;

const page = (async (path: string, options?: AnyCallOptions) => {
  const { data, headers } = await call<unknown>('get', path, options);
  return { items: Array.isArray(data) ? data : [], total: parseContentRange(headers.get('Content-Range'))?.total ?? null };
}) as PageMethod;

// ---- every page, rows by id, bulk writes ----------------------------------------------------

/** The GET paths that answer a list. */
type ListPaths = { [P in PathsWith<'get'>]: AnswerOf<P, 'get'> extends ReadonlyArray<unknown> ? P : never }[PathsWith<'get'>];
/** The list paths that filter by `ids=`. */
type ByIdsPaths = { [P in ListPaths]: 'ids' extends keyof QueryParamsOf<Operation<P, 'get'>> ? P : never }[ListPaths];
type ListItem<P extends ListPaths, E extends string> = ItemOfAnswer<ExpandedAnswer<AnswerOf<P, 'get'>, E>>;
/** A list's item, narrowed to the fields asked for (all of them when none is named). */
type Picked<T, F extends PropertyKey> = [F] extends [never] ? T : Pick<T, F & keyof T>;

/** Options of a walk over a list: the query (the helper sets paging, `ids`, `expand` and `fields` itself), page size, duplicates. */
type ListOptions<P extends ListPaths, E extends string, F extends string, Set extends string> = PathPart<Operation<P, 'get'>> &
  ExpandPart<Operation<P, 'get'>, E> & {
    query?: Omit<QueryParamsOf<Operation<P, 'get'>>, 'expand' | 'fields' | 'limit' | 'offset' | Set>;
    /** Only these fields of each item (`fields=`); the items' type is narrowed to them. */
    fields?: readonly F[];
    /** Items per request (default 1000). */
    pageSize?: number;
    /** Keep items repeated across pages (they are warned about either way). */
    keepDuplicates?: boolean;
    request?: CallRequestOptions;
  };
type ListArgs<P extends ListPaths, E extends string, F extends string, Set extends string = never> = NeedsOptions<Operation<P, 'get'>> extends true
  ? [options: ListOptions<P, E, F, Set>]
  : [options?: ListOptions<P, E, F, Set>];
type FieldName<P extends ListPaths, E extends string> = keyof ListItem<P, E> & string;

/** Every page of a list, one request at a time, until the Content-Range total (items repeated across pages dropped). */
type AllMethod = <P extends ListPaths, E extends ExpandName<AnswerOf<P, 'get'>> = never, F extends FieldName<P, E> = never>(
  path: P,
  ...options: ListArgs<P, E, F>
) => Promise<Picked<ListItem<P, E>, F>[]>;

/** The items with the given ids (unique ids, 1000 per request, one request at a time). */
type ByIdsMethod = <P extends ByIdsPaths, E extends ExpandName<AnswerOf<P, 'get'>> = never, F extends FieldName<P, E> = never>(
  path: P,
  ids: readonly Id[],
  ...options: ListArgs<P, E, F, 'ids'>
) => Promise<Picked<ListItem<P, E>, F>[]>;

interface AnyListOptions extends Omit<AnyCallOptions, 'body'> {
  fields?: readonly string[];
  pageSize?: number;
  keepDuplicates?: boolean;
}

function listParams(options: AnyListOptions): Params {
  return {
    ...options.query,
    expand: options.expand?.length ? options.expand.join(',') : undefined,
    fields: options.fields?.length ? options.fields.join(',') : undefined,
  };
}

const all = ((path: string, options: AnyListOptions = {}) =>
  fetchAllPages<unknown>(fillPath(path, options.path), listParams(options), {
    ...options.request,
    pageSize: options.pageSize,
    keepDuplicates: options.keepDuplicates,
  })) as AllMethod;

const byIds = ((path: string, ids: readonly Id[], options: AnyListOptions = {}) =>
  fetchByIds<unknown>(fillPath(path, options.path), ids, listParams(options), {
    ...options.request,
    pageSize: options.pageSize,
    keepDuplicates: options.keepDuplicates,
  })) as ByIdsMethod;

type BulkMethodName = 'post' | 'patch';
/** The bulk endpoints (`…/bulk/`) that take a list of bodies with method `M`. */
type BulkPaths<M extends BulkMethodName> = {
  [P in PathsWith<M>]: P extends `${string}/bulk/` ? ([BodyOf<Operation<P, M>>] extends [ReadonlyArray<unknown>] ? P : never) : never;
}[PathsWith<M>];
type BulkBody<P extends keyof paths, M extends HttpMethod> = ItemOfAnswer<BodyOf<Operation<P, M>>>;
type BulkOptions<O> = PathPart<O> & {
  /** Bodies per request (default 250, the server's maximum). */
  chunkSize?: number;
  /** Requests in flight (default 2). */
  concurrency?: number;
  request?: CallRequestOptions;
};
type BulkArgs<O> = [PathParamsOf<O>] extends [never] ? [options?: BulkOptions<O>] : [options: BulkOptions<O>];

/** Sends the bodies to a bulk endpoint in chunks (250, two in flight); the answers' items in order. */
type BulkMethod<M extends BulkMethodName> = <P extends BulkPaths<M>>(
  path: P,
  bodies: readonly BulkBody<P, M>[],
  ...options: BulkArgs<Operation<P, M>>
) => Promise<ItemOfAnswer<AnswerOf<P, M>>[]>;

interface AnyBulkOptions {
  path?: Record<string, string | number>;
  chunkSize?: number;
  concurrency?: number;
  request?: CallRequestOptions;
}

function bulk<M extends BulkMethodName>(name: M): BulkMethod<M> {
  return ((path: string, bodies: readonly unknown[], options: AnyBulkOptions = {}) =>
    sendInChunks<unknown, unknown>(name === 'post' ? 'POST' : 'PATCH', fillPath(path, options.path), bodies, {
      ...options.request,
      chunkSize: options.chunkSize,
      concurrency: options.concurrency,
    })) as BulkMethod<M>;
}

export const api = {
  get: method('get'),
  post: method('post'),
  put: method('put'),
  patch: method('patch'),
  delete: method('delete'),
  created,
  page,
  all,
  byIds,
  bulkCreate: bulk('post'),
  bulkPatch: bulk('patch'),
};
