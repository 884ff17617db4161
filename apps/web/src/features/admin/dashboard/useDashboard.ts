// The dashboard's period lives in the URL (?days=7), so a link or reload keeps it.
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { DashboardPeriod } from '@shop/schemas';
import { trpc } from '../../../shared/api/trpc';
import { DEFAULT_PERIOD, periodFromSearch } from './model';

export function useDashboard() {
  const [params, setParams] = useSearchParams();
  const days = periodFromSearch(params.get('days'));
  const summary = trpc.admin.dashboard.summary.useQuery(
    { days },
    { placeholderData: keepPreviousData, staleTime: 30_000, retry: false },
  );
  const setDays = (next: DashboardPeriod) =>
    setParams(next === DEFAULT_PERIOD ? {} : { days: String(next) }, { replace: true });
  return { days, setDays, summary };
}
