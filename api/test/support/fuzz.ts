/**
 * Schema-derived fuzzing (used by test/fuzz.test.ts): reads the served OpenAPI document, builds a
 * valid base request for every operation from its schemas, then derives hostile variants of it,
 * one mutation at a time, and judges every answer. Nothing here names an endpoint: an operation
 * added later is fuzzed as soon as it appears in the document.
 */

/** The JSON-schema subset @fastify/swagger writes into the OpenAPI 3.0 document. */
export interface JsonSchema {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  default?: unknown;
}

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
  /**
   * For ordering / expand / fields: the names the operation documents — the list in the
   * description ("Comma list of: a, b"), for fields the properties of the 200 answer.
   */
  names: string[];
  /** The value type a free-text filter documents ("exact filter on operator (integer)"), if any. */
  filterType?: string;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, e.g. /flex/assets/{id}/ */
  path: string;
  pathParams: Param[];
  query: Param[];
  /** The JSON request body schema, when the operation declares one. */
  body: JsonSchema | null;
  /** The statuses the operation documents. */
  documented: Set<number>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation (path × method) of the document. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = op.parameters ?? [];
      const answer = op.responses?.['200']?.content?.['application/json']?.schema;
      const fields = Object.keys((answer?.type === 'array' ? answer.items : answer)?.properties ?? {});
      const listed = (p: OpenApiParameter) => /Comma list of: ([\w, ]+)/.exec(p.description ?? '')?.[1]?.split(', ').filter((n) => n !== '' && n !== 'none') ?? [];
      const toParam = (p: OpenApiParameter): Param => ({
        name: p.name,
        required: p.required === true || p.in === 'path',
        schema: p.schema ?? {},
        names: p.name === 'fields' ? fields : NAME_PARAMS.has(p.name) ? listed(p) : [],
        ...filterTypeOf(p),
      });
      // Only JSON bodies are generated: an operation taking another kind (none today) still gets
      // its path, query and empty-body variants.
      const content = op.requestBody?.content ?? {};
      out.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map(toParam),
        query: params.filter((p) => p.in === 'query').map(toParam),
        body: content['application/json']?.schema ?? null,
        documented: new Set(Object.keys(op.responses ?? {}).map(Number).filter(Number.isInteger)),
      });
    }
  }
  return out;
}

function filterTypeOf(p: OpenApiParameter): { filterType?: string } {
  const type = /filter on \S+ \((\w+)\)/.exec(p.description ?? '')?.[1];
  return type ? { filterType: type } : {};
}

// ---- validation (no coercion: what the schema promises) ---------------------------------

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/** A real calendar day, YYYY-MM-DD. */
function isCalendarDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/**
 * Whether a filter of `type` reads `text` (api README, "Input is read strictly"): whole numbers in
 * decimal digits within the integer range, decimals, true/false, real calendar days, instants with
 * their offset; `__in` takes a comma list of them, `__isnull` a boolean, `__icontains` any text.
 */
export function filterTextValid(param: string, type: string, text: string): boolean {
  if (param.endsWith('__icontains')) return true;
  if (param.endsWith('__isnull')) return filterTextValid('', 'boolean', text);
  if (param.endsWith('__in')) return text.split(',').every((item) => item.trim() === '' || filterTextValid('', type, item.trim()));
  switch (type) {
    case 'integer':
      return /^-?\d{1,15}$/.test(text) && Number(text) >= INT_MIN && Number(text) <= INT_MAX;
    case 'number':
      return /^-?\d{1,15}(?:\.\d{1,15})?$/.test(text);
    case 'boolean':
      return /^(?:true|false)$/i.test(text);
    case 'date':
      return isCalendarDay(text);
    case 'datetime': {
      const m = /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,6})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)$/i.exec(text);
      return m !== null && isCalendarDay(m[1] as string);
    }
    default:
      return true;
  }
}

const FORMATS: Record<string, RegExp> = {
  'date-time': /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])[Tt ](?:[01]\d|2[0-3]):[0-5]\d(?::(?:[0-5]\d|60)(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}(?::?\d{2})?)$/,
  date: /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/,
  time: /^(?:[01]\d|2[0-3]):[0-5]\d(?::(?:[0-5]\d|60)(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}(?::?\d{2})?)?$/,
  email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
};

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function hasType(type: string, v: unknown): boolean {
  switch (type) {
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'string':
      return typeof v === 'string';
    case 'boolean':
      return typeof v === 'boolean';
    case 'array':
      return Array.isArray(v);
    case 'object':
      return isPlainObject(v);
    case 'null':
      return v === null;
    default:
      return true;
  }
}

