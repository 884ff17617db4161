// The one generic handler behind every /api/* route: read the request with
// zod, build the tRPC context, call the entry's procedure through createCaller
// (the same procedure the web client uses), map its output, answer errors as
// { message, fieldErrors? } with the procedure's Russian text.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import { AppError, createCaller, describeError, type AppDeps, type Context } from '@shop/api';
import { t } from '@shop/i18n';
import { z } from '@shop/schemas';
import { contextFor } from '../requestContext';
import { sendCachedJson } from './cachedJson';
import type { RestRequest, RestRoute } from './table';

const pathParams = z.record(z.string(), z.string());
const queryParams = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const objectBody = z.record(z.string(), z.unknown());

function restRequest(request: FastifyRequest, ctx: Context): RestRequest {
  const query = queryParams.safeParse(request.query ?? {});
  // An upload's bytes (rest/index.ts) pass as they are; any other body is a JSON object.
  const body = objectBody.safeParse(request.body);
  return {
    params: pathParams.safeParse(request.params ?? {}).data ?? {},
    // A repeated query parameter counts once, as its first value.
    query: Object.fromEntries(
      Object.entries(query.data ?? {}).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
    ),
    body: body.data ?? {},
    header: (name) => {
      const value = request.headers[name.toLowerCase()];
      return typeof value === 'string' ? value : undefined;
    },
    ctx,
  };
}

/** A path that names a user (its first parameter) belongs to that user alone; a visitor gets the procedure's 401. */
function assertOwnPath(entry: RestRoute, request: RestRequest): void {
  if (entry.access !== 'ownPath' || !request.ctx.user) return;
  const [named] = Object.values(request.params);
  if (named !== String(request.ctx.user.id)) throw new AppError('FORBIDDEN');
}

export function registerRestRoute(
  app: FastifyInstance,
  deps: AppDeps,
  entry: RestRoute,
  options: { bodyLimit?: number } = {},
): void {
  app.route({
    method: entry.method,
    url: entry.path,
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    handler: async (request, reply) => {
      // A body that is JSON but not an object (null, an array, a number) is malformed for every route.
      const body = request.body;
      if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body)))
        return reply.status(400).send({ message: t('errors:bodyNotObject') });
      const ctx = await contextFor(deps, request, reply);
      try {
        const req = restRequest(request, ctx);
        const caller = createCaller(ctx);
        const procedure = entry.procedure(caller, req);
        assertOwnPath(entry, req);
        const out = await procedure(entry.input ? entry.input(req) : undefined);
        if (entry.send) return entry.send(out, request, reply);
        if (entry.cached) return sendCachedJson(request, reply, out as object);
        return reply.status(entry.status ?? 200).send(entry.output ? entry.output(out, req) : out);
      } catch (error) {
        if (!(error instanceof TRPCError)) throw error;
        const { httpStatus, message, fieldErrors } = describeError(error);
        if (httpStatus >= 500) request.log.error({ err: error }, 'rest procedure failed');
        return reply.status(httpStatus).send(fieldErrors ? { message, fieldErrors } : { message });
      }
    },
  });
}
