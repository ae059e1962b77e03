import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, registerErrorHandling } from '../../src/error-handler.ts';
import { errorCatalogue } from '../../src/errors.ts';

/** A pg error as the driver makes it: a message and a SQLSTATE code. */
function pgError(message: string, code: string) {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

describe('a request that meets an unreachable database', () => {
  it('tells a lost connection from a fault of the request', () => {
    const lost = [
      pgError('terminating connection due to administrator command', '57P01'),
      pgError('the database system is starting up', '57P03'),
      pgError('connection failure', '08006'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      // Drizzle wraps the driver's error.
      Object.assign(new Error('Failed query: select 1'), {
        cause: pgError('terminating connection due to administrator command', '57P01'),
      }),
    ];
    for (const error of lost) expect(isDatabaseUnavailable(error), error.message).toBe(true);
    const faults = [
      pgError('duplicate key value violates unique constraint', '23505'),
      pgError('syntax error at or near "x"', '42601'),
      new Error('Cannot read properties of undefined'),
      Object.assign(new Error('Failed query'), { cause: pgError('deadlock detected', '40P01') }),
      undefined,
      'a string',
    ];
    for (const error of faults) expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });

  it('answers 503 with Retry-After and the catalogue body, not 500', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/lost', async () => {
      throw Object.assign(new Error('Failed query: insert ...'), {
        cause: pgError('terminating connection due to administrator command', '57P01'),
      });
    });
    app.get('/fault', async () => {
      throw new Error('a bug');
    });
    try {
      const lost = await app.inject({ method: 'GET', url: '/lost' });
      expect(lost.statusCode).toBe(503);
      expect(lost.headers['retry-after']).toBe('2');
      expect(lost.json()).toMatchObject({ status: 503, message: errorCatalogue[500] });
      const fault = await app.inject({ method: 'GET', url: '/fault' });
      expect(fault.statusCode).toBe(500);
      expect(fault.headers['retry-after']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