function lowerBound(s: JsonSchema): { value: number; exclusive: boolean } | null {
  if (typeof s.exclusiveMinimum === 'number') return { value: s.exclusiveMinimum, exclusive: true };
  if (s.minimum !== undefined) return { value: s.minimum, exclusive: s.exclusiveMinimum === true };
  return null;
}

function upperBound(s: JsonSchema): { value: number; exclusive: boolean } | null {
  if (typeof s.exclusiveMaximum === 'number') return { value: s.exclusiveMaximum, exclusive: true };
  if (s.maximum !== undefined) return { value: s.maximum, exclusive: s.exclusiveMaximum === true };
  return null;
}

/**
 * Does `v` satisfy the schema, taken literally (no type coercion)? Unknown keywords and formats
 * are accepted, and properties that a schema with `additionalProperties: false` does not declare
 * are ignored (the server strips them), so a `false` here is certain.
 */
export function accepts(s: JsonSchema, v: unknown): boolean {
  if (v === null && s.nullable === true) return s.enum ? s.enum.includes(null) : true;
  if (s.anyOf && !s.anyOf.some((b) => accepts(b, v))) return false;
  if (s.oneOf && !s.oneOf.some((b) => accepts(b, v))) return false;
  if (s.allOf && !s.allOf.every((b) => accepts(b, v))) return false;
  if (s.enum && !s.enum.some((e) => sameJson(e, v))) return false;
  if (s.type !== undefined && !hasType(s.type, v)) return false;
  if (typeof v === 'string') {
    const length = [...v].length;
    if (s.minLength !== undefined && length < s.minLength) return false;
    if (s.maxLength !== undefined && length > s.maxLength) return false;
    if (s.pattern !== undefined && !new RegExp(s.pattern, 'u').test(v)) return false;
    const format = s.format ? FORMATS[s.format] : undefined;
    if (format && !format.test(v)) return false;
  }
  if (typeof v === 'number') {
    // An integer that declares no bounds is held to PostgreSQL's integer range.
    const int4 = s.type === 'integer';
    const lo = lowerBound(s) ?? (int4 ? { value: INT_MIN, exclusive: false } : null);
    const hi = upperBound(s) ?? (int4 ? { value: INT_MAX, exclusive: false } : null);
    if (lo && (lo.exclusive ? v <= lo.value : v < lo.value)) return false;
    if (hi && (hi.exclusive ? v >= hi.value : v > hi.value)) return false;
  }
  if (Array.isArray(v)) {
    if (s.minItems !== undefined && v.length < s.minItems) return false;
    if (s.maxItems !== undefined && v.length > s.maxItems) return false;
    if (s.items && !v.every((item) => accepts(s.items as JsonSchema, item))) return false;
    if (s.uniqueItems && new Set(v.map((item) => JSON.stringify(item))).size !== v.length) return false;
  }
  if (isPlainObject(v)) {
    const props = s.properties ?? {};
    for (const key of s.required ?? []) {
      if (v[key] === undefined && props[key]?.default === undefined) return false;
    }
    for (const [key, value] of Object.entries(v)) {
      const prop = props[key];
      if (prop) {
        if (!accepts(prop, value)) return false;
      } else if (isPlainObject(s.additionalProperties) && !accepts(s.additionalProperties, value)) {
        return false;
      }
    }
  }
  return true;
}

/**
 * A query or path value as the server reads it (query strings carry text only): numeric text
 * becomes a number and true/false a boolean where the schema wants one, as Ajv does for
 * querystrings and params.
 */
export function fromText(s: JsonSchema, text: string | string[]): unknown {
  if (Array.isArray(text)) return s.type === 'array' ? text.map((t) => fromText(s.items ?? {}, t)) : text;
  const types = new Set([s.type, ...(s.anyOf ?? []).map((b) => b.type)]);
  // Plain spellings only (api README, "Input is read strictly"): decimal digits, never 0x10 or 1e3.
  const numeric = types.has('number') ? /^-?\d+(?:\.\d+)?$/ : /^-?\d+$/;
  if ((types.has('integer') || types.has('number')) && numeric.test(text)) return Number(text);
  if (types.has('boolean') && /^(?:true|false)$/i.test(text)) return text.toLowerCase() === 'true';
  return text;
}

// ---- valid values ---------------------------------------------------------------------

/**
 * Base strings carry this token; fuzz.test.ts swaps it for a per-request serial of the same
 * length, so unique columns (references, e-mails) do not make every later create a duplicate.
 */
export const SERIAL_TOKEN = 'fz00000';

/** Well-formed and, as an id, absent from the database (never touches seeded rows). */
export const ABSENT_ID = 999999;

const FORMAT_SAMPLES: Record<string, string> = {
  'date-time': '2031-06-01T12:00:00Z',
  date: '2031-06-01',
  time: '12:00:00',
  email: `${SERIAL_TOKEN}@example.test`,
  uuid: '00000000-0000-4000-8000-000000000000',
  uri: 'https://example.test/',
};

