// One error type for the whole API, and one table that gives every tRPC error
// code its HTTP status and the Russian text shown when an error carries none
// of ours (tRPC's own refusals, e.g. a wrong method, are English).
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError, type z } from 'zod';
import { isDatabaseUnavailable } from '@shop/db';
import { t } from '@shop/i18n';
import { FileStoreUnavailable } from '@shop/storage';
import { validation, type errors } from '@shop/i18n/namespaces/errors';
import { fieldNameOf } from '@shop/schemas';

type ErrorTextKey = keyof typeof errors;

interface CodeEntry {
  http: number;
  /** Shown for errors of tRPC itself and always at 5xx (internals never leave). */
  message: ErrorTextKey;
}

/** Typed as a Record over every key, so a code tRPC adds cannot go unmapped. */
export const trpcCodeTable: Record<TRPC_ERROR_CODE_KEY, CodeEntry> = {
  PARSE_ERROR: { http: 400, message: 'invalidJson' },
  BAD_REQUEST: { http: 400, message: 'badRequest' },
  UNAUTHORIZED: { http: 401, message: 'unauthorized' },
  PAYMENT_REQUIRED: { http: 402, message: 'forbidden' },
  FORBIDDEN: { http: 403, message: 'forbidden' },
  NOT_FOUND: { http: 404, message: 'notFound' },
  METHOD_NOT_SUPPORTED: { http: 405, message: 'methodNotAllowed' },
  TIMEOUT: { http: 408, message: 'timeout' },
  CONFLICT: { http: 409, message: 'conflict' },
  PRECONDITION_FAILED: { http: 412, message: 'conflict' },
  PAYLOAD_TOO_LARGE: { http: 413, message: 'payloadTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { http: 415, message: 'unsupportedMediaType' },
  UNPROCESSABLE_CONTENT: { http: 422, message: 'validation' },
  PRECONDITION_REQUIRED: { http: 428, message: 'conflict' },
  TOO_MANY_REQUESTS: { http: 429, message: 'tooManyRequests' },
  CLIENT_CLOSED_REQUEST: { http: 499, message: 'badRequest' },
  INTERNAL_SERVER_ERROR: { http: 500, message: 'internal' },
  NOT_IMPLEMENTED: { http: 501, message: 'internal' },
  BAD_GATEWAY: { http: 502, message: 'unavailable' },
  SERVICE_UNAVAILABLE: { http: 503, message: 'unavailable' },
  GATEWAY_TIMEOUT: { http: 504, message: 'unavailable' },
};

/** The codes our own code throws; each names its tRPC code. */
export const errorCodes = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
} as const satisfies Record<string, TRPC_ERROR_CODE_KEY>;

export type AppErrorCode = keyof typeof errorCodes;

export class AppError extends TRPCError {
  readonly appCode: AppErrorCode;
  constructor(code: AppErrorCode, message?: string, options?: { cause?: unknown }) {
    const trpcCode = errorCodes[code];
    super({
      code: trpcCode,
      message: message ?? t(`errors:${trpcCodeTable[trpcCode].message}`),
      cause: options?.cause,
    });
    this.appCode = code;
  }
}

/** HTTP status for a tRPC error code. */
export function httpStatusOf(trpcCode: TRPC_ERROR_CODE_KEY): number {
  return trpcCodeTable[trpcCode].http;
}

/** Seconds a client should wait before retrying while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** tRPC's refusal of an oversized batch (`maxBatchSize`), recognised by its text. */
const BATCH_TOO_LARGE = 'Batch call exceeds maximum size';

export interface PublicError {
  /** The code the caller is told: SERVICE_UNAVAILABLE while the database is down. */
  code: TRPC_ERROR_CODE_KEY;
  httpStatus: number;
  message: string;
  /** Field path → first Russian message, for forms to show beside their inputs. */
  fieldErrors?: Record<string, string>;
}

/** The Russian message of an error we did not write ourselves. */
function foreignMessage(error: TRPCError, code: TRPC_ERROR_CODE_KEY): string {
  if (error.message === BATCH_TOO_LARGE) return t('errors:batchTooLarge');
  return t(`errors:${trpcCodeTable[code].message}`);
}

/**
 * zod's own wording, a regex or an English type name: what a schema without a
 * message of its own would say if @shop/schemas' error map were bypassed.
 */
const RAW_VALIDATION_TEXT =
  /\/\^|\$\/|\\[dswDSW]|[<>]=|ожидалось|получено|Неверный ввод|\b(?:string|number|boolean|bigint|undefined|expected|received|invalid|input)\b/i;

/** An issue's message as a person can read it: its own text, or the rule's generic Russian one. */
function issueText(issue: z.core.$ZodIssue): string {
  if (!RAW_VALIDATION_TEXT.test(issue.message)) return issue.message;
  return validation.invalid.replace('{{field}}', fieldNameOf(issue.path));
}

/** What any caller (tRPC client or REST client) is told about an error. */
export function describeError(error: TRPCError): PublicError {
  const storeDown = error.cause instanceof FileStoreUnavailable;
  const code: TRPC_ERROR_CODE_KEY =
    storeDown || (!(error instanceof AppError) && isDatabaseUnavailable(error.cause))
      ? 'SERVICE_UNAVAILABLE'
      : error.code;
  const httpStatus = httpStatusOf(code);
  if (storeDown) return { code, httpStatus, message: t('errors:fileStoreUnavailable') };
  if (error.cause instanceof ZodError) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of error.cause.issues) fieldErrors[issue.path.join('.') || '_'] ??= issueText(issue);
    const first = error.cause.issues[0];
    const message = first ? issueText(first) : t('errors:validation');
    return { code, httpStatus, message, fieldErrors };
  }
  const ours = error instanceof AppError && httpStatus < 500;
  return { code, httpStatus, message: ours ? error.message : foreignMessage(error, code) };
}
