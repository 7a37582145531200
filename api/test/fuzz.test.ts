/**
 * Schema-derived fuzzing: every operation of the served OpenAPI document (so every endpoint
 * added later, without editing this file) gets a valid base request built from its schemas and
 * then hostile variants of it, one mutation at a time (test/support/fuzz.ts): bad path ids,
 * wrong / NUL / 100 KB / extreme query values, bogus ordering / fields / expand names, every
 * wrong JSON type, missing and unknown fields, 100 KB and NUL strings and extreme numbers in
 * bodies, an empty JSON body. Every answer must be free of 5xx, in the DRF error shape unless
 * successful, free of stack traces, paths and SQL, and schema-invalid requests must be refused.
 * Texts are judged as strictly as the server reads them (README "Input is read strictly"): hex,
 * exponent, signed and out-of-range ids, limits and offsets, impossible dates, instants without an
 * offset and booleans other than true/false are invalid; and a 400 refusing a query parameter or
 * a schema-invalid body field must name it (`{"offset": [...]}`, never a bare detail).
 *
 * Callers: anonymous and real demo users of several kinds, each with a token minted for the
 * operation (re-minted after a successful write, so a logout cannot break later requests).
 * The caller whose valid base request gets furthest (2xx, then a 4xx past the access checks)
 * sends every variant, so bodies are validated beyond the access rules; every caller sends the
 * base request, and those the route lets in one request the schema refuses.
 * Operations on /items/{id}/… work on a row the fuzz itself created through POST /items/ just
 * before; where it cannot, on the well-formed but absent id 999999 — no seeded row is changed or
 * deleted.
 *
 * Bounded: one mutation at a time from the valid base, never a cross product, and a question
 * the shared machinery answers the same way everywhere (the validator on a given schema, NUL in
 * any text, an over-long URL) is asked once per run besides once per operation (see
 * RequestVariant.key). It prints how many requests it sent and how long they took.
 *
 * All failures of the run are collected and reported together.
 */
import { maxHeaderSize } from 'node:http';
import fc from 'fast-check';
import { isFormulaCell } from '../src/platform/files/index.js';
import type { FastifyInstance } from 'fastify';
import { createTestApp, testResolver, type TestApp } from './helpers.js';
import { findUserByEmail, subjectOf } from '../src/auth/session.js';
import type { TokenSubject } from '../src/auth/tokens.js';
import { accepts, creatorOf, filterTextValid, fromText, judge, operationsOf, undeclaredMethods, type Answer, requestVariants, shorten, SERIAL_TOKEN, type OpenApiDocument, type Operation, type RequestVariant } from './support/fuzz.js';

interface Actor {
  name: string;
  subject: TokenSubject | null;
}

const USERS: Array<[string, string]> = [
  ['provider admin', 'provider@brightgrid.test'],
  ['operator admin', 'operator@northernlines.test'],
  ['plain user', 'user@flex.test'],
];

let t: TestApp;
let app: FastifyInstance;

let origin: string;
let operations: Operation[];

/** A name the fuzz app's resolver answers with loopback (every other name: the helpers' stub). */
const LOOPBACK_NAME = 'rebound.example.test';

beforeAll(async () => {
  t = await createTestApp({ webhookResolver: async (name) => (name === LOOPBACK_NAME ? [{ address: '127.0.0.1', family: 4 }] : testResolver(name)) });
  app = t.app;
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  operations = operationsOf((await app.inject({ method: 'GET', url: '/openapi.json' })).json() as OpenApiDocument);
});
afterAll(async () => t.close());

const CONCURRENCY = 4;
/** Answers that refuse the request as sent (as opposed to 404 for a row gone meanwhile). */
const REFUSALS = new Set([400, 413, 415, 422]);
let serial = 0;
let sent = 0;
let skipped = 0;
const asked = new Set<string>();

function urlOf(op: Operation, v: RequestVariant): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(v.pathValues[name] ?? ''));
  const query = v.query.map(([k, value]) => `${encodeURIComponent(k)}=${encodeURIComponent(value)}`).join('&');
  return query ? `${path}?${query}` : path;
}

/** Actor order is the preference among equally far-reaching callers. */
async function actors(): Promise<Actor[]> {
  const out: Actor[] = [];
  for (const [name, email] of USERS) {
    const user = await findUserByEmail(app.db, email);
    if (!user) throw new Error(`demo user ${email} missing`);
    out.push({ name, subject: subjectOf(user) });
  }
  out.push({ name: 'anonymous', subject: null });
  return out;
}

/**
 * Sends one request. URLs beyond Node's header limit go over a real socket: inject skips the
 * HTTP parser, which refuses them (414/431) before Fastify routes anything.
 */
