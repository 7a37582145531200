import type { Subscription } from 'rxjs';
import { bus, type Session } from '../bus';
import { apiBase } from '../api/client';
import type { DomainEvent } from '../api/types';
import { SseParser } from './parser';

export interface EventStreamOptions {
  /** A fetch implementation (tests). */
  fetch?: typeof fetch;
  /** First reconnection delay in ms (default 1 000; doubled after each failure up to maxDelayMs). */
  initialDelayMs?: number;
  /** Longest reconnection delay in ms (default 30 000). */
  maxDelayMs?: number;
}

export const EVENT_STREAM_PATH = 'events/stream/';

/**
 * The user's live events (GET events/stream/, server-sent events) onto `bus.events$`, for as long
 * as there is a session: opened when one starts, closed on logout, opened again for the next user.
 * It reads the stream through fetch, not EventSource, so the token travels in the Authorization
 * header (never in a URL or a log). When the stream ends or fails it reconnects with back-off,
 * sending the last id it received as Last-Event-ID: the server replays what was missed, so no
 * event is lost. A 401 or 403 stops it until the session changes. Returns the function that stops it.
 */
export function startEventStream(options: EventStreamOptions = {}): () => void {
  const initialDelay = options.initialDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let delay = initialDelay;
  let lastEventId = '';
  let user: number | null = null;
  let token: string | null = null;
  let stopped = false;

  const disconnect = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    controller?.abort();
    controller = null;
  };

  const retryLater = (serverRetry: number | null): void => {
    if (stopped || !token) return;
    const wait = Math.max(delay, serverRetry ?? 0);
    delay = Math.min(delay * 2, maxDelay);
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, wait);
  };

  const connect = async (): Promise<void> => {
    if (stopped || !token) return;
    const own = new AbortController();
    controller = own;
    const parser = new SseParser();
    parser.lastEventId = lastEventId;
    const doFetch = options.fetch ?? fetch;
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
      if (lastEventId) headers['Last-Event-ID'] = lastEventId;
      const response = await doFetch(`${apiBase()}${EVENT_STREAM_PATH}`, { headers, signal: own.signal, cache: 'no-store' });
      if (response.status === 401 || response.status === 403) {
        // Not allowed: wait for the session to change (a fresh login or token) rather than retrying.
        controller = null;
        return;
      }
      if (!response.ok || !response.body) throw new Error(`event stream: HTTP ${response.status}`);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let opened = false;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!opened) {
          opened = true;
          delay = initialDelay;
        }
        for (const message of parser.push(decoder.decode(value, { stream: true }))) {
          lastEventId = message.lastEventId;
          if (message.event === 'message') continue;
          let event: DomainEvent;
          try {
            event = JSON.parse(message.data) as DomainEvent;
          } catch {
            continue;
          }
          bus.events$.next(event);
        }
      }
    } catch (error) {
      if (own.signal.aborted) return;
      console.warn('[events] stream interrupted; reconnecting', error);
    }
    if (controller !== own) return;
    controller = null;
    retryLater(parser.retry);
  };

  const onSession = (session: Session | null): void => {
    const nextToken = session?.token ?? null;
    const nextUser = session ? session.claims.user_id : null;
    if (nextUser !== user) lastEventId = '';
    const changed = nextUser !== user || (nextToken !== token && !controller);
    user = nextUser;
    token = nextToken;
    if (!session) {
      disconnect();
      return;
    }
    // A refreshed token is used on the next connection; a new user (or one refused before) connects now.
    if (changed) {
      disconnect();
      delay = initialDelay;
      void connect();
    }
  };

  const subscription: Subscription = bus.session$.subscribe(onSession);
  return () => {
    stopped = true;
    subscription.unsubscribe();
    disconnect();
  };
}
