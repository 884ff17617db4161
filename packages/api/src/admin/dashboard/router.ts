// The admin's dashboard 'Сводка': one procedure answering every figure, chart and list.
import { dashboardSummaryInput } from '@shop/schemas';
import { adminProcedure, router } from '../../trpc';
import { dashboardSummaryOutput } from './output';
import { dashboardSummary } from './summary';

export const adminDashboardRouter = router({
  summary: adminProcedure
    .input(dashboardSummaryInput)
    .output(dashboardSummaryOutput)
    .query(({ ctx, input }) => dashboardSummary(ctx.db, input.days)),
});
