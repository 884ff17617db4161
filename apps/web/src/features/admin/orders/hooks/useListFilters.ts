// Filters of the orders list, kept in the address (?status=…&from=…&to=…&new=1)
// so a filtered list can be bookmarked and the dashboard's figures, days and
// status slices link here. A value the server would refuse is dropped, except
// a period that ends before it starts: that is the admin's typing, and is said.
import { useSearchParams } from 'react-router-dom';
import { isKnownStatus, type OrderStatus } from '../model/orderStatus';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface ListFilterValues {
  status?: OrderStatus;
  from?: string;
  to?: string;
  unopened: boolean;
}

export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status') ?? '';
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : undefined;
  };
  const values: ListFilterValues = {
    status: isKnownStatus(rawStatus) ? rawStatus : undefined,
    from: day('from'),
    to: day('to'),
    unopened: params.get('new') === '1',
  };
  // From the address as it is now, not as last rendered: two quick changes
  // ('Показать все заказы', then 'Только новые') must not undo each other.
  const update = (patch: Record<string, string | undefined>) =>
    setParams(
      () => {
        const next = new URLSearchParams(window.location.search);
        for (const [name, value] of Object.entries(patch)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  return {
    values,
    active: Boolean(values.status || values.from || values.to || values.unopened),
    reversed: Boolean(values.from && values.to && values.from > values.to),
    /** Changes whenever a filter does (a dependency for effects). */
    key: `${values.status ?? ''}|${values.from ?? ''}|${values.to ?? ''}|${values.unopened}`,
    setStatus: (status: string) => update({ status: isKnownStatus(status) ? status : undefined }),
    setDays: (from?: string, to?: string) => update({ from, to }),
    setUnopened: (on: boolean) => update({ new: on ? '1' : undefined }),
    clear: () => setParams({}, { replace: true }),
  };
}

export type ListFilters = ReturnType<typeof useListFilters>;
