import { request, type IncomingMessage } from 'node:http';
import type { DomainEvent } from '../../src/platform/events/publish.js';

/** A test's SSE client over node http: the frames parsed as they come, and waits on conditions (no sleeps). */
export interface TestStream {
  readonly status: number;
  readonly contentType: string;
  readonly events: DomainEvent[];
  /** The `event:` names, in order (must equal each event's type). */
  readonly names: string[];
  readonly comments: string[];
  readonly ended: Promise<void>;
  /** Resolves once `test` holds on what arrived (rejects after `ms`, with what arrived). */
  until(test: (s: TestStream) => boolean, ms?: number): Promise<void>;
  close(): void;
}

export function openTestStream(origin: string, token: string | null, options: { lastEventId?: number; query?: string; accept?: string } = {}): Promise<TestStream> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: options.accept ?? 'text/event-stream' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
    const req = request(`${origin}/events/stream/${options.query ?? ''}`, { headers });
    req.on('error', reject);
    req.on('response', (res: IncomingMessage) => {
      const waiters = new Set<() => void>();
      let buffer = '';
      let endResolve: () => void = () => undefined;
      const ended = new Promise<void>((r) => (endResolve = r));
      const stream: TestStream = {
        status: res.statusCode ?? 0,
        contentType: String(res.headers['content-type'] ?? ''),
        events: [],
        names: [],
        comments: [],
        ended,
        until(test, ms = 10_000) {
          if (test(stream)) return Promise.resolve();
          return new Promise((done, fail) => {
            const check = (): void => {
              if (!test(stream)) return;
              clearTimeout(timer);
              waiters.delete(check);
              done();
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`condition not met within ${ms} ms; events ${JSON.stringify(stream.events.map((e) => e.id))}, comments ${stream.comments.length}`));
            }, ms);
            waiters.add(check);
          });
        },
        close() {
          req.destroy();
        },
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let at = buffer.indexOf('\n\n'); at >= 0; at = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          let data: string | null = null;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) stream.comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) stream.names.push(line.slice(7));
            else if (line.startsWith('data: ')) data = line.slice(6);
          }
          if (data !== null) stream.events.push(JSON.parse(data) as DomainEvent);
        }
        for (const w of [...waiters]) w();
      });
      const finish = (): void => {
        endResolve();
        for (const w of [...waiters]) w();
      };
      res.on('end', finish);
      res.on('close', finish);
      res.on('error', finish);
      resolve(stream);
    });
    req.end();
  });
}
