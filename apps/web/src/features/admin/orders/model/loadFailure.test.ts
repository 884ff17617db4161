import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { loadFailureOf } from './loadFailure';

const withStatus = (httpStatus: number) =>
  Object.assign(new TRPCClientError('x'), { data: { httpStatus } }) as unknown;

describe('admin order load failures', () => {
  it('maps 401 and 403 to the authorisation message', () => {
    expect(loadFailureOf(withStatus(401))).toEqual({ kind: 'auth' });
    expect(loadFailureOf(withStatus(403))).toEqual({ kind: 'auth' });
  });

  it('maps 5xx gateway statuses and answers that never came to a connection error', () => {
    for (const status of [500, 502, 503, 504])
      expect(loadFailureOf(withStatus(status)).kind).toBe('connection');
    expect(loadFailureOf(new TRPCClientError('aborted')).kind).toBe('connection');
  });

  it('keeps the code of other statuses', () => {
    expect(loadFailureOf(withStatus(404))).toEqual({ kind: 'notFound' });
    expect(loadFailureOf(withStatus(429))).toEqual({ kind: 'server', code: 429 });
  });
});
