/**
 * The database could not be reached, or the connection broke (server restarting, network,
 * pool exhausted past its connection timeout). The request may succeed when retried; the
 * error handler answers 503 with Retry-After. `cause` holds the driver's error.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database is unavailable (${cause instanceof Error ? cause.message || (cause as { code?: string }).code || cause.name : String(cause)}).`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** SQLSTATEs of a server that is going away or not accepting connections. */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown (pg_ctl stop -m fast, pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '53300', // too_many_connections
]);

/** Node socket errors on the way to the server. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Messages of node-postgres and pg-pool for a lost or unobtainable connection (they carry no code):
 * "Connection terminated unexpectedly", "Connection terminated due to connection timeout",
 * "timeout exceeded when trying to connect", "Client has encountered a connection error and is
 * not queryable", "Client was closed and is not queryable".
 */
const DRIVER_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * Is this error a lost or unobtainable database connection (as opposed to a bad query or bad
 * data)? The one place that decides; the Postgres data layer turns these into
 * DatabaseUnavailableError.
 */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code)) return true;
  }
  if (DRIVER_MESSAGES.test(error.message)) return true;
  // AggregateError (a host resolving to several addresses, all refused) and wrapped causes.
  if (error instanceof AggregateError && error.errors.some((e) => isConnectionError(e))) return true;
  return error.cause !== undefined && error.cause !== error && isConnectionError(error.cause);
}
