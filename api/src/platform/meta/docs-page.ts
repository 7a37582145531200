/**
 * The API reference page (GET /docs/): the served OpenAPI document rendered on the server as one
 * self-contained HTML page — no scripts, no CDN, readable offline and by screen readers.
 * Operations are grouped by tag; each shows its parameters, request body fields and responses
 * (nested objects as nested field lists).
 */

interface Schema {
  /** A shared schema of the document (`#/components/schemas/FieldErrors`). */
  $ref?: string;
  type?: string;
  format?: string;
  description?: string;
  enum?: unknown[];
  nullable?: boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  uniqueItems?: boolean;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  /** [] on public operations; absent means the document default (a bearer token). */
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}

interface Document {
  info?: { title?: string; description?: string; version?: string };
  paths?: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'root';

const isNull = (s: Schema): boolean => s.type === 'null' || (Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === null);

/** Flattens nested anyOf/oneOf into their alternatives. */
function alternatives(s: Schema): Schema[] {
  const list = s.anyOf ?? s.oneOf;
  return list ? list.flatMap(alternatives) : [s];
}

/** A short type description: `integer`, `string (date-time)`, `"a" | "b"`, `array of integer`, `… or null`. */
export function typeLabel(s: Schema | undefined): string {
  if (!s) return 'any';
  if (s.$ref) return s.$ref.replace(/^.*\//, '');
  if (s.anyOf || s.oneOf) {
    const alts = alternatives(s);
    const nullable = alts.some(isNull);
    const rest = alts.filter((a) => !isNull(a));
    const enums = rest.every((a) => Array.isArray(a.enum) && a.enum.length > 0);
    const body = enums ? rest.flatMap((a) => a.enum ?? []).map((v) => JSON.stringify(v)).join(' | ') : rest.map(typeLabel).join(' or ');
    return nullable ? `${body} or null` : body;
  }
  if (s.allOf) return s.allOf.map(typeLabel).join(' and ');
  let label: string;
  if (Array.isArray(s.enum) && s.enum.length > 0 && !isNull(s)) label = s.enum.map((v) => JSON.stringify(v)).join(' | ');
  else if (s.type === 'array') label = `array of ${typeLabel(s.items)}`;
  else if (s.type === 'object' && !s.properties && s.additionalProperties) label = 'object (any fields)';
  else label = s.type ?? 'any';
  if (s.format) label += ` (${s.format})`;
  return s.nullable && !isNull(s) ? `${label} or null` : label;
}

/** Limits worth telling a caller: ranges, lengths, patterns. */
function constraints(s: Schema): string[] {
  const out: string[] = [];
  const range = (lo?: number, hi?: number, excl?: number) => {
    if (excl !== undefined) out.push(`> ${excl}`);
    if (lo !== undefined && hi !== undefined) out.push(`${lo}–${hi}`);
    else if (lo !== undefined) out.push(`≥ ${lo}`);
    else if (hi !== undefined) out.push(`≤ ${hi}`);
  };
  range(s.minimum, s.maximum, s.exclusiveMinimum);
  if (s.minLength !== undefined || s.maxLength !== undefined) out.push(`length ${s.minLength ?? 0}–${s.maxLength ?? '∞'}`);
  if (s.minItems !== undefined || s.maxItems !== undefined) out.push(`${s.minItems ?? 0}–${s.maxItems ?? '∞'} items`);
  if (s.uniqueItems) out.push('unique items');
  if (s.pattern) out.push(`pattern ${s.pattern}`);
  return out;
}

/** The objects a schema holds fields of (itself, its array items, its union members). */
function objectsOf(s: Schema | undefined): Schema[] {
  if (!s) return [];
  if (s.properties && Object.keys(s.properties).length > 0) return [s];
  if (s.type === 'array') return objectsOf(s.items);
  if (s.anyOf || s.oneOf) return alternatives(s).flatMap(objectsOf);
  return [];
}

const MAX_DEPTH = 6;

/** The fields of an object schema as a nested list, one line per field. */
function fieldList(s: Schema, depth: number): string {
  const required = new Set(s.required ?? []);
  const items = Object.entries(s.properties ?? {}).map(([name, field]) => {
    const facts = [...(required.has(name) ? [] : ['optional']), ...constraints(field)];
    const nested = depth < MAX_DEPTH ? objectsOf(field).map((o) => fieldList(o, depth + 1)).join('') : '';
    return (
      `<li><code class="name">${esc(name)}</code> <span class="type">${esc(typeLabel(field))}</span>` +
      (facts.length > 0 ? ` <span class="facts">(${esc(facts.join(', '))})</span>` : '') +
      (field.description ? ` — ${esc(field.description)}` : '') +
      `${nested}</li>`
    );
  });
  return items.length > 0 ? `<ul class="fields">${items.join('')}</ul>` : '';
}

/** Where each object's fields were first listed on the page: a repeat links there instead. */
type Listed = Map<string, { id: string; label: string }>;

/**
 * A body (request or response): its type, then its fields when it holds objects. An object of more
 * than three fields already listed (the same row in a list, a detail and a write answer) links there.
 */
function bodyOf(s: Schema | undefined, id: string, label: string, listed: Listed): string {
  if (!s) return '<p>No body.</p>';
  const parts = objectsOf(s).map((o) => {
    const key = JSON.stringify(o);
    const first = Object.keys(o.properties ?? {}).length > 3 ? listed.get(key) : undefined;
    if (first) return `<p>Fields as in <a href="#${first.id}">${esc(first.label)}</a>.</p>`;
    listed.set(key, { id, label });
    return fieldList(o, 1);
  });
  return `<div id="${id}"><p>Type: <span class="type">${esc(typeLabel(s))}</span>${s.description ? ` — ${esc(s.description)}` : ''}</p>${parts.join('')}</div>`;
}

function parameterTable(parameters: Parameter[]): string {
  const rows = parameters
    .map(
      (p) =>
        `<tr><th scope="row"><code>${esc(p.name)}</code></th><td>${esc(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td>` +
        `<td><span class="type">${esc(typeLabel(p.schema))}</span></td><td>${esc([p.description ?? p.schema?.description ?? '', ...constraints(p.schema ?? {})].filter(Boolean).join('; '))}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operationSection(id: string, method: string, path: string, op: Operation, listed: Listed): string {
  const parts = [`<section class="op" id="${id}" aria-labelledby="${id}-h">`];
  parts.push(`<h3 id="${id}-h"><span class="method m-${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code></h3>`);
  if (op.summary) parts.push(`<p>${esc(op.summary)}</p>`);
  parts.push(`<p class="access">${Array.isArray(op.security) && op.security.length === 0 ? 'Public: no token needed.' : 'Needs a bearer token.'}</p>`);
  if (op.description) parts.push(`<p>${esc(op.description)}</p>`);
  if (op.parameters?.length) parts.push(`<h4>Parameters</h4>${parameterTable(op.parameters)}`);
  const body = op.requestBody?.content?.['application/json'];
  if (op.requestBody) parts.push(`<h4>Request body (JSON${op.requestBody.required ? ', required' : ''})</h4>${bodyOf(body?.schema, `${id}-body`, `${method.toUpperCase()} ${path} request body`, listed)}`);
  const responses = Object.entries(op.responses ?? {});
  if (responses.length > 0) {
    parts.push('<h4>Responses</h4>');
    for (const [status, response] of responses) {
      const schema = response.content?.['application/json']?.schema;
      parts.push(`<h5>${esc(status)}</h5>${schema ? bodyOf(schema, `${id}-${slug(status)}`, `${method.toUpperCase()} ${path} (${status})`, listed) : '<p>No body.</p>'}`);
    }
  }
  parts.push('</section>');
  return parts.join('');
}

const STYLE = `
body{font-family:system-ui,sans-serif;line-height:1.45;margin:0;color:#1a1a1a;background:#fff}
header,main{max-width:70rem;margin:0 auto;padding:1rem 1.5rem}
a{color:#0645ad}a:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
nav ul{columns:18rem;padding-left:1.2rem}
code{font-family:ui-monospace,monospace;font-size:.95em}
.op{border-top:1px solid #ccc;padding-top:.5rem;margin-top:1.5rem}
.method{display:inline-block;min-width:4.5rem;padding:.1rem .4rem;border-radius:.25rem;color:#fff;font-size:.85em;text-align:center}
.m-get{background:#1d5b94}.m-post{background:#1f6b34}.m-put{background:#7a4b00}.m-patch{background:#6a3d9a}.m-delete{background:#a4161a}
.type{font-family:ui-monospace,monospace;color:#5b2c83}.facts{color:#4a4a4a}
table{border-collapse:collapse;margin:.5rem 0}th,td{padding:.25rem .6rem;text-align:left;vertical-align:top;border-bottom:1px solid #ddd}
ul.fields{list-style:none;margin:.2rem 0;padding-left:.9rem;border-left:3px solid #e0e0e0}ul.fields li{margin:.15rem 0}code.name{font-weight:600}
h4{margin:.9rem 0 .3rem}h5{margin:.6rem 0 .2rem;font-size:1rem}`;

/** The whole page for an OpenAPI document. */
export function renderDocsPage(input: unknown): string {
  const doc = input as Document;
  const title = doc.info?.title ?? 'API';
  const groups = new Map<string, Array<{ id: string; method: string; path: string; op: Operation }>>();
  const used = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      let id = `${method}-${slug(path)}`;
      while (used.has(id)) id += '-';
      used.add(id);
      const list = groups.get(tag) ?? [];
      list.push({ id, method, path, op });
      groups.set(tag, list);
    }
  }
  const tags = [...groups.keys()].sort((a, b) => a.localeCompare(b));
  const listed: Listed = new Map();
  for (const tag of tags) groups.get(tag)?.sort((a, b) => a.path.localeCompare(b.path) || METHODS.indexOf(a.method as never) - METHODS.indexOf(b.method as never));
  const nav = tags
    .map((tag) => `<li><a href="#tag-${slug(tag)}">${esc(tag)}</a> (${groups.get(tag)?.length ?? 0})</li>`)
    .join('');
  const sections = tags
    .map((tag) => {
      const ops = groups.get(tag) ?? [];
      const index = ops.map((o) => `<li><a href="#${o.id}">${o.method.toUpperCase()} <code>${esc(o.path)}</code></a></li>`).join('');
      return `<section id="tag-${slug(tag)}" aria-labelledby="tag-${slug(tag)}-h"><h2 id="tag-${slug(tag)}-h">${esc(tag)}</h2><ul>${index}</ul>${ops.map((o) => operationSection(o.id, o.method, o.path, o.op, listed)).join('')}</section>`;
    })
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${esc(title)}: reference</title><style>${STYLE}</style></head><body>` +
    `<a class="skip" href="#content">Skip to the operations</a>` +
    `<header><h1>${esc(title)}</h1>` +
    `<p>${esc(doc.info?.description ?? '')}</p>` +
    `<p>Machine-readable contract: <a href="../openapi.json">openapi.json</a> (OpenAPI 3). The front ends' TypeScript types are generated from it.</p>` +
    `<p>Send <code>Authorization: Bearer &lt;token&gt;</code> (from <code>POST /auth/jwt/create/</code>) unless an operation is public. ` +
    `Lists answer JSON arrays and take <code>limit</code>, <code>offset</code>, <code>ordering</code>, <code>fields</code>, <code>expand</code> and filters; the total is in the <code>Content-Range</code> header (<code>limit=0</code> counts only). ` +
    `Errors are <code>{"detail": "…"}</code> or <code>{"field": ["message"]}</code>.</p>` +
    `<p id="reporting-tool">Reporting tools (BI): <code>GET /auth/tjwt/</code> gives a short-lived token that reads the <a href="#tag-analytics">analytics</a> reports ` +
    `(<code>GET /analytics/reports/{report}/</code>, with <code>format=csv</code> for the main table) as the user who asked for it, and nothing else. ` +
    `Send it as <code>Authorization: Bearer &lt;token&gt;</code>; ask for a new one when it expires. Logging out everywhere or changing the password ends it.</p>` +
    `<nav aria-label="Areas of the API"><h2>Areas</h2><ul>${nav}</ul></nav></header>` +
    `<main id="content">${sections}</main></body></html>`
  );
}
