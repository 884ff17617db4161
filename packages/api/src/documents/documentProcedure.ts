// The base of every procedure that answers a document (invoice, offer, Excel
// export): it holds one of the client's places at the documents' desk from
// its first query to its answer, and hands the desk to the procedure.
import { authedProcedure } from '../trpc';
import { inPlaceDesk } from './documentDesk';

export const documentProcedure = authedProcedure.use(async ({ ctx, next }) => {
  const desk = ctx.documents ?? inPlaceDesk;
  const release = desk.admit(`user:${ctx.user.id}`);
  try {
    return await next({ ctx: { desk } });
  } finally {
    release();
  }
});
