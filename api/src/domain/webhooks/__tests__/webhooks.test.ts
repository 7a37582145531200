/**
 * Webhooks against a real receiver on 127.0.0.1: signatures and timestamps, retries with back-off
 * through the job queue (attempts listed), delivery order per endpoint, URL rules, and access (own
 * organisation only; the secret only in the create and rotate answers).
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { bearer, createTestApp, login, type TestApp } from '../../../../test/helpers.js';
import { publishEvent, type DomainEventType } from '../../events/publish.js';
import { DELIVERY_JOB } from '../deliver.js';
import { urlProblem } from '../urls.js';

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
  t = await createTestApp({ webhooksAllowLoopback: true });
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
async function deliverAll(): Promise<void> {
  for (let round = 0; round < 20; round++) {
    await app.jobs.idle();
    const pending = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'pending'`);
    if (pending.rows[0]!.n === 0) return;
    await app.db.query(`UPDATE "${app.jobs.schema}".job SET start_after = now() WHERE name = $1 AND state = 'retry'`, [DELIVERY_JOB]);
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
  });
});
