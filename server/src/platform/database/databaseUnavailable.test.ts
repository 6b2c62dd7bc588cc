import { expect, it } from 'vitest';
import { isDatabaseUnavailable } from './databaseUnavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

it('tells a database that cannot be reached from one that refused what was asked', () => {
  // What node-postgres and PostgreSQL raise while it is stopped, shutting down or starting.
  for (const error of [
    withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
    withCode('ECONNRESET'),
    withCode('57P01', 'terminating connection due to administrator command'),
    withCode('57P03', 'the database system is starting up'),
    withCode('08006'),
    new Error('Connection terminated unexpectedly'),
    new Error('Query read timeout'),
    new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
    new Error('wrapped', { cause: withCode('ECONNREFUSED') }),
  ])
    expect([error.message, isDatabaseUnavailable(error)]).toEqual([error.message, true]);
  for (const error of [
    withCode('23505', 'duplicate key value violates unique constraint'),
    withCode('42P01', 'relation "x" does not exist'),
    new Error('something else'),
    null,
    'ECONNREFUSED',
  ])
    expect(isDatabaseUnavailable(error)).toBe(false);
});
