// Sorts a failed order call into what the buyer should see: the server's own
// message for bad input, the login prompt, the timeout text, or "keep it on
// this device and send it later" when the server could not be reached.
import { TRPCClientError } from '@trpc/client';

export type SubmitFailure =
  | { kind: 'invalid'; message: string; fieldErrors: Record<string, string>; keyUsed: boolean }
  | { kind: 'unauthorized' }
  | { kind: 'timeout' }
  | { kind: 'unreachable' }
  | { kind: 'failed' };

/** Statuses a proxy answers with while the app server is down. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

function errorData(error: TRPCClientError<never>): { httpStatus?: unknown; fieldErrors?: unknown } {
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null ? data : {};
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export function classifySubmitFailure(error: unknown, timedOut: boolean): SubmitFailure {
  if (timedOut) return { kind: 'timeout' };
  if (!(error instanceof TRPCClientError)) return { kind: 'unreachable' };
  const { httpStatus, fieldErrors } = errorData(error as TRPCClientError<never>);
  // No HTTP status at all: fetch itself failed (offline, DNS, refused).
  if (typeof httpStatus !== 'number') return { kind: 'unreachable' };
  if (httpStatus === 401) return { kind: 'unauthorized' };
  if (httpStatus >= 400 && httpStatus < 500) {
    // 409: the key already placed an order with other contents; a new key is needed.
    return {
      kind: 'invalid',
      message: error.message,
      fieldErrors: stringRecord(fieldErrors),
      keyUsed: httpStatus === 409,
    };
  }
  return UNREACHABLE_STATUSES.has(httpStatus) ? { kind: 'unreachable' } : { kind: 'failed' };
}