async function deliver(method: string, url: string, headers: Record<string, string>, payload: string | undefined): Promise<Answer> {
  if (url.length <= maxHeaderSize / 2) {
    const res = await app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload }) });
    return { statusCode: res.statusCode, headers: res.headers, body: res.body };
  }
  const res = await fetch(`${origin}${url}`, { method, headers, ...(payload === undefined ? {} : { body: payload }) });
  return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
}

/** How far a valid request got: 0 = succeeded, 1 = refused past the access checks, 2 = 403, 3 = 401. */
function reach(status: number): number {
  if (status < 400) return 0;
  if (status === 401) return 3;
  if (status === 403) return 2;
  return 1;
}

it('judges answers: DRF errors pass; 5xx, leaks, other shapes and accepted invalid input fail', () => {
  const json = { 'content-type': 'application/json; charset=utf-8' };
  const ok = (statusCode: number, body: string, invalid = false) => judge({ statusCode, headers: json, body }, invalid);
  expect(ok(400, '{"name":["This field is required."],"location":{"coordinates":["Expected a list of items."]}}')).toEqual([]);
  expect(ok(401, '{"detail":"Given token not valid for any token type","code":"token_not_valid"}')).toEqual([]);
  expect(ok(200, '[{"id":1}]')).toEqual([]);
  expect(judge({ statusCode: 204, headers: {}, body: '' }, true)).toEqual(['accepted an invalid request (204)']);
  expect(ok(500, '{"detail":"A server error occurred."}')).toEqual(['server error 500']);
  expect(judge({ statusCode: 501, headers: json, body: '{"detail":"Not configured."}' }, false, new Set([501]))).toEqual([]);
  expect(ok(400, '{"detail":"x","statusCode":400}')).toEqual(['error body not in the DRF shape']);
  expect(ok(400, '{"name":"must be a list"}')).toEqual(['error body not in the DRF shape']);
  expect(judge({ statusCode: 404, headers: { 'content-type': 'text/html' }, body: '<h1>404</h1>' }, false)).toEqual(['error answer not JSON (content-type "text/html")']);
  expect(ok(400, '{"detail":"Error: x\\n    at f (/app/src/db.ts:1:2)"}')).toEqual(['leaks a stack frame', 'leaks a source path']);
  expect(ok(400, '{"detail":"at Object.run (node:internal/x:1:2)"}')).toEqual(['leaks a stack frame']);
  expect(ok(400, '{"detail":"SELECT id FROM assets AS t WHERE …"}')).toEqual(['leaks SQL text']);
  expect(ok(400, '{"detail":"invalid byte sequence for encoding UTF8: 0x00 (22021)"}')).toEqual(['leaks a PostgreSQL error code', 'leaks a database message']);
  expect(ok(201, '{"id":1}', true)).toEqual(['accepted an invalid request (201)']);
  // A refusal of a named field or parameter names it.
  const named = (body: string, field: string) => judge({ statusCode: 400, headers: json, body }, true, new Set(), field);
  expect(named('{"detail":"A value has the wrong format."}', 'offset')).toEqual(['400 does not name offset']);
  expect(named('{"limit":["A valid integer is required."]}', 'offset')).toEqual(['400 does not name offset']);
  expect(named('{"offset":["A valid integer is required."]}', 'offset')).toEqual([]);
});

it('reads query and path texts as strictly as the server: decimal numbers, true/false, real dates, instants with an offset', () => {
  expect(fromText({ type: 'integer' }, '16')).toBe(16);
  for (const text of ['0x10', '1e1', '+16', '16.0', ' 16']) expect(accepts({ type: 'integer' }, fromText({ type: 'integer' }, text))).toBe(false);
  expect(accepts({ type: 'integer' }, 2147483648)).toBe(false);
  expect(accepts({ type: 'integer', maximum: Number.MAX_SAFE_INTEGER }, 2147483648)).toBe(true);
  expect(fromText({ type: 'boolean' }, 'True')).toBe(true);
  expect(accepts({ type: 'boolean' }, fromText({ type: 'boolean' }, '1'))).toBe(false);
  expect(filterTextValid('size', 'integer', '0x10')).toBe(false);
  expect(filterTextValid('size__in', 'integer', '1,2,1e3')).toBe(false);
  expect(filterTextValid('size__in', 'integer', '1,2,3')).toBe(true);
  expect(filterTextValid('on', 'date', '2031-02-30')).toBe(false);
  expect(filterTextValid('from__gte', 'datetime', '2031-06-01T12:00')).toBe(false);
  expect(filterTextValid('from__gte', 'datetime', '2031-06-01T12:00+01:00')).toBe(true);
  expect(filterTextValid('is_active', 'boolean', 'yes')).toBe(false);
});

