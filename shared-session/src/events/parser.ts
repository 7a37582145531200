/** One message of a text/event-stream (the HTML living standard's "dispatch the event" step). */
export interface SseMessage {
  /** `event:` (default 'message'). */
  event: string;
  /** The `data:` lines joined with newlines. */
  data: string;
  /** The last event id after this message (`id:` of this one or an earlier one), or '' if none yet. */
  lastEventId: string;
}

/**
 * An incremental text/event-stream parser: feed it text as it arrives (chunks may split lines
 * anywhere); it returns the complete messages. Lines end in LF, CR or CRLF; lines starting with
 * ':' are comments (heartbeats); `retry:` sets {@link retry}. A message without data lines
 * dispatches nothing (as in browsers).
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';
  private pendingCr = false;
  /** The stream's last event id (sent back as Last-Event-ID on reconnection). */
  lastEventId = '';
  /** Reconnection delay the server asked for (ms), if any. */
  retry: number | null = null;

  push(chunk: string): SseMessage[] {
    const out: SseMessage[] = [];
    let text = chunk;
    // A CR at the end of the previous chunk already ended its line: skip the LF of that CRLF.
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = false;
    this.buffer += text;
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      if (!match) break;
      // A lone CR at the very end may be the first half of CRLF.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) {
        this.pendingCr = true;
      }
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      const message = this.line(line);
      if (message) out.push(message);
    }
    return out;
  }

  private line(line: string): SseMessage | null {
    if (line === '') {
      const data = this.data;
      const event = this.event || 'message';
      this.data = [];
      this.event = '';
      return data.length > 0 ? { event, data: data.join('\n'), lastEventId: this.lastEventId } : null;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retry = Number(value);
    return null;
  }
}
