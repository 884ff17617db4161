// Which of the spec's load-error texts (section 8 "Admin orders") a failed call gets.
import { httpStatusOf } from '../../../../shared/api/errors';

export type LoadFailure =
  { kind: 'auth' } | { kind: 'notFound' } | { kind: 'connection' } | { kind: 'server'; code: number };

/** Gateway statuses and answers that never arrived (timeout, network) read as a connection error. */
const CONNECTION_STATUSES = new Set([500, 502, 503, 504]);

export function loadFailureOf(error: unknown): LoadFailure {
  const status = httpStatusOf(error);
  if (status === undefined || CONNECTION_STATUSES.has(status)) return { kind: 'connection' };
  // A session that lost the admin role answers 403: the same advice as 401 applies.
  if (status === 401 || status === 403) return { kind: 'auth' };
  if (status === 404) return { kind: 'notFound' };
  return { kind: 'server', code: status };
}
