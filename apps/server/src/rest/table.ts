// The shape of one /api/* route. Every route is one entry of this type (see
// routes/index.ts): the Fastify route, the OpenAPI document and the REST part
// of the authorisation test are all generated from the entries.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { createCaller, Context } from '@shop/api';
import type { z } from '@shop/schemas';

export type Caller = ReturnType<typeof createCaller>;

export type Tag =
  'Авторизация' | 'Каталог' | 'Заказы' | 'Списки' | 'Компания' | 'Почта' | 'Администрирование';

/**
 * Who may call a route. The procedure enforces the role itself; this names it
 * for the document and the authorisation test, and adds the REST-only rule of
 * paths that name a user: `ownPath` answers 403 when the path's id is not the caller's.
 */
export type Access = 'public' | 'authed' | 'admin' | 'ownPath' | 'ownOrder';

/** The request as a route sees it: path parameters, query and a JSON object body, all read by zod. */
export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  /** No body reads as {}: the procedure's schema then names what is missing (a non-object body is a 400). */
  body: Record<string, unknown>;
  header(name: string): string | undefined;
  ctx: Context;
}

/**
 * A procedure as a route calls it. Its input is the request's data as sent:
 * the procedure's own zod schema validates it and answers in Russian.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- request data is validated by the procedure's schema
type Procedure<Out> = (input: any) => Promise<Out>;

export interface RestRoute<Out = unknown> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify syntax: /api/orders/:id */
  path: string;
  summary: string;
  tag: Tag;
  access: Access;
  /** For the document: what the path, query and body hold (the procedure's input schema, usually). */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /**
   * For the document: the JSON answered on success, when `output` or `send`
   * makes it differ from the procedure's declared output (which is used otherwise).
   */
  response?: z.ZodType;
  /** For the document: a file answered instead of JSON, in one of these types. */
  produces?: readonly string[];
  /** The answer is one cached JSON snapshot with an ETag: 304 to a current If-None-Match, compressed once. */
  cached?: true;
  /**
   * A public route that still answers 401: it checks credentials (sign-in), or
   * one of its variants needs a signed-in caller (the order mail of /api/send-email).
   */
  asksToSignIn?: true;
  /**
   * The body may be the file itself (a photo, a price list, a buyer's list),
   * read whole up to `maxBytes` into { contentBase64 }; a larger one is answered
   * 413 with `tooLarge`, which names the limit.
   */
  upload?: { maxBytes: number; tooLarge: () => string };
  /** 200 unless given. */
  status?: number;
  /** For the document: other successful answers, by status (POST /api/orders: 202 for an approval request). */
  alsoAnswers?: Record<number, { description: string; body: z.ZodType }>;
  /** Which procedure answers, picked from the caller (a few old paths pick by the body's shape). */
  procedure: (caller: Caller, request: RestRequest) => Procedure<Out>;
  /** The procedure's input, from the request. */
  input?: (request: RestRequest) => unknown;
  /** The spec's JSON from the procedure's output (field names, roubles); the output itself if absent. */
  output?: (out: Out, request: RestRequest) => unknown;
  /** For answers that are not plain JSON (a cached snapshot, a file). */
  send?: (out: Out, request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

/** Infers `Out` from the procedure, so `output` is checked against what the procedure returns. */
export const route = <Out>(entry: RestRoute<Out>): RestRoute => entry as RestRoute;
