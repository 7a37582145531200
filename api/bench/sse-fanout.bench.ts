/**
 * Fan-out of live events: the API in this process on a port (PGlite in memory,
 * test seed), N authenticated SSE connections over real loopback HTTP (node http, keep-alive
 * agent; default 1,000, BENCH_SSE_CLIENTS), then one event published at a time (BENCH_SSE_EVENTS
 * rounds, default 5) for the organisation every client belongs to. Prints how long opening the
 * connections took, the memory they cost, and per event the time from publishing until the first
 * and the last client had parsed it. Asserts nothing.
 *
 * Clients and server share this process: the memory figure includes both ends, and the delivery
 * time includes the clients' own parsing. `pnpm --filter api bench sse`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { defaultConfig } from '../src/config.js';
import { DEMO_ORGS, DEMO_PASSWORD } from '../src/seed/core.js';
import { publishEvent } from '../src/platform/events/publish.js';

const CLIENTS = Number(process.env.BENCH_SSE_CLIENTS ?? 1000);
const EVENTS = Number(process.env.BENCH_SSE_EVENTS ?? 5);
/** Connections opened at once while connecting. */
const CONNECT_CONCURRENCY = Number(process.env.BENCH_SSE_CONCURRENCY ?? 50);

interface Client {
  req: ClientRequest;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Opens one stream; resolves once the server's first comment (the stream is subscribed) arrives. */
function connect(origin: string, agent: Agent, token: string, onEvent: (client: Client, id: number) => void): Promise<Client> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/events/stream/`, { agent, headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` } });
    const client: Client = { req };
    req.on('error', reject);
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream: ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      let connected = false;
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let at = buffer.indexOf('\n\n'); at >= 0; at = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          if (!connected && block.includes(': connected')) {
            connected = true;
            resolve(client);
          }
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          if (id) onEvent(client, Number(id));
        }
      });
    });
    req.end();
  });
}

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-sse-'));
  const config = defaultConfig({ jwtSecret: randomBytes(32), dataDir, pgliteDir: 'memory://', seedSize: 'test', outboxFiles: false });
  const app = await buildApp({ config });
  await app.ready();
  const origin = await app.listen({ port: Number(process.env.BENCH_PORT ?? 4903), host: '127.0.0.1' });
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const clients: Client[] = [];
  try {
    const login = await fetch(`${origin}/auth/jwt/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'provider@brightgrid.test', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const org = await app.db.query<{ id: number }>('SELECT id FROM organisations WHERE slug = $1', [DEMO_ORGS.brightgrid.slug]);
    const orgId = org.rows[0]!.id;

    // Per event: when each client parsed it.
    // Per round: the event is the first with an id above the previous round's (its id is known only
    // once publishEvent returns, and clients may have it by then).
    let waiting: { after: number; got: number; first: number; last: number; done: () => void } | null = null;
    const onEvent = (_client: Client, id: number): void => {
      if (!waiting || id <= waiting.after) return;
      const now = performance.now();
      if (waiting.got === 0) waiting.first = now;
      waiting.got++;
      waiting.last = now;
      if (waiting.got === CLIENTS) waiting.done();
    };

    global.gc?.();
    const before = process.memoryUsage();
    const t0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(CONNECT_CONCURRENCY, CLIENTS) }, async () => {
        while (next < CLIENTS) {
          next++;
          clients.push(await connect(origin, agent, token, onEvent));
        }
      }),
    );
    const connectMs = performance.now() - t0;
    global.gc?.();
    const after = process.memoryUsage();
    console.info(
      `${CLIENTS} SSE connections open in ${connectMs.toFixed(0)} ms (${((CLIENTS / connectMs) * 1000).toFixed(0)}/s, ${CONNECT_CONCURRENCY} at a time); ` +
        `memory (server and clients in one process): rss +${mb(after.rss - before.rss)} (${mb(after.rss)}), heap +${mb(after.heapUsed - before.heapUsed)}, ` +
        `≈ ${((after.rss - before.rss) / CLIENTS / 1024).toFixed(1)} KB per connection`,
    );

    const lasts: number[] = [];
    let previous = 0;
    for (let round = 1; round <= EVENTS; round++) {
      const arrived = new Promise<void>((done) => {
        waiting = { after: previous, got: 0, first: 0, last: 0, done };
      });
      const started = performance.now();
      const event = await publishEvent(app.db, { type: 'dispatch.instruction.created', org_ids: [orgId], data: { instruction: { id: round, bench: true } } });
      const committed = performance.now() - started;
      previous = event.id;
      await arrived;
      const w = waiting!;
      lasts.push(w.last - started);
      console.info(
        `event ${round}: published (committed) in ${committed.toFixed(1)} ms; first client had it after ${(w.first - started).toFixed(1)} ms, ` +
          `the last (${w.got}th) after ${(w.last - started).toFixed(1)} ms`,
      );
    }
    lasts.sort((x, y) => x - y);
    console.info(`time until the last of ${CLIENTS} clients received an event: median ${lasts[Math.floor(lasts.length / 2)]!.toFixed(1)} ms, max ${lasts[lasts.length - 1]!.toFixed(1)} ms over ${EVENTS} events`);
  } finally {
    for (const c of clients) c.req.destroy();
    agent.destroy();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
