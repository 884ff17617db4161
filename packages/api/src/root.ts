// The app's router: one record of domain routers. A new domain is one line here.
import { adminOrdersRouter } from './adminOrders/router';
import { authRouter } from './auth/router';
import { catalogRouter } from './catalog/router';
import { contactRouter } from './contact/router';
import { mailRouter } from './mail/router';
import { ordersRouter } from './orders/router';
import { savedListsRouter } from './savedLists/router';
import { emailRouter } from './users/emailRouter';
import { usersRouter } from './users/router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  adminOrders: adminOrdersRouter,
  auth: authRouter,
  catalog: catalogRouter,
  contact: contactRouter,
  mail: mailRouter,
  orders: ordersRouter,
  savedLists: savedListsRouter,
  email: emailRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
