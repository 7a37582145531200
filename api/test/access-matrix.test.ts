/**
 * The access matrix: every registered resource (src/resources registry — domain resources
 * included automatically) is called as anonymous, provider A, provider B, operator X,
 * operator Y and a plain user, and every answer is compared with the resource's oracles
 * (test/access-fixtures/, by registry name) over ALL rows in the database. Each check collects violations, so
 * a failure lists exactly which endpoint leaked or refused what.
 */
import type { FastifyInstance } from 'fastify';
import { createTestApp, login, bearer, type TestApp } from './helpers.js';
import type { RegisteredResource, Row } from '../src/resources/index.js';
import { accessFixtures, exemptFromMatrix, type AccessFixtures, type MatrixActor, type MatrixActorName } from './access-fixtures/index.js';

type Named = Exclude<MatrixActorName, 'anonymous'>;
const EMAILS: Record<Named, string> = {
  providerA: 'provider@brightgrid.test',
  providerB: 'provider@voltwise.test',
  operatorX: 'operator@northernlines.test',
  operatorY: 'operator@southernwires.test',
  plainUser: 'user@flex.test',
};

let t: TestApp;
let app: FastifyInstance;
const actors: MatrixActor[] = [];
const tokens = new Map<MatrixActorName, string>();
let checks = 0;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  const byName = {} as Record<Named, MatrixActor>;
  for (const [name, email] of Object.entries(EMAILS) as Array<[Named, string]>) {
    const r = await app.db.query<{ id: number; organisation_id: number | null; org_type: 'flexprovider' | 'systemoperator' | null }>(
      'SELECT u.id, u.organisation_id, o.org_type FROM users u LEFT JOIN organisations o ON o.id = u.organisation_id WHERE u.email = $1',
      [email],
    );
    const u = r.rows[0]!;
    byName[name] = { name, orgType: u.org_type ?? 'user', orgId: u.organisation_id, userId: u.id };
    tokens.set(name, await login(app, email));
  }
  actors.push({ name: 'anonymous', orgType: null, orgId: null, userId: null }, ...Object.values(byName));
  for (const resource of app.resources.values()) {
    await accessFixtures.get(resource.name)?.setup?.(app.db, byName);
  }
});
afterAll(async () => {
  console.info(`access matrix: ${app.resources.size} resources, ${actors.length} actors, ${checks} checks`);
  await t.close();
});

