import { waitFor } from '@testing-library/react';
import { bus, type Session } from '../bus';
import { configureApi, resetApiClient } from '../api/client';
import type { DomainEvent } from '../api/types';
import { startEventStream } from './stream';

/** A fake server: each fetch is a connection whose body the test writes to. */
interface Connection {
  url: string;
  headers: Record<string, string>;
  signal: AbortSignal;
  send(text: string): void;
  end(): void;
}

function fakeServer(statuses: number[] = []) {
  const connections: Connection[] = [];
  const encoder = new TextEncoder();
  const fetchImpl = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const status = statuses.shift() ?? 200;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
    const signal = init?.signal as AbortSignal;
    signal.addEventListener('abort', () => {
      try {
        controller.error(new DOMException('aborted', 'AbortError'));
      } catch {
        /* already closed */
      }
    });
    connections.push({
      url: String(url),
      headers: { ...(init?.headers as Record<string, string>) },
      signal,
      send: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    });
    if (status !== 200) return new Response(JSON.stringify({ detail: 'no' }), { status });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return { connections, fetch: fetchImpl as unknown as typeof fetch };
}

const session = (userId: number, token = `token-${userId}`): Session =>
  ({ token, claims: { user_id: userId, exp: Date.now() / 1000 + 3600 } }) as unknown as Session;

const frame = (id: number, type = 'dispatch.instruction.created') =>
  `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify({ id, type, org_ids: [1], data: { n: id }, created: '2026-11-23T01:00:00.000Z' })}\n\n`;

let received: DomainEvent[] = [];
let stop: (() => void) | null = null;
const sub = bus.events$.subscribe((e) => received.push(e));

beforeEach(() => {
  received = [];
  configureApi({ apiBase: 'http://api.test/' });
  bus.session$.next(null);
});
afterEach(() => {
  stop?.();
  stop = null;
  bus.session$.next(null);
  resetApiClient();
  jest.useRealTimers();
});
afterAll(() => sub.unsubscribe());

describe('the event stream client', () => {
  it('connects when a session starts, with the token in the Authorization header (never the URL), and puts events on bus.events$', async () => {
    const server = fakeServer();
    stop = startEventStream({ fetch: server.fetch });
    expect(server.connections).toHaveLength(0);
    bus.session$.next(session(1, 'secret-token'));
    await waitFor(() => expect(server.connections).toHaveLength(1));
    const c = server.connections[0]!;
    expect(c.url).toBe('http://api.test/events/stream/');
    expect(c.url).not.toContain('secret-token');
    expect(c.headers).toEqual({ Accept: 'text/event-stream', Authorization: 'Bearer secret-token' });
    c.send(': connected\n\n');
    c.send(frame(3).slice(0, 20));
    c.send(frame(3).slice(20) + ': ping\n\n' + frame(4, 'dispatch.instruction.stopped'));
    await waitFor(() => expect(received.map((e) => e.id)).toEqual([3, 4]));
    expect(received[1]).toMatchObject({ type: 'dispatch.instruction.stopped', data: { n: 4 } });
  });

  it('reconnects after the stream ends or fails, sending the last id received as Last-Event-ID', async () => {
    const server = fakeServer();
    stop = startEventStream({ fetch: server.fetch, initialDelayMs: 1 });
    bus.session$.next(session(1));
    await waitFor(() => expect(server.connections).toHaveLength(1));
    server.connections[0]!.send(frame(10) + frame(11));
    await waitFor(() => expect(received).toHaveLength(2));
    server.connections[0]!.end();
    await waitFor(() => expect(server.connections).toHaveLength(2));
    expect(server.connections[1]!.headers['Last-Event-ID']).toBe('11');
    // The server replays what was missed, then live ones follow.
    server.connections[1]!.send(frame(12) + frame(13));
    await waitFor(() => expect(received.map((e) => e.id)).toEqual([10, 11, 12, 13]));
    server.connections[1]!.send('garbage that is not a frame\n\n');
    await waitFor(() => expect(server.connections[1]!.signal.aborted).toBe(false));
  });

  it('backs off between failed attempts (1 s, 2 s, 4 s …) and starts again from 1 s once connected', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = fakeServer([503, 503]);
    stop = startEventStream({ fetch: server.fetch, initialDelayMs: 1000, maxDelayMs: 30_000 });
    bus.session$.next(session(1));
    await jest.advanceTimersByTimeAsync(0);
    expect(server.connections).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(server.connections).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(server.connections).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1999);
    expect(server.connections).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(server.connections).toHaveLength(3); // 200 this time
    server.connections[2]!.send(': connected\n\n');
    await jest.advanceTimersByTimeAsync(0);
    server.connections[2]!.end();
    await jest.advanceTimersByTimeAsync(999);
    expect(server.connections).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(server.connections).toHaveLength(4);
    expect(warn).toHaveBeenCalledWith('[events] stream interrupted; reconnecting', expect.objectContaining({ message: 'event stream: HTTP 503' }));
    warn.mockRestore();
  });

  it('stops on logout, does not retry a refused stream (401), and starts afresh for the next user', async () => {
    const server = fakeServer([200, 401]);
    stop = startEventStream({ fetch: server.fetch, initialDelayMs: 1 });
    bus.session$.next(session(1));
    await waitFor(() => expect(server.connections).toHaveLength(1));
    server.connections[0]!.send(frame(20));
    await waitFor(() => expect(received).toHaveLength(1));
    bus.session$.next(null);
    expect(server.connections[0]!.signal.aborted).toBe(true);

    // Another user: no Last-Event-ID of the previous one; refused (401): no retry.
    bus.session$.next(session(2));
    await waitFor(() => expect(server.connections).toHaveLength(2));
    expect(server.connections[1]!.headers['Last-Event-ID']).toBeUndefined();
    jest.useFakeTimers();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(server.connections).toHaveLength(2);
    jest.useRealTimers();
    // A new token (login again) tries again.
    bus.session$.next(session(2, 'fresh'));
    await waitFor(() => expect(server.connections).toHaveLength(3));
    expect(server.connections[2]!.headers.Authorization).toBe('Bearer fresh');
  });

  it('ends the connection and reconnects no more once stopped', async () => {
    const server = fakeServer();
    stop = startEventStream({ fetch: server.fetch, initialDelayMs: 1 });
    bus.session$.next(session(1));
    await waitFor(() => expect(server.connections).toHaveLength(1));
    stop();
    stop = null;
    expect(server.connections[0]!.signal.aborted).toBe(true);
    bus.session$.next(session(3));
    expect(server.connections).toHaveLength(1);
  });
});