it('builds a valid base request for every operation from its schemas', () => {
  expect(operations.length).toBeGreaterThan(0);
  const invalid: string[] = [];
  for (const op of operations) {
    const { base } = requestVariants(op);
    const where = `${op.method} ${op.path}`;
    for (const p of op.pathParams) {
      const text = base.pathValues[p.name] ?? '';
      if (!accepts(p.schema, fromText(p.schema, text))) invalid.push(`${where}: path ${p.name} = ${text}`);
    }
    for (const [name, text] of base.query) {
      const q = op.query.find((x) => x.name === name);
      if (q && !accepts(q.schema, fromText(q.schema, text))) invalid.push(`${where}: query ${name} = ${text}`);
    }
    if (op.body && !accepts(op.body, JSON.parse(base.body ?? 'null'))) invalid.push(`${where}: body ${base.body ?? ''}`);
  }
  // A failure here means a schema the generator cannot satisfy yet (e.g. a new pattern or
  // format): teach sampleValid in test/support/fuzz.ts, or the fuzz mutates invalid bases.
  expect(invalid).toEqual([]);
});

/**
 * Uploaded CSV cells: whatever blanks a cell starts with — any mix of the characters JavaScript
 * trims (spaces, tabs, no-break and other Unicode spaces, line breaks, the byte-order mark) and of
 * the invisible format characters (Unicode category Cf: zero-width space and joiners, direction
 * marks) — a formula behind them is still a formula, and a plain number or text is not.
 */
it('sees a spreadsheet formula behind any leading Unicode blanks in an uploaded cell', () => {
  const blanks: string[] = [];
  for (let code = 0; code <= 0xffff; code++) {
    const c = String.fromCharCode(code);
    if (code >= 0xd800 && code <= 0xdfff) continue;
    if (c.trim() === '' || /\p{Cf}/u.test(c)) blanks.push(c);
  }
  expect(blanks.length).toBeGreaterThan(40);
  const lead = fc.array(fc.constantFrom(...blanks), { minLength: 1, maxLength: 6 }).map((cs) => cs.join(''));
  // A cell that starts with a tab or CR is a formula by itself; the rest depend on what follows.
  const plainLead = lead.filter((l) => l[0] !== '\t' && l[0] !== '\r');
  const formula = fc.oneof(
    fc.string({ maxLength: 20 }).map((rest) => `=${rest}`),
    fc.string({ maxLength: 20 }).map((rest) => `@${rest}`),
    fc.constantFrom('+A1', '-A1', '+1+1', '-2+3', '=HYPERLINK("http://evil.test","x")', '+cmd|\' /C calc\'!A0'),
  );
  const harmless = fc.oneof(
    fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
    fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((n) => n.toFixed(3)),
    fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,15}$/),
  );
  fc.assert(fc.property(lead, formula, (l, f) => isFormulaCell(`${l}${f}`)), { numRuns: 2000 });
  fc.assert(fc.property(plainLead, harmless, (l, h) => !isFormulaCell(`${l}${h}`)), { numRuns: 2000 });
});

/**
 * URLs the server itself calls (body fields named `url`: webhook endpoints today) must never reach
 * this host or a private network, however the address is written. Schema-derived like the rest:
 * every operation whose body declares a `url` string is sent its valid base body with a public URL
 * (it must be accepted, or the refusals below prove nothing), then with each hostile spelling
 * (each must be a 400 naming `url`); an update is tried on a row its create made.
 */
