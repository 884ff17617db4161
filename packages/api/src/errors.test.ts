// Every tRPC error code, whoever raises it, leaves with its own HTTP status and
// a Russian message; a database that is away is 503, never 500.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { describe, expect, it } from 'vitest';
import { z } from '@shop/schemas';
import { AppError, describeError, httpStatusOf } from './errors';

const ALL_CODES = Object.keys(TRPC_ERROR_CODES_BY_KEY) as TRPC_ERROR_CODE_KEY[];
const RUSSIAN = /[А-Яа-яЁё]/;

describe('[ERRORS] one table for every tRPC error code', () => {
  it.each(ALL_CODES)('%s has the HTTP status tRPC defines and a Russian message', (code) => {
    const error = new TRPCError({ code, message: 'English text from a library' });
    const described = describeError(error);
    expect(described.httpStatus).toBe(getHTTPStatusCodeFromError(error));
    expect(described.httpStatus).toBe(httpStatusOf(code));
    expect(described.message).toMatch(RUSSIAN);
    expect(described.message).not.toContain('English');
  });

  it('keeps our own Russian texts below 500 and never shows internals at 500', () => {
    expect(describeError(new AppError('CONFLICT', 'Заказ уже изменен')).message).toBe('Заказ уже изменен');
    const internal = describeError(new AppError('INTERNAL', 'select * from users failed'));
    expect(internal.httpStatus).toBe(500);
    expect(internal.message).toBe('Внутренняя ошибка сервера. Попробуйте позже.');
  });

  it("gives zod's own messages in Russian, field by field", () => {
    const parsed = z.object({ id: z.number(), name: z.string().max(3) }).safeParse({ id: 'x', name: 'long' });
    const described = describeError(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error }));
    expect(described.httpStatus).toBe(400);
    expect(Object.values(described.fieldErrors ?? {})).toHaveLength(2);
    for (const message of Object.values(described.fieldErrors ?? {})) expect(message).toMatch(RUSSIAN);
  });

  it.each([
    [
      'connection refused',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['server shutting down', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['connection lost', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    [
      'localhost on IPv4 and IPv6',
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''),
    ],
  ])('answers 503 while the database is away (%s)', (_label, cause) => {
    const described = describeError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause }));
    expect(described).toMatchObject({ code: 'SERVICE_UNAVAILABLE', httpStatus: 503 });
    expect(described.message).toMatch(RUSSIAN);
  });

  it('keeps other server faults at 500', () => {
    const cause = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(describeError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause })).httpStatus).toBe(500);
  });
});
