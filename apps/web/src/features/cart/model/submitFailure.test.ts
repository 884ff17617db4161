import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { classifySubmitFailure } from './submitFailure';

function trpcError(message: string, data?: object) {
  const error = new TRPCClientError(message);
  Object.assign(error, { data });
  return error;
}

describe('order failure classification', () => {
  it('shows the server message and field errors for bad input', () => {
    const error = trpcError('Укажите город доставки', {
      httpStatus: 400,
      fieldErrors: { city: 'Укажите город доставки' },
    });
    expect(classifySubmitFailure(error, false)).toEqual({
      kind: 'invalid',
      message: 'Укажите город доставки',
      fieldErrors: { city: 'Укажите город доставки' },
      keyUsed: false,
    });
  });

  it('asks for a new key when the server says the key was used for another order', () => {
    expect(classifySubmitFailure(trpcError('x', { httpStatus: 409 }), false)).toMatchObject({
      keyUsed: true,
    });
  });

  it('sends a visitor to log in on 401', () => {
    expect(classifySubmitFailure(trpcError('x', { httpStatus: 401 }), false)).toEqual({
      kind: 'unauthorized',
    });
  });

  it('keeps the order locally only when the server could not be reached', () => {
    expect(classifySubmitFailure(trpcError('Failed to fetch'), false).kind).toBe('unreachable');
    expect(classifySubmitFailure(trpcError('x', { httpStatus: 503 }), false).kind).toBe('unreachable');
    expect(classifySubmitFailure(trpcError('x', { httpStatus: 500 }), false).kind).toBe('failed');
  });

  it('reports a timeout as a timeout', () => {
    expect(classifySubmitFailure(trpcError('aborted'), true).kind).toBe('timeout');
  });
});
