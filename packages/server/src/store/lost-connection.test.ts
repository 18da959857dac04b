import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './lost-connection.ts';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it('knows a connection ended, dropped or refused', () => {
    expect(isConnectionLost(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isConnectionLost(pgError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isConnectionLost(pgError('08006', 'connection failure'))).toBe(true);
    expect(isConnectionLost(pgError('ECONNRESET', 'read ECONNRESET'))).toBe(true);
    expect(isConnectionLost(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
  });

  it('leaves a statement that failed on its own, and what is not an error, to the caller', () => {
    expect(isConnectionLost(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isConnectionLost(pgError('40001', 'could not serialize access'))).toBe(false);
    expect(isConnectionLost(pgError('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly, or was it'))).toBe(false);
    expect(isConnectionLost('Connection terminated')).toBe(false);
    expect(isConnectionLost(null)).toBe(false);
  });
});