it('refuses, in every body field naming a URL the server calls, each spelling of this host or a private network', async () => {
  const hostile = [
    'https://localhost./hook', 'https://LOCALHOST../hook', 'https://api.localhost/hook', 'https://api.localhost./hook',
    `https://${LOOPBACK_NAME}/hook`, `https://${LOOPBACK_NAME}./hook`,
    'https://127.0.0.1/hook', 'https://127.1/hook', 'https://2130706433/hook', 'https://0x7f.1/hook', 'https://0.0.0.0/hook',
    'https://[::1]/hook', 'https://[::]/hook', 'https://[::ffff:127.0.0.1]/hook', 'https://[::ffff:7f00:1]/hook', 'https://[::127.0.0.1]/hook',
    'https://[2002:7f00:1::]/hook', 'https://[64:ff9b::7f00:1]/hook', 'https://[fe80::1]/hook', 'https://[fd00::1]/hook',
    'https://10.0.0.1/hook', 'https://100.64.0.1/hook', 'https://169.254.169.254/latest', 'https://[::ffff:a9fe:a9fe]/latest',
    'http://hooks.example.test/hook', 'https://user:pw@hooks.example.test/hook',
  ];
  const callers = await actors();
  const withUrl = operations.filter((op) => op.body?.properties?.url?.type === 'string' && (op.method === 'POST' || op.method === 'PATCH' || op.method === 'PUT'));
  expect(withUrl.map((op) => `${op.method} ${op.path}`)).toEqual(expect.arrayContaining(['POST /webhooks/endpoints/', 'PATCH /webhooks/endpoints/{id}/']));
  const failures: string[] = [];
  const send = async (op: Operation, actor: Actor, pathValues: Record<string, string>, body: Record<string, unknown>) => {
    const token = actor.subject ? await app.tokens.issue(actor.subject) : null;
    const url = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => pathValues[name] ?? '');
    return app.inject({ method: op.method, url, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload: JSON.stringify(body) });
  };
  for (const op of withUrl) {
    const creator = op.pathParams.length > 0 ? creatorOf(op, operations) : op;
    if (!creator?.body) {
      failures.push(`${op.method} ${op.path}: no create operation to make a row with`);
      continue;
    }
    const createBody = (url: string) => ({ ...(JSON.parse(requestVariants(creator).base.body ?? '{}') as Record<string, unknown>), url });
    // The caller the create accepts with a public URL; for an update, the row it made.
    let actor: Actor | undefined;
    let made: Record<string, string> = {};
    for (const candidate of callers) {
      const res = await send(creator, candidate, {}, createBody(`https://hooks.example.test/${serial++}`));
      if (res.statusCode === 201) {
        actor = candidate;
        const param = op.pathParams[0];
        if (param) made = { [param.name]: String((res.json() as { id: number }).id) };
        break;
      }
    }
    if (!actor) {
      failures.push(`${op.method} ${op.path}: no caller could create with a public URL`);
      continue;
    }
    const bodyWith = (url: string) => (op === creator ? createBody(url) : { ...(JSON.parse(requestVariants(op, made).base.body ?? '{}') as Record<string, unknown>), url });
    const fine = await send(op, actor, made, bodyWith(`https://hooks.example.test/again-${serial++}`));
    if (fine.statusCode >= 300) failures.push(`${op.method} ${op.path} with a public URL: ${fine.statusCode} ${shorten(fine.body, 200)}`);
    for (const url of hostile) {
      const res = await send(op, actor, made, bodyWith(url));
      const fields = res.statusCode === 400 ? (JSON.parse(res.body) as Record<string, unknown>) : {};
      if (res.statusCode !== 400 || !Array.isArray(fields.url)) failures.push(`${op.method} ${op.path} url=${url}: ${res.statusCode} ${shorten(res.body, 200)}`);
    }
  }
  // The endpoints made here receive nothing during the rest of the run.
  await app.db.query(`UPDATE webhook_endpoints SET is_active = false WHERE url LIKE 'https://hooks.example.test/%'`);
  expect(failures).toEqual([]);
});