/** Texts tried, in order, against a `pattern` (the first one matching wins). */
const PATTERN_CANDIDATES = [SERIAL_TOKEN, '2031-06-01', '12:00', '12:00:00', '#0B5394', 'AB1 2CD', '_A', 'A', 'a', '1', 'ab', 'AB', '2031-06-01T12:00:00Z', '2031-06'];

function sampleString(s: JsonSchema): string {
  if (s.format && FORMAT_SAMPLES[s.format] !== undefined) return FORMAT_SAMPLES[s.format] as string;
  if (s.pattern !== undefined) {
    const found = PATTERN_CANDIDATES.find((c) => accepts({ ...s, type: 'string' }, c));
    if (found !== undefined) return found;
  }
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Infinity;
  if (max >= SERIAL_TOKEN.length) return SERIAL_TOKEN.padEnd(Math.max(min, SERIAL_TOKEN.length), 'z');
  return 'a'.repeat(Math.max(min, Math.min(1, max)));
}

function sampleNumber(s: JsonSchema, integer: boolean): number {
  const lo = lowerBound(s);
  const hi = upperBound(s);
  const preferred = integer ? ABSENT_ID : 1;
  if (accepts(s, preferred)) return preferred;
  let v = lo ? (lo.exclusive ? lo.value + (integer ? 1 : Math.min(1, hi ? (hi.value - lo.value) / 2 : 1)) : lo.value) : hi ? hi.value - (hi.exclusive ? 1 : 0) : 0;
  if (integer) v = Math.ceil(v);
  return v;
}

/**
 * A value the schema accepts: required properties only (fewer cross-field rules to satisfy),
 * ids and other integers {@link ABSENT_ID} where allowed, strings carrying {@link SERIAL_TOKEN}.
 */
export function sampleValid(s: JsonSchema): unknown {
  if (s.default !== undefined && accepts(s, s.default)) return s.default;
  if (s.enum) return s.enum.find((e) => e !== null) ?? s.enum[0];
  const union = s.anyOf ?? s.oneOf;
  if (union) {
    for (const branch of union) {
      const v = sampleValid(branch);
      if (v !== null && accepts(s, v)) return v;
    }
    return sampleValid(union[0] ?? {});
  }
  if (s.allOf) return s.allOf.reduce<unknown>((acc, b) => (isPlainObject(acc) ? { ...acc, ...(sampleValid(b) as object) } : sampleValid(b)), {});
  switch (s.type) {
    case 'string':
      return sampleString(s);
    case 'integer':
      return sampleNumber(s, true);
    case 'number':
      return sampleNumber(s, false);
    case 'boolean':
      return true;
    case 'array': {
      const n = Math.max(s.minItems ?? 0, s.maxItems === 0 ? 0 : 1);
      const item = s.items ?? {};
      const items: unknown[] = [];
      const choices = item.enum ?? item.anyOf?.flatMap((b) => b.enum ?? []) ?? [];
      for (let i = 0; i < n; i++) {
        const v = sampleValid(item);
        if (typeof v === 'number' && i > 0) items.push(v + i);
        else if (choices.length > i) items.push(choices[i]);
        else items.push(v);
      }
      return items;
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = sampleValid(s.properties?.[key] ?? {});
      return out;
    }
    case 'null':
      return null;
    default:
      return s.nullable ? null : 'fuzz';
  }
}

// ---- hostile values -------------------------------------------------------------------

export const LONG_TEXT = 'x'.repeat(100 * 1024);
export const NUL = '\u0000';
/** Names that exist on every JS object: lookups with `in` or `obj[name]` treat them as known. */
export const PROTO_NAMES = ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf'];
/** Bad path ids: zero, negative, not a number, beyond int4, 100 KB, a NUL byte. */
export const BAD_IDS = ['0', '-1', 'abc', '99999999999', '2147483648', '0x10', '1e1', '+1', '1.0', LONG_TEXT, NUL];
/** For parameters the schema types (limit, offset, …): texts wrong for numbers, int4, booleans, dates, lists. */
export const BAD_QUERY_TEXTS = ['NaN', '-1', '-2147483649', '2147483648', '1e308', '1e400', '0x10', '1.5', 'yes', '2031-02-30', '2031-13-01', '2031-06-01T12:00', NUL, LONG_TEXT, ''];
/**
 * For parameters the schema types as free text (the resource layer's filters, parsed by the
 * handler): texts wrong for the value type the filter documents — not one at all, or one that
 * passes the filter's parser and is still wrong for the column (beyond int4, an impossible date).
 * Filters documenting no type get them all; string filters none (any text is a string). NUL and
 * 100 KB go to every free-text parameter.
 */
