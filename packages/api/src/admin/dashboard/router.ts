// The admin's dashboard 'Сводка': one procedure answering every figure, chart and list.
import { dashboardSummaryInput, dashboardSummaryOutput } from '@shop/schemas';
import { adminProcedure, router } from '../../trpc';
import { dashboardSummary } from './summary';

export const adminDashboardRouter = router({
  summary: adminProcedure
    .input(dashboardSummaryInput)
    .output(dashboardSummaryOutput)
    .query(({ ctx, input }) => dashboardSummary(ctx.db, input.days)),
});
