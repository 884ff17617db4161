// The app's router: one record of domain routers. A new domain is one line here.
import { authRouter } from './auth/router';
import { catalogRouter } from './catalog/router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  catalog: catalogRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
