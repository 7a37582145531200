import { DatabaseUnavailableError, isConnectionError } from './errors.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it('recognises a server going away or refusing connections', () => {
    for (const code of ['57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '53300']) expect(isConnectionError(withCode(code))).toBe(true);
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']) expect(isConnectionError(withCode(code))).toBe(true);
  });

  it('recognises the driver and pool messages for lost or unobtainable connections', () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
      'Client was closed and is not queryable',
    ]) {
      expect(isConnectionError(new Error(message))).toBe(true);
    }
    expect(isConnectionError(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect'))).toBe(true);
    expect(isConnectionError(new Error('wrapped', { cause: withCode('57P01') }))).toBe(true);
    expect(isConnectionError(new DatabaseUnavailableError(withCode('57P01')))).toBe(true);
  });

  it('leaves bad queries and bad data alone', () => {
    for (const code of ['23505', '22P02', '42P01', '42601', '57014', '40001']) expect(isConnectionError(withCode(code))).toBe(false);
    expect(isConnectionError(new Error('relation "x" does not exist'))).toBe(false);
    expect(isConnectionError('Connection terminated')).toBe(false);
    expect(isConnectionError(null)).toBe(false);
  });
});
