import { connect, type Socket } from 'node:net';

export type ScanResult = { clean: true } | { clean: false; signature: string };

/** The chunk size streamed to clamd (its StreamMaxLength applies to the total). */
const CHUNK = 64 * 1024;

/** `tcp://host:port` → where to connect. */
export function clamdAddress(url: string): { host: string; port: number } {
  const u = new URL(url);
  if (u.protocol !== 'tcp:') throw new Error(`CLAMD_URL must look like tcp://host:3310, not ${url}`);
  const port = Number(u.port || 3310);
  return { host: u.hostname.replace(/^\[|\]$/g, ''), port };
}

/**
 * Scans `bytes` with a ClamAV daemon (clamd's INSTREAM command): `zINSTREAM\0`, then chunks each
 * prefixed with their length (4 bytes, big-endian), then a zero length; clamd answers
 * `stream: OK`, `stream: <signature> FOUND`, or `… ERROR`. Found → `{clean: false, signature}`.
 * A daemon that cannot be reached, answers an error or does not answer in `timeoutMs` throws
 * (the processing job retries later; an unscanned file is never accepted).
 */
export function clamdScan(url: string, bytes: Uint8Array, timeoutMs = 30_000): Promise<ScanResult> {
  const { host, port } = clamdAddress(url);
  return new Promise<ScanResult>((resolve, reject) => {
    const socket: Socket = connect({ host, port });
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (error: Error | null, result?: ScanResult): void => {
      if (settled) return;
      settled = true;
      socket.destroy();
      if (error) reject(error);
      else if (result) resolve(result);
    };
    socket.setTimeout(timeoutMs, () => finish(new Error(`clamd at ${host}:${port} did not answer within ${timeoutMs} ms`)));
    socket.on('error', (error) => finish(new Error(`clamd at ${host}:${port}: ${error.message}`)));
    const answered = (): void => {
      const answer = Buffer.concat(chunks).toString('utf8').replace(/\0/g, '').trim();
      if (/^stream: OK$/.test(answer)) return finish(null, { clean: true });
      const found = /^stream: (.+) FOUND$/.exec(answer);
      if (found?.[1]) return finish(null, { clean: false, signature: found[1] });
      return finish(new Error(`clamd at ${host}:${port} answered “${answer || '(nothing)'}”`));
    };
    // The answer ends with a NUL (z-prefixed command), or the daemon closes the connection.
    socket.on('data', (data: Buffer) => {
      chunks.push(data);
      if (data.includes(0)) answered();
    });
    socket.on('end', answered);
    socket.on('connect', () => {
      socket.write('zINSTREAM\0');
      for (let at = 0; at < bytes.length; at += CHUNK) {
        const part = bytes.subarray(at, Math.min(bytes.length, at + CHUNK));
        const size = Buffer.alloc(4);
        size.writeUInt32BE(part.length);
        socket.write(size);
        socket.write(part);
      }
      socket.write(Buffer.alloc(4));
    });
  });
}
