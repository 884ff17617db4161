// The app's router: the design card's five namespaces plus the public contact form.
import { adminRouter } from './admin/router';
import { authRouter } from './auth/router';
import { catalogRouter } from './catalog/router';
import { contactRouter } from './contact/router';
import { ordersRouter } from './orders/router';
import { savedListsRouter } from './savedLists/router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  catalog: catalogRouter,
  orders: ordersRouter,
  savedLists: savedListsRouter,
  admin: adminRouter,
  contact: contactRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
