// The dashboard's data as the server sends it, and how its parts become text and links.
import { dashboardPeriods, type DashboardPeriod } from '@shop/schemas';
import type { RouterOutputs } from '../../../shared/api/trpc';

export type DashboardSummary = RouterOutputs['admin']['dashboard']['summary'];
export type DashboardFigure = DashboardSummary['figures']['revenue'];

export const DEFAULT_PERIOD: DashboardPeriod = 30;

export function periodFromSearch(value: string | null): DashboardPeriod {
  const days = Number(value);
  return (dashboardPeriods as readonly number[]).includes(days) ? (days as DashboardPeriod) : DEFAULT_PERIOD;
}

/** '2026-11-20' → '20.11.2026' (days are the shop's calendar days: no time zone to convert). */
export const dayLabel = (day: string) => day.split('-').reverse().join('.');

/** '2026-11-20' → '20.11' for chart axes. */
export const shortDayLabel = (day: string) => day.split('-').reverse().slice(0, 2).join('.');

const compact = new Intl.NumberFormat('ru-RU', { notation: 'compact', maximumFractionDigits: 1 });
/** Kopecks → '12,5 тыс.' (roubles) for chart axes; exact sums use formatRoubles. */
export const compactRoubles = (kopecks: number) => compact.format(kopecks / 100);

/** The admin orders list filtered as a dashboard element summarises it. */
export function ordersListHref(filter: { status?: string; from?: string; to?: string }): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  return `/admin/orders?${params.toString()}`;
}

export const isEmptyShop = (summary: DashboardSummary) =>
  summary.figures.orders.current === 0 &&
  summary.figures.orders.previous === 0 &&
  summary.cancelled.current === 0 &&
  summary.topBuyers.length === 0;