const FILTER_TEXTS: Record<string, string[]> = {
  integer: ['NaN', '-2147483649', '2147483648', '0x10', '1e3', '1.0'],
  number: ['NaN', '1e308', '0x10', '1e400'],
  boolean: ['NaN', '1', 'yes'],
  date: ['NaN', '2031-02-30', '2031-13-01'],
  datetime: ['NaN', '2031-02-30', '2031-13-01T00:00:00Z', '2031-06-01T12:00', '2031-06-01'],
  string: [],
};
const UNTYPED_FILTER_TEXTS = ['NaN', '-2147483649', '2031-02-30'];

function isFreeText(s: JsonSchema): boolean {
  return s.type === 'string' && !s.enum && !s.pattern && !s.format && s.maxLength === undefined && !s.minLength;
}
/** DRF list parameters whose values name fields or expansions. */
export const NAME_PARAMS = new Set(['ordering', 'fields', 'expand']);

/** The JSON types a schema admits, through unions. */
function typesOf(s: JsonSchema): Set<string> {
  const out = new Set<string>();
  if (s.type) out.add(s.type);
  for (const b of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) for (const t of typesOf(b)) out.add(t);
  return out;
}

interface WrongValue {
  label: string;
  value: unknown;
}

/** One value of every JSON type (string ↔ number ↔ boolean ↔ array ↔ object ↔ null). */
const WRONG_TYPES: WrongValue[] = [
  { label: 'string "NaN"', value: 'NaN' },
  { label: 'number 12345', value: 12345 },
  { label: 'boolean true', value: true },
  { label: 'array ["fuzz"]', value: ['fuzz'] },
  { label: 'object {"fuzz":1}', value: { fuzz: 1 } },
  { label: 'null', value: null },
];

/**
 * Extreme numbers: huge, negative, and for integers beyond int4 and a fraction. NaN has no JSON
 * form: a raw NaN token is sent once per body, and the string "NaN" is among the wrong types.
 */
const NUMBERS: Record<'integer' | 'number', WrongValue[]> = {
  integer: [
    { label: '1e308', value: 1e308 },
    { label: '-1', value: -1 },
    { label: '-2147483649', value: -2147483649 },
    { label: '1.5', value: 1.5 },
  ],
  number: [
    { label: '1e308', value: 1e308 },
    { label: '-1', value: -1 },
  ],
};

export const UNKNOWN_FIELD = '__fuzz_unknown__';

/** Deeper than recursion over a parsed body survives (Node overflows after ~10,000 frames; a 2 MB body can nest a million levels). */
export const DEEP_LEVELS = 20_000;
/** JSON text: `inner` inside DEEP_LEVELS nested lists. */
export function deepList(inner: string): string {
  return `${'['.repeat(DEEP_LEVELS)}${inner}${']'.repeat(DEEP_LEVELS)}`;
}

export type PathKey = string | number;
const DELETE = Symbol('delete');

export interface BodyMutation {
  /** e.g. `body[0].name ← 100 KB string` */
  label: string;
  /** The JSON text to send. */
  text: string;
  /** The schema rejects this body: the server must not answer 2xx. */
  invalid: boolean;
  /** The mutation without its place, e.g. `← null`. */
  kind: string;
  /** The question this mutation asks (see RequestVariant.key). */
  key?: string;
  /** The top-level field a 400 must name (schema-invalid mutations of a field). */
  field?: string;
}

/** What decides a wrong JSON type: the types a schema admits, whether null is one, whether it is a list of choices. */
function typeSignature(s: JsonSchema): string {
  const types = typesOf(s);
  const choices = s.enum !== undefined || [...(s.anyOf ?? []), ...(s.oneOf ?? [])].some((b) => b.enum !== undefined);
  return JSON.stringify([[...types].sort(), s.nullable === true || types.has('null'), choices]);
}

function pathLabel(path: PathKey[]): string {
  return `body${path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('')}`;
}

