// One error type for the whole API. A code decides the tRPC code and the HTTP
// status in one table; the message is the Russian text a user may see.
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { t } from '@shop/i18n';

export const errorCodes = {
  BAD_REQUEST: { trpc: 'BAD_REQUEST', http: 400, fallback: () => t('errors:badRequest') },
  UNAUTHORIZED: { trpc: 'UNAUTHORIZED', http: 401, fallback: () => t('errors:unauthorized') },
  FORBIDDEN: { trpc: 'FORBIDDEN', http: 403, fallback: () => t('errors:forbidden') },
  NOT_FOUND: { trpc: 'NOT_FOUND', http: 404, fallback: () => t('errors:notFound') },
  CONFLICT: { trpc: 'CONFLICT', http: 409, fallback: () => t('errors:badRequest') },
  TOO_MANY_REQUESTS: {
    trpc: 'TOO_MANY_REQUESTS',
    http: 429,
    fallback: () => t('errors:tooManyRequests'),
  },
  INTERNAL: { trpc: 'INTERNAL_SERVER_ERROR', http: 500, fallback: () => t('errors:internal') },
} as const;

export type AppErrorCode = keyof typeof errorCodes;

export class AppError extends TRPCError {
  readonly appCode: AppErrorCode;
  constructor(code: AppErrorCode, message?: string, options?: { cause?: unknown }) {
    const entry = errorCodes[code];
    super({ code: entry.trpc, message: message ?? entry.fallback(), cause: options?.cause });
    this.appCode = code;
  }
}

const httpByTrpcCode: Record<string, number> = {
  PARSE_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  TIMEOUT: 408,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  CLIENT_CLOSED_REQUEST: 499,
};

/** HTTP status for any tRPC error code; unknown codes are server faults. */
export function httpStatusOf(trpcCode: string): number {
  return httpByTrpcCode[trpcCode] ?? 500;
}

/** The Russian message safe to show for an error: internals never leave on 5xx. */
export function publicMessageOf(error: TRPCError): string {
  if (httpStatusOf(error.code) >= 500) return t('errors:internal');
  return error.message || t('errors:badRequest');
}

export interface PublicError {
  httpStatus: number;
  message: string;
  /** Field path → first Russian message, for forms to show beside their inputs. */
  fieldErrors?: Record<string, string>;
}

/** What any caller (tRPC client or REST client) is told about an error. */
export function describeError(error: TRPCError): PublicError {
  const httpStatus = httpStatusOf(error.code);
  if (error.cause instanceof ZodError) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of error.cause.issues) fieldErrors[issue.path.join('.') || '_'] ??= issue.message;
    const message = error.cause.issues[0]?.message ?? t('errors:validation');
    return { httpStatus, message, fieldErrors };
  }
  return { httpStatus, message: publicMessageOf(error) };
}
