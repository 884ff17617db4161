// The REST adapter: every /api/* route calls the same tRPC procedure the web
// client uses (through createCaller), so each rule has one implementation.
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { TRPCError } from '@trpc/server';
import { createCaller, describeError, type AppDeps, type Context } from '@shop/api';
import { contextFor } from '../requestContext';

export type Caller = ReturnType<typeof createCaller>;

export type RestHandler = (
  caller: Caller,
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: Context,
) => Promise<unknown>;

export interface RestRouteOptions {
  successStatus?: number;
}

export function restRoute(
  app: FastifyInstance,
  deps: AppDeps,
  method: HTTPMethods,
  url: string,
  handler: RestHandler,
  options: RestRouteOptions = {},
): void {
  app.route({
    method,
    url,
    handler: async (request, reply) => {
      const ctx = await contextFor(deps, request, reply);
      try {
        const result = await handler(createCaller(ctx), request, reply, ctx);
        if (reply.sent) return reply;
        return reply.status(options.successStatus ?? 200).send(result);
      } catch (error) {
        if (!(error instanceof TRPCError)) throw error;
        const { httpStatus, message, fieldErrors } = describeError(error);
        if (httpStatus >= 500) request.log.error({ err: error }, 'rest procedure failed');
        return reply.status(httpStatus).send(fieldErrors ? { message, fieldErrors } : { message });
      }
    },
  });
}

/** A path parameter as sent: the procedure's id schema accepts its digits or answers 400. */
export function pathParam(request: FastifyRequest, name = 'id'): string {
  return (request.params as Record<string, string | undefined>)[name] ?? '';
}

/** The JSON body when it is an object; anything else reads as {} and the procedure's schema reports what is missing. */
export function objectBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
