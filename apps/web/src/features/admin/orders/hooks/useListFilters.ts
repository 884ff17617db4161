// Filters of the orders list that come from the URL (?status=…&from=…&to=…):
// the dashboard's figures, days and status slices link here. A value the
// server would refuse is ignored rather than shown as an error.
import { useSearchParams } from 'react-router-dom';
import { isKnownStatus, type OrderStatus } from '../model/orderStatus';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status') ?? '';
  const status: OrderStatus | undefined = isKnownStatus(rawStatus) ? rawStatus : undefined;
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : undefined;
  };
  const values = { status, from: day('from'), to: day('to') };
  return {
    values,
    active: Boolean(values.status || values.from || values.to),
    /** Changes whenever a filter does (a dependency for effects). */
    key: `${values.status ?? ''}|${values.from ?? ''}|${values.to ?? ''}`,
    clear: () => setParams({}, { replace: true }),
  };
}