function call(actor: MatrixActor, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  checks++;
  const token = tokens.get(actor.name);
  return app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

const base = (r: RegisteredResource) => `/${r.def.path}/`;
const idOf = (r: RegisteredResource, row: Row) => row[r.def.idColumn ?? 'id'] as string | number;
/** The fixtures of a resource the matrix checks. */
function fixturesOf(r: RegisteredResource): AccessFixtures {
  const found = accessFixtures.get(r.name);
  if (!found) throw new Error(`${r.name}: no access fixtures in test/access-fixtures/`);
  return found;
}
const isPublic = (r: RegisteredResource, action: 'list' | 'read') => r.def.access[action]?.public === true;

type Oracle = (actor: MatrixActor, row: Row) => boolean;
const oracles = new Map<RegisteredResource, Promise<Oracle>>();

/**
 * Who may see a row of this resource: its own oracle (its fixtures' canSee) and, for a derived
 * resource (def.visibleWith), the oracle of its parent row, recursively — the rule declared once
 * on the resource, checked here against the parent's plain-JS oracle rather than its SQL.
 */
function oracleOf(r: RegisteredResource): Promise<Oracle> {
  let found = oracles.get(r);
  if (!found) {
    found = (async (): Promise<Oracle> => {
      const own = fixturesOf(r).canSee;
      const link = r.def.visibleWith;
      if (!link) return own;
      const parent = app.resources.get(link.resource);
      if (!parent || !accessFixtures.has(parent.name)) throw new Error(`${r.name}: visibleWith names ${link.resource}, which has no access fixtures`);
      const parentSees = await oracleOf(parent);
      const parents = new Map((await parent.fetchAllUnscoped(app.db)).map((p) => [idOf(parent, p), p]));
      return (actor, row) => {
        const p = parents.get(row[link.field] as string | number);
        return own(actor, row) && p !== undefined && parentSees(actor, p);
      };
    })();
    oracles.set(r, found);
  }
  return found;
}

function resources(): RegisteredResource[] {
  return [...app.resources.values()].filter((r) => accessFixtures.has(r.name));
}

function sample(rows: Row[], n: number): Row[] {
  if (rows.length <= n) return rows;
  const step = rows.length / n;
  return Array.from({ length: n }, (_, i) => rows[Math.floor(i * step)]!);
}

async function listAll(r: RegisteredResource, actor: MatrixActor): Promise<{ status: number; ids: Set<unknown> }> {
  const pageSize = r.def.maxLimit ?? 1000;
  const ids = new Set<unknown>();
  for (let offset = 0; ; offset += pageSize) {
    const res = await call(actor, 'GET', `${base(r)}?limit=${pageSize}&offset=${offset}&ordering=${r.def.idColumn ?? 'id'}`);
    if (res.statusCode !== 200) return { status: res.statusCode, ids };
    const rows = res.json() as Row[];
    for (const row of rows) ids.add(idOf(r, row));
    const total = Number(/\/(\d+)$/.exec(String(res.headers['content-range']))?.[1] ?? 0);
    if (rows.length === 0 || offset + rows.length >= total) return { status: 200, ids };
  }
}

it('every registered resource has access fixtures or is exempt with a reason, and every fixture names a registered resource', () => {
  const registered = [...app.resources.keys()];
  const missing = registered.filter((name) => !accessFixtures.has(name) && !exemptFromMatrix.has(name));
  expect(missing).toEqual([]);
  const stale = [...accessFixtures.keys(), ...exemptFromMatrix.keys()].filter((name) => !app.resources.has(name));
  expect(stale).toEqual([]);
  const both = [...exemptFromMatrix.keys()].filter((name) => accessFixtures.has(name));
  expect(both).toEqual([]);
  expect(app.resources.size).toBeGreaterThanOrEqual(3);
});

it('every non-public route refuses anonymous callers with 401', async () => {
  const violations: string[] = [];
  const anonymous = { name: 'anonymous', orgType: null, orgId: null, userId: null } as MatrixActor;
  for (const route of app.routeIndex) {
    if (route.access?.public) continue;
    const url = route.url.replace(/:[^/]+/g, '1');
    const res = await call(anonymous, route.method as 'GET', url, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
    if (res.statusCode !== 401) violations.push(`${route.method} ${route.url}: ${res.statusCode}`);
  }
  expect(violations).toEqual([]);
  expect(app.routeIndex.filter((r) => !r.access?.public).length).toBeGreaterThan(10);
});

it('lists contain exactly the rows each actor may see', async () => {
  const violations: string[] = [];
  for (const r of resources()) {
    if (!r.def.access.list) continue;
    const fx = { canSee: await oracleOf(r) };
    const all = await r.fetchAllUnscoped(app.db);
    if (all.length === 0) violations.push(`${r.name}: no rows to check (add a setup to its fixtures)`);
    let someoneRestricted = isPublic(r, 'list');
    for (const actor of actors) {
      const expected = new Set(all.filter((row) => actor.orgType !== null || isPublic(r, 'list') ? fx.canSee(actor, row) : false).map((row) => idOf(r, row)));
      if (expected.size < all.length) someoneRestricted = true;
      const { status, ids } = await listAll(r, actor);
      const where = `GET ${base(r)} as ${actor.name}`;
      if (actor.orgType === null && !isPublic(r, 'list')) {
        if (status !== 401) violations.push(`${where}: ${status}, expected 401`);
        continue;
      }
      if (status === 403 && expected.size === 0 && actor.orgType !== null) continue;
      if (status !== 200) {
        violations.push(`${where}: ${status}, expected 200 with ${expected.size} rows`);
        continue;
      }
      const leaked = [...ids].filter((id) => !expected.has(id as string | number));
      const hidden = [...expected].filter((id) => !ids.has(id));
      if (leaked.length) violations.push(`${where}: returned rows it may not see: ${leaked.slice(0, 10).join(', ')}`);
      if (hidden.length) violations.push(`${where}: missing rows it may see: ${hidden.slice(0, 10).join(', ')}`);
    }
    if (!someoneRestricted) violations.push(`${r.name}: every actor sees every row — the matrix proves nothing (fixtures?)`);
  }
  expect(violations).toEqual([]);
});

it('derived resources follow their parent: the rule matters on the data (some own rows sit under a parent some actor may not see)', async () => {
  const derived = resources().filter((r) => r.def.visibleWith);
  // Qualifications follow their competition (a draft's limits and area stay private).
  expect(derived.map((r) => r.name)).toEqual(expect.arrayContaining(['flex/qualifications', 'flex/qualifyingassets']));
  const idle: string[] = [];
  for (const r of derived) {
    const own = fixturesOf(r).canSee;
    const full = await oracleOf(r);
    const rows = await r.fetchAllUnscoped(app.db);
    const hidden = actors.filter((a) => a.orgType !== null).some((actor) => rows.some((row) => own(actor, row) && !full(actor, row)));
    if (!hidden) idle.push(`${r.name}: no row its own rule shows is hidden by its parent — add fixtures (a draft or inactive parent)`);
  }
  expect(idle).toEqual([]);
});

it('fields naming rows of another resource name only rows the actor may see there', async () => {
  const violations: string[] = [];
  let named = 0;
  for (const r of resources()) {
    const refs = fixturesOf(r).references;
    if (!refs || !r.def.access.list) continue;
    for (const [field, target] of Object.entries(refs)) {
      const other = app.resources.get(target);
      if (!other || !accessFixtures.has(other.name)) {
        violations.push(`${r.name}.${field}: references ${target}, which has no access fixtures`);
        continue;
      }
      const sees = await oracleOf(other);
      const targets = new Map((await other.fetchAllUnscoped(app.db)).map((row) => [idOf(other, row), row]));
      for (const actor of actors) {
        if (actor.orgType === null) continue;
        const res = await call(actor, 'GET', `${base(r)}?limit=${r.def.maxLimit ?? 1000}&fields=${r.def.idColumn ?? 'id'},${field}`);
        if (res.statusCode !== 200) continue;
        for (const row of res.json() as Row[]) {
          const value = row[field];
          const ids = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
          for (const id of ids) {
            named++;
            const t = targets.get(id as string | number);
            if (!t || !sees(actor, t)) violations.push(`GET ${base(r)} as ${actor.name}: ${field} of ${String(idOf(r, row))} names ${target} ${String(id)}, which it may not see`);
          }
        }
      }
    }
  }
  expect(violations.slice(0, 20)).toEqual([]);
  expect(named).toBeGreaterThan(0);
});

it('single reads answer 200 for visible rows and 404 (or 403) for the rest', async () => {
  const violations: string[] = [];
  for (const r of resources()) {
    if (!r.def.access.read) continue;
    const fx = { canSee: await oracleOf(r) };
    const all = await r.fetchAllUnscoped(app.db);
    for (const actor of actors) {
      const anonymousBlocked = actor.orgType === null && !isPublic(r, 'read');
      const visible = sample(all.filter((row) => !anonymousBlocked && fx.canSee(actor, row)), 3);
      const invisible = sample(all.filter((row) => anonymousBlocked || !fx.canSee(actor, row)), 3);
      for (const row of visible) {
        const res = await call(actor, 'GET', `${base(r)}${idOf(r, row)}/`);
        if (res.statusCode !== 200) violations.push(`GET ${base(r)}${idOf(r, row)}/ as ${actor.name}: ${res.statusCode}, expected 200`);
      }
      for (const row of invisible) {
        const res = await call(actor, 'GET', `${base(r)}${idOf(r, row)}/`);
        const ok = anonymousBlocked ? [401] : [403, 404];
        if (!ok.includes(res.statusCode)) violations.push(`GET ${base(r)}${idOf(r, row)}/ as ${actor.name}: ${res.statusCode}, expected ${ok.join('/')}`);
      }
    }
  }
  expect(violations).toEqual([]);
});

it('writes to rows that are not yours are refused (PATCH, bulk PATCH, set_inactive, DELETE, detail actions)', async () => {
  const violations: string[] = [];
  for (const r of resources()) {
    const fx = { ...fixturesOf(r), canSee: await oracleOf(r) };
    const all = await r.fetchAllUnscoped(app.db);
    const canUpdate = Boolean(r.def.access.update && r.def.update);
    const canDelete = Boolean(r.def.access.delete);
    const detailActions = (r.def.actions ?? []).filter((a) => a.detail && a.method !== 'GET');
    if (!canUpdate && !canDelete && detailActions.length === 0) continue;
    for (const actor of actors) {
      const seen = (row: Row) => actor.orgType !== null && fx.canSee(actor, row);
      const writable = (row: Row) => seen(row) && (fx.canWrite?.(actor, row) ?? false);
      const refusedRows = [...sample(all.filter((row) => !seen(row)), 3), ...sample(all.filter((row) => seen(row) && !writable(row)), 2)];
      const allowedRows = sample(all.filter(writable), 2);
      const refusal = actor.orgType === null ? [401] : [403, 404];
      const expectRefused = (what: string, status: number) => {
        if (!refusal.includes(status)) violations.push(`${what} as ${actor.name}: ${status}, expected ${refusal.join('/')}`);
      };
      for (const row of refusedRows) {
        const url = `${base(r)}${idOf(r, row)}/`;
        if (canUpdate) {
          const body = fx.sampleUpdate?.(row) ?? {};
          expectRefused(`PATCH ${url}`, (await call(actor, 'PATCH', url, body)).statusCode);
          if (r.def.bulk !== false) {
            expectRefused(`PATCH ${base(r)}bulk/ [${idOf(r, row)}]`, (await call(actor, 'PATCH', `${base(r)}bulk/`, [{ ...body, id: idOf(r, row) }])).statusCode);
          }
          if (r.def.setInactive) expectRefused(`POST ${url}set_inactive/`, (await call(actor, 'POST', `${url}set_inactive/`)).statusCode);
        }
        if (canDelete) expectRefused(`DELETE ${url}`, (await call(actor, 'DELETE', url)).statusCode);
        for (const action of detailActions) {
          const status = (await call(actor, action.method, `${url}${action.name}/`, {})).statusCode;
          // A body the action rejects (400) is also a refusal that reveals nothing.
          if (![...refusal, ...(actor.orgType === null ? [] : [400])].includes(status)) {
            violations.push(`${action.method} ${url}${action.name}/ as ${actor.name}: ${status}, expected ${refusal.join('/')}`);
          }
        }
      }
      if (canUpdate) {
        for (const row of allowedRows) {
          const url = `${base(r)}${idOf(r, row)}/`;
          const status = (await call(actor, 'PATCH', url, fx.sampleUpdate?.(row) ?? {})).statusCode;
          if ([401, 403, 404].includes(status) || status >= 500) violations.push(`PATCH ${url} as ${actor.name}: ${status}, expected to be allowed`);
        }
      }
    }
    // Refused deletes really deleted nothing.
    if (canDelete) {
      const after = new Set((await r.fetchAllUnscoped(app.db)).map((row) => idOf(r, row)));
      const gone = all.filter((row) => !after.has(idOf(r, row))).map((row) => idOf(r, row));
      if (gone.length) violations.push(`${r.name}: rows deleted by refused calls: ${gone.join(', ')}`);
    }
  }
  expect(violations).toEqual([]);
});

it('creates are allowed exactly for the actors the rules allow, owned by the creator', async () => {
  const violations: string[] = [];
  for (const r of resources()) {
    const fx = { ...fixturesOf(r), canSee: await oracleOf(r) };
    if (!r.def.access.create || !r.def.create || !fx.sampleCreate) continue;
    for (const actor of actors) {
      const res = await call(actor, 'POST', base(r), fx.sampleCreate(actor));
      const where = `POST ${base(r)} as ${actor.name}`;
      if (actor.orgType === null) {
        if (res.statusCode !== 401) violations.push(`${where}: ${res.statusCode}, expected 401`);
      } else if (fx.canCreate?.(actor)) {
        if (res.statusCode !== 201) violations.push(`${where}: ${res.statusCode} ${res.body}, expected 201`);
        else if (!fx.canSee(actor, res.json() as Row)) violations.push(`${where}: created a row its creator may not see (ownership not forced?)`);
      } else if (res.statusCode !== 403) {
        violations.push(`${where}: ${res.statusCode}, expected 403`);
      }
    }
  }
  expect(violations).toEqual([]);
});

it('rows that are part of a locked row (lockedWith) are not changed or deleted by those who may write them: 409, and nothing changes', async () => {
  const violations: string[] = [];
  let probed = 0;
  const children = resources().filter((r) => r.def.lockedWith);
  for (const r of children) {
    const link = r.def.lockedWith!;
    const parent = app.resources.get(link.resource);
    const lock = parent?.def.editLock;
    if (!parent || !lock) {
      violations.push(`${r.name}: lockedWith ${link.resource}, which declares no editLock`);
      continue;
    }
    const fx = fixturesOf(r);
    const lockedOf = async (row: Row) => {
      const id = await link.parentId(app.db, row);
      const p = id === null || id === undefined ? null : await parent.lockRow(app.db, id, lock.fields);
      return p !== null && lock.locked(p);
    };
    const all = await r.fetchAllUnscoped(app.db);
    const rows: Array<{ row: Row; locked: boolean }> = [];
    for (const row of all) rows.push({ row, locked: await lockedOf(row) });
    for (const wantLocked of [true, false]) {
      const candidates = rows.filter((x) => x.locked === wantLocked).map((x) => x.row);
      if (candidates.length === 0) violations.push(`${r.name}: no row whose parent is ${wantLocked ? 'locked' : 'unlocked'} to probe`);
      for (const actor of actors) {
        const writable = candidates.filter((row) => actor.orgType !== null && fx.canSee(actor, row) && (fx.canWrite?.(actor, row) ?? false));
        for (const row of sample(writable, 2)) {
          const url = `${base(r)}${idOf(r, row)}/`;
          probed++;
          if (r.def.access.update && r.def.update) {
            const status = (await call(actor, 'PATCH', url, fx.sampleUpdate?.(row) ?? {})).statusCode;
            if (wantLocked ? status !== 409 : status === 409) violations.push(`PATCH ${url} as ${actor.name}: ${status}, parent ${wantLocked ? 'locked: expected 409' : 'not locked: not expected 409'}`);
          }
          if (wantLocked && r.def.access.delete) {
            const status = (await call(actor, 'DELETE', url)).statusCode;
            if (status !== 409) violations.push(`DELETE ${url} as ${actor.name}: ${status}, parent locked: expected 409`);
            const still = (await r.fetchAllUnscoped(app.db)).some((x) => idOf(r, x) === idOf(r, row));
            if (!still) violations.push(`DELETE ${url} as ${actor.name}: the row is gone although its parent is locked`);
          }
        }
      }
    }
  }
  expect(violations).toEqual([]);
  // Service periods and windows of competitions at least; each probed on locked and unlocked parents.
  expect(children.map((r) => r.name)).toEqual(expect.arrayContaining(['flex/serviceperiods', 'flex/windows']));
  expect(probed).toBeGreaterThanOrEqual(children.length * 2);
});
