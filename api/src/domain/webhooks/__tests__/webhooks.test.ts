/**
 * Webhooks against a real receiver on 127.0.0.1: signatures and timestamps, retries with back-off
 * through the job queue (attempts listed), delivery order per endpoint, URL rules, and access (own
 * organisation only; the secret only in the create and rotate answers).
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { LookupAddress } from 'node:dns';
import { bearer, createTestApp, login, testResolver, TEST_PUBLIC_ADDRESS, type TestApp } from '../../../../test/helpers.js';
import { publishEvent, type DomainEventType } from '../../../platform/events/publish.js';
import { DELIVERY_JOB } from '../deliver.js';
import { isPrivateAddress, urlProblem } from '../urls.js';

type Json = Record<string, unknown>;
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Per path: the status codes to answer, in turn (the last one repeats); 200 when not set. */
const script = new Map<string, number[]>();
const received: Received[] = [];
let server: Server;
let base: string;
let t: TestApp;
let app: FastifyInstance;

/**
 * The apps' resolver: names set here answer these addresses (a string: that error code), others
 * the test helpers' stub. Every name asked is recorded, so a test sees how often delivery resolved.
 */
const dns = new Map<string, LookupAddress[] | string>();
const asked: string[] = [];
async function stubResolver(hostname: string): Promise<LookupAddress[]> {
  asked.push(hostname);
  const answer = dns.get(hostname);
  if (answer === undefined) return testResolver(hostname);
  if (typeof answer === 'string') throw Object.assign(new Error(`getaddrinfo ${answer} ${hostname}`), { code: answer });
  return answer;
}
const tokens: Record<string, string> = {};
const orgs: Record<string, number> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body });
      const codes = script.get(path) ?? [200];
      const code = codes.length > 1 ? codes.shift()! : codes[0]!;
      res.writeHead(code, { 'content-type': 'text/plain' }).end(code < 300 ? 'ok' : 'broken');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ webhooksAllowLoopback: true, webhookResolver: stubResolver });
  app = t.app;
  for (const [name, email] of Object.entries({
    providerA: 'provider@brightgrid.test',
    dispatchA: 'dispatch@brightgrid.test',
    settlementA: 'settlement@brightgrid.test',
    providerB: 'provider@voltwise.test',
    operatorX: 'operator@northernlines.test',
  })) tokens[name] = await login(app, email);
  const r = await app.db.query<{ id: number; slug: string }>('SELECT id, slug FROM organisations');
  for (const row of r.rows) orgs[row.slug] = row.id;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const call = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Json) =>
  app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload ? { payload } : {}) });