/** A copy of `root` with the value at `path` replaced (or deleted); missing parents are created. */
function setAt(root: unknown, path: PathKey[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [PathKey, ...PathKey[]];
  if (typeof head === 'number') {
    const arr = Array.isArray(root) ? [...(root as unknown[])] : [];
    const next = setAt(arr[head], rest, value);
    if (next === DELETE) arr.splice(head, 1);
    else arr[head] = next;
    return arr;
  }
  const obj: Record<string, unknown> = isPlainObject(root) ? { ...root } : {};
  const next = setAt(obj[head], rest, value);
  if (next === DELETE) delete obj[head];
  else obj[head] = next;
  return obj;
}

/**
 * Every single-mutation variant of a valid base body: for each field (nested objects and the
 * first array item included) a missing required field, every wrong JSON type, 100 KB and
 * NUL-bearing strings, extreme numbers, an empty list, an unknown field; for the body itself
 * every wrong type, `__proto__`/`constructor` keys and a raw NaN token.
 */
export function bodyMutations(schema: JsonSchema): { base: unknown; mutations: BodyMutation[] } {
  const base = sampleValid(schema);
  const mutations: BodyMutation[] = [];
  /**
   * The key (see RequestVariant.key): an invalid body is a question to the validator on `s`, the
   * schema at the mutated place; `shared` names a question whose answer does not depend on the
   * field (a wrong type is refused for the type alone, a NUL by the database in any text).
   */
  const add = (where: string, kind: string, s: JsonSchema, root: unknown, shared?: string) => {
    const invalid = !accepts(schema, root);
    const question = shared ?? (invalid ? JSON.stringify(s) : undefined);
    // The first key after `body` (a list item's index for list bodies): the field a refusal names.
    const field = invalid ? /^body(?:\.([^.[\s]+)|\[(\d+)\])/.exec(where) : null;
    const named = field ? (field[1] ?? field[2]) : undefined;
    mutations.push({
      label: `${where} ${kind}`,
      text: JSON.stringify(root),
      invalid,
      kind,
      ...(question === undefined ? {} : { key: `body|${question}|${kind}` }),
      ...(named === undefined ? {} : { field: named }),
    });
  };

  const visit = (s: JsonSchema, path: PathKey[], root: unknown, current: unknown, depth: number): void => {
    const where = pathLabel(path);
    for (const w of WRONG_TYPES) {
      if (!accepts(s, w.value)) add(where, `← ${w.label}`, s, setAt(root, path, w.value), typeSignature(s));
    }
    const types = typesOf(s);
    if (types.has('string')) {
      add(where, '← 100 KB string', s, setAt(root, path, LONG_TEXT));
      const text = typeof current === 'string' ? current : 'fuzz';
      add(where, '← NUL inside a string', s, setAt(root, path, `${text.slice(0, 1)}${NUL}${text.slice(1)}`), 'NUL');
      // Shaped right, meaning wrong: 9999-99-99 passes a date pattern, not a calendar.
      if ((s.pattern !== undefined || s.format !== undefined) && /\d/.test(text)) {
        for (const digit of ['9', '0']) add(where, `← "${text.replace(/\d/g, digit)}" (digits all ${digit})`, s, setAt(root, path, text.replace(/\d/g, digit)));
      }
    }
    const numbers = types.has('number') ? NUMBERS.number : types.has('integer') ? NUMBERS.integer : [];
    for (const n of numbers) add(where, `← ${n.label}`, s, setAt(root, path, n.value));
    if (depth >= 8) return;
    const objectSchema = s.type === 'object' ? s : s.anyOf?.find((b) => b.type === 'object' && b.properties);
    if (objectSchema?.properties && isPlainObject(current)) {
      for (const [key, prop] of Object.entries(objectSchema.properties)) {
        const child = current[key];
        if (objectSchema.required?.includes(key)) add(`${where}.${key}`, 'missing (required)', { required: [key], properties: { [key]: prop } }, setAt(root, [...path, key], DELETE));
        const childValue = child === undefined ? sampleValid(prop) : child;
        const childRoot = child === undefined ? setAt(root, [...path, key], childValue) : root;
        visit(prop, [...path, key], childRoot, childValue, depth + 1);
      }
      add(`${where}.${UNKNOWN_FIELD}`, '← "x" (unknown field)', objectSchema, setAt(root, [...path, UNKNOWN_FIELD], 'x'));
    }
    const arraySchema = s.type === 'array' ? s : s.anyOf?.find((b) => b.type === 'array');
    if (arraySchema && Array.isArray(current)) {
      add(where, '← []', arraySchema, setAt(root, path, []));
      const item = arraySchema.items ?? {};
      const first = current.length > 0 ? current[0] : sampleValid(item);
      visit(item, [...path, 0], current.length > 0 ? root : setAt(root, [...path, 0], first), first, depth + 1);
    }
  };
  visit(schema, [], base, base, 0);

  // Raw texts no JSON.stringify produces: prototype keys in the (first) object, a NaN token.
  const baseText = JSON.stringify(base);
  const target = isPlainObject(base) ? base : Array.isArray(base) && isPlainObject(base[0]) ? base[0] : null;
  if (target) {
    const inner = JSON.stringify(target).slice(1, -1);
    const withKey = (key: string, value: string) => {
      const object = `{${JSON.stringify(key)}:${value}${inner ? `,${inner}` : ''}}`;
      return target === base ? object : `[${object}${baseText.slice(JSON.stringify(target).length + 1)}`;
    };
    mutations.push({ label: 'body with key "__proto__"', text: withKey('__proto__', '{"isAdmin":true}'), invalid: false, kind: 'key __proto__' });
    mutations.push({ label: `body.${UNKNOWN_FIELD} ← lists nested ${DEEP_LEVELS} levels`, text: withKey(UNKNOWN_FIELD, deepList('1')), invalid: false, kind: 'deep' });
    mutations.push({ label: `body.${UNKNOWN_FIELD} ← lists nested ${DEEP_LEVELS} levels around a NUL`, text: withKey(UNKNOWN_FIELD, deepList('"\\u0000"')), invalid: false, kind: 'deep NUL' });
    mutations.push({ label: 'body with key "constructor"', text: withKey('constructor', '{"prototype":{"isAdmin":true}}'), invalid: false, kind: 'key constructor' });
    mutations.push({ label: 'body with a NaN token', text: withKey(UNKNOWN_FIELD, 'NaN'), invalid: true, kind: 'NaN token' });
  } else {
    mutations.push({ label: 'body NaN token', text: 'NaN', invalid: true, kind: 'NaN token' });
  }
  if (baseText.length > 1) mutations.push({ label: 'body truncated JSON', text: baseText.slice(0, -1), invalid: true, kind: 'truncated JSON' });
  return { base, mutations };
}

// ---- whole requests -------------------------------------------------------------------

export interface RequestVariant {
  /** What this variant changes, for failure messages. */
  label: string;
  pathValues: Record<string, string>;
  /** Query pairs in order (a name may repeat). */
  query: Array<[string, string]>;
  /** JSON text sent with Content-Type: application/json ('' = empty body); null = no body. */
  body: string | null;
  /** The schema (or a DRF convention) rejects this request: the server must not answer 2xx. */
  invalid: boolean;
  /** The mutation without its place (e.g. `query = "NaN"`): each operation gets every kind it has. */
  kind: string;
  /**
   * The question this variant asks, when shared machinery answers it whatever the operation: the
   * validator, for a request the schema alone rejects (the schema of the mutated place and the
   * mutation), or a fixed question (a NUL in any text goes to the database the same way; Node
   * refuses any over-long URL). A run asks each question once — besides each operation's first
   * variant of each kind (see fuzz.test.ts). Variants the handler answers have none.
   */
  key?: string;
  /** The change must not matter: it must not get refused (400, 415, …) where the base request was not. */
  sameAsBase?: boolean;
  /** A 400 for this variant must name this field (`{"field": [...]}`), never a bare detail. */
  field?: string;
}

function asText(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/**
 * The valid base request of an operation — path ids from `ids` or {@link ABSENT_ID}, required query
 * parameters, `limit=1` where a limit is declared (small pages), the base body — and every
 * single-mutation variant of it: bad path ids, each query parameter missing / wrong / NUL /
 * 100 KB / repeated, bogus names in ordering, fields and expand, an unknown query parameter,
 * every body mutation, an empty JSON body.
 */
export function requestVariants(op: Operation, ids: Record<string, string> = {}): { base: RequestVariant; variants: RequestVariant[] } {
  const pathValues = Object.fromEntries(op.pathParams.map((p) => [p.name, ids[p.name] ?? asText(sampleValid(p.schema))]));
  const query: Array<[string, string]> = op.query.filter((q) => q.required).map((q) => [q.name, asText(sampleValid(q.schema))]);
  const limit = op.query.find((q) => q.name === 'limit' && !q.required);
  if (limit && accepts(limit.schema, 1)) query.push(['limit', '1']);
  const writes = op.method !== 'GET';
  const bodies = op.body ? bodyMutations(op.body) : null;
  const base: RequestVariant = { label: 'valid base request', pathValues, query, body: bodies ? JSON.stringify(bodies.base) : null, invalid: false, kind: 'base' };
  const variants: RequestVariant[] = [];
  const variant = (label: string, kind: string, change: Partial<RequestVariant>, invalid: boolean, key?: string) =>
    variants.push({ ...base, ...change, label, kind, invalid, ...(key === undefined ? {} : { key }) });
  const textVariant = (where: 'path' | 'query', p: Param, kind: string, change: Partial<RequestVariant>, value: string | string[], filterText = false) => {
    // A typed filter's text is free text to the schema: whether it is valid is the filter type's rule.
    const invalid = filterText && typeof value === 'string' ? !filterTextValid(p.name, p.filterType ?? '', value) : !accepts(p.schema, fromText(p.schema, value));
    const shared = typeof value === 'string' && value.includes(NUL) ? `NUL in a ${where} value` : undefined;
    // Named: parameters sharing a schema (limit and offset) are still each asked once.
    variant(`${where} ${p.name} ${kind}`, `${where} ${kind}`, { ...change, ...(where === 'query' ? { field: p.name } : {}) }, invalid, shared ?? (invalid ? `${where} ${p.name}|${JSON.stringify(p.schema)}|${kind}` : undefined));
  };

  for (const p of op.pathParams) {
    for (const bad of BAD_IDS) textVariant('path', p, `= "${shorten(bad, 40)}"`, { pathValues: { ...pathValues, [p.name]: bad } }, bad);
  }
  for (const q of op.query) {
    const others = query.filter(([name]) => name !== q.name);
    if (q.required) variant(`query ${q.name} missing`, 'query missing', { query: others, field: q.name }, true, `query ${q.name}|missing`);
    const filterTexts = NAME_PARAMS.has(q.name) ? [] : (FILTER_TEXTS[q.filterType ?? ''] ?? UNTYPED_FILTER_TEXTS);
    const freeText = isFreeText(q.schema);
    const texts = freeText ? [NUL, LONG_TEXT, ...filterTexts] : BAD_QUERY_TEXTS;
    for (const text of texts) textVariant('query', q, `= "${shorten(text, 40)}"`, { query: [...others, [q.name, text]] }, text, freeText && q.filterType !== undefined && filterTexts.includes(text));
    textVariant('query', q, 'repeated (1, 2)', { query: [...others, [q.name, '1'], [q.name, '2']] }, ['1', '2']);
    if (NAME_PARAMS.has(q.name)) {
      // Decided by the handler (the schema says string): sent for every operation.
      for (const name of [...PROTO_NAMES, q.name === 'ordering' ? `-${PROTO_NAMES[0]}` : `${PROTO_NAMES[1]}.${PROTO_NAMES[0]}`]) {
        variant(`query ${q.name} = "${name}" (no such field)`, `query name "${name}"`, { query: [...others, [q.name, name]] }, true);
      }
      // Every documented name once (each ordering column, each expansion handler, the whole
      // projection), and below each expansion a name it cannot have.
      const names = q.names;
      if (q.name === 'ordering') names.forEach((name, i) => variant(`query ordering = "${i % 2 ? '-' : ''}${name}"`, `query ordering ${name}`, { query: [...others, [q.name, `${i % 2 ? '-' : ''}${name}`]] }, false));
      if (q.name === 'expand') {
        for (const name of names) {
          variant(`query expand = "${name}"`, `query expand ${name}`, { query: [...others, [q.name, name]] }, false);
          variant(`query expand = "${name}.${PROTO_NAMES[0]}" (no such nested expansion)`, `query expand ${name} nested`, { query: [...others, [q.name, `${name}.${PROTO_NAMES[0]}`]] }, true);
        }
        if (names.length > 1) variant('query expand = every expansion', 'query expand all', { query: [...others, [q.name, names.join(',')]] }, false);
      }
      if (q.name === 'fields' && names.length > 0) variant('query fields = every field', 'query fields all', { query: [...others, [q.name, names.join(',')]] }, false);
    }
  }
  variant(`query ${UNKNOWN_FIELD} = "a\\u0000b" (unknown parameter)`, 'query unknown', { query: [...query, [UNKNOWN_FIELD, `a${NUL}b`]] }, false);
  if (bodies) {
    for (const m of bodies.mutations) variant(m.label, `body ${m.kind}`, { body: m.text, ...(m.field === undefined ? {} : { field: m.field }) }, m.invalid, m.key);
  } else if (writes) {
    variant('unexpected JSON body with an unknown field', 'body unexpected', { body: JSON.stringify({ [UNKNOWN_FIELD]: 'x' }) }, false);
    variant('unexpected JSON body null', 'body unexpected null', { body: 'null' }, false);
    variant(`unexpected JSON body nested ${DEEP_LEVELS} levels`, 'body unexpected deep', { body: `{"${UNKNOWN_FIELD}":${deepList('"\\u0000"')}}` }, false);
  }
  // Clients send Content-Type: application/json on every request, DELETE included: an empty body
  // is then no body at all, so where none is expected it must change nothing.
  variants.push({ ...base, label: 'empty body with Content-Type: application/json', kind: 'empty body', body: '', invalid: false, sameAsBase: !bodies });
  return { base, variants };
}

/**
 * The operation creating the rows an operation on `/items/{id}/…` works on: `POST /items/`, when
 * the document has it and the path has that one parameter.
 */
export function creatorOf(op: Operation, operations: Operation[]): Operation | null {
  const m = /^(.*\/)\{([^}]+)\}\//.exec(op.path);
  if (!m || op.pathParams.length !== 1) return null;
  return operations.find((o) => o.method === 'POST' && o.path === m[1] && o.pathParams.length === 0) ?? null;
}

/** Methods a path does not declare, e.g. PUT on a list: each must be refused in the API shape. */
export function undeclaredMethods(operations: Operation[]): Operation[] {
  const byPath = new Map<string, Operation[]>();
  for (const op of operations) byPath.set(op.path, [...(byPath.get(op.path) ?? []), op]);
  const out: Operation[] = [];
  for (const [path, ops] of byPath) {
    const declared = new Set(ops.map((op) => op.method));
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      if (!declared.has(method)) out.push({ method, path, pathParams: ops[0]?.pathParams ?? [], query: [], body: null, documented: new Set() });
    }
  }
  return out;
}

// ---- judging answers ------------------------------------------------------------------

function isFieldErrors(v: unknown): boolean {
  if (Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'string')) return true;
  // A nested list (DRF ListSerializer): one object per item, `{}` for an item without errors.
  if (Array.isArray(v)) return v.length > 0 && v.every((item) => isPlainObject(item) && (Object.keys(item).length === 0 || isFieldErrors(item))) && v.some((item) => Object.keys(item as object).length > 0);
  if (isPlainObject(v)) return Object.keys(v).length > 0 && Object.values(v).every(isFieldErrors);
  return false;
}

