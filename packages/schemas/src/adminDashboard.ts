// Input of the admin's dashboard: the period in days, 30 unless chosen.
import { admin } from '@shop/i18n/namespaces/admin';
import { z } from './zod';

export const dashboardPeriods = [7, 30, 90] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

export const dashboardSummaryInput = z.object({
  days: z
    .union([z.number(), z.string().regex(/^\d{1,2}$/)], { error: admin.dashboard.invalidPeriod })
    .transform(Number)
    .pipe(z.literal(dashboardPeriods, { error: admin.dashboard.invalidPeriod }))
    .default(30),
});
