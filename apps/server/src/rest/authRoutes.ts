// REST paths of spec section 7 "Authentication": each calls the procedure the
// web client uses. Bodies go to the procedures as they are: their zod schemas
// answer anything malformed with 400 and a Russian message.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@shop/api';
import { restRoute, type Caller } from './adapter';

type Auth = Caller['auth'];

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const post = (url: string, handler: (auth: Auth, body: never) => Promise<unknown>, successStatus = 200) =>
    restRoute(
      app,
      deps,
      'POST',
      url,
      (caller, request) => handler(caller.auth, (request.body ?? {}) as never),
      {
        successStatus,
      },
    );
  post('/api/auth/login', (auth, body) => auth.tokenLogin(body));
  post('/api/auth/register', (auth, body) => auth.register(body), 201);
  post('/api/auth/logout', (auth) => auth.logout());
  post('/api/auth/forgot-password', (auth, body) => auth.forgotPassword(body));
  post('/api/auth/verify-reset-token', (auth, body) => auth.verifyResetToken(body));
  post('/api/auth/reset-password', (auth, body) => auth.resetPassword(body));
}
