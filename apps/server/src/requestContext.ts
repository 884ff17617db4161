// Builds the tRPC context from a Fastify request: the session token comes from
// the httpOnly cookie (web) or `Authorization: Bearer` (REST clients).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createContextInner, SESSION_COOKIE, type AppDeps, type Context } from '@shop/api';

export function sessionTokenOf(request: FastifyRequest): string | null {
  const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? request.cookies[SESSION_COOKIE] ?? null;
}

export function contextFor(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<Context> {
  return createContextInner(deps, {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    sessionToken: sessionTokenOf(request),
    setCookie: (cookie) => {
      reply.header('set-cookie', cookie.serialize());
    },
  });
}
