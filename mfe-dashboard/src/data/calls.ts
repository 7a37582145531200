import type { RequestOptions } from 'shared-session';

/**
 * What every API call of the dashboard shares: the per-request options (the embed passes its
 * token and skips the shell's 401 handling; the shell passes none).
 */
export interface CallContext {
  request: RequestOptions;
}