async function createEndpoint(who: string, path: string, extra: Json = {}): Promise<Json> {
  const res = await call(who, 'POST', '/webhooks/endpoints/', { url: `${base}${path}`, description: path, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json() as Json;
}

let nextInstruction = 1000;
async function publish(orgIds: number[], type: DomainEventType = 'dispatch.instruction.created'): Promise<number> {
  const event = await publishEvent(app.db, { type, org_ids: orgIds, data: { instruction: { id: nextInstruction++ } } });
  return event.id;
}

/** Run the delivery jobs until none is pending: a retry waiting for its back-off is made due at once (no clock). */
async function deliverAll(on: FastifyInstance = app): Promise<void> {
  for (let round = 0; round < 20; round++) {
    await on.jobs.idle();
    const pending = await on.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'pending'`);
    if (pending.rows[0]!.n === 0) return;
    await on.db.query(`UPDATE "${on.jobs.schema}".job SET start_after = now() WHERE name = $1 AND state = 'retry'`, [DELIVERY_JOB]);
  }
  throw new Error('deliveries still pending after 20 rounds');
}

const deliveriesOf = async (who: string, endpoint: unknown): Promise<Json[]> => {
  const res = await call(who, 'GET', `/webhooks/deliveries/?endpoint=${String(endpoint)}&ordering=event_id`);
  expect(res.statusCode).toBe(200);
  return res.json() as Json[];
};

const sign = (secret: string, timestamp: string, body: string) => `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

describe('webhooks', () => {
  it('POSTs each event signed with the endpoint secret and a current timestamp', async () => {
    const endpoint = await createEndpoint('providerA', '/signed');
    const secret = endpoint.secret as string;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);
    expect(endpoint.event_types).toEqual(['dispatch.instruction.created', 'dispatch.instruction.stopped', 'dispatch.instruction.responded', 'dispatch.instruction.expired']);

    const eventId = await publish([orgs['northern-lines-networks']!, orgs['brightgrid-energy']!], 'dispatch.instruction.stopped');
    await deliverAll();

    const got = received.filter((r) => r.path === '/signed');
    expect(got).toHaveLength(1);
    const { headers, body } = got[0]!;
    const timestamp = String(headers['x-flex-timestamp']);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(headers['x-flex-signature']).toBe(sign(secret, timestamp, body));
    expect(headers['x-flex-signature']).not.toBe(sign('some-other-secret', timestamp, body));
    expect(headers['x-flex-event-id']).toBe(String(eventId));
    expect(headers['content-type']).toBe('application/json');
    const parsed = JSON.parse(body) as Json;
    expect(Object.keys(parsed).sort()).toEqual(['created', 'data', 'id', 'type']);
    expect(parsed).toMatchObject({ id: eventId, type: 'dispatch.instruction.stopped', data: { instruction: { id: expect.any(Number) } } });

    const [delivery] = await deliveriesOf('providerA', endpoint.id);
    expect(delivery).toMatchObject({ event_id: eventId, status: 'succeeded', attempts: 1, last_status_code: 200, last_error: null });
    expect(delivery!.attempt_log).toEqual([expect.objectContaining({ attempt: 1, status_code: 200, error: null })]);
  });

  it('retries a failing receiver with back-off and lists every attempt', async () => {
    script.set('/flaky', [500, 503, 200]);
    const endpoint = await createEndpoint('providerA', '/flaky');
    await publish([orgs['brightgrid-energy']!]);

    await app.jobs.idle();
    // After the first failure the job waits for its back-off: not due yet, no second request.
    const waiting = await app.db.query<{ retry_count: number; retry_backoff: boolean; retry_delay: number; wait: number }>(
      `SELECT retry_count, retry_backoff, retry_delay, extract(epoch FROM start_after - now())::float AS wait
         FROM "${app.jobs.schema}".job WHERE name = $1 AND state = 'retry'`,
      [DELIVERY_JOB],
    );
    expect(waiting.rows).toHaveLength(1);
    expect(waiting.rows[0]).toMatchObject({ retry_backoff: true, retry_delay: 10 });
    expect(waiting.rows[0]!.wait).toBeGreaterThan(5);
    expect(received.filter((r) => r.path === '/flaky')).toHaveLength(1);

    await deliverAll();
    expect(received.filter((r) => r.path === '/flaky')).toHaveLength(3);
    const [delivery] = await deliveriesOf('providerA', endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 3, last_status_code: 200 });
    expect((delivery!.attempt_log as Json[]).map((a) => [a.attempt, a.status_code, a.error])).toEqual([
      [1, 500, 'HTTP 500'],
      [2, 503, 'HTTP 503'],
      [3, 200, null],
    ]);
    // Each attempt is signed afresh with its own timestamp.
    for (const r of received.filter((x) => x.path === '/flaky')) {
      expect(r.headers['x-flex-signature']).toBe(sign(await secretOf(endpoint.id as number), String(r.headers['x-flex-timestamp']), r.body));
    }
  });

  it('ends a delivery failed after the last attempt and goes on with the next event', async () => {
    script.set('/down', [500]);
    const endpoint = await createEndpoint('providerA', '/down');
    await app.db.query(`UPDATE "${app.jobs.schema}".queue SET retry_limit = 1 WHERE name = $1`, [DELIVERY_JOB]);
    try {
      await publish([orgs['brightgrid-energy']!]);
      await deliverAll();
    } finally {
      await app.db.query(`UPDATE "${app.jobs.schema}".queue SET retry_limit = 6 WHERE name = $1`, [DELIVERY_JOB]);
    }
    const [delivery] = await deliveriesOf('providerA', endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 2, last_status_code: 500, last_error: 'HTTP 500' });
    expect(delivery!.completed).not.toBeNull();
  });

  it('delivers to one endpoint in event order, holding later events while an earlier one is retried', async () => {
    script.set('/ordered', [500, 500, 200]);
    const endpoint = await createEndpoint('providerA', '/ordered');
    const ids = [await publish([orgs['brightgrid-energy']!]), await publish([orgs['brightgrid-energy']!]), await publish([orgs['brightgrid-energy']!])];
    await deliverAll();
    const order = received.filter((r) => r.path === '/ordered').map((r) => Number(r.headers['x-flex-event-id']));
    expect(order).toEqual([ids[0], ids[0], ids[0], ids[1], ids[2]]);
    const rows = await deliveriesOf('providerA', endpoint.id);
    expect(rows.map((d) => [d.event_id, d.status, d.attempts])).toEqual([
      [ids[0], 'succeeded', 3],
      [ids[1], 'succeeded', 1],
      [ids[2], 'succeeded', 1],
    ]);
  });

  it('sends only the chosen event types, to active endpoints, of the event’s organisations', async () => {
    const picky = await createEndpoint('providerA', '/picky', { event_types: ['dispatch.instruction.expired'] });
    const off = await createEndpoint('providerA', '/off');
    expect((await call('providerA', 'POST', `/webhooks/endpoints/${String(off.id)}/set_inactive/`)).statusCode).toBe(200);
    const other = await createEndpoint('providerB', '/voltwise');
    await publish([orgs['brightgrid-energy']!], 'dispatch.instruction.created');
    const expired = await publish([orgs['brightgrid-energy']!], 'dispatch.instruction.expired');
    await deliverAll();
    expect(received.filter((r) => r.path === '/picky').map((r) => Number(r.headers['x-flex-event-id']))).toEqual([expired]);
    expect(received.filter((r) => r.path === '/off' || r.path === '/voltwise')).toHaveLength(0);
    expect(await deliveriesOf('providerB', other.id)).toEqual([]);
    expect((await deliveriesOf('providerA', picky.id)).map((d) => d.event_id)).toEqual([expired]);
  });

  it('rotates the secret: shown once in that answer, and later deliveries are signed with it', async () => {
    const endpoint = await createEndpoint('dispatchA', '/rotated');
    const res = await call('dispatchA', 'POST', `/webhooks/endpoints/${String(endpoint.id)}/rotate_secret/`);
    expect(res.statusCode).toBe(200);
    const rotated = res.json() as Json;
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(rotated.secret_rotated).not.toBeNull();
    await publish([orgs['brightgrid-energy']!]);
    await deliverAll();
    const [r] = received.filter((x) => x.path === '/rotated');
    expect(r!.headers['x-flex-signature']).toBe(sign(rotated.secret as string, String(r!.headers['x-flex-timestamp']), r!.body));
  });
});

async function secretOf(id: number): Promise<string> {
  const r = await app.db.query<{ secret: string }>('SELECT secret FROM webhook_endpoints WHERE id = $1', [id]);
  return r.rows[0]!.secret;
}

describe('access and secrets', () => {
  it('keeps endpoints and deliveries to their own organisation and never lists a secret', async () => {
    const mine = await createEndpoint('providerA', '/private');
    await publish([orgs['brightgrid-energy']!]);
    await deliverAll();
    const secrets = (await app.db.query<{ secret: string }>('SELECT secret FROM webhook_endpoints')).rows.map((r) => r.secret);

    for (const who of ['providerA', 'providerB']) {
      for (const url of ['/webhooks/endpoints/', `/webhooks/endpoints/${String(mine.id)}/`, '/webhooks/deliveries/', `/webhooks/endpoints/${String(mine.id)}/set_inactive/`]) {
        const res = await call(who, url.endsWith('set_inactive/') ? 'PATCH' : 'GET', url.endsWith('set_inactive/') ? `/webhooks/endpoints/${String(mine.id)}/` : url, url.endsWith('set_inactive/') ? { description: 'x' } : undefined);
        for (const secret of secrets) expect(res.body).not.toContain(secret);
        expect(res.body).not.toContain('"secret"');
      }
    }
    const listB = (await call('providerB', 'GET', '/webhooks/endpoints/')).json() as Json[];
    expect(listB.every((e) => e.organisation === orgs['voltwise-flex'])).toBe(true);
    expect((await call('providerB', 'GET', `/webhooks/endpoints/${String(mine.id)}/`)).statusCode).toBe(404);
    expect((await call('providerB', 'POST', `/webhooks/endpoints/${String(mine.id)}/rotate_secret/`)).statusCode).toBe(404);
    expect((await call('providerB', 'PATCH', `/webhooks/endpoints/${String(mine.id)}/`, { is_active: false })).statusCode).toBe(404);
    const deliveriesB = (await call('providerB', 'GET', '/webhooks/deliveries/')).json() as Json[];
    expect(deliveriesB.every((d) => d.organisation === orgs['voltwise-flex'])).toBe(true);
    expect((await call('providerA', 'GET', '/webhooks/deliveries/')).json()).toEqual(expect.arrayContaining([expect.objectContaining({ endpoint: mine.id })]));

    // Other team roles and operators may not manage webhooks.
    expect((await call('settlementA', 'GET', '/webhooks/endpoints/')).statusCode).toBe(403);
    expect((await call('settlementA', 'POST', '/webhooks/endpoints/', { url: 'https://hooks.example.com/x' })).statusCode).toBe(403);
    expect((await call('operatorX', 'GET', '/webhooks/deliveries/')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/webhooks/endpoints/' })).statusCode).toBe(401);

    // Failure messages stored on jobs and deliveries never carry a secret.
    const errors = await app.db.query<{ text: string }>(
      `SELECT coalesce(output::text, '') || coalesce(data::text, '') AS text FROM "${app.jobs.schema}".job WHERE name = $1
       UNION ALL SELECT coalesce(last_error, '') || body FROM webhook_deliveries`,
      [DELIVERY_JOB],
    );
    for (const row of errors.rows) for (const secret of secrets) expect(row.text).not.toContain(secret);
  });

  it('refuses URLs that are not https or point to private networks', async () => {
    for (const url of ['http://hooks.example.com/x', 'https://10.1.2.3/x', 'https://192.168.0.5/', 'https://[::1]/', 'https://169.254.169.254/latest', 'ftp://hooks.example.com', 'not a url', 'https://user:pw@hooks.example.com/']) {
      const res = await call('providerA', 'POST', '/webhooks/endpoints/', { url });
      expect(res.statusCode).toBe(400);
      expect((res.json() as Json).url).toEqual([expect.any(String)]);
    }
    const [first] = (await call('providerA', 'GET', '/webhooks/endpoints/')).json() as Json[];
    expect((await call('providerA', 'PATCH', `/webhooks/endpoints/${String(first!.id)}/`, { url: 'https://172.16.0.1/' })).statusCode).toBe(400);
    expect((await call('providerA', 'POST', '/webhooks/endpoints/', { url: 'https://hooks.example.com/flex', event_types: [] })).statusCode).toBe(400);
    expect((await call('providerA', 'POST', '/webhooks/endpoints/', { url: 'https://hooks.example.com/flex', event_types: ['bid.created'] })).statusCode).toBe(400);
    expect((await call('providerA', 'POST', '/webhooks/endpoints/', { url: 'https://hooks.example.com/flex' })).statusCode).toBe(201);
  });

  it('allows loopback http only when the server is configured for it', () => {
    expect(urlProblem('http://127.0.0.1:9000/hook', true)).toBeNull();
    expect(urlProblem('http://localhost:9000/hook', true)).toBeNull();
    expect(urlProblem('http://127.0.0.1:9000/hook', false)).toMatch(/https/);
    expect(urlProblem('https://localhost/hook', false)).toMatch(/public host/);
    expect(urlProblem('https://127.0.0.1/hook', false)).toMatch(/private/);
    expect(urlProblem('https://[::ffff:10.0.0.1]/hook', false)).toMatch(/private/);
    expect(urlProblem('https://hooks.example.com/hook', false)).toBeNull();
    expect(urlProblem('https://203.0.114.10/hook', false)).toBeNull();
    // Trailing dots and subdomains of localhost are still this host.
    expect(urlProblem('http://localhost.:9000/hook', true)).toBeNull();
    expect(urlProblem('http://app.localhost:9000/hook', true)).toBeNull();
    expect(urlProblem('https://localhost./hook', false)).toMatch(/public host/);
    expect(urlProblem('https://app.localhost./hook', false)).toMatch(/public host/);
    expect(urlProblem('https://[2002:7f00:1::]:9000/hook', true)).toMatch(/private/);
  });
});

describe('webhook targets: this host and private networks, however they are written', () => {
  const PRIVATE = 'The URL may not point to a private or local network address.';
  /** An app that does not allow loopback (as in production), on the same stub resolver. */
  let strict: TestApp;
  let strictToken: string;
  let strictOrg: number;
  /** A second receiver, on another loopback address than the one the system resolves localhost to. */
  let other: Server;
  const otherReceived: Received[] = [];

  beforeAll(async () => {
    strict = await createTestApp({ webhookResolver: stubResolver });
    strictToken = await login(strict.app, 'provider@brightgrid.test');
    strictOrg = (await strict.app.db.query<{ id: number }>(`SELECT id FROM organisations WHERE slug = 'brightgrid-energy'`)).rows[0]!.id;
    other = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        otherReceived.push({ path: req.url ?? '/', headers: req.headers, body });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.2', resolve));
  });
  afterAll(async () => {
    await strict?.close();
    await new Promise((resolve) => other.close(resolve));
  });
  afterEach(() => dns.clear());

  const register = (url: string) => strict.app.inject({ method: 'POST', url: '/webhooks/endpoints/', headers: bearer(strictToken), payload: { url } });

  it('judges every spelling of loopback, private, link-local and tunnelled addresses as private', () => {
    const refused = [
      '127.0.0.1', '127.1.2.3', '0.0.0.0', '0.1.2.3', '10.0.0.1', '100.64.0.1', '100.127.255.254', '169.254.169.254', '172.31.255.255',
      '192.168.1.1', '198.18.0.1', '192.88.99.1', '224.0.0.1', '255.255.255.255',
      '::', '::1', '0:0:0:0:0:0:0:1',
      // IPv4-mapped, dotted and hex
      '::ffff:127.0.0.1', '::ffff:7f00:1', '0:0:0:0:0:ffff:7f00:1', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe', '::ffff:10.0.0.1',
      // IPv4-compatible, SIIT-translated, 6to4 (of loopback and of a public address alike), NAT64, Teredo
      '::127.0.0.1', '::7f00:1', '::ffff:0:7f00:1', '2002:7f00:1::', '2002:7f00:0001::1', '2002:808:808::1', '64:ff9b::7f00:1', '64:ff9b:1::a00:1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      // link-local (with a zone too), unique-local, site-local, multicast, discard, documentation
      'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1', 'fec0::1', 'ff02::1', '100::1', '2001:db8::1', '3fff::1',
      'not-an-address',
    ];
    const allowed = ['8.8.8.8', TEST_PUBLIC_ADDRESS, '100.128.0.1', '172.32.0.1', '2606:4700:4700::1111', '2a00:1450:4009:81f::200e', '::ffff:8.8.8.8', '::ffff:808:808'];
    expect(refused.filter((a) => !isPrivateAddress(a))).toEqual([]);
    expect(allowed.filter((a) => isPrivateAddress(a))).toEqual([]);
  });

  it('refuses at registration every URL that reaches this host or a private network, names resolved', async () => {
    dns.set('rebind.example.com', [{ address: '127.0.0.1', family: 4 }]);
    dns.set('mixed.example.com', [{ address: TEST_PUBLIC_ADDRESS, family: 4 }, { address: '10.0.0.7', family: 4 }]);
    dns.set('mapped.example.com', [{ address: '::ffff:7f00:1', family: 6 }]);
    dns.set('metadata.example.com', [{ address: '169.254.169.254', family: 4 }]);
    dns.set('nowhere.example.com', 'ENOTFOUND');
    const refused: Array<[string, string | RegExp]> = [
      ['https://localhost./hook', /public host/],
      ['https://LOCALHOST../hook', /public host/],
      ['https://api.localhost/hook', /public host/],
      ['https://api.localhost./hook', /public host/],
      ['https://printer.local./hook', /public host/],
      ['https://[::ffff:127.0.0.1]/hook', PRIVATE],
      ['https://[::ffff:7f00:1]/hook', PRIVATE],
      ['https://[::127.0.0.1]/hook', PRIVATE],
      ['https://[2002:7f00:1::]/hook', PRIVATE],
      ['https://[64:ff9b::7f00:1]/hook', PRIVATE],
      ['https://[fe80::1]/hook', PRIVATE],
      ['https://[fd00::1]/hook', PRIVATE],
      ['https://[::]/hook', PRIVATE],
      ['https://0.0.0.0/hook', PRIVATE],
      ['https://2130706433/hook', PRIVATE],
      ['https://0x7f.1/hook', PRIVATE],
      ['https://127.0.0.1./hook', PRIVATE],
      ['https://100.64.0.1/hook', PRIVATE],
      ['https://rebind.example.com/hook', PRIVATE],
      ['https://rebind.example.com./hook', PRIVATE],
      ['https://mixed.example.com/hook', PRIVATE],
      ['https://mapped.example.com/hook', PRIVATE],
      ['https://metadata.example.com/latest', PRIVATE],
      ['https://nowhere.example.com/hook', 'The URL’s host name could not be found; check the URL.'],
    ];
    const wrong: string[] = [];
    for (const [url, expected] of refused) {
      const res = await register(url);
      const message = res.statusCode === 400 ? ((res.json() as { url?: string[] }).url?.[0] ?? '') : '';
      if (typeof expected === 'string' ? message !== expected : !expected.test(message)) wrong.push(`${url}: ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
    // The names were resolved through the configured resolver, with trailing dots removed.
    expect(asked).toEqual(expect.arrayContaining(['rebind.example.com', 'mixed.example.com', 'nowhere.example.com']));
    expect(asked).not.toContain('rebind.example.com.');

    for (const url of ['https://hooks.example.com/ok', 'https://[2606:4700:4700::1111]/ok', 'https://8.8.8.8/ok']) expect((await register(url)).statusCode).toBe(201);
    const [mine] = (await strict.app.inject({ method: 'GET', url: '/webhooks/endpoints/', headers: bearer(strictToken) })).json() as Json[];
    const patch = await strict.app.inject({ method: 'PATCH', url: `/webhooks/endpoints/${String(mine!.id)}/`, headers: bearer(strictToken), payload: { url: 'https://rebind.example.com./x' } });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toEqual({ url: [PRIVATE] });
  });

  it('refuses at delivery a name that resolves to a private address by then, and a stored URL the rules refuse now, without connecting', async () => {
    expect((await register('https://later.example.com/hook')).statusCode).toBe(201);
    // Registered before the rules saw through trailing dots: delivery checks the URL again.
    await strict.app.db.query(`INSERT INTO webhook_endpoints (organisation_id, url, description, event_types, secret) VALUES ($1, 'https://localhost./old', 'old', $2::text[], 'whsec_old')`, [
      strictOrg,
      ['dispatch.instruction.created'],
    ]);
    dns.set('later.example.com', [{ address: '127.0.0.1', family: 4 }]);
    await strict.app.db.query(`UPDATE "${strict.app.jobs.schema}".queue SET retry_limit = 0 WHERE name = $1`, [DELIVERY_JOB]);
    const event = await publishEvent(strict.app.db, { type: 'dispatch.instruction.created', org_ids: [strictOrg], data: { instruction: { id: 1 } } });
    await deliverAll(strict.app);
    const r = await strict.app.db.query<{ url: string; status: string; last_error: string | null; last_status_code: number | null }>(
      `SELECT e.url, d.status, d.last_error, d.last_status_code FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.event_id = $1 AND e.url IN ('https://later.example.com/hook', 'https://localhost./old') ORDER BY e.url`,
      [event.id],
    );
    expect(r.rows).toEqual([
      { url: 'https://later.example.com/hook', status: 'failed', last_error: `${PRIVATE} Not sent.`, last_status_code: null },
      { url: 'https://localhost./old', status: 'failed', last_error: 'The URL must name a public host. Not sent.', last_status_code: null },
    ]);
  });

  it('connects to the address it checked, keeping the URL’s name for the Host header', async () => {
    const port = (other.address() as AddressInfo).port;
    // localhost answers 127.0.0.2 here (where the receiver listens); the system's resolver would
    // give 127.0.0.1 or ::1, where nothing listens on this port.
    dns.set('localhost', [{ address: '127.0.0.2', family: 4 }]);
    await createEndpoint('providerA', '/unused', { url: `http://localhost:${port}/pinned` });
    asked.length = 0;
    await publish([orgs['brightgrid-energy']!]);
    await deliverAll();
    expect(otherReceived.map((r) => [r.path, r.headers.host])).toEqual([['/pinned', `localhost:${port}`]]);
    // One attempt, one resolution: the connection used it and did not ask again.
    expect(asked.filter((name) => name === 'localhost')).toHaveLength(1);
  });
});