it('answers every operation of the OpenAPI document, fuzzed, without a 5xx, a leak, a non-DRF error or accepting invalid input', async () => {
  const started = performance.now();
  const callers = await actors();
  const failures: string[] = [];
  const statuses = new Map<number, number>();

  /** Requests to one operation: tokens minted for it, and again after a successful write. */
  const session = (op: Operation) => {
    const tokens = new Map<Actor, string | null>();
    const baseStatus = new Map<Actor, number>();
    const tokenOf = async (actor: Actor): Promise<string | null> => {
      if (!tokens.has(actor)) tokens.set(actor, actor.subject ? await app.tokens.issue(actor.subject) : null);
      return tokens.get(actor) ?? null;
    };
    const send = async (actor: Actor, v: RequestVariant): Promise<Answer> => {
      const url = urlOf(op, v);
      const token = await tokenOf(actor);
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      let payload: string | undefined;
      if (v.body !== null) {
        headers['content-type'] = 'application/json';
        payload = v.body.replaceAll(SERIAL_TOKEN, `fz${String(serial++ % 100000).padStart(5, '0')}`);
      }
      sent++;
      const res = await deliver(op.method, url, headers, payload);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      // A successful write may have revoked or outdated this token (logout, password change).
      if (op.method !== 'GET' && res.statusCode < 300) tokens.delete(actor);
      const problems = judge(res, v.invalid, op.documented, v.field);
      const without = v.sameAsBase ? baseStatus.get(actor) : undefined;
      if (without !== undefined && REFUSALS.has(res.statusCode) && res.statusCode !== without) {
        problems.push(`refused with ${res.statusCode} where the request without it got ${without}`);
      }
      if (problems.length > 0) {
        failures.push(
          `${op.method} ${shorten(url, 160)} as ${actor.name} — ${v.label}` +
            `${payload === undefined ? '' : ` — body ${shorten(payload, 160)}`} → ${res.statusCode} ${shorten(res.body, 300)}: ${problems.join('; ')}`,
        );
      }
      if (v.kind === 'base') baseStatus.set(actor, res.statusCode);
      return res;
    };
    return send;
  };

  // Operations on /items/{id}/… work on a row of their own, made just before through POST /items/
  // (its valid base request, by the first caller allowed to), so bodies get past the row lookup
  // into the update hooks and SQL — and no seeded row is changed or deleted. Where no caller can
  // create one (say the body needs another row's id), the absent id 999999 is used.
  const creators = new Map<Operation, Actor | null>();
  const ownRow = async (op: Operation): Promise<Record<string, string>> => {
    const creator = creatorOf(op, operations);
    const param = op.pathParams[0];
    if (!creator || !param || creators.get(creator) === null) return {};
    const send = session(creator);
    const { base } = requestVariants(creator);
    const known = creators.get(creator);
    for (const actor of known ? [known] : callers) {
      const res = await send(actor, { ...base, label: `valid base request (a row for ${op.method} ${op.path})` });
      const id = res.statusCode === 201 ? (JSON.parse(res.body) as { id?: unknown } | null)?.id : undefined;
      if (typeof id === 'number' && accepts(param.schema, id)) {
        creators.set(creator, actor);
        return { [param.name]: String(id) };
      }
    }
    creators.set(creator, null);
    return {};
  };

  for (const op of operations) {
    const ids = await ownRow(op);
    const send = session(op);
    const { base, variants } = requestVariants(op, ids);
    const reached: number[] = [];
    for (const actor of callers) reached.push(reach((await send(actor, base)).statusCode));
    const best = Math.min(...reached);
    const primary = callers[reached.indexOf(best)] as Actor;
    // Accepting an invalid value only shows where the valid request succeeds: there a question is
    // asked apart from where it cannot show (a row that is not there, a refusal).
    const where = best === 0 ? '|where success shows' : '';
    // A variant whose question an earlier operation already asked (RequestVariant.key) is left
    // out — unless it is this operation's first of its kind.
    const kinds = new Set<string>();
    const jobs: Array<[Actor, RequestVariant]> = [];
    for (const original of variants) {
      // Node's HTTP parser refuses a URL over its header limit before routing: which parameter made
      // it long does not matter, so that is one question per operation.
      const v = urlOf(op, original).length > maxHeaderSize ? { ...original, kind: 'URL over the header limit', key: 'URL over the header limit' } : original;
      const question = v.key === undefined ? undefined : `${v.key}${where}`;
      if (question !== undefined && asked.has(question) && kinds.has(v.kind)) {
        skipped++;
        continue;
      }
      if (question !== undefined) asked.add(question);
      kinds.add(v.kind);
      jobs.push([primary, v]);
    }
    // The other callers the route lets in: one request the schema refuses, under their identity too.
    const refused = variants.find((v) => v.invalid);
    callers.forEach((actor, i) => {
      if (actor !== primary && refused && (reached[i] ?? 3) < 2) jobs.push([actor, refused]);
    });
    // A few at a time: waits (token check, database, socket) overlap.
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let job = jobs.shift(); job; job = jobs.shift()) await send(...job);
      }),
    );
  }

  // Methods a path does not declare (PUT on a list, …): refused, in the API shape.
  const undeclared = undeclaredMethods(operations);
  for (const op of undeclared) {
    const { base } = requestVariants(op);
    await session(op)(callers[0] as Actor, { ...base, label: 'a method this path does not declare', kind: 'undeclared method', invalid: true });
  }
  failures.sort();

  const seconds = (performance.now() - started) / 1000;
  console.info(
    `fuzz: ${operations.length} operations (+ ${undeclared.length} undeclared methods), ${sent} requests in ${seconds.toFixed(1)} s ` +
      `(${Math.round(sent / seconds)}/s), ${skipped} repeated questions left out, ${failures.length} failures; ` +
      `answers ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ')}`,
  );
  if (failures.length > 0) throw new Error(`${failures.length} fuzz failures:\n${failures.join('\n')}`);
  // It takes ~20 s (printed above); the limit only keeps a very busy machine from failing it.
  // A whole-API sweep: it grows with every endpoint and slows on a busy machine, so its bound is
  // generous (the run prints its own time; CI's budget is what really limits it).
}, 900_000);