/**
 * The DRF error shapes: `{"detail": "…"}` (simplejwt adds a string `code`), or field errors
 * `{"field": ["message", …]}` nested as objects for nested fields, and as lists of per-item
 * objects (`{}` for an item without errors) for nested lists: `{"periods": [{}, {"end": ["…"]}]}`.
 */
export function isDrfErrorBody(body: unknown): boolean {
  if (!isPlainObject(body)) return false;
  const keys = Object.keys(body);
  if (keys.length === 0) return false;
  if (typeof body.detail === 'string') return keys.every((k) => k === 'detail' || (k === 'code' && typeof body.code === 'string'));
  return isFieldErrors(body);
}

/** Internals that must never reach a client. */
const LEAKS: Array<[string, RegExp]> = [
  // Also JSON-escaped: a stack inside a JSON string reads "…\\n    at f (file.js:1:2)".
  ['a stack frame', /(?:\n|\\n) {2,}at \S|\bat \S+ \([^)]*:\d+:\d+\)/],
  ['node_modules', /node_modules/],
  ['a source path', /\/src\/|\/work\/|file:\/\/|\.ts:\d+|\.js:\d+/],
  ['SQL text', /\b(?:SELECT|INSERT INTO|UPDATE|DELETE FROM)\s|\bFROM\s+"?[a-z_]+"?\s+(?:AS\s+)?t\b/],
  ['a database message', /syntax error|violates |invalid input syntax|invalid byte sequence|duplicate key|relation "|column "|out of range for type|null value in column/i],
  ['an internal error name', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|FST_ERR_[A-Z_]+|ERR_[A-Z_]{4,})\b|Cannot read propert/],
];
const PG_CODE = /\b(?:0[8A]|2[2-5]|3[BD-F]|4[02]|5[3-8]|XX|P0)[0-9A-Z]{3}\b/;

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * What is wrong with this answer (empty = fine). `documented` are the statuses the operation
 * declares: a deliberate 5xx it documents (501 for a feature not configured) is its contract, not
 * a crash — 500 never is.
 */
export function judge(answer: Answer, invalid: boolean, documented: ReadonlySet<number> = new Set(), field?: string): string[] {
  const problems: string[] = [];
  const { statusCode: status, body } = answer;
  if (status >= 500 && (status === 500 || !documented.has(status))) problems.push(`server error ${status}`);
  if (status === 204 || status === 304) {
    if (body !== '') problems.push(`${status} with a body`);
  } else if (status < 200 || status >= 300) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
    const type = String(answer.headers['content-type'] ?? '');
    if (!type.startsWith('application/json')) problems.push(`error answer not JSON (content-type "${type}")`);
    else if (!isDrfErrorBody(parsed)) problems.push('error body not in the DRF shape');
    if (PG_CODE.test(body)) problems.push('leaks a PostgreSQL error code');
    // A refusal of one field or parameter says which: {"field": [...]}, not a bare detail.
    if (status === 400 && field !== undefined && !(isPlainObject(parsed) && Object.hasOwn(parsed, field))) problems.push(`400 does not name ${field}`);
  }
  for (const [what, pattern] of LEAKS) {
    if (pattern.test(body)) problems.push(`leaks ${what}`);
  }
  if (invalid && status >= 200 && status < 400) problems.push(`accepted an invalid request (${status})`);
  return problems;
}

/** A short printable form of a request or answer part (long texts and NULs made visible). */
export function shorten(text: string, max = 300): string {
  const visible = text.replaceAll(NUL, '\\u0000').replace(/(.)\1{31,}/gs, (m, c: string) => `${c}…(${m.length}×)`);
  return visible.length > max ? `${visible.slice(0, max)}…(+${visible.length - max} chars)` : visible;
}
